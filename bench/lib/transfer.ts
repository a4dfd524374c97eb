// Moving big files through the API for the upload and download benches: a generated body (no
// file on disk, no CPU spent on data), the seller's multipart upload, a counting download, and
// a measured run with the server's memory sampled.
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sampleRss } from "./memory.ts";

const CHUNK = 64 * 1024;

/** `size` bytes made of one random 64 KiB block repeated: no file on disk, no CPU spent on data. */
export function generated(size: number): Readable {
  const block = randomBytes(CHUNK);
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const n = Math.min(CHUNK, left);
      left -= n;
      this.push(n === CHUNK ? block : block.subarray(0, n));
    },
  });
}

export interface Answer {
  status: number;
  body: string;
}

/** POST /cabinet/files as a browser's FormData would send it, streamed with its exact length. */
export function upload(url: string, token: string, size: number, filename = "bench.bin"): Promise<Answer> {
  const boundary = `----sellwerkbench${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/v1/cabinet/files?purpose=digital`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(head.length + size + tail.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", reject);
    async function* body() {
      yield head;
      yield* generated(size);
      yield tail;
    }
    pipeline(Readable.from(body()), req).catch(reject);
  });
}

/** GET a file and count its bytes (discarded as they arrive); with a token when one is given. */
export function download(url: string, token?: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Runs `work` while sampling the server's memory; answers its result, seconds and the samples. */
export async function measured<T>(pid: number, work: () => Promise<T>) {
  const sampler = sampleRss(pid);
  const t0 = performance.now();
  const result = await work();
  const seconds = (performance.now() - t0) / 1000;
  return { result, seconds, samples: sampler.stop() };
}
