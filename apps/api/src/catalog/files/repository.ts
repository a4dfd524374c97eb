import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client.ts";
import { files } from "../tables.ts";
import type { FileRow } from "./view.ts";

/** A file of the acting seller; another seller's file does not exist for this caller. */
export async function findOwnFile(
  ex: Executor,
  sellerId: number,
  fileId: number,
): Promise<FileRow | undefined> {
  const [row] = await ex
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.sellerId, sellerId)));
  return row;
}

/** A file by id alone: only for requests whose signed URL already names exactly this file. */
export async function findFileById(ex: Executor, fileId: number): Promise<FileRow | undefined> {
  const [row] = await ex.select().from(files).where(eq(files.id, fileId));
  return row;
}
