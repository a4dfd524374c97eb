import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SELLER, signIn, uniqueName } from "./catalog-support.ts";
import {
  advanceClock,
  boughtLines,
  CARDS,
  Checkout,
  checkoutUrl,
  createFreeProduct,
  DAY,
  expectThanks,
  newBuyer,
  ORDER_PAGE,
  orderToken,
  publicOrder,
  SEPA_SETTLES,
  sellerSession,
  snap,
  type Buyer,
} from "./checkout-support.ts";

// Issue 4 "Checked by": a new buyer (a fresh email each time) through the real buyer pages with
// the sandbox provider — coupon and order bump, installments with the next rate charged after the
// test clock moved, a trial cancelled on the manage page, a decline and a retry, 3-D Secure, SEPA
// settling later, a bank wire, a free product, one-click upsells accepted and declined, the German
// checkout — and the seller refunding part of a rate in the cabinet.

// The demo seller's products (apps/api/src/seed/catalog.ts); slugs are looked up, names are shown.
const COURSE = "Sell Your First Digital Product";
const DOWNLOAD = "Pricing Playbook (e-book)";
const MEMBERSHIP = "Creator Circle";
const LICENSE = "Shop Theme Pro (license)";

/** The upsell page after a paid course: the license key is offered once. */
async function expectUpsellOffer(page: Page): Promise<void> {
  await expect(page).toHaveURL(ORDER_PAGE("/upsell"));
  await expect(page.getByRole("heading", { level: 1, name: LICENSE })).toBeVisible();
  await expect(page.getByText("Wait – a special offer for you")).toBeVisible();
  await expect(page.getByText("One-time price: 49.00 €")).toBeVisible();
}

/** Name, card 4242, terms: a course bought with its default one-time plan, up to the offer. */
async function buyCourseOnce(page: Page, request: APIRequestContext, buyer: Buyer): Promise<void> {
  const checkout = new Checkout(page);
  await checkout.open(await checkoutUrl(request, "course"), COURSE);
  await expect(page.getByRole("radio", { name: /^One payment/ })).toBeChecked();
  await checkout.fillBuyer(buyer);
  await checkout.card(CARDS.success);
  await checkout.acceptTerms();
  await checkout.buyButton("Pay 297.00 €").click();
  await expectUpsellOffer(page);
}

/** The download (15.20 € after its product discount), the usual start of the payment journeys. */
async function openDownload(page: Page, request: APIRequestContext, buyer: Buyer): Promise<Checkout> {
  const checkout = new Checkout(page);
  await checkout.open(await checkoutUrl(request, "download"), DOWNLOAD);
  await checkout.fillBuyer(buyer);
  await checkout.acceptTerms();
  return checkout;
}

test.describe("checkout journeys of a new buyer", () => {
  test("1. order bump and coupon WELCOME10: the total drops, 4242 pays, the upsell is declined, the order is paid", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("bump");
    const checkout = new Checkout(page);
    await checkout.open(await checkoutUrl(request, "course"), COURSE);
    await expect(page.getByRole("radio", { name: /^One payment/ })).toBeChecked();
    await expect(checkout.amounts).toHaveText(["297.00 €"]);

    // The bump (the download, with its own 20 % product discount) adds a line.
    await page.getByRole("checkbox", { name: `Yes, add ${DOWNLOAD} for 15.20 €`, exact: true }).check();
    await expect(checkout.summary.getByRole("listitem")).toHaveText([
      new RegExp(`^${COURSE}\\s*297\\.00 €$`),
      /^Pricing Playbook \(e-book\)\s*15\.20 €$/,
    ]);
    await expect(checkout.amounts).toHaveText(["312.20 €"]);
    await expect(checkout.buyButton("Pay 312.20 €")).toBeVisible();

    // 10 % off both lines.
    await checkout.applyCoupon("WELCOME10");
    await expect(
      checkout.summary.getByRole("status").filter({ hasText: "Coupon WELCOME10 applied." }),
    ).toBeVisible();
    await expect(checkout.amounts).toHaveText(["312.20 €", "−31.22 €", "280.98 €"]);
    await expect(checkout.buyButton("Pay 280.98 €")).toBeVisible();

    await checkout.fillBuyer(buyer);
    await checkout.card(CARDS.success);
    await checkout.acceptTerms();
    await snap(page, "checkout-desktop");
    await checkout.buyButton("Pay 280.98 €").click();

    await expectUpsellOffer(page);
    await page.getByRole("button", { name: "No, thanks", exact: true }).click();

    await expectThanks(page, buyer);
    await expect(boughtLines(page)).toHaveText([
      new RegExp(`^${COURSE}\\s*267\\.30 €$`),
      /^Pricing Playbook \(e-book\)\s*13\.68 €$/,
    ]);
    await expect(page.getByRole("region", { name: "What you bought" })).toContainText("280.98 €");
    await snap(page, "success-page");
    const order = await publicOrder(request, orderToken(page));
    expect(order).toMatchObject({ state: "closed", payment_state: "paid", paid_amount: 28_098 });
  });

  test("3. a subscription with a trial: nothing due today, then cancelled on the manage page", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("trial");
    const checkout = new Checkout(page);
    await checkout.open(await checkoutUrl(request, "membership"), MEMBERSHIP);
    await expect(page.getByText("14-day free trial").first()).toBeVisible();
    // Due today nothing; the first period after the trial.
    await expect(checkout.amounts).toHaveText(["0.00 €", "29.00 €"]);
    await checkout.fillBuyer(buyer);
    await checkout.card(CARDS.success);
    await checkout.acceptTerms();
    await checkout.buyButton("Start free trial").click();

    await expectThanks(page, buyer);
    // Nothing was taken: the thanks says when the first payment comes instead.
    await expect(
      page.getByText(/^Your free trial has started\. The first payment of 29\.00 € is due on /),
    ).toBeVisible();
    await snap(page, "trial-success");
    await page.getByRole("link", { name: "Manage your payments", exact: true }).click();
    await expect(page).toHaveURL(ORDER_PAGE("/manage"));
    await expect(page.getByRole("heading", { level: 1, name: MEMBERSHIP })).toBeVisible();
    await expect(page.getByText("Card · Visa ending in 4242 · expires 12/34")).toBeVisible();
    const payments = page.getByRole("table", { name: "Payments" });
    await expect(payments.getByRole("row").nth(1)).toContainText("Upcoming");
    await snap(page, "manage-page");

    const cancelCard = page.getByRole("region", { name: "Cancel subscription" });
    await cancelCard.getByRole("button", { name: "Cancel subscription", exact: true }).click();
    const confirm = cancelCard.getByRole("group", { name: /^Do you really want to cancel\?/ });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Yes, cancel", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your subscription was cancelled." }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: MEMBERSHIP })).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
    await expect(payments.getByRole("row").nth(1)).toContainText("Skipped");
    await snap(page, "manage-cancelled");

    // What the buyer saw is what the server keeps.
    await page.reload();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    const order = await publicOrder(request, orderToken(page));
    expect(order.payment_state).toBe("payment_canceled");
  });

  test("4. a declined card shows the reason; another card on the same page pays", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("decline");
    const checkout = await openDownload(page, request, buyer);
    await checkout.card(CARDS.declined);
    await checkout.buyButton("Pay 15.20 €").click();
    await expect(checkout.alert).toHaveText(`${checkout.t.declined} ${checkout.t.retryHint}`);
    await expect(page).toHaveURL(/\/s\/[\w-]+\/[\w-]+$/);
    await snap(page, "declined");

    await checkout.field(checkout.t.cardNumber).fill(CARDS.success);
    await checkout.buyButton("Pay 15.20 €").click();
    await expectThanks(page, buyer);
    // The retry paid the order the decline left as a draft (POST /shop/orders/:token/pay).
    const order = await publicOrder(request, orderToken(page));
    expect(order).toMatchObject({ payment_state: "paid", paid_amount: 1520 });
  });

  test("5. 3-D Secure: the challenge is approved on the sandbox page, the order is paid", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("threeds");
    const checkout = await openDownload(page, request, buyer);
    await checkout.card(CARDS.threeDs);
    await checkout.buyButton("Pay 15.20 €").click();

    // The challenge lives under the order's page, with a random reference.
    await expect(page).toHaveURL(/\/payment\/[\w-]+\/sandbox\/[\w-]{32}$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Test mode – 3-D Secure challenge" }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText("15.20 €");
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expectThanks(page, buyer);
    expect((await publicOrder(request, orderToken(page))).payment_state).toBe("paid");
  });

  test("6. SEPA direct debit: the page waits, then shows the payment settled", async ({ page, request }) => {
    const buyer = newBuyer("sepa");
    const checkout = await openDownload(page, request, buyer);
    await checkout.sepa(SEPA_SETTLES, "Bea Buyer");
    await checkout.buyButton("Pay 15.20 €").click();

    await expect(page).toHaveURL(ORDER_PAGE());
    await expect(page.getByRole("heading", { level: 1, name: "Waiting for your payment" })).toBeVisible();
    await snap(page, "sepa-pending");
    // The sandbox settles after a few seconds (a job); the page asks every 2 s by itself.
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible({
      timeout: 30_000,
    });
    expect((await publicOrder(request, orderToken(page))).payment_state).toBe("paid");
  });

  test("7. bank wire: the reference is shown, the simulated transfer pays the order", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("wire");
    const checkout = await openDownload(page, request, buyer);
    await checkout.methods.getByRole("radio", { name: checkout.t.bankWire, exact: true }).check();
    await checkout.buyButton("Place order").click();

    await expect(page).toHaveURL(ORDER_PAGE());
    await expect(page.getByRole("heading", { level: 1, name: "Please transfer the amount" })).toBeVisible();
    const order = await publicOrder(request, orderToken(page));
    expect(order.payment_state).toBe("payment_pending");
    expect(order.bank_wire?.reference).toBeTruthy();
    const wire = page.getByRole("region", { name: "Please transfer the amount" });
    await expect(wire.getByRole("term")).toContainText(["Amount", "Reference"]);
    await expect(wire.getByRole("definition")).toContainText(["15.20 €", order.bank_wire!.reference]);
    await snap(page, "bank-wire");

    await page.getByRole("button", { name: "Simulate the transfer (test mode)", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
    expect((await publicOrder(request, orderToken(page))).payment_state).toBe("paid");
  });

  test("8. a free product is got without a payment method", async ({ page, request }) => {
    const name = uniqueName("Free checklist");
    const url = await createFreeProduct(request, name);
    const buyer = newBuyer("free");
    const checkout = new Checkout(page);
    await checkout.open(url, name);
    await expect(checkout.methods).toHaveCount(0);
    await checkout.fillBuyer(buyer);
    await checkout.acceptTerms();
    await checkout.buyButton("Get for free").click();
    await expectThanks(page, buyer);
    await expect(
      page.getByText(`Your order is confirmed. A confirmation is on its way to ${buyer.email}.`),
    ).toBeVisible();
    await expect(boughtLines(page)).toHaveText([new RegExp(`^${name}\\s*0\\.00 €$`)]);
    const order = await publicOrder(request, orderToken(page));
    expect(order).toMatchObject({ payment_state: "paid", total_amount: 0 });
  });

  test("9. a one-click upsell accepted: the license key is charged to the same card as a child order", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("upsell");
    await buyCourseOnce(page, request, buyer);
    await snap(page, "upsell-offer");
    await page
      .getByRole("button", { name: "Yes, add it – charged to the same payment method", exact: true })
      .click();
    // Back on the main order's success page: no offer left.
    await expectThanks(page, buyer);
    await snap(page, "upsell-accepted");
    const token = orderToken(page);
    expect((await publicOrder(request, token)).payment_state).toBe("paid");

    // The seller sees the child order, paid with the saved card, under the main one.
    const { token: seller } = await sellerSession(request);
    const headers = { authorization: `Bearer ${seller}` };
    const list = await request.get("/api/v1/cabinet/orders", { params: { query: buyer.email }, headers });
    const orders = ((await list.json()) as { list: { id: number; token: string }[] }).list;
    const parent = orders.find((o) => o.token === token);
    expect(parent, JSON.stringify(orders)).toBeTruthy();
    const detail = await request.get(`/api/v1/cabinet/orders/${parent!.id}`, { headers });
    const { order } = (await detail.json()) as {
      order: { children: { product: { name: string }; payment_state: string; total_amount: number }[] };
    };
    expect(order.children).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ name: LICENSE }),
        payment_state: "paid",
        total_amount: 4900,
      }),
    ]);
  });

  test("9. a one-click upsell declined: straight to the success page, nothing more charged", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("noupsell");
    await buyCourseOnce(page, request, buyer);
    await page.getByRole("button", { name: "No, thanks", exact: true }).click();
    await expectThanks(page, buyer);
    await expect(boughtLines(page)).toHaveText([new RegExp(`^${COURSE}\\s*297\\.00 €$`)]);
    // The offer is answered: its page now leads to the success page.
    await page.goto(`${new URL(page.url()).pathname}/upsell`);
    await expect(page).toHaveURL(ORDER_PAGE());
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
  });

  test("10. the German checkout: German labels, the German decline, then paid", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    const buyer = newBuyer("deutsch");
    const checkout = new Checkout(page, "de");
    await checkout.open(await checkoutUrl(request, "download"), DOWNLOAD);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 2, name: "Deine Angaben" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Bestellübersicht" })).toBeVisible();
    await expect(checkout.amounts).toHaveText(["15,20 €"]);
    await checkout.fillBuyer(buyer);
    await checkout.card(CARDS.declined);
    await checkout.acceptTerms();
    await checkout.buyButton("15,20 € bezahlen").click();
    await expect(checkout.alert).toHaveText(`${checkout.t.declined} ${checkout.t.retryHint}`);
    await snap(page, "german-declined");

    await checkout.field(checkout.t.cardNumber).fill(CARDS.success);
    await checkout.buyButton("15,20 € bezahlen").click();
    await expectThanks(page, buyer, "de");
    await expect(page.getByRole("region", { name: "Das hast du gekauft" })).toContainText("15,20 €");
    await context.close();
  });

  test("seller: the order just bought is opened in the cabinet and rate 1 partly refunded", async ({
    page,
    browser,
    request,
  }) => {
    // The buyer, in their own browser.
    const buyerContext = await browser.newContext({ locale: "en-US" });
    const buyerPage = await buyerContext.newPage();
    const buyer = newBuyer("refund");
    const checkout = await openDownload(buyerPage, request, buyer);
    await checkout.card(CARDS.success);
    await checkout.buyButton("Pay 15.20 €").click();
    await expectThanks(buyerPage, buyer);
    const token = orderToken(buyerPage);
    await buyerContext.close();

    await signIn(page, SELLER, /\/cabinet$/);
    await page.getByRole("link", { name: "Orders", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Payer, email, order no. or token" }).fill(buyer.email);
    const row = page.getByRole("row").filter({ hasText: buyer.email });
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: DOWNLOAD }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(token);

    const rates = page.getByRole("table", { name: "Payment schedule" });
    await rates.getByRole("button", { name: "Refund rate 1", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Refund rate 1" });
    const amount = dialog.getByRole("textbox", { name: "Amount to refund" });
    await amount.fill("5.00");
    await amount.blur();
    await dialog.getByRole("button", { name: "Refund 5.00 €", exact: true }).click();
    await expect(page.getByText("5.00 € refunded.")).toBeVisible();
    await expect(dialog).toBeHidden();
    // A partial refund leaves the rate paid, with the refunded part beside it (rate, due, amount,
    // paid, refunded, state …).
    await expect(rates.getByRole("row").nth(1).getByRole("cell")).toContainText([
      /^1$/,
      /./,
      /^15\.20 €$/,
      /^15\.20 €$/,
      /^5\.00 €$/,
      /^Paid$/,
    ]);
    await snap(page, "cabinet-refund", false);
  });

  // Last: it moves the server's clock a month on, for every journey after it too.
  test("2. three installments: rate 1 paid at checkout, rate 2 charged once the test clock passed its due date", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("rates");
    const checkout = new Checkout(page);
    await checkout.open(await checkoutUrl(request, "course"), COURSE);
    await page.getByRole("radio", { name: /^3 installments/ }).check();
    await expect(checkout.amounts).toHaveText(["99.00 €"]);
    await expect(
      checkout.summary.getByRole("group").filter({ hasText: "Payment schedule" }).getByRole("listitem"),
    ).toHaveText([/^Payment 1.*99\.00 €$/, /^Payment 2.*99\.00 €$/, /^Payment 3.*99\.00 €$/]);
    await checkout.fillBuyer(buyer);
    await checkout.card(CARDS.success);
    await checkout.acceptTerms();
    await checkout.buyButton("Pay 99.00 €").click();
    await expectUpsellOffer(page);
    await page.getByRole("button", { name: "No, thanks", exact: true }).click();

    await expectThanks(page, buyer);
    const success = page.getByRole("table", { name: "Your payments" });
    await expect(success.getByRole("row")).toHaveText([
      /Status/,
      /^1.*99\.00 €.*Paid/,
      /^2.*Upcoming/,
      /^3.*Upcoming/,
    ]);

    const { charged } = await advanceClock(request, 32 * DAY);
    expect(charged).toBeGreaterThanOrEqual(1);

    await page.getByRole("link", { name: "Manage your payments", exact: true }).click();
    await expect(page).toHaveURL(ORDER_PAGE("/manage"));
    const payments = page.getByRole("table", { name: "Payments" });
    // Charged by the clock's billing run (or the 2 s ticker racing it): reload until it shows.
    await expect(async () => {
      await page.reload();
      await expect(payments.getByRole("row").nth(2)).toContainText("Paid", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(payments.getByRole("row")).toHaveText([/Status/, /^1.*Paid/, /^2.*Paid/, /^3.*Upcoming/]);
    await expect(page.getByText("Paid 198.00 € of 297.00 €")).toBeVisible();
    await snap(page, "manage-installments");
    const order = await publicOrder(request, orderToken(page));
    expect(order.rates.map((r) => r.state)).toEqual(["paid", "paid", "future"]);
  });
});
