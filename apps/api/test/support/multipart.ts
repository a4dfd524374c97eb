import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { Call } from "./api.ts";

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer | Readable; contentType?: string };

/**
 * A real multipart/form-data body, as a browser's FormData sends it: fields and files in the
 * given order, each file either a buffer or a stream (for bodies too large to build in memory).
 */
export function multipart(parts: Part[]): { body: Readable; contentType: string; length?: number } {
  const boundary = `----sellwerk${randomBytes(12).toString("hex")}`;
  const chunks: (Buffer | Readable)[] = [];
  for (const part of parts) {
    const head =
      "value" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`;
    chunks.push(Buffer.from(head, "utf8"));
    if (!("value" in part)) {
      chunks.push(part.content);
      chunks.push(Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const allBuffers = chunks.every((c) => Buffer.isBuffer(c));
  const length = allBuffers ? chunks.reduce((n, c) => n + (Buffer.isBuffer(c) ? c.length : 0), 0) : undefined;
  async function* stream() {
    for (const c of chunks) {
      if (Buffer.isBuffer(c)) yield c;
      else for await (const piece of c) yield piece as Buffer;
    }
  }
  return { body: Readable.from(stream()), contentType: `multipart/form-data; boundary=${boundary}`, length };
}

/** POST {area}/files (the cabinet's unless named) with a real multipart body. */
export async function upload(
  app: FastifyInstance,
  token: string,
  purpose: string,
  parts: Part[],
  headers: Record<string, string> = {},
  area = "/cabinet",
): Promise<Call> {
  const { body, contentType, length } = multipart(parts);
  const res = await app.inject({
    method: "POST",
    url: `/api/v1${area}/files?purpose=${purpose}`,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": contentType,
      ...(length !== undefined ? { "content-length": String(length) } : {}),
      ...headers,
    },
    payload: body,
  });
  return {
    status: res.statusCode,
    body: res.body ? (JSON.parse(res.body) as unknown) : undefined,
    headers: res.headers,
  };
}
