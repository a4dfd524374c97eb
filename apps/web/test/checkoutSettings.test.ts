import { describe, expect, it } from "vitest";
import { supportsMethod } from "@sellwerk/domain";
import type { PaymentSettings, ProviderAccount } from "../src/api/checkoutSettingsTypes.ts";
import {
  credentialFields,
  credentialIssues,
  credentialPayload,
  initialValues,
  secretHint,
  storedFor,
} from "../src/cabinet/settings/payments/credentialForm.ts";
import {
  blockedByFlags,
  providerChoices,
  settingsIssues,
  settingsPayload,
  toSettingsForm,
} from "../src/cabinet/settings/payments/paymentSettingsForm.ts";
import { newThemeForm, themeInput, themeIssues, timeLeft } from "../src/cabinet/settings/themes/themeForm.ts";
import {
  bulkIssues,
  bulkPayload,
  couponIssues,
  couponPayload,
  newBulkForm,
  newCouponForm,
  toCouponForm,
} from "../src/cabinet/coupons/couponForm.ts";

const stripe: ProviderAccount = {
  provider: "stripe",
  available: true,
  builtIn: false,
  connected: true,
  mode: null,
  testMode: true,
  publicConfig: { publishableKey: "pk_test_51Abcdefgh", secretKeyHint: "sk_test_…4242", testMode: true },
  methods: ["card"],
  usedBy: [],
  connectedAt: null,
};

describe("the connect form", () => {
  it("starts from the public values; secrets stay empty and show their hint", () => {
    const fields = credentialFields("stripe");
    expect(fields.map((f) => [f.key, f.secret])).toEqual([
      ["publishableKey", false],
      ["secretKey", true],
      ["webhookSecret", true],
    ]);
    expect(initialValues(stripe, fields, true)).toEqual({
      publishableKey: "pk_test_51Abcdefgh",
      secretKey: "",
      webhookSecret: "",
    });
    expect(secretHint(stripe, fields[1]!, true)).toBe("sk_test_…4242");
  });

  it("needs every secret on a first connection, none when they are stored, and checks shapes", () => {
    const fields = credentialFields("stripe");
    const empty = { publishableKey: "pk_test_51Abcdefgh", secretKey: "", webhookSecret: "" };
    expect(credentialIssues(empty, fields, false)).toEqual({
      secretKey: "required",
      webhookSecret: "required",
    });
    expect(credentialIssues(empty, fields, true)).toEqual({});
    expect(credentialIssues({ ...empty, publishableKey: "sk_test_nope000" }, fields, true)).toEqual({
      publishableKey: "invalid_publishable_key",
    });
    expect(credentialPayload({ ...empty, publishableKey: " pk_test_51Abcdefgh " }, fields)).toEqual(empty);
  });

  it("treats the other PayPal mode as a fresh form", () => {
    const paypal = {
      ...stripe,
      provider: "paypal" as const,
      mode: "rest",
      publicConfig: { clientId: "Abc123" },
    };
    expect(storedFor(paypal, "rest")).toBe(true);
    expect(storedFor(paypal, "nvp")).toBe(false);
    const nvp = credentialFields("paypal_nvp");
    expect(nvp.find((f) => f.key === "sandbox")?.kind).toBe("switch");
    expect(credentialIssues(initialValues(paypal, nvp, false), nvp, false)).toEqual({
      user: "required",
      password: "required",
      signature: "required",
    });
  });
});

describe("the payment settings form", () => {
  const settings: PaymentSettings = {
    methodProviders: {
      cardProvider: "stripe",
      applePayProvider: "sandbox",
      googlePayProvider: "sandbox",
      p24Provider: "sandbox",
      sofortProvider: "sandbox",
      bankWireProvider: "bank_wire",
      payPalProvider: null,
      sepaProvider: "sandbox",
      idealProvider: "sandbox",
      klarnaProvider: "sandbox",
    },
    bankWire: { accountHolder: "", iban: "de89 3704 0044 0532 0130 00", bic: "" },
    flags: { twint: false, klarna: true, mondu: false, klarnaSubscriptions: false },
    version: 3,
  };

  it("offers connected providers that support the choice, keeping the current one listed", () => {
    const connected = new Set(["sandbox", "bank_wire", "paypal"]);
    expect(providerChoices("cardProvider", connected, "stripe")).toEqual(["sandbox", "paypal", "stripe"]);
    expect(providerChoices("sepaProvider", connected, "sandbox")).toEqual(["sandbox"]);
    expect(providerChoices("bankWireProvider", connected, null)).toEqual(["sandbox", "bank_wire"]);
  });

  it("offers bank_account for the Sofort choice, whose SEPA variant the matrix gives it not", () => {
    const connected = new Set(["sandbox", "bank_account"]);
    expect(providerChoices("sofortProvider", connected, "sandbox")).toEqual(["sandbox", "bank_account"]);
    // The matrix tab reads the same table: sofort through bank_account yes, sofort_sepa no.
    expect(supportsMethod("bank_account", "sofort")).toBe(true);
    expect(supportsMethod("bank_account", "sofort_sepa")).toBe(false);
    expect(supportsMethod("stripe", "sofort_sepa")).toBe(true);
  });

  it("requires bank details for our bank wire and sends compact IBAN and BIC", () => {
    const form = toSettingsForm(settings);
    expect(settingsIssues(form)).toEqual({ "bankWire.accountHolder": "required" });
    expect(
      settingsIssues({ ...form, bankWire: { ...form.bankWire, iban: "DE00 1234", bic: "x" } }),
    ).toMatchObject({
      "bankWire.iban": "invalid_iban",
      "bankWire.bic": "invalid_bic",
    });
    const body = settingsPayload(
      { ...form, bankWire: { ...form.bankWire, accountHolder: " Erika ", bic: "cobadeffxxx" } },
      3,
    );
    expect(body).toMatchObject({
      version: 3,
      methodProviders: { cardProvider: "stripe", payPalProvider: null },
      bankWire: { accountHolder: "Erika", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
    });
  });

  it("marks methods whose feature flag is off", () => {
    const blocked = blockedByFlags(settings.flags);
    expect(["klarna", "twint", "mondu", "card"].filter((m) => blocked(m as "card"))).toEqual([
      "twint",
      "mondu",
    ]);
  });
});

describe("the theme form", () => {
  it("starts from the built-in look and checks colours, radii and the countdown", () => {
    const form = newThemeForm("Mine");
    expect(form.theme).toMatchObject({ buyButtonColor: "#ffc107", buyButtonRadius: 22 });
    expect(themeIssues(form)).toEqual({});
    const bad = {
      ...form,
      name: " ",
      theme: { ...form.theme, pageColor: "white", couponButtonRadius: 99, countdownEnabled: true },
    };
    expect(Object.keys(themeIssues(bad)).sort()).toEqual([
      "name",
      "theme.countdownEndsAt",
      "theme.couponButtonRadius",
      "theme.pageColor",
    ]);
    expect(themeInput({ ...form, name: " Mine " }).name).toBe("Mine");
  });

  it("counts down in days and a clock, and stops at zero", () => {
    const now = Date.parse("2031-01-01T00:00:00Z");
    expect(timeLeft("2031-01-03T04:05:06Z", now)).toBe("2d 04:05:06");
    expect(timeLeft("2031-01-01T00:00:09Z", now)).toBe("00:00:09");
    expect(timeLeft("2030-01-01T00:00:00Z", now)).toBe("00:00:00");
  });
});

describe("the coupon forms", () => {
  it("generate a code when none is given and send the percent as typed", () => {
    const form = { ...newCouponForm(), percent: 12.5 };
    expect(couponIssues(form, true)).toEqual({});
    expect(couponPayload(form, true)).toMatchObject({
      code: "",
      length: 8,
      discountType: "percents",
      value: 12.5,
      currency: null,
    });
    expect(couponIssues({ ...form, code: "a b" }, true)).toEqual({ code: { code: "invalid_coupon_code" } });
    expect(couponIssues({ ...form, code: "" }, false)).toEqual({ code: { code: "required" } });
  });

  it("check amounts, products and dates like the API", () => {
    const base = { ...newCouponForm(), code: "SPRING" };
    expect(couponIssues({ ...base, percent: 101 }, true).value).toEqual({
      code: "too_high",
      params: { max: 100 },
    });
    expect(couponIssues({ ...base, discountType: "currency", amount: null }, true).value?.code).toBe(
      "required",
    );
    expect(
      couponIssues({ ...base, percent: 5, scope: "single", productIds: [1, 2] }, true).productIds?.code,
    ).toBe("coupon_single_product");
    expect(
      couponIssues(
        { ...base, percent: 5, startsAt: "2031-02-01T00:00:00Z", endsAt: "2031-01-01T00:00:00Z" },
        true,
      ).endsAt?.code,
    ).toBe("ends_before_start");
    const currency = couponPayload(
      { ...base, discountType: "currency", amount: 500, currency: "chf", scope: "all", productIds: [3] },
      false,
    );
    expect(currency).toMatchObject({ value: 500, currency: "chf", productIds: [] });
    expect(currency).not.toHaveProperty("length");
  });

  it("keep prefix and code length within 40 characters for a batch", () => {
    const bulk = { ...newBulkForm(), percent: 10, prefix: "A".repeat(20), length: 25 };
    expect(bulkIssues(bulk).length).toEqual({ code: "out_of_range", params: { min: 3, max: 20 } });
    expect(bulkIssues({ ...bulk, count: 1001, length: 8 }).count?.code).toBe("out_of_range");
    expect(bulkPayload({ ...bulk, length: 8, prefix: " vip- " })).toMatchObject({
      count: 100,
      prefix: "vip-",
      length: 8,
    });
  });

  it("edit a stored coupon in its own terms", () => {
    const form = toCouponForm({
      id: 1,
      code: "SAVE5",
      form: "single",
      batch: null,
      codeType: "alphanumeric",
      discountType: "currency",
      value: 500,
      currency: "eur",
      amountBase: "net_amount",
      scope: "all",
      productIds: [],
      usageLimit: 10,
      usedCount: 2,
      appliesToAllRates: false,
      startsAt: null,
      endsAt: null,
      active: true,
      affiliateNodeId: 7,
      createdAt: "",
      updatedAt: "",
    });
    expect(form).toMatchObject({
      code: "SAVE5",
      amount: 500,
      percent: null,
      amountBase: "net_amount",
      usageLimit: 10,
      affiliateNodeId: 7,
    });
    // The publisher the coupon is bound to goes back as it was (coupon-bound attribution).
    expect(couponPayload(form, false)).toMatchObject({ affiliateNodeId: 7 });
  });
});
