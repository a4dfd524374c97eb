import { describe, expect, it } from "vitest";
import { renderShopPage } from "../src/shop/server.tsx";
import { updatableMethods } from "../src/shop/pages/ManagePage.tsx";
import type { ShopPageContent } from "../src/shop/types.ts";
import { NOW, noAssets, publicOrder, sandboxPayment } from "./shop/fixtures.ts";

// The order pages, the sandbox's stand-in pages and the documents, rendered on the server.

const render = (content: ShopPageContent, locale: "en" | "de" = "en") =>
  renderShopPage({ ...content, locale, assets: noAssets, now: NOW });

describe("success page", () => {
  it("paid: thanks, what was bought, the rates with their badges", () => {
    const { html, status, redirect } = render({ kind: "success", order: publicOrder() });
    expect(status).toBe(200);
    expect(redirect).toBeNull();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain("Thank you for your order!");
    expect(html).toContain("buyer@example.com");
    expect(html).toContain("<caption>Your payments</caption>");
    expect(html).toContain('<span class="badge badge-green">Paid</span>');
    expect(html).toContain('<span class="badge badge-grey">Upcoming</span>');
    expect(html).toContain('href="/s/demo-seller/payment/tok_0123456789abcdef/manage"');
  });

  it("nothing taken yet: a trial says when it is charged, a free order is just confirmed", () => {
    const trial = publicOrder({
      plan_form: "subscription",
      paid_amount: 0,
      rates: [
        { number: 1, due_at: "2025-03-24T12:00:00.000Z", amount: 2900, state: "future", paid_at: null },
      ],
    });
    const { html } = render({ kind: "success", order: trial });
    expect(html).toContain("Your free trial has started. The first payment of 29.00 € is due on");
    expect(html).not.toContain("Your payment was received");
    expect(render({ kind: "success", order: trial }, "de").html).toContain(
      "Dein kostenloser Testzeitraum hat begonnen. Die erste Zahlung von 29,00 € ist am",
    );
    const free = publicOrder({ plan_form: "one_time", total_amount: 0, paid_amount: 0, rates: [] });
    expect(render({ kind: "success", order: free }).html).toContain(
      "Your order is confirmed. A confirmation is on its way to buyer@example.com.",
    );
  });

  it("pending: a visible waiting state in a live region", () => {
    const { html } = render({ kind: "success", order: publicOrder({ payment_state: "payment_pending" }) });
    expect(html).toMatch(/<div role="status" aria-live="polite">.*Waiting for your payment/);
    expect(html).toContain("This page updates by itself.");
  });

  it("bank wire: where to transfer with the reference; test mode can simulate it", () => {
    const bank_wire = {
      reference: "SW-4711",
      account_holder: "Sellwerk Escrow",
      iban: "DE02120300000000202051",
      bic: "BYLADEM1001",
    };
    const order = publicOrder({
      payment_state: "payment_waiting",
      payment_method: "bank_wire",
      payment_provider: "bank_wire",
      bank_wire,
      instrument: null,
    });
    const { html } = render({ kind: "success", order });
    expect(html).toContain("Please transfer the amount");
    expect(html).toContain("<code>SW-4711</code>");
    expect(html).toContain("<code>DE02120300000000202051</code>");
    expect(html).toContain("Simulate the transfer (test mode)");
    const live = render({ kind: "success", order: { ...order, test_mode: false } }).html;
    expect(live).not.toContain("Simulate the transfer");
    expect(render({ kind: "success", order }, "de").html).toContain("Verwendungszweck");
  });

  it("a seller's success URL takes over once paid, not before", () => {
    const success = { kind: "url" as const, url: "https://seller.example/thanks" };
    expect(render({ kind: "success", order: publicOrder({ success }) }).redirect).toBe(
      "https://seller.example/thanks",
    );
    const pending = publicOrder({ success, payment_state: "payment_pending" });
    expect(render({ kind: "success", order: pending }).redirect).toBeNull();
  });

  it("back from 3-D Secure with an offer unanswered, the offer comes first", () => {
    const next_upsell = { product_id: 77, name: "Presets", description: "", amount: 2900, currency: "eur" };
    const { redirect } = render({ kind: "success", order: publicOrder({ next_upsell }) });
    expect(redirect).toBe("/s/demo-seller/payment/tok_0123456789abcdef/upsell");
  });

  it("a failed payment offers to try again at the checkout", () => {
    const { html } = render({
      kind: "success",
      order: publicOrder({ payment_state: "payment_not_completed" }),
    });
    expect(html).toContain("Payment not completed");
    expect(html).toContain('href="/s/demo-seller/masterclass"');
  });
});

describe("upsell page", () => {
  const offer = {
    product_id: 77,
    name: "Lightroom presets",
    description: "Fifty presets.",
    amount: 2900,
    currency: "eur",
  };

  it("shows the offer with accept and decline", () => {
    const { html } = render({ kind: "upsell", order: publicOrder({ next_upsell: offer }) });
    expect(html).toContain('<h1 id="offer-title">Lightroom presets</h1>');
    expect(html).toContain("Yes, add it – charged to the same payment method");
    expect(html).toContain("No, thanks");
    expect(html).toContain("29.00 €");
  });

  it("without an open offer it sends the buyer on to the order page", () => {
    const { redirect } = render({ kind: "upsell", order: publicOrder() });
    expect(redirect).toBe("/s/demo-seller/payment/tok_0123456789abcdef");
  });
});

describe("manage page", () => {
  it("rates with coloured badges, the saved card, change and cancel", () => {
    const { html } = render({
      kind: "manage",
      order: publicOrder({ payment_state: "payment_paused" }),
      methods: [{ method: "card", provider: "sandbox", client_config: {} }],
    });
    expect(html).toContain('<span class="badge badge-red badge-strong">Paused</span>');
    expect(html).toContain("Visa ending in 4242 · expires 12/30");
    expect(html).toContain(">Change payment method</button>");
    expect(html).toContain(">Cancel subscription</button>");
    expect(html).toContain("Paid 450.00 € of 1,350.00 €");
  });

  it("offers only methods a later rate can be charged to", () => {
    const methods = (["card", "paypal", "sepa", "bank_wire"] as const).map((method) => ({
      method,
      provider: "sandbox",
      client_config: {},
    }));
    expect(updatableMethods(publicOrder(), methods).map((m) => m.method)).toEqual(["card", "sepa"]);
    // Without the seller's list, a test-mode order keeps its own sandbox method.
    expect(updatableMethods(publicOrder(), []).map((m) => m.method)).toEqual(["card"]);
    expect(updatableMethods(publicOrder({ test_mode: false }), [])).toEqual([]);
  });

  it("without a saved method: how the order was paid, never 'no method' under the method's name", () => {
    const due = render({ kind: "manage", order: publicOrder({ instrument: null }) });
    expect(due.html).toContain("Paid with Card");
    expect(due.html).toContain("choose a payment method for the payments still due");
    expect(due.html).not.toContain("No payment method is saved");
    const paid = publicOrder({ instrument: null });
    const settled = render({
      kind: "manage",
      order: { ...paid, rates: paid.rates.map((r) => ({ ...r, state: "paid" })) },
    });
    expect(settled.html).toContain("Paid with Card");
    expect(settled.html).not.toContain("payments still due");
  });

  it("in German, and without cancel when the order cannot be cancelled", () => {
    const { html } = render({ kind: "manage", order: publicOrder({ can_cancel: false }) }, "de");
    expect(html).toContain("<caption>Zahlungen</caption>");
    expect(html).toContain("bezahlt am 10.03.2025");
    expect(html).not.toContain("Abo kündigen");
  });
});

describe("sandbox page", () => {
  it("3-D Secure challenge with approve and fail", () => {
    const { html } = render({ kind: "sandbox", payment: sandboxPayment() });
    expect(html).toContain("Test mode – 3-D Secure challenge");
    expect(html).toContain("1,234.56 €");
    expect(html).toMatch(/Approve<\/button>/);
    expect(html).toMatch(/Fail<\/button>/);
  });

  it("the approval page of a redirect method", () => {
    const { html } = render(
      { kind: "sandbox", payment: sandboxPayment({ kind: "redirect", method: "paypal" }) },
      "de",
    );
    expect(html).toContain("Testmodus – PayPal");
    expect(html).toContain("Freigeben");
  });
});

describe("documents and not found", () => {
  it("cancellation terms: the product's own text, else the default", () => {
    const own = render({
      kind: "cancellation_terms",
      terms: { seller_name: "Ada Seller", product_name: "Photo Masterclass", html: "<p>Our own terms.</p>" },
    });
    expect(own.html).toContain("<p>Our own terms.</p>");
    expect(own.html).toContain("Photo Masterclass from Ada Seller");
    expect(own.html).not.toContain("<script");
    const fallback = render(
      { kind: "cancellation_terms", terms: { seller_name: "Ada Seller", product_name: null, html: null } },
      "de",
    );
    expect(fallback.html).toContain('<h1 id="doc-title">Widerrufsbelehrung</h1>');
    expect(fallback.html).toContain("binnen 14 Tagen");
  });

  it("not found answers 404 in the page's language", () => {
    const { html, status } = render({ kind: "not_found" }, "de");
    expect(status).toBe(404);
    expect(html).toContain("Seite nicht gefunden");
    expect(html).toContain('<html lang="de">');
  });
});
