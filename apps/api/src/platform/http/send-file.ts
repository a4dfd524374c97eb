import type { OutgoingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ByteRange } from "../storage/index.ts";
import { skipCompression } from "./compression.ts";
import { AppError } from "./errors.ts";
import { contentDisposition, parseRange } from "./range.ts";

// Answering a file's bytes the same way everywhere (the seller's files, the buyer's downloads):
// ranges, validators, HEAD without a body, and headers that keep seller bytes from running as a
// page on our origin.

export interface SendableFile {
  filename: string;
  contentType: string;
  /** Size of the whole object, whatever range is read. */
  size: number;
  etag: string;
  lastModified: Date;
  /** Opens the bytes (a range of them); undefined when storage lost the object. */
  open(range?: ByteRange): Promise<Readable | undefined>;
}

export interface SendFileOptions {
  /** Offer it as a download even when a browser could show it. */
  download: boolean;
  cacheControl: string;
}

/** Shown inline by browsers; anything else is offered as a download, never rendered on our origin. */
const INLINE = /^(image\/(png|jpeg|webp|gif)$|video\/|audio\/|application\/pdf$|text\/plain$)/;

function sendHeaders(reply: FastifyReply, target: SendableFile, options: SendFileOptions): void {
  const inline = !options.download && INLINE.test(target.contentType);
  void reply
    .header("content-type", target.contentType)
    .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", target.filename))
    .header("accept-ranges", "bytes")
    .header("etag", target.etag)
    .header("last-modified", target.lastModified.toUTCString())
    .header("cache-control", options.cacheControl)
    // Seller-supplied bytes on our origin must never run as a page, whatever they contain.
    .header(
      "content-security-policy",
      target.contentType === "application/pdf"
        ? "default-src 'none'; style-src 'unsafe-inline'"
        : "default-src 'none'; sandbox",
    );
  // Covers and logos also appear on the seller's own domains and embeds.
  if (target.contentType.startsWith("image/"))
    void reply.header("cross-origin-resource-policy", "cross-origin");
}

/** The byte range the request asks for: undefined for the whole file, or "unsatisfiable". */
export function requestedRange(
  req: FastifyRequest,
  target: SendableFile,
): ByteRange | "unsatisfiable" | undefined {
  // If-Range: a client resuming a download of other bytes gets the whole file instead.
  const ifRange = req.headers["if-range"];
  return ifRange && ifRange !== target.etag ? undefined : parseRange(req.headers.range, target.size);
}

/** Answers the file (or the requested range of it), 304 for a matching validator, HEAD headers only. */
export async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  target: SendableFile,
  options: SendFileOptions,
): Promise<FastifyReply> {
  sendHeaders(reply, target, options);
  skipCompression(req);
  if (req.headers["if-none-match"] === target.etag) return reply.code(304).send();

  const range = requestedRange(req, target);
  if (range === "unsatisfiable")
    return reply.code(416).header("content-range", `bytes */${target.size}`).send();
  // HEAD answers the headers only: opening the bytes would make S3 send the whole object,
  // and Fastify would count an empty body as length 0, so the answer is written directly.
  if (req.method === "HEAD") {
    const length = range ? range.end - range.start + 1 : target.size;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) headers[name] = typeof value === "number" ? String(value) : value;
    headers["content-length"] = length;
    if (range) headers["content-range"] = `bytes ${range.start}-${range.end}/${target.size}`;
    reply.hijack();
    reply.raw.writeHead(range ? 206 : 200, headers);
    reply.raw.end();
    return reply;
  }
  const body = await target.open(range);
  if (!body) throw new AppError("NOT_FOUND");
  if (range) {
    void reply
      .code(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${target.size}`)
      .header("content-length", range.end - range.start + 1);
  } else void reply.header("content-length", target.size);
  return reply.send(body);
}
