import { PAYOUT_CURRENCIES, REFUND_WINDOW_DAYS } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { balancesOf } from "../balances.ts";
import type { Payee } from "../payee.ts";
import { balanceView } from "../views.ts";

/** Every payout currency (zero when nothing was sold in it) plus any other currency the payee holds money in. */
export async function showBalances(deps: Deps, payee: Payee) {
  const found = await balancesOf(deps.db, payee.account, deps.clock.now());
  const byCurrency = new Map(found.map((b) => [b.currency, b]));
  for (const currency of PAYOUT_CURRENCIES)
    if (!byCurrency.has(currency))
      byCurrency.set(currency, { currency, pending: 0, available: 0, onHold: 0, paidOut: 0 });
  const list = [...byCurrency.values()].sort(
    (a, b) => order(a.currency) - order(b.currency) || a.currency.localeCompare(b.currency),
  );
  return { list: list.map(balanceView), refund_window_days: REFUND_WINDOW_DAYS };
}

function order(currency: string): number {
  const i = (PAYOUT_CURRENCIES as readonly string[]).indexOf(currency);
  return i === -1 ? PAYOUT_CURRENCIES.length : i;
}
