import type { payer } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { profilesOf } from "../../identity/index.ts";
import { sellerByUsername } from "../../checkout/index.ts";

/**
 * Whose course sign-in /s/{seller}/sign_in is: the seller's public name, nothing else. Only a
 * seller has one; any other username answers 404 so the page cannot dress up as someone's shop.
 */
export async function showSeller(deps: Deps, username: string): Promise<Result<payer.PayerSeller>> {
  const seller = await sellerByUsername(deps.db, username);
  const isSeller = seller && (await profilesOf(deps.db, seller.id)).some((p) => p.type === "seller");
  return seller && isSeller ? ok({ username: seller.username, name: seller.name }) : fail("NOT_FOUND");
}
