import type { MangopayConfig } from "../../../config.ts";
import type { Deps } from "../../../platform/deps.ts";
import { mangopayApi, type MangopayApi } from "./api.ts";
import { BankAccountClient } from "./client.ts";
import { BankAccountKycProvider } from "./kyc.ts";

// The bank_account provider's entry points for the registries (verification's KYC_PROVIDERS,
// payouts' PAYOUT_PROVIDERS): each answers null when the platform has no MANGOPAY_* settings.

// One client per configuration: the SDK holds the OAuth token for the process.
const clients = new WeakMap<MangopayConfig, MangopayApi>();

export function mangopayApiOf(deps: Pick<Deps, "config" | "log">): MangopayApi | null {
  const config = deps.config.mangopay;
  if (!config) return null;
  let api = clients.get(config);
  if (!api) {
    api = mangopayApi(new BankAccountClient(config, { log: deps.log }));
    clients.set(config, api);
  }
  return api;
}

export function bankAccountKycProvider(deps: Pick<Deps, "config" | "log">): BankAccountKycProvider | null {
  const api = mangopayApiOf(deps);
  return api ? new BankAccountKycProvider(api) : null;
}
