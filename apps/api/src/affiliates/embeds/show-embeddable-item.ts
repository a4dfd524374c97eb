import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { embeddableItems } from "../tables.ts";
import { embeddableItemView, selectEmbedRows } from "./views.ts";

/** One of the publisher's items; another publisher's is as unknown as a missing one (404). */
export async function showEmbeddableItem(deps: Deps, publisherId: number, id: number) {
  const [row] = await selectEmbedRows(
    deps.db,
    and(eq(embeddableItems.id, id), eq(embeddableItems.publisherId, publisherId)),
  );
  if (!row) throw new AppError("NOT_FOUND");
  return embeddableItemView(row, deps.config.publicUrl);
}
