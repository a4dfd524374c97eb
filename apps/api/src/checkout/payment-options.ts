import { availablePaymentMethods, type PaymentMethod, type PricingPlanType } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import type { Executor } from "../platform/db/client.ts";
import { secretBoxFor } from "../platform/crypto/secret-box.ts";
import { methodAccount, sellerPaymentSetup } from "../payments/settings.ts";
import { providerFor } from "../payments/registry.ts";
import type { ProviderAccount } from "../payments/providers/provider.ts";

export type PaymentSetup = Awaited<ReturnType<typeof sellerPaymentSetup>>;

export interface MethodOption {
  method: PaymentMethod;
  provider: string;
  account: ProviderAccount;
  testMode: boolean;
  /** What the method's browser part needs (publishable key, client id). */
  clientConfig: Record<string, string>;
}

export interface PaymentOptions {
  /** Every method the product offers that a connected provider serves. */
  methods: MethodOption[];
  /** The methods of one plan type: spec core §5 availability with the seller's feature flags. */
  forPlan(form: PricingPlanType): MethodOption[];
  bankWire: { account_holder: string; iban: string; bic: string };
}

/**
 * What a checkout may offer: the product's chosen methods (checkout step), narrowed to those the
 * seller's provider matrix routes to a connected provider, then per plan type by the spec's
 * availability rules and the seller's flags (twint, klarna, mondu, klarna subscriptions).
 */
export async function paymentOptions(
  deps: Deps,
  ex: Executor,
  sellerId: number,
  offered: readonly PaymentMethod[],
): Promise<PaymentOptions> {
  return paymentOptionsFrom(deps, await sellerPaymentSetup(ex, await secretBoxFor(deps), sellerId), offered);
}

/** The same from a setup the caller built from rows it read with the product (the checkout). */
export function paymentOptionsFrom(
  deps: Deps,
  setup: PaymentSetup,
  offered: readonly PaymentMethod[],
): PaymentOptions {
  const methods: MethodOption[] = [];
  for (const method of offered) {
    const taken = methodAccount(setup, method);
    const adapter = taken ? providerFor(deps, taken.provider) : null;
    if (taken && adapter) {
      const { provider, account } = taken;
      methods.push({
        method,
        provider,
        account,
        testMode: adapter.isTestMode(account),
        clientConfig: adapter.clientConfig(account),
      });
    }
  }
  return {
    methods,
    forPlan(form) {
      const allowed = availablePaymentMethods(
        form,
        setup.flags,
        methods.map((m) => m.method),
      );
      return methods.filter((m) => allowed.includes(m.method));
    },
    bankWire: setup.bankWire,
  };
}
