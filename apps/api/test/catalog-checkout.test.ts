import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { cabinetClient, givenSeller } from "./support/catalog.ts";
import { products } from "../src/catalog/index.ts";
import { paymentSettings } from "../src/payments/tables.ts";

let t: TestPlatform;
let api: ReturnType<typeof cabinetClient>;
let sellerId: number;
beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenSeller(t.deps, t.app);
  sellerId = seller.user.id;
  api = cabinetClient(t.app, seller.token);
});

/** What a manager switches on in Admin → Users → Payment flags. */
async function setFlags(flags: Record<string, boolean>) {
  await t.deps.db
    .insert(paymentSettings)
    .values({ sellerId, flags })
    .onConflictDoUpdate({ target: paymentSettings.sellerId, set: { flags } });
}
afterAll(() => t.close());

const month = { count: 1, unit: "month" };
const PLANS = {
  oneTime: { name: "Once", form: "one_time", prefs: { price: 9900 } },
  subscription: {
    name: "Monthly",
    form: "subscription",
    prefs: { next_amount: 1500, interval: month, trial_days: 14, custom_start_day: 7 },
  },
  limited: {
    name: "12 months",
    form: "limited_subscription",
    prefs: { first_amount: 2000, next_amount: 1000, payments_count: 12, interval: month },
  },
  installment: {
    name: "3 rates",
    form: "installment",
    prefs: { first_amount: 4000, next_amount: 3000, payments_count: 3, interval: month },
  },
  custom: {
    name: "Custom",
    form: "installment",
    prefs: {
      custom_intervals: true,
      payments_count: 3,
      rates: [
        { amount: 5000, interval: { count: 1, unit: "day" } },
        { amount: 2500, interval: { count: 2, unit: "week" } },
        { amount: 2500, interval: { count: 1, unit: "year" } },
      ],
    },
  },
};

async function product() {
  return api.create("service");
}

function checkout(id: number, version: number, body: Record<string, unknown>) {
  return api.put(`/cabinet/products/${id}/checkout`, { version, payment_methods: ["card"], ...body });
}

describe("pricing plans", () => {
  it("stores plans of the four types with their totals and the price a buyer sees first", async () => {
    const p = await product();
    const res = await checkout(p.id, 1, { pricing_plans: Object.values(PLANS) });
    expect(res.status).toBe(200);
    const saved = res.body.product;
    expect(
      saved.pricing_plans.map((pl: { form: string; total: number; position: number; currency: string }) => [
        pl.form,
        pl.total,
        pl.position,
        pl.currency,
      ]),
    ).toEqual([
      ["one_time", 9900, 0, "eur"],
      ["subscription", 1500, 1, "eur"],
      // first + next × (count − 1)
      ["limited_subscription", 2000 + 1000 * 11, 2, "eur"],
      ["installment", 4000 + 3000 * 2, 3, "eur"],
      // custom intervals: the sum of the rates
      ["installment", 10000, 4, "eur"],
    ]);
    expect(saved.pricing_plans[1].prefs).toEqual({
      first_amount: 1500,
      next_amount: 1500,
      interval: month,
      trial_days: 14,
      custom_start_day: 7,
    });
    expect(saved.pricing_plans[4].prefs).toEqual(PLANS.custom.prefs);
    // The checkout opens with the first plan, one payment of 99.00 (not the smallest first
    // payment, 15.00); the other plans cost otherwise, so lists say "from".
    expect([saved.display_price, saved.display_price_from]).toEqual([9900, true]);
  });

  it("lists the recommended plan's price, without 'from' when every plan shows the same", async () => {
    const p = await product();
    const installments = { ...PLANS.installment, recommended: true };
    let res = await checkout(p.id, 1, { pricing_plans: [PLANS.oneTime, installments] });
    expect([res.body.product.display_price, res.body.product.display_price_from]).toEqual([4000, true]);
    res = await checkout(p.id, 2, { pricing_plans: [PLANS.oneTime] });
    expect([res.body.product.display_price, res.body.product.display_price_from]).toEqual([9900, false]);
    // An inactive plan is not offered, so it does not make the price a "from" price.
    res = await checkout(p.id, 3, {
      pricing_plans: [PLANS.oneTime, { ...PLANS.subscription, active: false }],
    });
    expect([res.body.product.display_price, res.body.product.display_price_from]).toEqual([9900, false]);
  });

  it("replaces the list, keeping the ids of plans it names and the product's currency", async () => {
    const p = await product();
    const first = (await checkout(p.id, 1, { pricing_plans: [PLANS.oneTime, PLANS.installment] })).body
      .product;
    const [once, rates] = first.pricing_plans;
    const second = await checkout(p.id, 2, {
      currency: "chf",
      pricing_plans: [
        { ...PLANS.subscription },
        { ...rates, prefs: { ...PLANS.installment.prefs, next_amount: 2000 } },
      ],
    });
    expect(second.status).toBe(200);
    const plans = second.body.product.pricing_plans;
    expect(plans.map((pl: { id: number }) => pl.id)).toContain(rates.id);
    expect(plans.map((pl: { id: number }) => pl.id)).not.toContain(once.id);
    expect(plans.find((pl: { id: number }) => pl.id === rates.id)).toMatchObject({
      total: 8000,
      position: 1,
      currency: "chf",
    });
    expect(second.body.product.currency).toBe("chf");
    // Another product's plan id is not this product's.
    const other = await product();
    const foreign = await checkout(other.id, 1, { pricing_plans: [{ ...PLANS.oneTime, id: rates.id }] });
    expect(foreign.body.error.details[0]).toMatchObject({
      param: "pricing_plans.0.id",
      code: "invalid_value",
    });
  });

  it("checks each plan type's prefs and the interval bounds, by field", async () => {
    const p = await product();
    const res = await checkout(p.id, 1, {
      pricing_plans: [
        { form: "one_time", prefs: { price: -1 } },
        { form: "subscription", prefs: { next_amount: 100, interval: { count: 28, unit: "day" } } },
        {
          form: "installment",
          prefs: {
            first_amount: 100,
            next_amount: 100,
            payments_count: 1,
            interval: { count: 5, unit: "week" },
          },
        },
        {
          form: "limited_subscription",
          prefs: {
            first_amount: 10.5,
            next_amount: 100,
            payments_count: 2,
            interval: { count: 12, unit: "month" },
          },
        },
        {
          form: "installment",
          prefs: {
            price: 100,
            custom_intervals: true,
            payments_count: 3,
            rates: [{ amount: 1, interval: { count: 3, unit: "year" } }],
          },
        },
        { form: "subscription", prefs: { next_amount: 100, interval: month, custom_start_day: 3 } },
        {
          form: "installment",
          prefs: { first_amount: 1, next_amount: 1, payments_count: 2, interval: month, trial_days: 7 },
        },
      ],
    });
    expect(res.status).toBe(400);
    const codes = Object.fromEntries(
      res.body.error.details.map((d: { param: string; code: string }) => [d.param, d.code]),
    );
    expect(codes).toMatchObject({
      "pricing_plans.0.prefs.price": "too_low",
      "pricing_plans.1.prefs.interval.count": "out_of_range",
      "pricing_plans.2.prefs.payments_count": "too_low",
      "pricing_plans.2.prefs.interval.count": "out_of_range",
      "pricing_plans.3.prefs.first_amount": "invalid_type",
      "pricing_plans.3.prefs.interval.count": "out_of_range",
      "pricing_plans.4.prefs.price": "unknown_field",
      "pricing_plans.4.prefs.rates.0.interval.count": "out_of_range",
      "pricing_plans.5.prefs.custom_start_day": "invalid_value",
      "pricing_plans.6.prefs.trial_days": "unknown_field",
    });
    const en = res.body.error.details.find(
      (d: { param: string }) => d.param === "pricing_plans.1.prefs.interval.count",
    );
    expect(en.message).toBe("The value must be between 1 and 27.");
    expect((await api.get(`/cabinet/products/${p.id}`)).body.product).toMatchObject({
      version: 1,
      pricing_plans: [],
    });
  });

  it("needs one rate per payment with custom intervals", async () => {
    const p = await product();
    const res = await checkout(p.id, 1, {
      pricing_plans: [{ ...PLANS.custom, prefs: { ...PLANS.custom.prefs, payments_count: 4 } }],
    });
    expect(res.body.error.details[0]).toMatchObject({
      param: "pricing_plans.0.prefs.rates",
      code: "rates_count_mismatch",
    });
  });
});

describe("payment methods per plan type (spec core §5)", () => {
  it("keeps which plan is recommended", async () => {
    const p = await product();
    const res = await checkout(p.id, 1, {
      pricing_plans: [PLANS.oneTime, { ...PLANS.subscription, recommended: true }],
      payment_methods: ["card"],
    });
    expect(res.body.product.pricing_plans.map((pl: { recommended: boolean }) => pl.recommended)).toEqual([
      false,
      true,
    ]);
  });

  it("offers klarna only with the seller's feature flag", async () => {
    await setFlags({});
    const p = await product();
    const res = await checkout(p.id, 1, {
      pricing_plans: [PLANS.oneTime],
      payment_methods: ["card", "klarna"],
    });
    expect(res.body.error.details[0]).toMatchObject({
      param: "payment_methods.1",
      code: "payment_method_not_available",
    });
  });

  it("refuses klarna on an installment plan and allows it on one-time and subscription plans", async () => {
    await setFlags({ klarna: true, klarnaSubscriptions: true });
    const p = await product();
    const refused = await checkout(p.id, 1, {
      pricing_plans: [PLANS.oneTime, PLANS.installment],
      payment_methods: ["card", "klarna"],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0]).toMatchObject({
      param: "payment_methods.1",
      code: "payment_method_not_available",
    });
    const allowed = await checkout(p.id, 1, {
      pricing_plans: [PLANS.oneTime, PLANS.subscription],
      payment_methods: ["card", "klarna"],
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.product.checkout.payment_methods).toEqual(["card", "klarna"]);
    const twint = await checkout(p.id, 2, {
      pricing_plans: [PLANS.subscription],
      payment_methods: ["twint"],
    });
    expect(twint.body.error.details[0].code).toBe("payment_method_not_available");
  });

  it("refuses unknown and duplicate methods and the not_assigned placeholder", async () => {
    const p = await product();
    const res = await checkout(p.id, 1, {
      pricing_plans: [PLANS.oneTime],
      payment_methods: ["card", "card", "bitcoin", "not_assigned"],
    });
    const codes = res.body.error.details.map((d: { param: string; code: string }) => `${d.param}:${d.code}`);
    expect(codes).toEqual(
      expect.arrayContaining(["payment_methods.2:invalid_value", "payment_methods.3:invalid_value"]),
    );
  });
});

describe("discount, limit, access password", () => {
  it("validates the discount and keeps its orders count", async () => {
    const p = await product();
    const bad = await checkout(p.id, 1, {
      pricing_plans: [PLANS.oneTime],
      discount: { active: true, value: 150, value_form: "percents" },
    });
    expect(bad.body.error.details[0]).toMatchObject({ param: "discount.value", code: "too_high" });
    const cents = await checkout(p.id, 1, {
      pricing_plans: [PLANS.oneTime],
      discount: { active: true, value: 9.5, value_form: "currency" },
    });
    expect(cents.body.error.details[0]).toMatchObject({ param: "discount.value", code: "invalid" });
    const good = await checkout(p.id, 1, {
      pricing_plans: [PLANS.oneTime],
      discount: { active: true, value: 12.5, value_form: "percents", limit: 100 },
    });
    expect(good.body.product.discount).toEqual({
      active: true,
      value: 12.5,
      value_form: "percents",
      limit: 100,
      orders_count: 0,
    });
    await t.deps.db
      .update(products)
      .set({ discount: { active: true, value: 12.5, valueForm: "percents", limit: 100, ordersCount: 7 } })
      .where(eq(products.id, p.id));
    const again = await checkout(p.id, 2, {
      pricing_plans: [PLANS.oneTime],
      discount: { active: true, value: 20, value_form: "percents", limit: 100, orders_count: 0 },
    });
    expect(again.body.product.discount).toMatchObject({ value: 20, orders_count: 7 });
  });

  it("refuses a limit below what is sold and reserved", async () => {
    const p = await product();
    await t.deps.db.update(products).set({ soldCount: 8, reservedCount: 2 }).where(eq(products.id, p.id));
    const below = await checkout(p.id, 1, { pricing_plans: [PLANS.oneTime], limit: 9 });
    expect(below.body.error.details[0]).toMatchObject({
      param: "limit",
      code: "too_low",
      message: "The value must be at least 10.",
    });
    const at = await checkout(p.id, 1, { pricing_plans: [PLANS.oneTime], limit: 10 });
    expect(at.body.product).toMatchObject({ limit: 10, is_sold_out: true });
  });

  it("takes an access password of 3 to 60 characters, empty for none", async () => {
    const p = await product();
    const short = await checkout(p.id, 1, { pricing_plans: [PLANS.oneTime], access_password: "ab" });
    expect(short.body.error.details[0]).toMatchObject({ param: "access_password", code: "too_short" });
    const set = await checkout(p.id, 1, { pricing_plans: [PLANS.oneTime], access_password: "secret" });
    expect(set.body.product.access_password).toBe("secret");
    const cleared = await checkout(p.id, 2, { pricing_plans: [PLANS.oneTime], access_password: "" });
    expect(cleared.body.product.access_password).toBeNull();
  });

  it("offers order bumps of the seller's other products and their own plans only", async () => {
    const p = await product();
    const bump = await product();
    const bumpPlans = (await checkout(bump.id, 1, { pricing_plans: [PLANS.oneTime] })).body.product
      .pricing_plans;
    const ownPlans = (await checkout(p.id, 1, { pricing_plans: [PLANS.oneTime] })).body.product.pricing_plans;
    const self = await checkout(p.id, 2, {
      pricing_plans: [PLANS.oneTime],
      order_bumps: [{ product_id: p.id }],
    });
    expect(self.body.error.details[0]).toMatchObject({
      param: "order_bumps.0.product_id",
      code: "unknown_product",
    });
    const wrongPlan = await checkout(p.id, 2, {
      pricing_plans: [PLANS.oneTime],
      order_bumps: [{ product_id: bump.id, plan_id: ownPlans[0].id }],
    });
    expect(wrongPlan.body.error.details[0]).toMatchObject({
      param: "order_bumps.0.plan_id",
      code: "invalid_value",
    });
    const good = await checkout(p.id, 2, {
      pricing_plans: [PLANS.oneTime],
      layout: "two_steps",
      order_bump_position: "below_payer_details",
      order_bumps: [{ product_id: bump.id, plan_id: bumpPlans[0].id, text: "Add this!" }],
    });
    expect(good.body.product.checkout).toEqual({
      payment_methods: ["card"],
      layout: "two_steps",
      theme_id: null,
      order_bump_position: "below_payer_details",
      order_bumps: [{ product_id: bump.id, plan_id: bumpPlans[0].id, text: "Add this!" }],
    });
  });
});

describe("upsell, delivery, pages, advanced", () => {
  it("upsells the seller's own other products only", async () => {
    const p = await product();
    const other = await product();
    const stranger = await cabinetClient(t.app, (await givenSeller(t.deps, t.app)).token).create("service");
    const bad = await api.put(`/cabinet/products/${p.id}/upsell`, {
      version: 1,
      product_ids: [other.id, stranger.id],
    });
    expect(bad.body.error.details[0]).toMatchObject({ param: "product_ids.1", code: "unknown_product" });
    // Funnels do not exist yet: an id of one names nothing and is refused, not stored.
    const funnel = await api.put(`/cabinet/products/${p.id}/upsell`, {
      version: 1,
      product_ids: [other.id],
      funnel_id: 987654,
    });
    expect(funnel.status).toBe(400);
    expect(funnel.body.error).toMatchObject({ code: "INVALID_INPUT", param: "funnel_id" });
    expect(funnel.body.error.details[0]).toMatchObject({ param: "funnel_id", code: "unknown_field" });
    const good = await api.put(`/cabinet/products/${p.id}/upsell`, { version: 1, product_ids: [other.id] });
    expect(good.body.product.upsell).toEqual({ product_ids: [other.id] });
  });

  it("custom delivery needs subject and body per language and known placeholders", async () => {
    const p = await product();
    const none = await api.put(`/cabinet/products/${p.id}/delivery`, { version: 1, email: "custom" });
    expect(none.body.error.details[0]).toMatchObject({ param: "custom", code: "required" });
    const half = await api.put(`/cabinet/products/${p.id}/delivery`, {
      version: 1,
      email: "custom",
      custom: { de: { subject: "Danke", body: "" } },
    });
    expect(half.body.error.details[0]).toMatchObject({ param: "custom.de.body", code: "required" });
    const typo = await api.put(`/cabinet/products/${p.id}/delivery`, {
      version: 1,
      email: "custom",
      custom: { en: { subject: "Hi {{buyer_nmae}}", body: "x" } },
    });
    expect(typo.body.error.details[0]).toMatchObject({
      param: "custom.en.subject",
      code: "unknown_placeholder",
    });
    const good = await api.put(`/cabinet/products/${p.id}/delivery`, {
      version: 1,
      email: "custom",
      custom: {
        en: { subject: "Your {{product_name}}", body: "<p>Hi {{buyer_name}}</p><script>x</script>" },
      },
    });
    expect(good.body.product.delivery).toEqual({
      email: "custom",
      custom: { en: { subject: "Your {{product_name}}", body: "<p>Hi {{buyer_name}}</p>" } },
    });
  });

  it("success URL must be http(s); thank-you pages cannot be chosen before they exist", async () => {
    const p = await product();
    const js = await api.put(`/cabinet/products/${p.id}/pages`, {
      version: 1,
      success: "url",
      success_url: "javascript:alert(1)",
    });
    expect(js.body.error.details[0]).toMatchObject({ param: "success_url", code: "invalid_url" });
    const page = await api.put(`/cabinet/products/${p.id}/pages`, { version: 1, success: "thank_you_page" });
    expect(page.body.error.details[0]).toMatchObject({ param: "success", code: "invalid_value" });
    const id = await api.put(`/cabinet/products/${p.id}/pages`, {
      version: 1,
      success: "default",
      thank_you_page_id: 424242,
    });
    expect(id.status).toBe(400);
    expect(id.body.error.details[0]).toMatchObject({ param: "thank_you_page_id", code: "unknown_field" });
    const good = await api.put(`/cabinet/products/${p.id}/pages`, {
      version: 1,
      success: "url",
      success_url: "https://example.com/thanks",
      terms: "<p>Terms</p><iframe src=x></iframe>",
    });
    expect(good.body.product.pages).toEqual({
      success: "url",
      success_url: "https://example.com/thanks",
      cancellation_terms: "",
      terms: "<p>Terms</p>",
    });
  });

  it("tracking codes are replaced as a list, with ids matching their kind", async () => {
    const p = await product();
    const bad = await api.put(`/cabinet/products/${p.id}/advanced`, {
      version: 1,
      tracking_codes: [
        { kind: "google_analytics", code_id: "G-123" },
        { kind: "ga4", code_id: "UA-1234-1" },
        { kind: "custom" },
      ],
    });
    const codes = bad.body.error.details.map((d: { param: string; code: string }) => `${d.param}:${d.code}`);
    expect(codes).toEqual([
      "tracking_codes.0.code_id:invalid_tracking_id",
      "tracking_codes.1.code_id:invalid_tracking_id",
      "tracking_codes.2.snippet:required",
    ]);
    const first = await api.put(`/cabinet/products/${p.id}/advanced`, {
      version: 1,
      hidden_in_shop: true,
      tracking_codes: [
        { kind: "google_analytics", code_id: "UA-12345-1", events: ["product", "success"] },
        { kind: "facebook_pixel", code_id: "1234567890" },
      ],
    });
    expect(first.body.product.advanced).toEqual({
      hidden_in_shop: true,
      affiliate_marketplace: false,
      invoice_note: "",
    });
    expect(first.body.product.tracking_codes).toHaveLength(2);
    const second = await api.put(`/cabinet/products/${p.id}/advanced`, {
      version: 2,
      tracking_codes: [{ kind: "custom", snippet: "<script>track()</script>", events: ["success"] }],
    });
    expect(second.body.product.tracking_codes).toMatchObject([
      { kind: "custom", snippet: "<script>track()</script>", active: true },
    ]);
  });
});
