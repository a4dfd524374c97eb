import {
  ACCESS_PASSWORD_MAX_LENGTH,
  ACCESS_PASSWORD_MIN_LENGTH,
  checkLength,
  DEFAULT_CURRENCY,
  INPUT_RANGE,
  isCurrency,
  ORDER_BUMP_UPSELL_MAX,
  type CheckoutLayout,
  type PaymentMethod,
} from "@sellwerk/domain";
import type { Discount, OrderBump, OrderBumpPosition, Product } from "../../../../../api/catalogTypes.ts";
import { catalogIssue, IssueList, type Issues } from "../form/issues.ts";
import { methodAvailability, allowedSelection } from "./paymentMethods.ts";
import { planFromApi, planToApi, validatePlan, type PlanForm } from "./planForm.ts";

// The checkout step (spec core §2, §3, §5): plans, discount, limit, access password, payment
// methods, layout and order bumps, saved together with PUT …/checkout.

export const ACCESS_PASSWORD_LENGTH = {
  min: ACCESS_PASSWORD_MIN_LENGTH,
  max: ACCESS_PASSWORD_MAX_LENGTH,
} as const;

export interface CheckoutForm {
  /** The product's currency: every plan and a fixed discount are in it. */
  currency: string;
  plans: PlanForm[];
  discount: Discount;
  limit: number | null;
  accessPassword: string;
  paymentMethods: PaymentMethod[];
  layout: CheckoutLayout;
  themeId: number | null;
  orderBumps: OrderBump[];
  orderBumpPosition: OrderBumpPosition;
}

export const NO_DISCOUNT: Discount = {
  active: false,
  limit: null,
  value: 0,
  valueForm: "percents",
  ordersCount: 0,
};

export function toCheckoutForm(product: Product): CheckoutForm {
  return {
    currency: isCurrency(product.currency) ? product.currency : DEFAULT_CURRENCY,
    plans: [...product.pricingPlans].sort((a, b) => a.position - b.position).map(planFromApi),
    discount: product.discount ? { ...NO_DISCOUNT, ...product.discount } : NO_DISCOUNT,
    limit: product.limit,
    accessPassword: product.accessPassword ?? "",
    paymentMethods: [...(product.checkout?.paymentMethods ?? [])],
    layout: product.checkout?.layout ?? "default",
    themeId: product.checkout?.themeId ?? null,
    orderBumps: (product.checkout?.orderBumps ?? []).map((bump) => ({ ...bump, text: bump.text ?? "" })),
    orderBumpPosition: product.checkout?.orderBumpPosition ?? "below_payment_methods",
  };
}

function validateDiscount(list: IssueList, discount: Discount): void {
  if (!discount.active) return;
  if (!(discount.value > 0)) list.add("discount.value", catalogIssue("checkout.amountPositive"));
  else if (discount.valueForm === "percents" && discount.value > 100)
    list.code("discount.value", "too_high", { max: 100 });
  if (discount.limit !== null && (discount.limit < 1 || discount.limit > INPUT_RANGE.max))
    list.code("discount.limit", "out_of_range", INPUT_RANGE);
}

export function validateCheckout(form: CheckoutForm, product: Product): Issues {
  const list = new IssueList();
  if (!isCurrency(form.currency)) list.code("currency", "invalid_value");
  form.plans.forEach((plan, i) => validatePlan(list, plan, i));
  validateDiscount(list, form.discount);
  if (form.limit !== null && (form.limit < INPUT_RANGE.min || form.limit > INPUT_RANGE.max))
    list.code("limit", "out_of_range", INPUT_RANGE);
  if (form.accessPassword !== "")
    list.code(
      "accessPassword",
      checkLength(form.accessPassword, ACCESS_PASSWORD_LENGTH),
      ACCESS_PASSWORD_LENGTH,
    );
  const seen = new Set<number>();
  form.orderBumps.forEach((bump, i) => {
    const path = `orderBumps.${i}`;
    if (!bump.productId) list.code(`${path}.productId`, "required");
    else if (bump.productId === product.id) list.add(`${path}.productId`, catalogIssue("checkout.bumpSelf"));
    else if (seen.has(bump.productId)) list.add(`${path}.productId`, catalogIssue("checkout.bumpTwice"));
    seen.add(bump.productId);
    list.code(`${path}.text`, checkLength(bump.text, { max: ORDER_BUMP_UPSELL_MAX }), {
      max: ORDER_BUMP_UPSELL_MAX,
    });
  });
  return list.issues;
}

/** PUT /cabinet/products/{id}/checkout: the full plan list, methods narrowed to what the plans allow. */
export function checkoutPayload(form: CheckoutForm, version: number): Record<string, unknown> {
  const availability = methodAvailability(form.plans.filter((p) => p.active).map((p) => p.form));
  const discountSet = form.discount.active || form.discount.value > 0;
  return {
    version,
    currency: form.currency,
    pricingPlans: form.plans.map((plan, i) => planToApi(plan, i)),
    discount: discountSet ? form.discount : null,
    limit: form.limit,
    accessPassword: form.accessPassword === "" ? null : form.accessPassword,
    paymentMethods: allowedSelection(form.paymentMethods, availability),
    layout: form.layout,
    themeId: form.themeId,
    orderBumps: form.orderBumps.map((bump) => ({ ...bump, text: bump.text.trim() })),
    orderBumpPosition: form.orderBumpPosition,
  };
}
