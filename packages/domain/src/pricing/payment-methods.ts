import type { PricingPlanType } from "./plans.ts";

/** Payment method kinds (spec core §3). */
export const PAYMENT_METHODS = [
  "paypal",
  "card",
  "cardAmEx",
  "sofort",
  "bank_wire",
  "sepa",
  "pay_later",
  "p_24",
  "not_assigned",
  "apple_pay",
  "google_pay",
  "sofort_sepa",
  "ideal",
  "ideal_sepa",
  "klarna",
  "twint",
  "mondu",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods behind feature flags. */
const GATED: ReadonlySet<PaymentMethod> = new Set(["klarna", "twint", "mondu"]);
/** Every method a seller could activate; not_assigned is a placeholder, never offered. */
const OFFERABLE: readonly PaymentMethod[] = PAYMENT_METHODS.filter((m) => m !== "not_assigned");
/** The set every plan type gets. */
export const BASE_PAYMENT_METHODS: readonly PaymentMethod[] = OFFERABLE.filter((m) => !GATED.has(m));

export interface PaymentMethodFlags {
  klarna?: boolean;
  twint?: boolean;
  mondu?: boolean;
  /** Klarna for subscriptions; needs klarna itself on as well. */
  klarnaSubscriptions?: boolean;
}

function isAllowed(method: PaymentMethod, planType: PricingPlanType, flags: PaymentMethodFlags): boolean {
  if (method === "not_assigned") return false;
  if (!GATED.has(method)) return true;
  switch (planType) {
    case "one_time":
      return flags[method as "klarna" | "twint" | "mondu"] === true;
    case "subscription":
    case "limited_subscription":
      return method === "klarna" && flags.klarna === true && flags.klarnaSubscriptions === true;
    case "installment":
      return false;
  }
}

/**
 * Methods a plan type may offer (spec core §5): one_time may add klarna, twint and mondu when
 * enabled; subscription and limited_subscription add klarna only with the subscription flag;
 * installment keeps the base set. `candidates` narrows to what the seller has activated
 * (default: everything); the order of PAYMENT_METHODS is kept.
 */
export function availablePaymentMethods(
  planType: PricingPlanType,
  flags: PaymentMethodFlags = {},
  candidates: readonly PaymentMethod[] = OFFERABLE,
): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => candidates.includes(m) && isAllowed(m, planType, flags));
}
