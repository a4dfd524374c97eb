import type { z } from "zod";
import type { catalogFiles } from "@sellwerk/contracts";
import { API } from "../../platform/http/route.ts";
import type { UrlSigner } from "../../platform/auth/url-signer.ts";
import type { files } from "../tables.ts";

export type FileRow = typeof files.$inferSelect;

export type StoredFileView = z.infer<typeof catalogFiles.storedFile>;

/**
 * Where a file (or one of its size variants) is fetched: a signed path, so an <img>, <video> or a
 * plain download link works without a bearer token. Only the seller's own answers carry it; buyers
 * get delivery links of their own with their orders.
 */
export function fileUrl(signer: UrlSigner, fileId: number, variant?: string): string {
  return signer.signedPath(`${API}/files/${fileId}${variant ? `/${variant}` : ""}`);
}

/** A file as every answer shows it: { id, filename, content_type, size, url, variants }. */
export function toStoredFile(signer: UrlSigner, file: FileRow): StoredFileView {
  return {
    id: file.id,
    filename: file.filename,
    content_type: file.contentType,
    size: file.size,
    url: fileUrl(signer, file.id),
    variants: Object.fromEntries(Object.keys(file.variants).map((v) => [v, fileUrl(signer, file.id, v)])),
  };
}
