import type { SellerChecklistKey } from "@sellwerk/domain";
import type { CabinetHome } from "../../api/home.ts";

// What the seller's home derives from the API's answers, kept apart from the components so it
// can be tested without a browser.

/** Where each checklist step is done. */
export const CHECKLIST_LINKS: Record<SellerChecklistKey, string> = {
  business_profile: "/cabinet/profile/edit?seller_profile_edit=true",
  payment_provider: "/cabinet/settings/payment_providers",
  product_created: "/cabinet/products",
  product_published: "/cabinet/products",
  first_sale: "/cabinet/orders",
  invoices: "/cabinet/settings/invoices",
};

export interface ChecklistProgress {
  done: number;
  total: number;
  /** The first step not done yet: the one the home puts forward. */
  next: SellerChecklistKey | null;
}

export function checklistProgress(items: CabinetHome["checklist"]): ChecklistProgress {
  return {
    done: items.filter((i) => i.done).length,
    total: items.length,
    next: items.find((i) => !i.done)?.key ?? null,
  };
}

export type ReviewNote =
  | { kind: "waiting"; product: string; since: string; by: string; overdue: boolean }
  | { kind: "rejected"; product: string; reason: string };

/**
 * What the "publish" step says about reviews: the longest-waiting request (the API lists those
 * first), whether it is taking longer than usual, or else the latest rejection and its reason.
 */
export function reviewNote(attention: CabinetHome["attention"], now: Date): ReviewNote | null {
  const waiting = attention.find((a) => a.product.reviewState === "in_review" && a.submittedAt);
  if (waiting)
    return {
      kind: "waiting",
      product: waiting.product.name,
      since: waiting.submittedAt!,
      by: waiting.expectedBy ?? waiting.submittedAt!,
      overdue: waiting.expectedBy !== null && new Date(waiting.expectedBy).getTime() < now.getTime(),
    };
  const rejected = attention.find((a) => a.product.reviewState === "rejected");
  if (rejected)
    return { kind: "rejected", product: rejected.product.name, reason: rejected.product.reviewReason ?? "" };
  return null;
}

/** A figure against the period before: a whole percentage, or "new" when there was nothing before. */
export type Change = { kind: "percent"; value: number } | { kind: "new" } | { kind: "none" };

export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: "none" } : { kind: "new" };
  return { kind: "percent", value: Math.round(((current - previous) / previous) * 100) };
}
