import { loadStripe } from "@stripe/stripe-js/pure";
import type { StripeElementLocale, StripeElementsOptionsMode } from "@stripe/stripe-js";
import type { PaymentMethod } from "@sellwerk/domain";

// Loaded with a dynamic import only when the buyer picks a Stripe method: neither this file nor
// @stripe/stripe-js (nor js.stripe.com) is part of the checkout page's first load.

export interface StripeSession {
  /** Card data goes from the Payment Element to Stripe; we only get the PaymentMethod id. */
  createPaymentMethod(): Promise<{ id: string } | { error: string }>;
  /** 3-D Secure and similar, after the server answered requires_action; null when done. */
  handleNextAction(clientSecret: string): Promise<string | null>;
  update(amount: number): void;
  destroy(): void;
}

export interface StripeOptions {
  publishableKey: string;
  stripeAccount: string | undefined;
  method: PaymentMethod;
  amount: number;
  currency: string;
  /** Recurring plans keep the method for later rates. */
  recurring: boolean;
  locale: StripeElementLocale;
}

const STRIPE_TYPES: Partial<Record<PaymentMethod, string>> = {
  sepa: "sepa_debit",
  sofort: "sofort",
  ideal: "ideal",
  p_24: "p24",
  klarna: "klarna",
  twint: "twint",
  paypal: "paypal",
};

/**
 * Finishes an authentication on a page without a payment form (one-click upsells): Stripe.js is
 * loaded only now, with the config the server sent along with the challenge.
 */
export async function handleStripeAction(
  config: Record<string, string>,
  locale: StripeElementLocale,
  clientSecret: string,
): Promise<string | null> {
  if (!config.publishableKey) return "";
  const stripe = await loadStripe(config.publishableKey, {
    locale,
    ...(config.stripeAccount ? { stripeAccount: config.stripeAccount } : {}),
  });
  if (!stripe) return "";
  const result = await stripe.handleNextAction({ clientSecret });
  return result.error ? (result.error.message ?? "") : null;
}

export async function mountStripe(target: HTMLElement, o: StripeOptions): Promise<StripeSession> {
  const stripe = await loadStripe(o.publishableKey, {
    locale: o.locale,
    ...(o.stripeAccount ? { stripeAccount: o.stripeAccount } : {}),
  });
  if (!stripe) throw new Error("Stripe.js did not load");
  // Nothing due now (a trial) only sets the method up; otherwise the amount shows in wallets.
  const mode: StripeElementsOptionsMode =
    o.amount > 0
      ? {
          mode: "payment",
          amount: o.amount,
          currency: o.currency,
          ...(o.recurring ? { setupFutureUsage: "off_session" as const } : {}),
        }
      : { mode: "setup", currency: o.currency };
  // paymentMethodTypes limits the element to the method the buyer picked in our list (Stripe.js
  // accepts it; this version of its types no longer lists it, hence the wider variable).
  const options: StripeElementsOptionsMode & { paymentMethodTypes: string[] } = {
    ...mode,
    paymentMethodCreation: "manual",
    paymentMethodTypes: [STRIPE_TYPES[o.method] ?? "card"],
  };
  const elements = stripe.elements(options);
  const element = elements.create("payment");
  element.mount(target);
  return {
    async createPaymentMethod() {
      const submitted = await elements.submit();
      if (submitted.error) return { error: submitted.error.message ?? "" };
      const result = await stripe.createPaymentMethod({ elements });
      return result.error ? { error: result.error.message ?? "" } : { id: result.paymentMethod.id };
    },
    async handleNextAction(clientSecret) {
      const result = await stripe.handleNextAction({ clientSecret });
      return result.error ? (result.error.message ?? "") : null;
    },
    update(amount) {
      if (amount > 0) void elements.update({ amount });
    },
    destroy() {
      element.destroy();
    },
  };
}
