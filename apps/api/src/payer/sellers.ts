import type { payer } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { sellerById } from "../checkout/sellers.ts";

/**
 * The sellers of a page, each looked up once by the checkout's own rule for what buyers see as
 * the seller's name. A payer's page names a handful of sellers.
 */
export async function sellersById(
  ex: Executor,
  ids: Iterable<number>,
): Promise<Map<number, payer.PayerSeller>> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => sellerById(ex, id)));
  return new Map(found.flatMap((s) => (s ? [[s.id, { username: s.username, name: s.name }] as const] : [])));
}
