import type { Deps } from "../platform/deps.ts";
import type { PaymentProvider, ProviderName } from "./providers/provider.ts";
import { createSandboxProvider } from "./providers/sandbox.ts";
import { createStripeConnectProvider, createStripeProvider } from "./providers/stripe.ts";
import { createPayPalProvider } from "./providers/paypal.ts";
import { bankWireProvider, freeProvider } from "./providers/offline.ts";
import { createEWalletProvider } from "./providers/e-wallet/pay-ins.ts";
import { createBankAccountProvider } from "./providers/bank-account/pay-ins.ts";

type Sandbox = ReturnType<typeof createSandboxProvider>;

interface Registry {
  sandbox: Sandbox;
  providers: Map<string, PaymentProvider>;
}

const registries = new WeakMap<Deps, Registry>();

function registryOf(deps: Deps): Registry {
  let registry = registries.get(deps);
  if (!registry) {
    const sandbox = createSandboxProvider(deps);
    const providers = new Map<string, PaymentProvider>([
      ["sandbox", sandbox],
      ["stripe", createStripeProvider()],
      ["paypal", createPayPalProvider()],
      ["bank_wire", bankWireProvider],
      ["free", freeProvider],
    ]);
    // e_wallet takes bank-wire pay-ins only where the platform configured its wire account.
    const eWallet = createEWalletProvider(deps);
    if (eWallet) providers.set("e_wallet", eWallet);
    // bank_account (Mangopay) pays in to the seller's wallet where the platform set MANGOPAY_*.
    const bankAccount = createBankAccountProvider(deps);
    if (bankAccount) providers.set("bank_account", bankAccount);
    // Connect is operated with the platform's own key; without it the provider is not offered.
    if (deps.config.stripeConnectSecretKey)
      providers.set(
        "stripe_connect",
        createStripeConnectProvider({ platformSecretKey: deps.config.stripeConnectSecretKey }),
      );
    registry = { sandbox, providers };
    registries.set(deps, registry);
  }
  return registry;
}

/** The adapter of a provider by name; tests may replace one with `useProvider`. */
export function providerFor(deps: Deps, name: string): PaymentProvider | null {
  return registryOf(deps).providers.get(name) ?? null;
}

export function sandboxOf(deps: Deps): Sandbox {
  return registryOf(deps).sandbox;
}

/** Swaps an adapter (tests point Stripe and PayPal at their simulated HTTP servers). */
export function useProvider(deps: Deps, name: ProviderName, provider: PaymentProvider): void {
  registryOf(deps).providers.set(name, provider);
}
