import type { DatevAccountKey, DatevBookingType, KeyedBooking } from "./datev.ts";
import { datevDocumentField, datevText } from "./datev.ts";

// The seller's balance at the platform as DATEV bookings (docs/accounting.md "Ledger bookings").
// In the seller's books that balance is one account (platform_balance, SKR03 1360 Geldtransit):
// every ledger entry on `seller:{id}` moves money between it and the account its kind names —
// a payment clears the debtor, a fee is an expense, a payout reaches the bank. So each entry is
// one booking against platform_balance, and the balance account's bookings sum to exactly the
// ledger's movement of the seller's account.

interface LedgerKindRule {
  bookingType: DatevBookingType;
  account: DatevAccountKey;
  label: string;
}

/** Per ledger kind on the seller's account; payout_reversal is split by part (below). */
const RULES: Record<string, LedgerKindRule> = {
  charge: { bookingType: "payment", account: "debitor", label: "Zahlung" },
  refund: { bookingType: "refund", account: "debitor", label: "Erstattung" },
  chargeback: { bookingType: "chargeback", account: "debitor", label: "Rückbuchung" },
  provider_fee: { bookingType: "provider_fee", account: "provider_fees", label: "Gebühr Zahlungsanbieter" },
  platform_fee: { bookingType: "platform_fee", account: "platform_fees", label: "Plattformgebühr" },
  payout_fee: { bookingType: "payout_fee", account: "platform_fees", label: "Auszahlungsgebühr" },
  vat: { bookingType: "vat", account: "vat_remitted", label: "Umsatzsteuer abgeführt" },
  commission: { bookingType: "commission", account: "commissions", label: "Provision" },
  commission_reversal: { bookingType: "commission", account: "commissions", label: "Provision zurück" },
  payout: { bookingType: "payout", account: "bank", label: "Auszahlung" },
  // The reminder fees a pay-link payment collected for the seller (credited: income).
  dunning_fee: { bookingType: "dunning_fee", account: "dunning_fees", label: "Mahngebühren" },
};

/**
 * A failed or canceled payout returns its amount and then its fee in one transaction of the same
 * kind (payoutReversalPostings writes them in that order): the first entry undoes the payout,
 * the second the payout fee.
 */
const REVERSAL_PARTS: LedgerKindRule[] = [
  { bookingType: "payout", account: "bank", label: "Auszahlung zurück" },
  { bookingType: "payout_fee", account: "platform_fees", label: "Auszahlungsgebühr zurück" },
];

export interface SellerLedgerEntry {
  kind: string;
  /** Signed minor units on `seller:{id}`, debit positive: positive = money leaves the balance. */
  amount: number;
  currency: string;
  /** payout_reversal only: 0 for the entry that returns the amount, 1 for the fee. */
  partIndex: number;
  /** The invoice of the entry's order rate, when there is one (DATEV matches payments by it). */
  invoiceNumber: string;
}

/** The booking of one ledger entry on the seller's account; null for a kind no booking has. */
export function ledgerBooking(entry: SellerLedgerEntry): KeyedBooking | null {
  const rule = entry.kind === "payout_reversal" ? REVERSAL_PARTS[entry.partIndex] : RULES[entry.kind];
  if (!rule || entry.amount === 0) return null;
  return {
    bookingType: rule.bookingType,
    amount: Math.abs(entry.amount),
    // Money leaving the balance debits the kind's account (expense, bank, debtor on a refund).
    side: entry.amount > 0 ? "S" : "H",
    currency: entry.currency.toUpperCase(),
    accountKey: rule.account,
    contraKey: "platform_balance",
    vatMode: "",
    rateBasisPoints: 0,
    documentField1: datevDocumentField(entry.invoiceNumber),
    text: datevText(`${rule.label} ${entry.invoiceNumber}`),
  };
}
