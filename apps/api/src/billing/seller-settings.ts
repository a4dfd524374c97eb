import { eq } from "drizzle-orm";
import { vatSettingsAt, type SellerVat } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { users } from "../identity/index.ts";
import { sellerProfiles, withVatSettings } from "../catalog/index.ts";
import { sellerSnapshot, sellerVat } from "./parties.ts";
import { numberFormatColumns, numberFormatsOr, vatFieldsOf } from "./settings-store.ts";
import { billingSettings, pendingVatChanges } from "./tables.ts";
import type { SellerSnapshot } from "./snapshot.ts";

/** What issuing a document needs to know about its seller. */
export interface SellerBilling {
  party: SellerSnapshot;
  vat: SellerVat;
  invoiceNumberFormat: string;
  creditMemoNumberFormat: string;
}

/**
 * The seller's party and VAT settings as they apply at the date of supply, and the number
 * formats saved in the invoice settings (the domain's defaults until the seller saves some). A
 * pending VAT change applies to everything supplied from its day on, even before the worker has
 * copied it into the profile; the party follows it too, since it prints the VAT id.
 */
export async function sellerBilling(
  ex: Executor,
  sellerId: number,
  suppliedAt: Date,
): Promise<SellerBilling> {
  // One statement (issue 11): the account, profile, pending change and formats are one row each
  // per seller (primary or unique keys), so the joins never multiply it.
  const [row] = await ex
    .select({
      account: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      profile: sellerProfiles.profile,
      pending: pendingVatChanges,
      formats: numberFormatColumns,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .leftJoin(pendingVatChanges, eq(pendingVatChanges.sellerId, users.id))
    .leftJoin(billingSettings, eq(billingSettings.sellerId, users.id))
    .where(eq(users.id, sellerId));
  const current = row?.profile ?? {};
  const pending = row?.pending ?? null;
  const profile = vatSettingsAt<Record<string, unknown>>(
    current,
    pending
      ? { effectiveFrom: pending.effectiveFrom, settings: withVatSettings(current, vatFieldsOf(pending)) }
      : null,
    suppliedAt,
  );
  return {
    party: sellerSnapshot(profile, row?.account ?? { firstName: "", lastName: "", email: "" }),
    vat: sellerVat(profile),
    ...numberFormatsOr(row?.formats),
  };
}
