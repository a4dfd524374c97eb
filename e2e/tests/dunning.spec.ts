import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  advanceClock,
  Checkout,
  checkoutUrl,
  DAY,
  expectThanks,
  newBuyer,
  ORDER_PAGE,
  sellerSession,
  snap,
} from "./checkout-support.ts";
import { FULFILMENT_TEXTS, mailLink, mailText, openMail } from "./fulfilment-support.ts";
import { SELLER, signIn } from "./catalog-support.ts";
import { saveLocale, switchToGerman } from "./support.ts";

// Issue 13 "Checked by" (dunning): a rate fails (the sandbox card whose later charges fail), the
// clock is moved, the buyer gets the reminders by the seller's schedule, pays from the reminder's
// link, and the claim ends as paid with access back. The seller reads the claim in German.

const COURSE = "Sell Your First Digital Product";
/** The sandbox card whose first charge succeeds and whose later off-session charges fail. */
const FAILS_LATER = "4000 0000 0000 0341";
const PAUSED = /downloads, license keys and courses are paused until it is paid/;

async function saveDunning(request: APIRequestContext) {
  const { token } = await sellerSession(request);
  const headers = { authorization: `Bearer ${token}` };
  const dunning = await request.put("/api/v1/cabinet/settings/dunning", {
    headers,
    data: {
      strategy: "dunning_inkasso",
      schedule: { first_days: 1, second_days: 3, third_days: 3, inkasso_days: 10 },
      fees: { first_fee: 0, second_fee: 250, third_fee: 500 },
    },
  });
  expect(dunning.ok(), await dunning.text()).toBeTruthy();
  const access = await request.put("/api/v1/cabinet/settings/access", {
    headers,
    data: { unpaid_access: "suspend", grace_days: 0 },
  });
  expect(access.ok(), await access.text()).toBeTruthy();
}

test("dunning: reminders by schedule, paid from the reminder's link, the claim ends and access returns", async ({
  page,
  request,
}) => {
  // A purchase, five clock moves, mails, a second browser for the seller and a payment.
  test.setTimeout(240_000);
  await saveDunning(request);
  const buyer = newBuyer("dunning");
  const checkout = new Checkout(page);
  await checkout.open(await checkoutUrl(request, "course"), COURSE);
  await page.getByRole("radio", { name: /^3 installments/ }).check();
  await checkout.fillBuyer(buyer);
  await checkout.card(FAILS_LATER);
  await checkout.acceptTerms();
  await checkout.buyButton("Pay 99.00 €").click();
  await expect(page).toHaveURL(/\/upsell$/);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: FULFILMENT_TEXTS.en.decline, exact: true }).click();
  await expectThanks(page, buyer);

  await test.step("the second rate's charge fails when it falls due", async () => {
    await advanceClock(request, 32 * DAY);
  });

  await test.step("a day later: the first reminder, with the open amount and the pay link", async () => {
    await advanceClock(request, DAY + 60);
    await openMail(page, request, buyer.email, "dunning_first_email");
    await expect(page.getByRole("heading", { level: 1, name: `Payment reminder: ${COURSE}` })).toBeVisible();
    const text = await mailText(page);
    await expect(text).toContainText("Open amount: 99.00 €");
    await expect(text).toContainText("Reminder fees: 0.00 €");
    await snap(page, "dunning-first-reminder");
  });

  await test.step("three days later: the second reminder adds its fee", async () => {
    await advanceClock(request, 3 * DAY + 60);
    await openMail(page, request, buyer.email, "dunning_second_email");
    const text = await mailText(page);
    await expect(text).toContainText("Reminder fees: 2.50 €");
    await expect(text).toContainText("Total due: 101.50 €");
  });

  await test.step("the seller sees the claim in German", async () => {
    const context = await page.context().browser()!.newContext({ locale: "en-US" });
    const seller = await context.newPage();
    await signIn(seller, SELLER, /\/cabinet/);
    await switchToGerman(seller);
    await seller.goto("/cabinet/dunning");
    await expect(seller.getByRole("heading", { level: 1, name: "Mahnwesen und Inkasso" })).toBeVisible();
    const row = seller.getByRole("row").filter({ hasText: buyer.email });
    await expect(row).toContainText("Zweite Mahnung");
    await expect(row).toContainText("2,50 €");
    await row.getByRole("link", { name: /^#\d+$/ }).click();
    await expect(seller.getByRole("region", { name: "Verlauf" }).getByRole("row")).toHaveText([
      /Wann/,
      /Erste Erinnerung.*Zeitplan/,
      /Zweite Mahnung.*Zeitplan.*2,50 €/,
    ]);
    await snap(seller, "dunning-claim-de");
    await saveLocale(request, SELLER, "en");
    await context.close();
  });

  await test.step("the buyer pays the open rate and the reminder fees from the reminder's link", async () => {
    await openMail(page, request, buyer.email, "dunning_second_email");
    await mailLink(page, "Pay the open amount").click();
    await expect(page).toHaveURL(ORDER_PAGE("/manage"));
    const manage = page.url();
    // While the rate is overdue the seller's setting pauses the course (issue 5, grace 0 days).
    await page.goto(manage.replace(/\/manage$/, "/deliveries"));
    await expect(page.getByText(PAUSED)).toBeVisible();
    await page.goto(manage);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Change payment method", exact: true }).click();
    await checkout.card("4242 4242 4242 4242");
    // One payment: the open rate plus the fees the second reminder showed.
    await expect(
      page.getByText("Charged now: 99.00 € open payment + 2.50 € dunning fees = 101.50 €"),
    ).toBeVisible();
    await snap(page, "dunning-pay-with-fees");
    await page.getByRole("button", { name: "Pay 101.50 € now", exact: true }).click();
    await expect(page.getByText("Your payment method was updated.")).toBeVisible();
    const payments = page.getByRole("table", { name: "Payments" });
    await expect(payments.getByRole("row").nth(2)).toContainText("Paid");
  });

  await test.step("the claim ends as paid and the course is open again", async () => {
    const { token } = await sellerSession(request);
    await expect
      .poll(async () => {
        await advanceClock(request, 1);
        const res = await request.get("/api/v1/cabinet/dunning/claims", {
          params: { query: buyer.email },
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { list: { outcome_status: string | null }[] };
        return body.list[0]?.outcome_status;
      })
      .toBe("paid");
    // The paying charge took 101.50 €: the claim's paid event names the 2.50 € of fees it collected.
    const claims = await request.get("/api/v1/cabinet/dunning/claims", {
      params: { query: buyer.email },
      headers: { authorization: `Bearer ${token}` },
    });
    const [claim] = ((await claims.json()) as { list: { id: number }[] }).list;
    const detail = await request.get(`/api/v1/cabinet/dunning/claims/${claim!.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.status()).toBe(200);
    const { claim: shown } = (await detail.json()) as {
      claim: { events: { kind: string; outcome: string; fee: number }[] };
    };
    expect(shown.events.find((e) => e.kind === "outcome")).toMatchObject({ outcome: "paid", fee: 250 });
    await page.goto(page.url().replace(/\/manage$/, "/deliveries"));
    await expect(page.getByRole("heading", { level: 1, name: FULFILMENT_TEXTS.en.purchase })).toBeVisible();
    await expect(page.getByText(PAUSED)).toHaveCount(0);
    await snap(page, "dunning-access-back");
  });
});
