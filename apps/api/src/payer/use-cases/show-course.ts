import { eq } from "drizzle-orm";
import type { payer } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { orders } from "../../orders/index.ts";
import { managePagePath } from "../../fulfilment/links.ts";
import { accessView } from "../course-access.ts";
import { payerTree } from "../course-tree.ts";
import { openCourse } from "../open-course.ts";

/**
 * The course area: modules with the lessons the payer may open now and the locked ones with their
 * date. A course paused for an unpaid rate shows with every lesson locked and where to pay.
 */
export async function showCourse(
  deps: Deps,
  userId: number,
  productId: number,
): Promise<Result<payer.PayerCourse>> {
  const opened = await openCourse(deps, userId, productId, { overview: true });
  if (!opened.ok) return opened;
  const { product, seller, access, paused, now } = opened.value;
  const tree = await payerTree(deps.db, {
    productId,
    userId,
    accessStartsAt: access.startsAt,
    now,
    paused,
  });
  const [order] = paused
    ? await deps.db.select({ token: orders.token }).from(orders).where(eq(orders.id, access.orderId))
    : [];
  return ok({
    product: { id: product.id, name: product.name, form: product.form },
    seller,
    access: accessView(access, now, order ? managePagePath(seller.username, order.token) : ""),
    progress: tree.progress,
    modules: tree.modules,
  });
}
