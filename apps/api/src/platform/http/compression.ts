import type { FastifyInstance, FastifyRequest } from "fastify";
import compress from "@fastify/compress";

/** Smaller answers go out as they are: the headers would eat most of the gain. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses dynamic answers (JSON, the server-rendered buyer pages, CSV exports) with brotli or
 * gzip, whichever the client prefers. Brotli at quality 4 (the plugin's default), not 11: for
 * answers made per request the CPU matters more than the last few percent.
 * Built files are not compressed here: the web build writes `.br` and `.gz` next to them once
 * (apps/web/vite-precompress.ts) and @fastify/static picks the one the client accepts; an answer
 * that already has a Content-Encoding is left alone. Ranges (206) are never compressed.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are taken as sent: decoding them would let a small gzip body expand far
    // past what the input guard and the upload limits see on the wire.
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ["br", "gzip"],
  });
}

/**
 * A file's bytes go out exactly as stored: seller uploads are mostly compressed formats already
 * (video, zip, PDF), an octet-stream would otherwise be compressed on the fly, and encoding a
 * download would drop its Content-Length and break resuming it by Range. The plugin's documented
 * per-request opt-out is this header.
 */
export function skipCompression(req: FastifyRequest): void {
  req.headers["x-no-compression"] = "1";
}
