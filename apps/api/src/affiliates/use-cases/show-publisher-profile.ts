import { eq } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import { publisherProfiles } from "../tables.ts";

type ProfileRow = typeof publisherProfiles.$inferSelect;

/** The publisher's details for their credit memos (/publish/profile/edit); empty until they save them. */
export async function showPublisherProfile(
  ex: Executor,
  publisherId: number,
): Promise<affiliates.PublisherProfile> {
  const [row] = await ex.select().from(publisherProfiles).where(eq(publisherProfiles.userId, publisherId));
  return profileView(row);
}

export function profileView(row: ProfileRow | undefined): affiliates.PublisherProfile {
  return {
    display_name: row?.displayName ?? "",
    website: row?.website ?? "",
    company: row?.company ?? "",
    street: row?.street ?? "",
    zip: row?.zip ?? "",
    city: row?.city ?? "",
    country: row?.country ?? "",
    vat_id: row?.vatId ?? "",
    tax_number: row?.taxNumber ?? "",
    vat_payer: row?.vatPayer ?? false,
  };
}
