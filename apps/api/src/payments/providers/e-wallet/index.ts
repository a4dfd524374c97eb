import type { Deps } from "../../../platform/deps.ts";
import { eWalletApi, type EWalletApi } from "./api.ts";
import { EWalletClient } from "./client.ts";
import type { EWalletConfig } from "./config.ts";
import { EWalletKycProvider } from "./kyc.ts";

// The e_wallet provider's entry points for the registries (verification's KYC_PROVIDERS,
// payouts' PAYOUT_PROVIDERS): each answers null when the platform has no EWALLET_* settings.

// One client per configuration, so the process shares one OAuth token.
const clients = new WeakMap<EWalletConfig, EWalletApi>();

export function eWalletApiOf(deps: Pick<Deps, "config" | "log">): EWalletApi | null {
  const config = deps.config.eWallet;
  if (!config) return null;
  let api = clients.get(config);
  if (!api) {
    api = eWalletApi(new EWalletClient(config, { log: deps.log }));
    clients.set(config, api);
  }
  return api;
}

export function eWalletKycProvider(deps: Pick<Deps, "config" | "log">): EWalletKycProvider | null {
  const api = eWalletApiOf(deps);
  return api ? new EWalletKycProvider(api) : null;
}
