import {
  CURRENCIES,
  ORDER_RATE_STATES,
  ORDER_STATES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  PAYOUT_STATES,
  PRICING_PLAN_TYPES,
} from "@sellwerk/domain";
import { z } from "./zod.ts";
import { KEYSET_PAGING, keysetListResponse, listCursor, listQuery, queryBoolean, queryDate } from "./list.ts";
import { dateTime, recordId } from "./product-parts.ts";
import { quoteLine } from "./checkout.ts";
import { invoiceListItem } from "./billing.ts";
import { TRANSFER_STATES } from "./payouts.ts";
import { claim } from "./dunning.ts";

// The seller's orders (cabinet): the list of spec two §3 "Filters — Orders and payments" as far
// as our data has them, and one order loaded with what spec two §3 "Order amounts and loading"
// names and exists here. Money is in integer minor units with a lower-case currency.

const money = z.number().int();
const currency = z.string().length(3);

/** The orders screen pages by 30 like the product list (spec two §9 keeps the usual sizes too). */
export const ORDERS_PAGE_SIZE = 30;
export const ORDER_SORT_KEYS = ["created_at", "total_amount", "id"] as const;
/** `upsell`: orders accepted after another order (they name a parent); `none`: every other order. */
export const UPSELL_TYPE_FILTERS = ["upsell", "none"] as const;

export const ordersQuery = listQuery(
  { sortKeys: ORDER_SORT_KEYS, defaultSortKey: "created_at", defaultPer: ORDERS_PAGE_SIZE },
  {
    payment_state: z.enum(PAYMENT_STATES).optional(),
    state: z.enum(ORDER_STATES).optional(),
    product_id: recordId.optional(),
    pricing_plan_id: recordId.optional(),
    coupon_id: recordId.optional(),
    /** Sales attributed to one of the seller's affiliate programs (spec two §3, issue 14). */
    affiliate_program_id: recordId.optional(),
    /** Sales the publisher brought (the stage-1 publisher). */
    publisher_id: recordId.optional(),
    payment_method: z.enum(PAYMENT_METHODS).optional(),
    provider: z.enum(PAYMENT_PROVIDERS).optional(),
    currency: z.enum(CURRENCIES).optional(),
    upsell_type: z.enum(UPSELL_TYPE_FILTERS).optional(),
    created_from: queryDate,
    created_till: queryDate,
    /** Hides checkouts that never completed: drafts and expired (cancelled, not completed) ones. */
    exclude_not_completed: queryBoolean,
    cursor: listCursor,
  },
);
export type OrdersQuery = z.infer<typeof ordersQuery>;

/** The CSV takes the list's filters and search, without paging or sorting (it goes by id). */
export const ordersExportQuery = ordersQuery.omit(KEYSET_PAGING);
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;
/** What filters an order list or export. */
export type OrdersFilters = OrdersExportQuery;

export const orderParams = z.object({ id: recordId });

const orderProduct = z.object({ id: z.number().int(), name: z.string(), form: z.string() });

export const orderListItem = z.object({
  id: z.number().int(),
  token: z.string(),
  created_at: dateTime,
  product: orderProduct,
  payer: z.object({ name: z.string(), email: z.string() }),
  plan_form: z.enum(PRICING_PLAN_TYPES),
  payment_method: z.string(),
  provider: z.string(),
  test_mode: z.boolean(),
  currency,
  total_amount: money,
  paid_amount: money,
  unpaid_amount: money,
  state: z.enum(ORDER_STATES),
  payment_state: z.enum(PAYMENT_STATES),
  rates_count: z.number().int(),
  /** Due date of the earliest rate still to be paid; null when nothing is open. */
  next_due_at: dateTime.nullable(),
  /** The affiliate program and publisher the sale is attributed to; null: none. */
  affiliate_program_id: z.number().int().nullable(),
  publisher_id: z.number().int().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItem>;
export const ordersAnswer = keysetListResponse(orderListItem);

/** A party of the order (spec two §3: owner and payer) as typed at checkout. */
export const orderParty = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  buyer_kind: z.string(),
  company: z.string(),
  vat_id: z.string(),
  country: z.string(),
  street: z.string(),
  street_number: z.string(),
  zip: z.string(),
  city: z.string(),
  phone: z.string(),
});
export type OrderParty = z.infer<typeof orderParty>;

export const orderRate = z.object({
  number: z.number().int(),
  due_at: dateTime,
  amount: money,
  state: z.string(),
  paid_amount: money,
  refunded_amount: money,
  paid_at: dateTime.nullable(),
  attempts: z.number().int(),
  last_failure: z.string().nullable(),
  /** Paid (or partly) with something not refunded yet. */
  can_refund: z.boolean(),
  refundable_amount: money,
});

/** One row of the payment log (spec core §4): a charge, refund or chargeback attempt. */
export const orderPayment = z.object({
  id: z.number().int(),
  rate_number: z.number().int().nullable(),
  kind: z.string(),
  provider: z.string(),
  method: z.string(),
  amount: money,
  currency,
  state: z.string(),
  failure_code: z.string().nullable(),
  provider_fee: money,
  test_mode: z.boolean(),
  created_at: dateTime,
  settled_at: dateTime.nullable(),
});

/** What may be shown of the saved method (never a provider reference). */
export const savedMethod = z.object({
  method: z.string(),
  provider: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  exp: z.string().nullable(),
  email: z.string().nullable(),
});

/** A parent or child (upsell) order, enough to link to it. */
export const relatedOrder = z.object({
  id: z.number().int(),
  created_at: dateTime,
  product: orderProduct,
  upsell_type: z.string().nullable(),
  currency,
  total_amount: money,
  state: z.enum(ORDER_STATES),
  payment_state: z.enum(PAYMENT_STATES),
});

/** A publisher's commission on one paid rate of the order (issue 14), with what a refund took back. */
export const orderCommission = z.object({
  id: z.number().int(),
  rate_number: z.number().int().nullable(),
  /** 1 = the publisher who brought the sale; higher stages recruited them. */
  stage: z.number().int(),
  publisher_id: z.number().int(),
  publisher_name: z.string(),
  program_id: z.number().int().nullable(),
  program_name: z.string().nullable(),
  amount: money,
  clawed_back_amount: money,
  currency,
  created_at: dateTime,
});

/**
 * A paid rate's transfer to the seller (spec two §3 "transfers"): the earning credit as the
 * transfers list shows it, with the rate's VAT and the payout it went out with.
 */
export const orderTransfer = z.object({
  id: z.number().int(),
  kind: z.string(),
  rate_number: z.number().int().nullable(),
  /** pending (refund window), available, on_hold (in a running payout) or paid_out. */
  state: z.enum(TRANSFER_STATES),
  currency,
  gross_amount: money,
  fee_amount: money,
  vat_amount: money,
  /** What the seller keeps: gross less fees and VAT. */
  net_amount: money,
  created_at: dateTime,
  payout: z.object({ id: z.number().int(), state: z.enum(PAYOUT_STATES) }).nullable(),
});
export type OrderTransfer = z.infer<typeof orderTransfer>;

/** Spec two §3 "cancellation term": when the order was cancelled, its next due rate, when it ends. */
export const cancellationTerm = z.object({
  cancelled_at: dateTime.nullable(),
  next_due_at: dateTime.nullable(),
  /**
   * A fixed schedule's last rate; a cancelled subscription's end of the paid period (the first
   * skipped rate's due date); null while a subscription runs.
   */
  ends_at: dateTime.nullable(),
});

/** Spec two §3 "computed overdue": the rates past due and not paid in full. */
export const orderOverdue = z.object({
  overdue: z.boolean(),
  /** The oldest overdue rate's due date. */
  since: dateTime.nullable(),
  amount: money,
  rate_numbers: z.array(z.number().int()),
});

/** Spec two §3 "test period info": the trial a subscription was bought with. */
export const testPeriod = z.object({
  days: z.number().int().positive(),
  /** The trial's last moment: the first rate's due date, when the first charge is made. */
  ends_at: dateTime,
  running: z.boolean(),
});

export const orderDetail = z.object({
  id: z.number().int(),
  token: z.string(),
  order_type: z.enum(ORDER_TYPES),
  upsell_type: z.string().nullable(),
  created_at: dateTime,
  cancelled_at: dateTime.nullable(),
  state: z.enum(ORDER_STATES),
  payment_state: z.enum(PAYMENT_STATES),
  product: orderProduct.extend({ slug: z.string() }),
  /** The plan as agreed at checkout; later plan edits do not change it. */
  plan: z.object({
    pricing_plan_id: z.number().int().nullable(),
    form: z.enum(PRICING_PLAN_TYPES),
    name: z.string(),
    prefs: z.record(z.string(), z.unknown()),
  }),
  coupon: z.object({ id: z.number().int().nullable(), code: z.string() }).nullable(),
  currency,
  total_amount: money,
  vat_amount: money,
  discount_amount: money,
  paid_amount: money,
  unpaid_amount: money,
  debt_amount: money,
  refunded_amount: money,
  payment_method: z.string(),
  provider: z.string(),
  test_mode: z.boolean(),
  payment_reference: z.string().nullable(),
  locale: z.string(),
  payer: orderParty,
  owner: orderParty,
  lines: z.array(quoteLine),
  rates: z.array(orderRate),
  payments: z.array(orderPayment),
  saved_method: savedMethod.nullable(),
  parent: relatedOrder.nullable(),
  children: z.array(relatedOrder),
  /** A bank wire whose payment is still open: the seller may say the money arrived. */
  can_mark_paid: z.boolean(),
  /** Spec two §3 "an order is loaded with … invoices": its invoices and credit memos, oldest first. */
  invoices: z.array(invoiceListItem),
  /** … "publisher profile, affiliate program": the commissions its paid rates earned publishers. */
  commissions: z.array(orderCommission),
  /** … "transfers": the seller's earning credits of its paid rates and their payouts. */
  transfers: z.array(orderTransfer),
  /** … "claim data, dunning attributes": its dunning claims, court stages as the viewer may see them. */
  claims: z.array(claim),
  cancellation_term: cancellationTerm,
  overdue: orderOverdue,
  /** Null when the order was bought without a trial. */
  test_period: testPeriod.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderEnvelope = z.object({ order: orderDetail });

// The order rates list (/cabinet/order_rates, spec two §2): every scheduled payment of the
// seller's orders with its order, buyer and product, filtered by the rate's and its order's facts.

export const ORDER_RATE_SORT_KEYS = ["due_at", "amount", "id"] as const;

export const orderRatesQuery = listQuery(
  { sortKeys: ORDER_RATE_SORT_KEYS, defaultSortKey: "due_at", defaultPer: ORDERS_PAGE_SIZE },
  {
    state: z.enum(ORDER_RATE_STATES).optional(),
    payment_state: z.enum(PAYMENT_STATES).optional(),
    product_id: recordId.optional(),
    order_id: recordId.optional(),
    currency: z.enum(CURRENCIES).optional(),
    due_from: queryDate,
    due_till: queryDate,
    paid_from: queryDate,
    paid_till: queryDate,
    cursor: listCursor,
  },
);
export type OrderRatesQuery = z.infer<typeof orderRatesQuery>;

export const orderRatesExportQuery = orderRatesQuery.omit(KEYSET_PAGING);
export type OrderRatesExportQuery = z.infer<typeof orderRatesExportQuery>;

export const orderRateListItem = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_token: z.string(),
  payer: z.object({ name: z.string(), email: z.string() }),
  product: orderProduct,
  number: z.number().int(),
  /** How many rates the order has so far (a subscription gains one per paid rate). */
  of: z.number().int(),
  due_at: dateTime,
  amount: money,
  paid_amount: money,
  currency,
  state: z.enum(ORDER_RATE_STATES),
  payment_state: z.enum(PAYMENT_STATES),
  paid_at: dateTime.nullable(),
  provider: z.string(),
  test_mode: z.boolean(),
});
export type OrderRateListItem = z.infer<typeof orderRateListItem>;
export const orderRatesAnswer = keysetListResponse(orderRateListItem);

/** The order CSV's columns the seller chose (spec two: csv_saved_columns), in their order. */
export const orderCsvSettings = z.object({ columns: z.array(z.string().max(60)).min(1).max(200) });
export type OrderCsvSettings = z.infer<typeof orderCsvSettings>;
export const orderCsvSettingsAnswer = orderCsvSettings.extend({ available: z.array(z.string()) });
