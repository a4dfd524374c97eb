import {
  availablePaymentMethods,
  PRICING_PLAN_TYPES,
  type PaymentMethod,
  type PaymentMethodFlags,
  type PricingPlanType,
} from "@sellwerk/domain";

// Which payment methods a product may offer, given its plans (spec core §5): a method is
// offered only when every plan type of the product allows it, so no plan is left without it.

const ALL_FLAGS: PaymentMethodFlags = { klarna: true, twint: true, mondu: true, klarnaSubscriptions: true };

export type MethodBlock =
  /** Behind a feature the seller's account does not have switched on. */
  | { kind: "feature" }
  /** These plan types cannot be paid with it. */
  | { kind: "planTypes"; types: PricingPlanType[] };

export interface MethodAvailability {
  method: PaymentMethod;
  block: MethodBlock | null;
}

/** Every method that could ever be offered, each with why it cannot be offered now (or null). */
export function methodAvailability(
  planTypes: readonly PricingPlanType[],
  flags: PaymentMethodFlags = {},
): MethodAvailability[] {
  const types = planTypes.length > 0 ? [...new Set(planTypes)] : (["one_time"] as PricingPlanType[]);
  const everything = new Set(PRICING_PLAN_TYPES.flatMap((type) => availablePaymentMethods(type, ALL_FLAGS)));
  return [...everything].map((method) => {
    const blockedTypes = types.filter((type) => !availablePaymentMethods(type, flags).includes(method));
    if (blockedTypes.length === 0) return { method, block: null };
    const never = blockedTypes.filter((type) => !availablePaymentMethods(type, ALL_FLAGS).includes(method));
    return { method, block: never.length > 0 ? { kind: "planTypes", types: never } : { kind: "feature" } };
  });
}

/** The chosen methods that are still allowed, in their catalogue order. */
export function allowedSelection(
  selected: readonly PaymentMethod[],
  availability: readonly MethodAvailability[],
): PaymentMethod[] {
  return availability.filter((a) => a.block === null && selected.includes(a.method)).map((a) => a.method);
}
