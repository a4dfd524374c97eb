import type { MangopayApi, MangopayWallet } from "./api.ts";
import { idempotencyKey } from "./client.ts";

/**
 * The seller's wallet in a currency: Mangopay keeps one wallet per owner and currency, where the
 * seller's sales money is held and payouts are debited. Found among the user's wallets, or made
 * (the idempotency key names user and currency, so two concurrent first payouts make one).
 */
export async function walletFor(api: MangopayApi, userId: string, currency: string): Promise<MangopayWallet> {
  const code = currency.toUpperCase();
  const wallets = await api.getWallets(userId);
  const found = wallets.find((w) => w.Currency === code && w.Owners.includes(userId));
  return found ?? (await api.createWallet(userId, code, idempotencyKey("wallet", userId, code)));
}
