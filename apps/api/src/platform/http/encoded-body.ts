import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { COMPRESS_MIN_BYTES } from "./compression.ts";

// A body sent to many clients alike, compressed once per encoding rather than once per answer
// (the compression plugin's on-the-fly brotli was most of a shared checkout page's cost). An
// answer that carries its Content-Encoding is left alone by the plugin (compression.ts).

const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

export interface EncodedBody {
  text: string;
  /** Filled on first use, per encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export function encodedBody(text: string): EncodedBody {
  return { text, encoded: {} };
}

/** Brotli at quality 4, as the plugin compresses per answer: a shared body could afford more, but is made often. */
function encode(text: string, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(text);
}

/** Sends the body in the encoding the client prefers (Vary: Accept-Encoding), or as text. */
export function sendEncoded(req: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  void reply.header("vary", "accept-encoding");
  const accepted = req.headers["accept-encoding"];
  const encoding =
    body.text.length >= COMPRESS_MIN_BYTES && typeof accepted === "string"
      ? negotiate(accepted, [...ENCODINGS])
      : null;
  if (!encoding) return reply.send(body.text);
  const bytes = (body.encoded[encoding] ??= encode(body.text, encoding));
  return reply.header("content-encoding", encoding).send(bytes);
}
