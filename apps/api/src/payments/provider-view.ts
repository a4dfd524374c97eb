import type { checkoutSettings } from "@sellwerk/contracts";
import { isBuiltInProvider, PROVIDER_SUPPORT, type PaymentProviderName } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import type { AccountRow } from "./accounts.ts";
import { toSnake } from "./credentials.ts";
import { platformOffers } from "./connectable.ts";
import { choicesUsing, type MethodProviders } from "./settings-store.ts";

/**
 * Test mode of the built-in providers: the sandbox never moves money, our bank wire always does,
 * e_wallet and bank_account do unless the platform points them at the provider's sandbox.
 */
function builtInTestMode(deps: Pick<Deps, "config">, provider: string): boolean {
  if (provider === "e_wallet") return /sandbox/i.test(deps.config.eWallet?.baseUrl ?? "");
  if (provider === "bank_account") return /sandbox/i.test(deps.config.mangopay?.baseUrl ?? "");
  return provider === "sandbox";
}

/** The stored public config under wire keys (secret_key_hint …). */
function shown(config: Record<string, unknown>): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(config)
      .filter((e): e is [string, string | boolean] => typeof e[1] === "string" || typeof e[1] === "boolean")
      .map(([key, value]) => [toSnake(key), value]),
  );
}

/** One provider as the settings show it; the row's secrets never reach this function's answer. */
export function providerAccountView(
  deps: Pick<Deps, "config">,
  provider: PaymentProviderName,
  row: AccountRow | undefined,
  methodProviders: MethodProviders,
): checkoutSettings.ProviderAccount {
  const builtIn = isBuiltInProvider(provider);
  const config = row ? shown(row.publicConfig) : {};
  const testMode = builtIn ? builtInTestMode(deps, provider) : config.test_mode;
  const available = platformOffers(deps, provider);
  return {
    provider,
    available,
    built_in: builtIn,
    // A built-in provider the platform does not offer (no MANGOPAY_* / EWALLET_*) serves nobody.
    connected: builtIn ? available : row !== undefined,
    mode: row?.mode ?? null,
    test_mode: typeof testMode === "boolean" ? testMode : null,
    public_config: config,
    methods: [...PROVIDER_SUPPORT[provider]],
    used_by: choicesUsing(methodProviders, provider),
    connected_at: row ? row.updatedAt.toISOString() : null,
  };
}
