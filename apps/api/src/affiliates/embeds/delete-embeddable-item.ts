import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { embeddableItems } from "../tables.ts";

/** Pages that still carry the snippet keep their plain fallback link; the script shows nothing. */
export async function deleteEmbeddableItem(deps: Deps, publisherId: number, id: number): Promise<void> {
  const deleted = await deps.db
    .delete(embeddableItems)
    .where(and(eq(embeddableItems.id, id), eq(embeddableItems.publisherId, publisherId)))
    .returning({ id: embeddableItems.id });
  if (!deleted.length) throw new AppError("NOT_FOUND");
}
