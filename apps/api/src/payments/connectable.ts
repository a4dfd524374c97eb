import { isBuiltInProvider, isProviderAvailable } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import { fieldFail, type Failure } from "../platform/result.ts";

/**
 * Whether this installation offers a provider: the domain's available ones, except Stripe Connect
 * where the platform has no Connect key (STRIPE_CONNECT_SECRET_KEY): connect accounts are charged
 * with the platform's key, so without it nothing could be charged; likewise e_wallet without the
 * platform's EWALLET_* settings, and bank_account without its MANGOPAY_* settings.
 */
export function platformOffers(deps: Pick<Deps, "config">, provider: string): boolean {
  if (provider === "stripe_connect" && !deps.config.stripeConnectSecretKey) return false;
  // e_wallet pay-ins are wires to the platform's account at the provider: none configured, none offered.
  if (provider === "e_wallet" && !deps.config.eWallet?.wire) return false;
  // bank_account pay-ins go to the seller's Mangopay wallet: without MANGOPAY_* there is none.
  if (provider === "bank_account" && !deps.config.mangopay) return false;
  return isProviderAvailable(provider);
}

/**
 * Only offered providers that are not built in have accounts to connect or disconnect: the
 * spec's "not yet available" ones are refused, and the sandbox and bank wire are always there.
 */
export function refuseUnconnectable(deps: Pick<Deps, "config">, provider: string): Failure | null {
  if (!platformOffers(deps, provider)) return fieldFail("provider", "provider_not_available");
  if (isBuiltInProvider(provider)) return fieldFail("provider", "provider_built_in");
  return null;
}
