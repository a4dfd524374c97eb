import { describe, expect, it } from "vitest";
import {
  checkoutPayload,
  toCheckoutForm,
  validateCheckout,
} from "../../src/cabinet/products/editor/steps/checkout/checkoutForm.ts";
import {
  allowedSelection,
  methodAvailability,
} from "../../src/cabinet/products/editor/steps/checkout/paymentMethods.ts";
import { planFixture, productFixture } from "./fixtures.ts";

describe("payment methods per plan type", () => {
  it("offers klarna, twint and mondu only behind their features, never for installments", () => {
    const oneTime = methodAvailability(["one_time"]);
    expect(oneTime.find((m) => m.method === "card")?.block).toBeNull();
    expect(oneTime.find((m) => m.method === "klarna")?.block).toEqual({ kind: "feature" });
    expect(oneTime.find((m) => m.method === "not_assigned")).toBeUndefined();

    const mixed = methodAvailability(["one_time", "installment"]);
    expect(mixed.find((m) => m.method === "twint")?.block).toEqual({
      kind: "planTypes",
      types: ["installment"],
    });
    expect(mixed.find((m) => m.method === "paypal")?.block).toBeNull();
  });

  it("allows klarna for subscriptions with both flags", () => {
    const flags = { klarna: true, klarnaSubscriptions: true };
    expect(methodAvailability(["subscription"], flags).find((m) => m.method === "klarna")?.block).toBeNull();
    expect(methodAvailability(["subscription"], flags).find((m) => m.method === "mondu")?.block).toEqual({
      kind: "planTypes",
      types: ["subscription"],
    });
  });

  it("drops chosen methods the plans no longer allow", () => {
    expect(allowedSelection(["klarna", "paypal", "card"], methodAvailability(["installment"]))).toEqual([
      "paypal",
      "card",
    ]);
  });
});

describe("checkout step", () => {
  const product = productFixture({
    pricingPlans: [
      planFixture({ id: 2, position: 1, prefs: { price: 500 } }),
      planFixture({ id: 1, position: 0 }),
    ],
    checkout: {
      paymentMethods: ["card", "klarna"],
      layout: "two_steps",
      themeId: null,
      orderBumps: [{ productId: 9, planId: null, text: " Add this " }],
      orderBumpPosition: "below_payer_details",
    },
  });

  it("orders plans by position and sends the full list with the version and currency", () => {
    const form = toCheckoutForm(product);
    expect(form.plans.map((p) => p.id)).toEqual([1, 2]);
    const payload = checkoutPayload(form, product.version);
    expect(payload).toMatchObject({
      version: 3,
      currency: "eur",
      discount: null,
      limit: null,
      accessPassword: null,
      paymentMethods: ["card"],
      layout: "two_steps",
      orderBumps: [{ productId: 9, planId: null, text: "Add this" }],
      orderBumpPosition: "below_payer_details",
    });
    expect((payload.pricingPlans as { position: number }[]).map((p) => p.position)).toEqual([0, 1]);
  });

  it("sends a discount once it is switched on", () => {
    const form = toCheckoutForm(product);
    form.discount = { ...form.discount, active: true, value: 10, valueForm: "percents" };
    expect(checkoutPayload(form, 3).discount).toMatchObject({
      active: true,
      value: 10,
      valueForm: "percents",
    });
    expect(validateCheckout(form, product)).toEqual({});
    form.discount.value = 120;
    expect(Object.keys(validateCheckout(form, product))).toEqual(["discount.value"]);
  });

  it("refuses the product itself and duplicates as order bumps", () => {
    const form = toCheckoutForm(product);
    form.orderBumps = [
      { productId: 7, planId: null, text: "" },
      { productId: 9, planId: null, text: "" },
      { productId: 9, planId: null, text: "" },
    ];
    const issues = validateCheckout(form, product);
    expect(issues["orderBumps.0.productId"]?.key).toBe("catalog:checkout.bumpSelf");
    expect(issues["orderBumps.2.productId"]?.key).toBe("catalog:checkout.bumpTwice");
  });

  it("checks the access password's length", () => {
    const form = { ...toCheckoutForm(product), accessPassword: "ab" };
    expect(Object.keys(validateCheckout(form, product))).toEqual(["accessPassword"]);
  });
});
