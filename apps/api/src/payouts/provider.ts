import type { Deps } from "../platform/deps.ts";
import { sandboxPayouts } from "../payments/providers/sandbox.ts";

// How a payout leaves: a provider adapter that takes a payout and answers at once whether it was
// accepted (issued) or refused; the final result (paid or failed) arrives later as a provider event
// (PAYOUT_EVENT_JOB), like a charge's webhook. A bank or wallet provider plugs in by implementing
// `send` against its API (idempotent by the payout id, which every call carries) and turning its
// payout webhooks into the same event (docs/payouts.md "Providers").

export interface PayoutRequest {
  payoutId: number;
  payee: string;
  amount: number;
  currency: string;
  bankAccountId: number | null;
  ibanMasked: string | null;
  country: string | null;
}

export type PayoutSendOutcome =
  { status: "issued"; providerRef: string } | { status: "failed"; code: string };

export interface PayoutProvider {
  name: string;
  send(request: PayoutRequest): Promise<PayoutSendOutcome>;
}

/** The provider new payouts go through. Only the sandbox pays out so far. */
export const DEFAULT_PAYOUT_PROVIDER = "sandbox";

export function payoutProvider(deps: Deps, name: string): PayoutProvider {
  if (name === "sandbox") return sandboxPayouts(deps);
  throw new Error(`no payout provider "${name}"`);
}
