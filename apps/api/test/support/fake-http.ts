import http from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP server on 127.0.0.1 (random port) standing in for a payment provider's API, so the
// adapters run their official SDKs end to end: request encoding, headers, retries, error parsing.
// Every request is recorded for the tests' assertions.

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  base: URL;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", "http://fake.invalid"),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      Promise.resolve()
        .then(() => handler(recorded))
        .then(
          (reply) => {
            res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
            res.end(JSON.stringify(reply.body));
          },
          (error: unknown) => {
            res.writeHead(500, { "content-type": "application/json" });
            res.end(JSON.stringify({ fake_server_error: String(error) }));
          },
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: new URL(`http://127.0.0.1:${port}`),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Stripe-style form bodies (`a[b][0]=x`) to nested objects and arrays, as Stripe reads them. */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[part] = value;
        return;
      }
      slot[part] ??= nextIsIndex ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return root;
}
