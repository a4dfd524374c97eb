import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  AVAILABLE_PROVIDERS,
  checkAccountId,
  checkPublishableKey,
  checkSecretKey,
  checkWebhookSecret,
  maskSecret,
  stripeKeyMode,
  BASE_PAYMENT_METHODS,
  DEFAULT_METHOD_PROVIDERS,
  METHOD_PROVIDER_KEYS,
  METHODS_OF_PROVIDER_KEY,
  methodProviderKeyOf,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PROVIDER_SUPPORT,
  providerForMethod,
  providersForKey,
  supportsMethod,
  type PaymentMethod,
} from "../src/index.ts";

describe("payment providers", () => {
  it("lists the spec's seven choices plus the sandbox and our bank wire; seven are available", () => {
    expect(PAYMENT_PROVIDERS).toHaveLength(9);
    expect(AVAILABLE_PROVIDERS).toEqual([
      "sandbox",
      "stripe",
      "paypal",
      "stripe_connect",
      "bank_wire",
      "bank_account",
      "e_wallet",
    ]);
  });

  it("follows the spec's support matrix role by role", () => {
    expect(PROVIDER_SUPPORT.paypal).toEqual(["paypal", "card", "cardAmEx"]);
    expect(PROVIDER_SUPPORT.bank_wire).toEqual(["bank_wire"]);
    expect(PROVIDER_SUPPORT.e_wallet).toEqual(["bank_wire"]);
    expect(PROVIDER_SUPPORT.bank_account).toEqual(["sofort", "bank_wire", "sepa"]);
    expect(PROVIDER_SUPPORT.reseller).toEqual([]);
    expect(PROVIDER_SUPPORT.inkasso).toEqual([]);
    // The card provider does everything but PayPal and bank wire; connect adds bank wire.
    expect(PROVIDER_SUPPORT.stripe).not.toContain("paypal");
    expect(PROVIDER_SUPPORT.stripe).not.toContain("bank_wire");
    expect(PROVIDER_SUPPORT.stripe_connect).toEqual(
      [...PROVIDER_SUPPORT.stripe, "bank_wire" as const].sort(byList),
    );
    for (const m of [
      "sofort",
      "sepa",
      "p_24",
      "apple_pay",
      "google_pay",
      "ideal",
      "klarna",
      "twint",
      "mondu",
    ])
      expect(supportsMethod("stripe", m as PaymentMethod)).toBe(true);
  });

  it("offers Sofort with later rates by SEPA only where the Sofort payment leaves a mandate", () => {
    // Stripe makes a SEPA method of the Sofort payment; Mangopay's Sofort pay-in leaves none.
    expect(offering("sofort_sepa")).toEqual(["sandbox", "stripe", "stripe_connect"]);
    expect(offering("sofort")).toEqual(["sandbox", "stripe", "stripe_connect", "bank_account"]);
    const throughBank = { sofortProvider: "bank_account" };
    expect(providerForMethod("sofort", throughBank)).toBe("bank_account");
    expect(providerForMethod("sofort_sepa", throughBank)).toBeNull();
    expect(providerForMethod("sofort_sepa", { sofortProvider: "stripe" })).toBe("stripe");
    // The Sofort choice may still be bank_account: it is chosen by its own method.
    expect(providersForKey("sofortProvider")).toContain("bank_account");
  });

  it("lets the sandbox simulate every method but the placeholder", () => {
    expect(PROVIDER_SUPPORT.sandbox).toEqual(PAYMENT_METHODS.filter((m) => m !== "not_assigned"));
    expect(supportsMethod("sandbox", "not_assigned")).toBe(false);
    expect(supportsMethod("unknown", "card")).toBe(false);
  });

  it("routes every offerable method through exactly one choice", () => {
    for (const method of PAYMENT_METHODS) {
      const keys = METHOD_PROVIDER_KEYS.filter((k) => METHODS_OF_PROVIDER_KEY[k].includes(method));
      expect([method, keys.length]).toEqual([method, method === "not_assigned" ? 0 : 1]);
    }
    expect(methodProviderKeyOf("twint")).toBe("cardProvider");
    expect(methodProviderKeyOf("sofort_sepa")).toBe("sofortProvider");
    expect(methodProviderKeyOf("ideal_sepa")).toBe("idealProvider");
    expect(methodProviderKeyOf("not_assigned")).toBeNull();
  });

  it("offers per choice the available providers that support its own method", () => {
    expect(providersForKey("cardProvider")).toEqual(["sandbox", "stripe", "paypal", "stripe_connect"]);
    expect(providersForKey("payPalProvider")).toEqual(["sandbox", "paypal"]);
    expect(providersForKey("bankWireProvider")).toEqual([
      "sandbox",
      "stripe_connect",
      "bank_wire",
      "bank_account",
      "e_wallet",
    ]);
    expect(providersForKey("sepaProvider")).toEqual(["sandbox", "stripe", "stripe_connect", "bank_account"]);
  });

  it("serves every base method from the sandbox by default", () => {
    for (const method of BASE_PAYMENT_METHODS)
      expect([method, providerForMethod(method, DEFAULT_METHOD_PROVIDERS)]).toEqual([method, "sandbox"]);
  });

  it("answers null when the choice is off, unknown, or cannot serve that very method", () => {
    expect(providerForMethod("card", { cardProvider: null })).toBeNull();
    expect(providerForMethod("card", {})).toBeNull();
    expect(providerForMethod("card", { cardProvider: "acme" })).toBeNull();
    expect(providerForMethod("card", { cardProvider: "paypal" })).toBe("paypal");
    // twint rides on the card choice but PayPal does not offer it.
    expect(providerForMethod("twint", { cardProvider: "paypal" })).toBeNull();
    expect(providerForMethod("twint", { cardProvider: "stripe" })).toBe("stripe");
    expect(providerForMethod("not_assigned", DEFAULT_METHOD_PROVIDERS)).toBeNull();
  });

  it("never routes a method to a provider that does not support it", () => {
    const choice = fc.constantFrom<string | null>(null, ...PAYMENT_PROVIDERS, "acme");
    const settings = fc.record(
      Object.fromEntries(METHOD_PROVIDER_KEYS.map((k) => [k, choice])) as Record<
        (typeof METHOD_PROVIDER_KEYS)[number],
        typeof choice
      >,
    );
    fc.assert(
      fc.property(settings, fc.constantFrom(...PAYMENT_METHODS), (s, method) => {
        const provider = providerForMethod(method, s);
        return provider === null || supportsMethod(provider, method);
      }),
    );
  });
});

/** The available providers that serve a method. */
function offering(method: PaymentMethod): string[] {
  return AVAILABLE_PROVIDERS.filter((p) => supportsMethod(p, method));
}

function byList(a: PaymentMethod, b: PaymentMethod): number {
  return PAYMENT_METHODS.indexOf(a) - PAYMENT_METHODS.indexOf(b);
}

describe("provider credentials", () => {
  it("recognise Stripe keys, webhook secrets and account ids by their documented prefixes", () => {
    expect(checkPublishableKey("pk_test_51Abcdefgh")).toBeNull();
    expect(checkPublishableKey("sk_test_51Abcdefgh")).toBe("invalid_publishable_key");
    expect(checkSecretKey("sk_live_51Abcdefgh")).toBeNull();
    expect(checkSecretKey("rk_test_51Abcdefgh")).toBeNull();
    expect(checkSecretKey("pk_live_51Abcdefgh")).toBe("invalid_secret_key");
    expect(checkWebhookSecret("whsec_abc+/=12345")).toBeNull();
    expect(checkWebhookSecret("whsec_<script>")).toBe("invalid_webhook_secret");
    expect(checkAccountId("acct_1ABCdef234")).toBeNull();
    expect(checkAccountId("acct_")).toBe("invalid_account_id");
    expect(stripeKeyMode("pk_live_x")).toBe("live");
    expect(stripeKeyMode("whsec_x")).toBeNull();
  });

  it("mask secrets to their prefix and last four characters", () => {
    expect(maskSecret("sk_test_51SecretPartThatMustNeverShow4242")).toBe("sk_test_…4242");
    expect(maskSecret("whsec_WebhookSigningSecret9876")).toBe("whsec_…9876");
    expect(maskSecret("PayPalClientSecretValue9f3c")).toBe("…9f3c");
    // Too short to show anything of it.
    expect(maskSecret("sk_test_short")).toBe("sk_test_…");
    fc.assert(
      fc.property(fc.string({ minLength: 12, maxLength: 80 }), (secret) => {
        const masked = maskSecret(secret);
        return !masked.includes(secret) && masked.length <= 14;
      }),
    );
  });
});
