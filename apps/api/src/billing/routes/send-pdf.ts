import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../platform/http/errors.ts";
import { sendFile, type SendableFile } from "../../platform/http/send-file.ts";

/** Answers a document's PDF as a download: personal data, so cached privately only. */
export function sendInvoicePdf(
  req: FastifyRequest,
  reply: FastifyReply,
  pdf: SendableFile | null,
): Promise<FastifyReply> {
  if (!pdf) throw new AppError("NOT_FOUND");
  return sendFile(req, reply, pdf, { download: true, cacheControl: "private, max-age=3600" });
}
