import type { ProductCategory } from "../../../api/catalogTypes.ts";

// The categories API answers a tree; lists, pickers and filters want it flat with parent ids and
// depth. The reader accepts a nested tree, a flat list, or a single category, under the keys the
// API may use, so the screens do not depend on which one it is.

interface RawCategory {
  id: number;
  parentId?: number | null;
  title: string;
  description?: string;
  color?: string | null;
  hidden?: boolean;
  position?: number;
  children?: RawCategory[];
}

export type CategoryAnswer =
  | RawCategory[]
  | RawCategory
  | {
      list?: RawCategory[];
      categories?: RawCategory[];
      productCategories?: RawCategory[];
      category?: RawCategory;
      productCategory?: RawCategory;
    };

export interface CategoryNode extends ProductCategory {
  depth: number;
}

function rawList(answer: CategoryAnswer | null | undefined): RawCategory[] {
  if (!answer) return [];
  if (Array.isArray(answer)) return answer;
  if ("id" in answer && "title" in answer) return [answer];
  const wrapped = answer;
  const single = wrapped.category ?? wrapped.productCategory;
  return wrapped.list ?? wrapped.categories ?? wrapped.productCategories ?? (single ? [single] : []);
}

function walk(items: RawCategory[], parentId: number | null, out: ProductCategory[]): void {
  for (const item of items) {
    out.push({
      id: item.id,
      parentId: item.parentId ?? parentId,
      title: item.title,
      description: item.description ?? "",
      color: item.color ?? null,
      hidden: item.hidden ?? false,
      position: item.position ?? 0,
    });
    if (item.children?.length) walk(item.children, item.id, out);
  }
}

/** Every category once, whatever shape the answer had. */
export function flattenCategories(answer: CategoryAnswer | null | undefined): ProductCategory[] {
  const out: ProductCategory[] = [];
  walk(rawList(answer), null, out);
  const seen = new Set<number>();
  return out.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
}

const byPosition = (a: ProductCategory, b: ProductCategory) =>
  a.position - b.position || a.title.localeCompare(b.title) || a.id - b.id;

/** Depth-first order (parents before their children) with each category's depth; orphans are roots. */
export function orderedTree(categories: readonly ProductCategory[]): CategoryNode[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, ProductCategory[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const out: CategoryNode[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const category of [...(children.get(parent) ?? [])].sort(byPosition)) {
      if (out.some((node) => node.id === category.id)) continue;
      out.push({ ...category, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

export interface CategoryTreeData {
  value: string;
  label: string;
  children?: CategoryTreeData[];
}

/** Mantine's tree data: values are ids as text. */
export function toTreeData(categories: readonly ProductCategory[]): CategoryTreeData[] {
  const nodes = orderedTree(categories);
  const build = (parent: number | null): CategoryTreeData[] =>
    nodes
      .filter((n) => (n.depth === 0 ? parent === null : n.parentId === parent))
      .map((n) => {
        const children = build(n.id);
        return children.length > 0
          ? { value: String(n.id), label: n.title, children }
          : { value: String(n.id), label: n.title };
      });
  return build(null);
}
