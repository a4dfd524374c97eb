import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { renderShopPage } from "../src/shop/server.tsx";
import type { CheckoutView } from "../src/shop/types.ts";
import { checkoutView, NOW, noAssets, withAssets } from "./shop/fixtures.ts";
import { initialForm } from "../src/shop/checkout/model.ts";
import { checkDetails } from "../src/shop/checkout/validate.ts";

// The checkout page rendered on the server from fixture views: layouts, theme, methods per
// plan, the states that offer no form, German, and the page data the hydration entry reads.

function render(view: CheckoutView, locale: "en" | "de" = "en", assets = noAssets) {
  return renderShopPage({ kind: "checkout", view, locale, assets, now: NOW });
}

const at = (html: string, needle: string) => {
  const i = html.indexOf(needle);
  expect(i, needle).toBeGreaterThanOrEqual(0);
  return i;
};

const radios = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`name="${name}"[^>]*? value="([^"]+)"`, "g"))].map((m) => m[1]);

describe("checkout page", () => {
  it("is a real document: language, one main, headings, labelled fields, no Mantine", () => {
    const { html, status } = render(checkoutView());
    expect(status).toBe(200);
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html.match(/<main/g)).toHaveLength(1);
    expect(html).toContain('<h1 id="product-name">Photo Masterclass</h1>');
    expect(html).toContain('<label for="email">Email address</label>');
    expect(html).toContain('<label for="accept_terms">');
    expect(html).toMatch(/<fieldset class="segmented"><legend>I am buying as<\/legend>/);
    expect(html).toMatch(/<fieldset class="methods"[^>]*><legend class="sr-only">Payment method<\/legend>/);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('role="alert"');
    expect(html.toLowerCase()).not.toContain("mantine");
  });

  it("default layout: product, payer, methods, summary in one column", () => {
    const { html } = render(checkoutView());
    expect(html).toContain("layout-default");
    const order = ["product-name", "payer-title", "payment-title", "summary-title", "accept_terms"].map(
      (id) => at(html, `id="${id}"`),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain("Learn <strong>light</strong>");
  });

  it("simplified layout leaves the description out", () => {
    const { html } = render(checkoutView({ layout: "simplified" }));
    expect(html).toContain("layout-simplified");
    expect(html).not.toContain("Learn <strong>light</strong>");
    expect(html).toContain('id="payer-title"');
  });

  it("two steps: step indicator, payer details first, payment later", () => {
    const { html } = render(checkoutView({ layout: "two_steps" }));
    expect(html).toContain('<nav class="steps" aria-label="Checkout progress">');
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('id="payer-title"');
    expect(html).not.toContain('id="payment-title"');
    expect(html).toContain(">Continue to payment</button>");
  });

  it("two steps advanced: the order summary beside the steps", () => {
    const { html } = render(checkoutView({ layout: "two_steps_advanced" }));
    expect(html).toContain('class="advanced"');
    expect(at(html, '<aside class="aside">')).toBeLessThan(at(html, 'id="summary-title"'));
    expect(at(html, 'id="summary-title"')).toBeLessThan(at(html, '<div class="flow">'));
    expect(html).toContain('<nav class="steps"');
  });

  it("applies the theme as CSS variables in one hashed style block; bad colours fall back", () => {
    const view = checkoutView({
      theme: { buy_button_color: "#ff5500", buy_button_radius: 6, page_color: "red;}body{display:none" },
    });
    const { html, styleHashes } = render(view);
    const css = /<style>([^<]*)<\/style>/.exec(html)![1]!;
    expect(css).toContain("--buy-bg:#ff5500");
    expect(css).toContain("--buy-fg:#ffffff");
    expect(css).toContain("--buy-radius:6px");
    expect(css).toContain("--page:#ffffff");
    expect(css).not.toContain("display:none");
    expect(styleHashes).toEqual([`'sha256-${createHash("sha256").update(css).digest("base64")}'`]);
    expect(html).not.toContain(" style=");
  });

  it("offers the chosen plan's methods that the seller set up, with the sandbox's fields", () => {
    const { html } = render(checkoutView());
    expect(radios(html, "pricing_plan")).toEqual(["1", "2"]);
    expect(radios(html, "payment_method")).toEqual(["card", "paypal"]);
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toContain("4242 4242 4242 4242");
    expect(html).toContain('<s class="price-before">1,499.00 €</s>');
    expect(html).toContain('<span class="reco">Recommended</span>');

    const installments = checkoutView({
      plans: checkoutView().plans.map((p) => ({ ...p, recommended: p.id === 2 })),
    });
    const second = render(installments).html;
    expect(radios(second, "payment_method")).toEqual(["sepa", "bank_wire"]);
    expect(second).toContain('<label for="iban">IBAN</label>');
    expect(second).toContain("DE89 3704 0044 0532 0130 00");
    expect(second).toContain("450.00 € today");
    expect(second).toContain("3 payments, total 1,350.00 €");
  });

  it("asks every buyer for the address where the chosen method's provider needs it (SEPA by bank_account)", () => {
    const sepaFirst = checkoutView({
      plans: checkoutView().plans.map((p) => ({ ...p, recommended: p.id === 2 })),
    });
    // The sandbox's SEPA needs no address: a private buyer is asked for none.
    expect(render(sepaFirst).html).not.toContain('id="street"');
    const mangopay = {
      ...sepaFirst,
      methods: sepaFirst.methods.map((m) => (m.method === "sepa" ? { ...m, provider: "bank_account" } : m)),
    };
    const { html } = render(mangopay);
    expect(radios(html, "payment_method")[0]).toBe("sepa");
    for (const field of ["street", "zip", "city"]) expect(html).toContain(`id="${field}"`);
    expect(render(mangopay, "de").html).toContain('<label for="street">');
  });

  it("buy button text follows the theme, and is dynamic by method by default", () => {
    expect(render(checkoutView()).html).toContain(">Pay 1,234.56 €</button>");
    const fixed = render(checkoutView({ theme: { buy_button_text: "agree_on_terms_and_pay" } })).html;
    expect(fixed).toContain(">Agree to the terms and pay</button>");
    const paypalOnly = checkoutView({
      plans: [{ ...checkoutView().plans[0]!, payment_methods: ["paypal"] }],
    });
    expect(render(paypalOnly).html).toContain(">Continue to PayPal</button>");
  });

  it("a trial charges nothing today: the first rate's date, a start-trial button", () => {
    const trial = {
      ...checkoutView().plans[0]!,
      id: 3,
      name: "Monthly",
      form: "subscription" as const,
      schedule: [{ number: 1, due_at: "2025-03-24T12:00:00.000Z", amount: 2900 }],
      recurring: { amount: 2900, interval_unit: "month", interval_count: 1 },
      trial_days: 14,
      total: null,
      total_before_discount: null,
    };
    const { html } = render(checkoutView({ plans: [trial] }));
    expect(html).toContain("14-day free trial");
    expect(html).toContain("29.00 € on 3/24/2025");
    expect(html).toContain("then 29.00 € every month");
    expect(html).toMatch(/<dt>Due today<\/dt><dd>0.00 €<\/dd>/);
    expect(html).toContain("Due on 3/24/2025");
    expect(html).toContain(">Start free trial</button>");
  });

  it("sold out and not on sale: a clear message, no form", () => {
    const soldOut = render(checkoutView({ product: { sold_out: true } })).html;
    expect(soldOut).not.toContain("<form");
    expect(soldOut).toContain("This product is sold out.");
    const closed = render(checkoutView({ product: { can_buy: false } })).html;
    expect(closed).not.toContain("<form");
    expect(closed).toContain("This product cannot be bought at the moment.");
  });

  it("free products: the get-for-free button, no payment method, no coupon", () => {
    const { html } = render(
      checkoutView({ product: { free: true }, theme: { get_for_free_text: "Grab it" } }),
    );
    expect(html).toContain(">Grab it</button>");
    expect(html).not.toContain('name="payment_method"');
    expect(html).not.toContain('id="coupon_code"');
    expect(render(checkoutView({ product: { free: true } })).html).toContain(">Get for free</button>");
  });

  it("asks for the access password when the product has one", () => {
    expect(render(checkoutView()).html).not.toContain('id="access_password"');
    const { html } = render(checkoutView({ product: { password_required: true } }));
    expect(html).toContain('<label for="access_password">Access password</label>');
    expect(html).toContain('type="password"');
  });

  it("shows the coupon field only when the seller has coupons", () => {
    expect(render(checkoutView()).html).toContain('<label for="coupon_code">Coupon code</label>');
    expect(render(checkoutView({ coupons_enabled: false })).html).not.toContain("coupon_code");
  });

  it("places order bumps where the seller chose", () => {
    const bump = {
      product_id: 9,
      name: "Preset pack",
      text: "50 presets",
      amount: 1900,
      currency: "eur",
      cover_url: null,
    };
    const below = (position: CheckoutView["order_bump_position"]) =>
      render(checkoutView({ order_bumps: [bump], order_bump_position: position })).html;
    const afterPayer = below("below_payer_details");
    expect(at(afterPayer, 'id="payer-title"')).toBeLessThan(at(afterPayer, 'id="bumps-title"'));
    expect(at(afterPayer, 'id="bumps-title"')).toBeLessThan(at(afterPayer, 'id="payment-title"'));
    const afterProduct = below("below_product_details");
    expect(at(afterProduct, 'id="bumps-title"')).toBeLessThan(at(afterProduct, 'id="payer-title"'));
    expect(afterProduct).toContain("Yes, add Preset pack for 19.00 €");
  });

  it("events: a stepper per ticket type, sold-out types without one", () => {
    const view = checkoutView({
      plans: [],
      product: {
        form: "event",
        events: [
          {
            id: 3,
            name: "Workshop Berlin",
            starts_at: "2025-06-01T09:00:00.000Z",
            ends_at: "2025-06-01T17:00:00.000Z",
            location: "Berlin",
            ticket_types: [
              { id: 11, name: "Standard", free: false, price: 9900, available: 4, sold_out: false },
              { id: 12, name: "VIP", free: false, price: 19900, available: 0, sold_out: true },
            ],
          },
        ],
      },
    });
    const { html } = render(view);
    expect(html).toContain('aria-label="One ticket more: Standard"');
    expect(html).toContain('id="ticket-11"');
    expect(html).not.toContain('id="ticket-12"');
    expect(html).toContain("4 left");
    expect(radios(html, "payment_method")).toEqual(["card", "paypal", "sepa", "bank_wire"]);
  });

  it("events: opens with one seat of the first type that has seats, so the price is never 0.00", () => {
    const type = (id: number, name: string, available: number | null, price: number) => ({
      id,
      name,
      free: false,
      price,
      available,
      sold_out: available === 0,
    });
    const view = checkoutView({
      plans: [],
      product: {
        form: "event",
        events: [
          {
            id: 3,
            name: "Workshop Berlin",
            starts_at: "2025-06-01T09:00:00.000Z",
            ends_at: "2025-06-01T17:00:00.000Z",
            location: "Berlin",
            ticket_types: [
              type(12, "Early bird", 0, 4900),
              type(11, "Standard", 4, 9900),
              type(13, "VIP", null, 19900),
            ],
          },
        ],
      },
    });
    const { html } = render(view);
    expect(html).toMatch(/id="ticket-11"[^>]*value="1"/);
    expect(html).toMatch(/id="ticket-13"[^>]*value="0"/);
    expect(html).toContain("Pay 99.00 €");
    expect(html).not.toContain("Pay 0.00 €");
  });

  it("counts down to the theme's end time; hidden when off or past", () => {
    const on = { countdown_enabled: true, countdown_ends_at: "2025-03-11T14:30:05.000Z" };
    const { html } = render(checkoutView({ theme: on }));
    expect(html).toContain('role="timer"');
    expect(html).toContain("<b>01</b> <!-- -->days");
    expect(html).toContain("<b>02</b> <!-- -->hrs");
    const past = render(
      checkoutView({ theme: { ...on, countdown_ends_at: "2025-03-01T00:00:00.000Z" } }),
    ).html;
    expect(past).not.toContain('role="timer"');
    expect(render(checkoutView()).html).not.toContain('role="timer"');
  });

  it("speaks German with German money and dates", () => {
    const { html } = render(
      checkoutView({ plans: checkoutView().plans.map((p) => ({ ...p, recommended: p.id === 2 })) }),
      "de",
    );
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Deine Angaben");
    expect(html).toContain('<legend class="sr-only">Zahlungsart</legend>');
    expect(html).toContain("Ich akzeptiere die");
    expect(html).toContain("450,00 € heute");
    expect(html).toContain("10.04.2025");
    expect(html).toContain("Testmodus");
    expect(html).not.toContain("Your details");
  });

  it("embeds the page data for the hydration entry, '<' escaped, only with a script", () => {
    // Seller HTML arrives sanitised; what matters here is that no text can end the data block.
    const view = checkoutView({ product: { name: "</script><script>alert(1)</script>" } });
    const { html } = render(view, "de", withAssets);
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toContain("<");
    const data = JSON.parse(block);
    expect(data.kind).toBe("checkout");
    expect(data.view.product.name).toBe("</script><script>alert(1)</script>");
    expect(data.env.locale).toBe("de");
    expect(data.env.messages["checkout.payer"]).toBe("Deine Angaben");
    expect(data.env.validation.invalid_email).toBeTruthy();
    expect(Object.keys(data.env.validation)).not.toContain("quiz_no_options");
    expect(html).toContain('<script type="module" src="/shop-assets/checkout.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/shop-assets/react.js">');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(render(view).html).not.toContain("page-data");
  });
});

describe("the checkout's own checks", () => {
  it("require a private buyer's address only where the chosen method's provider needs it", () => {
    const view = checkoutView();
    const form = initialForm(view);
    form.payer = {
      ...form.payer,
      email: "bea@example.com",
      first_name: "Bea",
      last_name: "Buyer",
      country: "DE",
    };
    const selection = { planId: 1, tickets: {}, bumps: [], coupon: "" };
    expect(checkDetails(view, selection, form)).toEqual({});
    expect(checkDetails(view, selection, form, true)).toEqual({
      street: "required",
      zip: "required",
      city: "required",
    });
    form.payer = { ...form.payer, street: "Hauptstr. 1", zip: "10115", city: "Berlin" };
    expect(checkDetails(view, selection, form, true)).toEqual({});
  });
});
