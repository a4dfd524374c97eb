import { desc, eq } from "drizzle-orm";
import type { payer } from "@sellwerk/contracts";
import { TOTAL_COUNT_CAP } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { products } from "../../catalog/index.ts";
import { COURSE_FORMS } from "../../catalog/course-content.ts";
import { includedProducts } from "../../catalog/items/included.ts";
import { orders } from "../../orders/index.ts";
import { courseAccesses } from "../../fulfilment/tables.ts";
import { managePagePath } from "../../fulfilment/links.ts";
import { accessView, bestAccess, containersOf, type CourseAccessRow } from "../course-access.ts";
import { progressByProduct } from "../course-tree.ts";
import { sellersById } from "../sellers.ts";

type Row = {
  access: CourseAccessRow;
  token: string;
  product: { id: number; name: string; form: string; sellerId: number };
};

const isCourse = (form: string) => (COURSE_FORMS as readonly string[]).includes(form);

/**
 * The payer's courses and memberships, active or ended, one entry per product (the access that
 * counts, see bestAccess), the latest bought first. A payer's accesses are bounded by their own
 * purchases, so they are grouped here rather than in SQL, and the page is cut from the groups.
 */
export async function listCourses(
  deps: Deps,
  userId: number,
  q: { page: number; per: number },
): Promise<{ list: payer.PayerCourseItem[]; total_count: number; total_count_max: number }> {
  const now = deps.clock.now();
  const rows: Row[] = await deps.db
    .select({
      access: courseAccesses,
      token: orders.token,
      product: { id: products.id, name: products.name, form: products.form, sellerId: products.sellerId },
    })
    .from(courseAccesses)
    .innerJoin(products, eq(products.id, courseAccesses.productId))
    .innerJoin(orders, eq(orders.id, courseAccesses.orderId))
    .where(eq(courseAccesses.userId, userId))
    .orderBy(desc(courseAccesses.createdAt), desc(courseAccesses.id));

  const byProduct = new Map<number, Row[]>();
  for (const row of rows) byProduct.set(row.product.id, [...(byProduct.get(row.product.id) ?? []), row]);
  // A course is open through its own access or a membership's that includes it, as in the course
  // area itself (accessesTo), so the list never calls a course ended that still opens.
  const containers = await containersOf(deps.db, [...byProduct.keys()]);
  const entries = [...byProduct.values()].map((group) => {
    const own = group[0]!;
    const candidates = [
      ...group,
      ...(containers.get(own.product.id) ?? []).flatMap((id) => byProduct.get(id) ?? []),
    ];
    const access = bestAccess(
      candidates.map((r) => r.access),
      now,
    )!;
    const chosen = candidates.find((r) => r.access.id === access.id)!;
    return { ...own, access: chosen.access, token: chosen.token };
  });
  const page = entries.slice((q.page - 1) * q.per, q.page * q.per);

  const [progress, sellers, includes] = await Promise.all([
    progressByProduct(
      deps.db,
      userId,
      page.filter((r) => isCourse(r.product.form)).map((r) => r.product.id),
    ),
    sellersById(
      deps.db,
      page.map((r) => r.product.sellerId),
    ),
    Promise.all(
      page.map(async (r) =>
        isCourse(r.product.form)
          ? []
          : (await includedProducts(deps.db, r.product.id))
              .filter((p) => isCourse(p.form))
              .map(({ id, name, form }) => ({ id, name, form })),
      ),
    ),
  ]);

  const list = page.flatMap((r, i) => {
    const seller = sellers.get(r.product.sellerId);
    if (!seller) return [];
    const { sellerId: _sellerId, ...product } = r.product;
    return [
      {
        product,
        seller,
        access: accessView(r.access, now, managePagePath(seller.username, r.token)),
        order_token: r.token,
        progress: progress.get(r.product.id) ?? { completed: 0, total: 0 },
        includes: includes[i] ?? [],
      },
    ];
  });
  return { list, total_count: Math.min(entries.length, TOTAL_COUNT_CAP), total_count_max: TOTAL_COUNT_CAP };
}
