import type { checkoutSettings } from "@sellwerk/contracts";
import { PAYMENT_PROVIDERS } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { accountRows } from "../accounts.ts";
import { providerAccountView } from "../provider-view.ts";
import { readPaymentSettings } from "../settings-store.ts";

/** Every provider of the spec, connected or not, available or "not yet available". */
export async function listPaymentProviders(
  deps: Deps,
  sellerId: number,
): Promise<checkoutSettings.ProviderAccount[]> {
  const [rows, settings] = await Promise.all([
    accountRows(deps.db, sellerId),
    readPaymentSettings(deps.db, sellerId),
  ]);
  const byProvider = new Map(rows.map((row) => [row.provider, row]));
  return PAYMENT_PROVIDERS.map((provider) =>
    providerAccountView(deps, provider, byProvider.get(provider), settings.methodProviders),
  );
}
