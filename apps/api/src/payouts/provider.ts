import type { Deps } from "../platform/deps.ts";
import { sandboxPayouts } from "../payments/providers/sandbox.ts";
import { eWalletPayouts } from "../payments/providers/e-wallet/payouts.ts";
import { bankAccountPayouts } from "../payments/providers/bank-account/payouts.ts";

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

/**
 * The provider a payout goes through when the payee was not verified by a provider that holds
 * their money (legitimations.provider): the sandbox.
 */
export const DEFAULT_PAYOUT_PROVIDER = "sandbox";

/**
 * Payout providers by name — the same names as the KYC providers (verification/providers), since
 * a payee is paid out by the provider that verified them and holds their wallet and bank account.
 * A provider registers one line here; its factory returns null when the platform has not configured it.
 */
export const PAYOUT_PROVIDERS: Record<string, (deps: Deps) => PayoutProvider | null> = {
  sandbox: (deps) => sandboxPayouts(deps),
  e_wallet: (deps) => eWalletPayouts(deps),
  bank_account: (deps) => bankAccountPayouts(deps),
};

export function payoutProvider(deps: Deps, name: string): PayoutProvider {
  const provider = PAYOUT_PROVIDERS[name]?.(deps);
  if (!provider) throw new Error(`no payout provider "${name}"`);
  return provider;
}
