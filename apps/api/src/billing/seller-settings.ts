import { eq } from "drizzle-orm";
import { vatSettingsAt, type SellerVat } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { users } from "../identity/index.ts";
import { sellerProfiles, withVatSettings } from "../catalog/index.ts";
import { sellerSnapshot, sellerVat } from "./parties.ts";
import { findPendingVatChange, readNumberFormats, vatFieldsOf } from "./settings-store.ts";
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
  const [account] = await ex
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, sellerId));
  const [row] = await ex
    .select({ profile: sellerProfiles.profile })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, sellerId));
  const current = row?.profile ?? {};
  const pending = await findPendingVatChange(ex, sellerId);
  const profile = vatSettingsAt<Record<string, unknown>>(
    current,
    pending
      ? { effectiveFrom: pending.effectiveFrom, settings: withVatSettings(current, vatFieldsOf(pending)) }
      : null,
    suppliedAt,
  );
  const formats = await readNumberFormats(ex, sellerId);
  return {
    party: sellerSnapshot(profile, account ?? { firstName: "", lastName: "", email: "" }),
    vat: sellerVat(profile),
    ...formats,
  };
}
