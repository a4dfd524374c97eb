import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import type { Deps } from "../platform/deps.ts";
import { fieldFail, ok, type Result } from "../platform/result.ts";
import { files } from "./tables.ts";
import { toStoredFile, type StoredFileView } from "./files/view.ts";

export type FileRow = typeof files.$inferSelect;
export type FileRef = StoredFileView;

/** What a part of a product may point to, judged by the type detected from the bytes. */
export type FileKind = "image" | "audio" | "video" | "pdf" | "any";

export function fileFits(row: FileRow, kind: FileKind): boolean {
  switch (kind) {
    case "any":
      return true;
    case "pdf":
      return row.contentType === "application/pdf";
    default:
      return row.contentType.startsWith(`${kind}/`);
  }
}

/** The acting seller's files among `ids`; another seller's file is simply not there. */
export async function findSellerFiles(
  ex: Executor,
  sellerId: number,
  ids: readonly number[],
): Promise<Map<number, FileRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ex
    .select()
    .from(files)
    .where(and(eq(files.sellerId, sellerId), inArray(files.id, unique)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A file as every answer shows it (signed URL for images shown on pages). */
export function fileRef(deps: Pick<Deps, "urlSigner">, row: FileRow): FileRef {
  return toStoredFile(deps.urlSigner, row);
}

export interface FileUse {
  /** The field naming the file, as the error should point to it (e.g. "content.2.file_id"). */
  param: string;
  id: number;
  kind: FileKind;
}

/** Every file a part names must be the seller's own and of the kind the part expects. */
export async function checkFileUses(
  ex: Executor,
  sellerId: number,
  uses: readonly FileUse[],
): Promise<Result<Map<number, FileRow>>> {
  const found = await findSellerFiles(
    ex,
    sellerId,
    uses.map((u) => u.id),
  );
  for (const use of uses) {
    const row = found.get(use.id);
    if (!row) return fieldFail(use.param, "invalid_file");
    if (!fileFits(row, use.kind)) return fieldFail(use.param, "file_type_mismatch");
  }
  return ok(found);
}
