import { payoutFee, payoutHeldReasons } from "@sellwerk/domain";
import { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { balanceIn } from "../balances.ts";
import type { Payee } from "../payee.ts";
import { readPayoutSettings } from "../settings-store.ts";

/**
 * Why the payee's next payout in `currency` (default: the settings' currency) would be held, each
 * reason with the page that fixes it — the same check createPayout makes.
 */
export async function showHeldReasons(
  deps: Deps,
  payee: Payee,
  currency: string | undefined,
  links: Readonly<Record<string, string>> = contracts.PAYOUT_FIX_LINKS,
): Promise<contracts.HeldReasonsAnswer> {
  const settings = await readPayoutSettings(deps.db, payee.account);
  const chosen = currency ?? settings.currency;
  const [destination, balance] = await Promise.all([
    payee.destination(deps.db),
    balanceIn(deps.db, payee.account, chosen, deps.clock.now()),
  ]);
  const fee = payoutFee(deps.config.fees, chosen);
  const reasons = payoutHeldReasons({
    legitimationState: destination.legitimation?.state ?? null,
    bankAccountState: destination.bankAccount?.state ?? null,
    available: balance.available,
    minimumAmount: settings.minimumAmount,
    fee,
  });
  return {
    currency: chosen,
    available: balance.available,
    minimum_amount: settings.minimumAmount,
    payout_fee: fee,
    reasons: reasons.map((code) => ({ code, link: links[code] ?? "" })),
  };
}
