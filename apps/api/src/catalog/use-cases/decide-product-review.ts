import { eq } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { users } from "../../identity/index.ts";
import { queueMail, type MailTemplate } from "../../notifications/index.ts";
import { lifecycleChanges, lockProduct } from "../lifecycle.ts";
import { touchProduct, type ProductRow } from "../repository.ts";
import { loadSeller } from "../seller-context.ts";
import { productView } from "../views/product.ts";

export type ReviewDecision = "approve" | "reject" | "admin_unpublish";

const DECISION_MAIL: Record<ReviewDecision, MailTemplate> = {
  approve: "product_review_approved",
  reject: "product_review_rejected",
  admin_unpublish: "product_taken_down",
};

/**
 * A manager's decision on a product: approve or reject one in review, or take a published one
 * down. Each decision is a product_reviews row; the product keeps the outcome and the reason the
 * seller sees. The version moves on, so an editor open on the old state is told to reload.
 * The seller is mailed in the same transaction: a review must not end without them hearing of it.
 */
export async function decideProductReview(
  deps: Deps,
  managerId: number,
  productId: number,
  decision: { action: ReviewDecision; reason?: string },
): Promise<Result<catalog.Product>> {
  const decided = await deps.db.transaction(async (tx) => {
    const row = await lockProduct(tx, productId);
    if (!row) return fail("NOT_FOUND");
    const seller = await loadSeller(tx, row.sellerId);
    const changes = await lifecycleChanges(tx, row, seller, {
      ...decision,
      managerId,
      now: deps.clock.now(),
    });
    if (!changes.ok) return changes;
    const touched = await touchProduct(tx, row.sellerId, row.id, row.version, changes.value);
    if (touched.ok) await mailSeller(deps, tx, row, decision);
    return touched;
  });
  if (!decided.ok) return decided;
  return ok(await productView(deps, deps.db, decided.value, { depth: "full", viewerIsPowerSeller: true }));
}

async function mailSeller(
  deps: Deps,
  tx: Executor,
  product: ProductRow,
  decision: { action: ReviewDecision; reason?: string },
): Promise<void> {
  const [seller] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, product.sellerId));
  if (!seller) return;
  await queueMail(deps, tx, {
    userId: seller.id,
    to: seller.email,
    template: DECISION_MAIL[decision.action],
    locale: seller.locale === "de" ? "de" : "en",
    vars: { name: seller.firstName, product: product.name, reason: decision.reason ?? "" },
    // Approved: the list shows it live; otherwise the editor, where it is changed and sent again.
    actionPath: decision.action === "approve" ? "/cabinet/products" : `/cabinet/products/${product.id}/edit`,
  });
}
