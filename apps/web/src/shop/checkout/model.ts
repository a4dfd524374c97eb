import { DEFAULT_COUNTRY, type PaymentMethod } from "@sellwerk/domain";
import type { checkout } from "@sellwerk/contracts";
import type { CheckoutPlan, CheckoutRequest, CheckoutView, Quote, QuoteRequest } from "../types.ts";

// The checkout form's state and the request bodies built from it.

export type BuyerKind = (typeof checkout.BUYER_KINDS)[number];

export interface PayerForm {
  email: string;
  first_name: string;
  last_name: string;
  buyer_kind: BuyerKind;
  company: string;
  vat_id: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  country: string;
}

/** What the price depends on: every change asks for a new quote. */
export interface Selection {
  planId: number | null;
  bumps: number[];
  /** Seats per ticket type id. */
  tickets: Record<number, number>;
  coupon: string;
}

export interface CheckoutForm {
  payer: PayerForm;
  /** Names per ticket type id, one per seat. */
  attendees: Record<number, string[]>;
  password: string;
  terms: boolean;
}

export function initialPlan(view: CheckoutView): CheckoutPlan | null {
  return view.plans.find((p) => p.recommended) ?? view.plans[0] ?? null;
}

/**
 * An event's checkout opens with one seat of the first ticket type that has seats left, so the
 * page shows a price to pay at once instead of "Pay 0.00 €"; the buyer changes it with the steppers.
 */
export function initialTickets(view: CheckoutView): Record<number, number> {
  for (const event of view.product.events)
    for (const type of event.ticket_types)
      if (!type.sold_out && (type.available === null || type.available > 0)) return { [type.id]: 1 };
  return {};
}

export function initialForm(view: CheckoutView): CheckoutForm {
  return {
    payer: {
      email: "",
      first_name: "",
      last_name: "",
      buyer_kind: view.buyer_include_type === "business" ? "business" : "private",
      company: "",
      vat_id: "",
      street: "",
      street_number: "",
      zip: "",
      city: "",
      country: DEFAULT_COUNTRY,
    },
    attendees: {},
    password: "",
    terms: false,
  };
}

export function quoteRequest(view: CheckoutView, s: Selection): QuoteRequest {
  return {
    product_id: view.product.id,
    pricing_plan_id: s.planId,
    coupon_code: s.coupon,
    bump_product_ids: s.bumps,
    tickets: Object.entries(s.tickets)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ ticket_type_id: Number(id), quantity, attendees: [] })),
  };
}

export function checkoutRequest(
  view: CheckoutView,
  s: Selection,
  form: CheckoutForm,
  payment: { method: PaymentMethod | null; data: Record<string, string> },
  locale: CheckoutRequest["locale"],
  couponApplied: boolean,
): CheckoutRequest {
  const quote = quoteRequest(view, { ...s, coupon: couponApplied ? s.coupon : "" });
  const p = form.payer;
  const business = p.buyer_kind === "business";
  return {
    ...quote,
    tickets: quote.tickets.map((t) => ({
      ...t,
      attendees: (form.attendees[t.ticket_type_id] ?? []).slice(0, t.quantity).map((n) => n.trim()),
    })),
    payer: {
      ...p,
      email: p.email.trim(),
      company: business ? p.company : "",
      vat_id: business ? p.vat_id : "",
      phone: "",
    },
    payment_method: payment.method,
    payment_data: payment.data,
    accept_terms: true,
    access_password: view.product.password_required ? form.password : "",
    locale,
  };
}

/** Before the first quote answers (and on the server): the plan's own figures. */
export function estimateQuote(view: CheckoutView, plan: CheckoutPlan | null, s: Selection): Quote {
  const currency = plan?.currency ?? view.product.currency;
  const line = (
    kind: "product" | "bump" | "ticket",
    productId: number,
    name: string,
    amount: number,
    quantity = 1,
  ) => ({
    kind,
    product_id: productId,
    ticket_type_id: null,
    name,
    quantity,
    unit_amount: amount,
    discount_amount: 0,
    amount: amount * quantity,
  });
  const lines: Quote["lines"] = [];
  // Events are priced by their tickets alone (as the server quotes them).
  if ((plan || view.product.free) && view.product.events.length === 0)
    lines.push(line("product", view.product.id, view.product.name, plan?.schedule[0]?.amount ?? 0));
  for (const bump of view.order_bumps)
    if (s.bumps.includes(bump.product_id)) lines.push(line("bump", bump.product_id, bump.name, bump.amount));
  for (const event of view.product.events)
    for (const type of event.ticket_types) {
      const quantity = s.tickets[type.id] ?? 0;
      if (quantity > 0)
        lines.push({
          ...line("ticket", view.product.id, type.name, type.price, quantity),
          ticket_type_id: type.id,
        });
    }
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    currency,
    lines,
    subtotal: total,
    discount_amount: 0,
    total,
    schedule: plan?.schedule ?? [],
    coupon: null,
  };
}
