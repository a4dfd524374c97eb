import type { payouts as contracts } from "@sellwerk/contracts";
import type { PayoutState } from "@sellwerk/domain";
import type { CurrencyBalance } from "./balances.ts";
import type { PayoutRow } from "./use-cases/create-payout.ts";

export function balanceView(b: CurrencyBalance): contracts.Balance {
  return {
    currency: b.currency,
    pending: b.pending,
    available: b.available,
    on_hold: b.onHold,
    paid_out: b.paidOut,
  };
}

export function payoutView(p: PayoutRow): contracts.Payout {
  const destination = p.destination as { ibanMasked?: string; country?: string };
  return {
    id: p.id,
    state: p.state as PayoutState,
    currency: p.currency,
    amount: p.amount,
    fee: p.fee,
    provider: p.provider,
    provider_ref: p.providerRef,
    iban_masked: destination.ibanMasked ?? null,
    country: destination.country ?? null,
    period: payoutPeriod(p.periodKey),
    failure_code: p.failureCode,
    created_at: p.createdAt.toISOString(),
    issued_at: p.issuedAt?.toISOString() ?? null,
    finished_at: p.finishedAt?.toISOString() ?? null,
  };
}

/** A payout's period as shown: the schedule's ("2026-W48", "2026-11") or "manual" for one made by hand. */
export function payoutPeriod(periodKey: string): string {
  return periodKey.startsWith("manual:") ? "manual" : periodKey;
}
