import type { catalogFiles } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import type { SendableFile } from "../../platform/http/send-file.ts";
import { findFileById, findOwnFile } from "../files/repository.ts";
import { variantContentType } from "../files/variants.ts";

/** A stored file ready to answer (platform/http/send-file.ts). */
export type FileTarget = SendableFile;

/**
 * Finds a file or one of its size variants for download. With a seller, only that seller's files
 * exist; without one (a signed URL, which names exactly one file), any file.
 */
export async function openFile(
  deps: Deps,
  who: { sellerId: number } | { signed: true },
  fileId: number,
  variant: catalogFiles.ImageVariant | undefined,
): Promise<Result<FileTarget>> {
  const file =
    "sellerId" in who
      ? await findOwnFile(deps.db, who.sellerId, fileId)
      : await findFileById(deps.db, fileId);
  if (!file) return fail("NOT_FOUND");
  const key = variant ? file.variants[variant] : file.storageKey;
  if (!key) return fail("NOT_FOUND");
  // A variant's size is not in the row: it is read from storage (a stat, not the bytes).
  const size = variant ? (await deps.storage.stat(key))?.size : file.size;
  if (size === undefined) return fail("NOT_FOUND");
  return ok({
    filename: file.filename,
    contentType: variant ? variantContentType(key) : file.contentType,
    size,
    // The bytes behind an id never change, so the content hash (per variant) is a strong validator.
    etag: `"${file.sha256.slice(0, 32)}${variant ? `-${variant}` : ""}"`,
    lastModified: file.createdAt,
    open: (range) => deps.storage.get(key, range),
  });
}
