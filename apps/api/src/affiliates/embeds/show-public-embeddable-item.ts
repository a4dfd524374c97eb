import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { affiliateNodes, embeddableItems } from "../tables.ts";
import { publicEmbeddableItemView, selectEmbedRows } from "./views.ts";

/**
 * What the embed script renders. An item whose publisher is no longer an active publisher of its
 * program answers 404: the script then leaves the plain fallback link.
 */
export async function showPublicEmbeddableItem(deps: Deps, id: number) {
  const [row] = await selectEmbedRows(deps.db, eq(embeddableItems.id, id));
  if (!row) throw new AppError("NOT_FOUND");
  if (row.programId !== null) {
    const [node] = await deps.db
      .select({ id: affiliateNodes.id })
      .from(affiliateNodes)
      .where(
        and(
          eq(affiliateNodes.programId, row.programId),
          eq(affiliateNodes.publisherId, row.publisherId),
          eq(affiliateNodes.state, "accepted"),
        ),
      );
    if (!node) throw new AppError("NOT_FOUND");
  }
  return publicEmbeddableItemView(row, deps.config.publicUrl);
}
