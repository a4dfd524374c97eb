import { eq } from "drizzle-orm";
import {
  DEFAULT_CREDIT_MEMO_NUMBER_FORMAT,
  DEFAULT_INVOICE_NUMBER_FORMAT,
  vatSettingsAt,
  type SellerVat,
} from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { users } from "../identity/index.ts";
import { sellerProfiles } from "../catalog/index.ts";
import { sellerSnapshot, sellerVat } from "./parties.ts";
import type { SellerSnapshot } from "./snapshot.ts";

/** What issuing a document needs to know about its seller. */
export interface SellerBilling {
  party: SellerSnapshot;
  vat: SellerVat;
  invoiceNumberFormat: string;
  creditMemoNumberFormat: string;
}

/**
 * The seller's party and VAT settings as they apply at the date of supply. The number formats
 * are the domain's defaults: the seller profile's schema admits only the verification fields, so
 * a per-seller format needs a settings place of its own (docs/billing.md).
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
  const profile = row?.profile ?? {};
  // Nothing stores a pending VAT change yet (spec core §4 names only its states); once a settings
  // place holds one, it is passed here and the settings of the date of supply apply.
  const vat = vatSettingsAt(sellerVat(profile), null, suppliedAt);
  return {
    party: sellerSnapshot(profile, account ?? { firstName: "", lastName: "", email: "" }),
    vat,
    invoiceNumberFormat: DEFAULT_INVOICE_NUMBER_FORMAT,
    creditMemoNumberFormat: DEFAULT_CREDIT_MEMO_NUMBER_FORMAT,
  };
}
