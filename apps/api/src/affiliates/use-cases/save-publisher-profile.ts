import { normalizeVatNumber } from "@sellwerk/domain";
import type { affiliates } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import { publisherProfiles } from "../tables.ts";
import { profileView } from "./show-publisher-profile.ts";

/**
 * Saves the publisher's details (validated by the contract: website URL, country code, VAT id
 * shape). One upsert: the row exists from the first save on; the mail choices stay as they are.
 */
export async function savePublisherProfile(
  ex: Executor,
  publisherId: number,
  input: affiliates.PublisherProfileInput,
): Promise<affiliates.PublisherProfile> {
  const values = {
    displayName: input.display_name || null,
    website: input.website || null,
    company: input.company || null,
    street: input.street || null,
    zip: input.zip || null,
    city: input.city || null,
    country: input.country || null,
    vatId: input.vat_id ? normalizeVatNumber(input.vat_id) : null,
    taxNumber: input.tax_number || null,
    vatPayer: input.vat_payer,
    updatedAt: new Date(),
  };
  const [row] = await ex
    .insert(publisherProfiles)
    .values({ userId: publisherId, ...values })
    .onConflictDoUpdate({ target: publisherProfiles.userId, set: values })
    .returning();
  return profileView(row);
}
