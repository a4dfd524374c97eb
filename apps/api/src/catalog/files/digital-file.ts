import type { Executor } from "../../platform/db/client.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { findOwnFile } from "./repository.ts";
import type { FileRow } from "./view.ts";

/** A file a digital may point to: the seller's own, uploaded as a digital. */
export async function checkDigitalFile(
  ex: Executor,
  sellerId: number,
  fileId: number,
): Promise<Result<FileRow>> {
  const file = await findOwnFile(ex, sellerId, fileId);
  if (!file) return fieldFail("file_id", "invalid_file");
  if (file.purpose !== "digital") return fieldFail("file_id", "file_type_mismatch");
  return ok(file);
}

/** Stamping the buyer's email works on PDFs only. */
export function checkStamp(file: FileRow, stampPdf: boolean): Result<null> {
  return stampPdf && file.contentType !== "application/pdf"
    ? fieldFail("stamp_pdf", "file_type_mismatch")
    : ok(null);
}
