import type { payer } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { accessView } from "../course-access.ts";
import { payerTree } from "../course-tree.ts";
import { openCourse } from "../open-course.ts";

/** The course area: modules with the lessons the payer may open now and the locked ones with their date. */
export async function showCourse(
  deps: Deps,
  userId: number,
  productId: number,
): Promise<Result<payer.PayerCourse>> {
  const opened = await openCourse(deps, userId, productId);
  if (!opened.ok) return opened;
  const { product, seller, access, now } = opened.value;
  const tree = await payerTree(deps.db, { productId, userId, accessStartsAt: access.startsAt, now });
  return ok({
    product: { id: product.id, name: product.name, form: product.form },
    seller,
    access: accessView(access, now),
    progress: tree.progress,
    modules: tree.modules,
  });
}
