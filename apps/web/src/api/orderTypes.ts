import type { OrderState, PaymentState, PricingPlanType } from "@sellwerk/domain";
import type { InvoiceListItem } from "./invoiceTypes.ts";
import type { Claim } from "./dunning.ts";
import type { Transfer } from "./payouts.ts";

// Shapes of the seller's orders API (GET /cabinet/orders, /cabinet/orders/:id; contracts
// orders.ts) as the client hands them out: camelCase. Money is in integer minor units.

export interface OrderProduct {
  id: number;
  name: string;
  form: string;
}

export interface OrderListItem {
  id: number;
  token: string;
  createdAt: string;
  product: OrderProduct;
  payer: { name: string; email: string };
  planForm: PricingPlanType;
  paymentMethod: string;
  provider: string;
  testMode: boolean;
  currency: string;
  totalAmount: number;
  paidAmount: number;
  unpaidAmount: number;
  state: OrderState;
  paymentState: PaymentState;
  ratesCount: number;
  nextDueAt: string | null;
}

export interface OrderParty {
  email: string;
  firstName: string;
  lastName: string;
  buyerKind: string;
  company: string;
  vatId: string;
  country: string;
  street: string;
  streetNumber: string;
  zip: string;
  city: string;
  phone: string;
}

export interface OrderLine {
  kind: "product" | "bump" | "ticket";
  productId: number;
  ticketTypeId: number | null;
  name: string;
  quantity: number;
  unitAmount: number;
  discountAmount: number;
  amount: number;
}

export interface OrderRate {
  number: number;
  dueAt: string;
  amount: number;
  state: string;
  paidAmount: number;
  refundedAmount: number;
  paidAt: string | null;
  attempts: number;
  lastFailure: string | null;
  canRefund: boolean;
  refundableAmount: number;
}

export interface OrderPayment {
  id: number;
  rateNumber: number | null;
  kind: string;
  provider: string;
  method: string;
  amount: number;
  currency: string;
  state: string;
  failureCode: string | null;
  providerFee: number;
  testMode: boolean;
  createdAt: string;
  settledAt: string | null;
}

export interface RelatedOrder {
  id: number;
  createdAt: string;
  product: OrderProduct;
  upsellType: string | null;
  currency: string;
  totalAmount: number;
  state: OrderState;
  paymentState: PaymentState;
}

export interface OrderDetail {
  id: number;
  token: string;
  orderType: string;
  upsellType: string | null;
  createdAt: string;
  cancelledAt: string | null;
  state: OrderState;
  paymentState: PaymentState;
  product: OrderProduct & { slug: string };
  plan: { pricingPlanId: number | null; form: PricingPlanType; name: string };
  coupon: { id: number | null; code: string } | null;
  currency: string;
  totalAmount: number;
  vatAmount: number;
  discountAmount: number;
  paidAmount: number;
  unpaidAmount: number;
  debtAmount: number;
  refundedAmount: number;
  paymentMethod: string;
  provider: string;
  testMode: boolean;
  paymentReference: string | null;
  locale: string;
  payer: OrderParty;
  owner: OrderParty;
  lines: OrderLine[];
  rates: OrderRate[];
  payments: OrderPayment[];
  savedMethod: {
    method: string;
    provider: string;
    brand: string | null;
    last4: string | null;
    exp: string | null;
    email: string | null;
  } | null;
  parent: RelatedOrder | null;
  children: RelatedOrder[];
  canMarkPaid: boolean;
  /** Its invoices and credit memos, oldest first (spec two §3 "loaded with … invoices"). */
  invoices: OrderInvoice[];
  /** What its paid rates earned publishers, per rate and stage. */
  commissions: OrderCommission[];
  /** The seller's earning credits of its paid rates, each with the payout it went out with. */
  transfers: OrderTransfer[];
  /** Its dunning claims, court stages as the viewer may see them. */
  claims: Claim[];
  cancellationTerm: { cancelledAt: string | null; nextDueAt: string | null; endsAt: string | null };
  overdue: { overdue: boolean; since: string | null; amount: number; rateNumbers: number[] };
  /** The trial the subscription was bought with; ends when the first rate is charged. */
  testPeriod: { days: number; endsAt: string; running: boolean } | null;
}

/** An invoice or credit memo of the order, as the seller's invoice list shows it (minus "correct"). */
export type OrderInvoice = Omit<InvoiceListItem, "correctable">;

export interface OrderCommission {
  id: number;
  rateNumber: number | null;
  stage: number;
  publisherId: number;
  publisherName: string;
  programId: number | null;
  programName: string | null;
  amount: number;
  clawedBackAmount: number;
  currency: string;
  createdAt: string;
}

export interface RefundResult {
  paymentId: number;
  /** successful, pending (the provider answers later), or denied/error with failureCode. */
  state: string;
  amount: number;
  failureCode: string | null;
}

export interface OrderTransfer {
  id: number;
  kind: string;
  rateNumber: number | null;
  state: Transfer["state"];
  currency: string;
  grossAmount: number;
  feeAmount: number;
  vatAmount: number;
  netAmount: number;
  createdAt: string;
  payout: { id: number; state: string } | null;
}
