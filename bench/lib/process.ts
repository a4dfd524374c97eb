import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import { onCleanup } from "./cleanup.ts";

export const HOST = "127.0.0.1";

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The status of a GET, or 0 when nothing answers (connection refused, timeout). */
export function statusOf(url: string, timeoutMs = 1000): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { method: "GET", timeout: timeoutMs, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
    req.end();
  });
}

export interface Started {
  url: string;
  /** The server's process id (to read its memory from /proc). */
  pid: number;
  /** ms from spawn until the ready URL answered 200. */
  readyMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  label: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  /** Polled every 20 ms until it answers 200. */
  readyPath: string;
  /** Instead of readyPath, for a process without HTTP (a worker): ready once its output matches. */
  readyOutput?: RegExp;
  timeoutMs?: number;
}

/** Spawns a server process and measures the time until it is ready; it is stopped on cleanup. */
export async function startServer(o: StartOptions): Promise<Started> {
  const url = `http://${HOST}:${o.port}`;
  const output: string[] = [];
  const t0 = performance.now();
  const child = spawn(o.command, o.args, { env: o.env, stdio: ["ignore", "pipe", "pipe"] });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  const stop = onCleanup(`stop ${o.label}`, () => stopChild(child, exited, () => running));

  const deadline = t0 + (o.timeoutMs ?? 120_000);
  for (;;) {
    if (!running) {
      await stop();
      throw new Error(`${o.label} exited before it was ready:\n${output.join("")}`);
    }
    if (
      o.readyOutput ? o.readyOutput.test(output.join("")) : (await statusOf(url + o.readyPath, 500)) === 200
    )
      break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`${o.label} not ready within ${o.timeoutMs ?? 120_000} ms:\n${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { url, pid: child.pid!, readyMs: Math.round(performance.now() - t0), stop };
}

/** SIGTERM (the server shuts down gracefully), SIGKILL after 15 s. */
async function stopChild(
  child: ChildProcess,
  exited: Promise<unknown>,
  running: () => boolean,
): Promise<void> {
  if (!running()) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
