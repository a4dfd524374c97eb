import { vatSettingsAt, type SellerVat } from "@sellwerk/domain";
import { users } from "../identity/index.ts";
import { sellerProfiles, withVatSettings } from "../catalog/index.ts";
import { sellerSnapshot, sellerVat } from "./parties.ts";
import { numberFormatColumns, numberFormatsOr, vatFieldsOf, type NumberFormats } from "./settings-store.ts";
import { pendingVatChanges } from "./tables.ts";
import type { SellerSnapshot } from "./snapshot.ts";

/** What issuing a document needs to know about its seller. */
export interface SellerBilling {
  party: SellerSnapshot;
  vat: SellerVat;
  invoiceNumberFormat: string;
  creditMemoNumberFormat: string;
}

/**
 * What a document's seller is read from: the account, profile, pending VAT change and number
 * formats, one row each per seller (primary or unique keys), so joining them on the seller's id
 * never multiplies a row. Read with the rate an invoice is about (issue-invoice.ts: one
 * statement, issue 11), the tables joined there: users, seller_profiles, pending_vat_changes and
 * billing_settings.
 */
export const sellerBillingColumns = {
  sellerAccount: { firstName: users.firstName, lastName: users.lastName, email: users.email },
  sellerProfile: sellerProfiles.profile,
  sellerPending: pendingVatChanges,
  sellerFormats: numberFormatColumns,
};

/** A row of `sellerBillingColumns`: the account always has one, the other tables may not. */
export interface SellerBillingRow {
  sellerAccount: { firstName: string; lastName: string; email: string };
  sellerProfile: Record<string, unknown> | null;
  sellerPending: typeof pendingVatChanges.$inferSelect | null;
  sellerFormats: NumberFormats | null;
}

/**
 * The seller's party and VAT settings as they apply at the date of supply, and the number
 * formats saved in the invoice settings (the domain's defaults until the seller saves some). A
 * pending VAT change applies to everything supplied from its day on, even before the worker has
 * copied it into the profile; the party follows it too, since it prints the VAT id.
 */
export function sellerBillingOf(row: SellerBillingRow, suppliedAt: Date): SellerBilling {
  const current = row.sellerProfile ?? {};
  const pending = row.sellerPending;
  const profile = vatSettingsAt<Record<string, unknown>>(
    current,
    pending
      ? { effectiveFrom: pending.effectiveFrom, settings: withVatSettings(current, vatFieldsOf(pending)) }
      : null,
    suppliedAt,
  );
  return {
    party: sellerSnapshot(profile, row.sellerAccount),
    vat: sellerVat(profile),
    ...numberFormatsOr(row.sellerFormats),
  };
}
