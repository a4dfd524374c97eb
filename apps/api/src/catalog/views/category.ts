import type { catalog } from "@sellwerk/contracts";
import type { productCategories } from "../tables.ts";

export type CategoryRow = typeof productCategories.$inferSelect;

const bySiblingOrder = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.id - b.id;

/**
 * The seller's categories in tree order: each parent before its children, siblings by position,
 * with their depth. A category whose parent is gone is shown as a root rather than lost.
 */
export function categoryTree(
  rows: readonly CategoryRow[],
  productIds: ReadonlyMap<number, number[]>,
): catalog.Category[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: catalog.Category[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const row of (children.get(parent) ?? []).sort(bySiblingOrder)) {
      out.push({
        id: row.id,
        parent_id: row.parentId,
        depth,
        title: row.title,
        description: row.description,
        color: row.color,
        hidden: row.hidden,
        position: row.position,
        product_ids: productIds.get(row.id) ?? [],
      });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Whether `ancestor` is `id` itself or above it: moving `ancestor` under `id` would close a loop. */
export function isSelfOrAncestor(
  parents: ReadonlyMap<number, number | null>,
  ancestor: number,
  id: number | null,
): boolean {
  const seen = new Set<number>();
  for (let at = id; at !== null && !seen.has(at); at = parents.get(at) ?? null) {
    if (at === ancestor) return true;
    seen.add(at);
  }
  return false;
}
