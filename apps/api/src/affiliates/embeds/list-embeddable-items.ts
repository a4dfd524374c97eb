import { and, eq, type SQL } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { listPage, orderBy } from "../../platform/db/list.ts";
import { embeddableItems } from "../tables.ts";
import { embeddableItemView, selectEmbedRows } from "./views.ts";

const SORT_COLUMNS = {
  created_at: embeddableItems.createdAt,
  name: embeddableItems.name,
  form: embeddableItems.form,
  purpose: embeddableItems.purpose,
} as const;

/** The publisher's own items (/publish/embeddable_items), newest first, 15 a page. */
export async function listEmbeddableItems(
  deps: Deps,
  publisherId: number,
  q: affiliates.EmbeddableItemsQuery,
) {
  const conditions: (SQL | undefined)[] = [eq(embeddableItems.publisherId, publisherId)];
  if (q.form) conditions.push(eq(embeddableItems.form, q.form));
  if (q.program_id) conditions.push(eq(embeddableItems.programId, q.program_id));
  const where = and(...conditions);
  return listPage(deps.db, {
    table: embeddableItems,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await selectEmbedRows(deps.db, where)
        .orderBy(...orderBy(SORT_COLUMNS[q.sort_key], embeddableItems.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => embeddableItemView(row, deps.config.publicUrl));
    },
  });
}
