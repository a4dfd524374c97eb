import { payoutFee } from "@sellwerk/domain";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { Payee } from "../payee.ts";
import { readPayoutSettings, type StoredPayoutSettings } from "../settings-store.ts";
import { payoutSettings } from "../tables.ts";

export function settingsView(deps: Deps, s: StoredPayoutSettings): contracts.PayoutSettings {
  return {
    schedule: s.schedule,
    day: s.day,
    minimum_amount: s.minimumAmount,
    currency: s.currency as contracts.PayoutSettings["currency"],
    payout_fee: payoutFee(deps.config.fees, s.currency),
  };
}

export async function showPayoutSettings(deps: Deps, payee: Payee): Promise<contracts.PayoutSettings> {
  return settingsView(deps, await readPayoutSettings(deps.db, payee.account));
}

export async function savePayoutSettings(
  deps: Deps,
  payee: Payee,
  body: contracts.PayoutSettingsBody,
): Promise<contracts.PayoutSettings> {
  const values = {
    schedule: body.schedule,
    day: body.day,
    minimumAmount: body.minimum_amount,
    currency: body.currency,
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(payoutSettings)
    .values({ payee: payee.account, ...values })
    .onConflictDoUpdate({ target: payoutSettings.payee, set: values });
  return showPayoutSettings(deps, payee);
}
