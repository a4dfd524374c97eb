import { expect, type APIRequestContext, type APIResponse, type Browser, type Page } from "@playwright/test";
import { SELLER, signIn, test, uniqueName } from "./catalog-support.ts";
import {
  apiSignIn,
  DEMO_PASSWORD,
  latestMailToken,
  MANAGER,
  switchToGerman,
  uniqueEmail,
} from "./support.ts";
import {
  advanceClock,
  CARDS,
  Checkout,
  DAY,
  expectThanks,
  newBuyer,
  orderToken,
  publicOrder,
  shop,
  snap,
} from "./checkout-support.ts";

// Issue 14 "Checked by": a seller creates a two-stage program; publisher A asks to join from the
// marketplace and the seller accepts; A copies the recruit link from "My programs" and publisher B
// joins from the program's landing page it opens, recruited by A; B's affiliate
// link brings a buyer who pays the course in three installments; the clock moves a month for the
// second rate; B and A (in German) see their commissions for both rates and the statistics
// charts; the seller refunds the second rate, which claws its commissions back; B is verified
// and, once the refund window has passed, the weekly payout pays B rate 1's commission.
// Money: 99.00 € per rate, stage 1 (B) 10 % = 9.90 €, stage 2 (A) 5 % = 4.95 € per rate.

const COURSE = "Sell Your First Digital Product";
// A step that waits fails in 20 s with what it waited for, not at the journey's end.
test.use({ actionTimeout: 20_000 });

interface Publisher {
  page: Page;
  email: string;
  id: number;
  firstName: string;
}

/** A new publisher: signed up through the API, the address confirmed from the mail in their own browser, signed in. */
async function newPublisher(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
  firstName: string,
): Promise<Publisher> {
  const { email, username } = uniqueEmail(prefix);
  const res = await request.post("/api/v1/app/user", {
    data: {
      email,
      username,
      password: DEMO_PASSWORD,
      first_name: firstName,
      last_name: "Publisher",
      profile_type: "publisher",
      terms_accepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { user: { id: number } }).user.id;
  // The copy buttons write the links to the clipboard, where the journey reads them back.
  const context = await browser.newContext({
    baseURL,
    locale: "en-US",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  const token = await latestMailToken(request, email, "confirmation");
  await page.goto(`/email_logs/${token}`);
  await page
    .getByRole("region", { name: "Links in this email" })
    .getByRole("link", { name: "Confirm email address" })
    .click();
  await expect(page.getByText("Your email address is confirmed. You can sign in now.")).toBeVisible();
  await signIn(page, email, /\/publish/);
  return { page, email, id, firstName };
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok(response: Promise<APIResponse>, what: string) {
  const res = await response;
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * A publisher verified like a seller before the first payout (the legitimation steps under
 * /publish, the manager's acceptance) with an activated bank account — through the API, as the
 * payout journey does it for the seller; the verification journey covers the screens.
 */
async function verifyPublisher(request: APIRequestContext, email: string): Promise<void> {
  const me = bearer((await apiSignIn(request, email)).access_token);
  const base = "/api/v1/publish";
  await ok(
    request.put(`${base}/legitimation/head_quarter`, {
      headers: me,
      data: {
        legal_form: "individual",
        street: "Lindenstraße",
        street_number: "7",
        zip: "10969",
        city: "Berlin",
        country_code: "DE",
        phone: "+49 30 7654321",
      },
    }),
    "head quarter",
  );
  await ok(
    request.put(`${base}/legitimation/legal_representative`, {
      headers: me,
      data: { first_name: "Ben", last_name: "Publisher", birthday: "1988-02-03", nationality: "DE" },
    }),
    "legal representative",
  );
  const upload = await ok(
    request.post(`${base}/files?purpose=kyc_document`, {
      headers: me,
      multipart: { file: { name: "id-front.pdf", mimeType: "application/pdf", buffer: PDF } },
    }),
    "upload",
  );
  await ok(
    request.post(`${base}/legitimation/documents`, {
      headers: me,
      data: { kind: "id_from_front", file_id: upload.file.id },
    }),
    "document",
  );
  await ok(request.post(`${base}/legitimation/request_review`, { headers: me }), "review");
  await expect
    .poll(
      async () => (await ok(request.get(`${base}/legitimation`, { headers: me }), "step")).legitimation.step,
      {
        timeout: 20_000,
      },
    )
    .toBe("registered");
  const submitted = await ok(request.get(`${base}/legitimation`, { headers: me }), "legitimation");
  const manager = bearer((await apiSignIn(request, MANAGER)).access_token);
  await ok(
    request.post(`/api/v1/admin/legitimations/${submitted.legitimation.id}/accept`, { headers: manager }),
    "accept",
  );
  await ok(
    request.post(`${base}/bank_accounts`, {
      headers: me,
      data: {
        owner_name: "Ben Publisher",
        iban: "DE89 3704 0044 0532 0130 00",
        bic: "COBADEFFXXX",
        country: "DE",
        currency: "eur",
      },
    }),
    "bank account",
  );
  await expect
    .poll(
      async () =>
        (await ok(request.get(`${base}/bank_accounts`, { headers: me }), "accounts")).list.some(
          (a: { state: string }) => a.state === "activated",
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The seller accepts a publisher's request on /cabinet/affiliate_nodes. */
async function acceptRequest(seller: Page, email: string): Promise<void> {
  await seller.goto("/cabinet/affiliate_nodes");
  await expect(seller.getByRole("tab", { name: "Publishers", selected: true })).toBeVisible();
  await seller.getByRole("searchbox", { name: "Search name or email" }).fill(email);
  const row = seller.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Requested");
  await row.getByRole("button", { name: `Actions for ${email}` }).click();
  await seller.getByRole("menuitem", { name: "Accept" }).click();
  const dialog = seller.getByRole("dialog", { name: "Accept this publisher?" });
  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(seller.getByText(`${email} is now active.`)).toBeVisible();
  await expect(row).toContainText("Active");
}

test("a two-stage program: A recruits B, B's buyer pays two installments, both earn, a refund claws back, B is paid out", async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL!;
  const programName = uniqueName("Partner program");
  let programId = 0;

  await test.step("The seller creates a two-stage program listed in the marketplace", async () => {
    await signIn(page, SELLER, /\/cabinet$/);
    await page.goto("/cabinet/affiliate_programs");
    await expect(page.getByRole("heading", { level: 1, name: "Affiliate programs" })).toBeVisible();
    await page.getByRole("link", { name: "New program" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "New affiliate program" })).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(programName);
    await page.getByRole("switch", { name: /^Listed in the marketplace/ }).check();
    // Segmented controls: their radios are hidden behind the labels a person clicks.
    await page.getByRole("radiogroup", { name: "Form" }).getByText("Multiple stages").click();
    await page.getByRole("textbox", { name: "Stage 1" }).fill("10");
    await page.getByRole("textbox", { name: "Stage 2" }).fill("5");
    await page.getByRole("radiogroup", { name: "Commission duration" }).getByText("Lifetime").click();
    await page.getByRole("button", { name: "Create program" }).click();
    await expect(page.getByText(`${programName} created.`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: programName })).toBeVisible();
    programId = Number(/affiliate_programs\/(\d+)/.exec(page.url())?.[1]);
    expect(programId).toBeGreaterThan(0);
    await snap(page, "01-seller-program", false);
  });

  const a = await newPublisher(browser, request, baseURL, "pub-a", "Anna");
  const b = await newPublisher(browser, request, baseURL, "pub-b", "Ben");

  await test.step("Publisher A asks to join from the marketplace; the seller accepts", async () => {
    await a.page.goto("/publish/affiliate_marketplace");
    await a.page.getByRole("searchbox").first().fill(programName);
    await a.page.getByRole("link", { name: programName }).click();
    await expect(a.page.getByRole("heading", { level: 1, name: programName })).toBeVisible();
    // The program's text offers the join button where the seller put {buttons}.
    await a.page
      .getByRole("region", { name: "About the program" })
      .getByRole("button", { name: "Request to join" })
      .click();
    await acceptRequest(page, a.email);
  });

  let recruitLink = "";
  let affiliateLinkB = "";
  await test.step("A copies the recruit link; B joins through it; the seller accepts B", async () => {
    await a.page.getByRole("link", { name: "My programs" }).click();
    const row = a.page.getByRole("row").filter({ hasText: programName });
    await row.getByRole("button", { name: "Copy Recruit link" }).click();
    recruitLink = await a.page.evaluate(() => navigator.clipboard.readText());
    expect(recruitLink).toContain(`/affiliate_programs/${programId}?recruiter=${a.id}`);
    // B, signed in, opens the link A shared: the program's public landing page.
    await b.page.goto(recruitLink);
    await expect(b.page.getByRole("heading", { level: 1, name: programName })).toBeVisible();
    await b.page.getByRole("button", { name: "Join as publisher" }).first().click();
    await acceptRequest(page, b.email);
    await b.page.goto(`/publish/affiliate_marketplace/${programId}`);
    affiliateLinkB = await b.page.getByRole("textbox", { name: "Affiliate link" }).inputValue();
    expect(affiliateLinkB).toContain(`/aff/${programId}/${b.id}`);
  });

  let token = "";
  const buyer = newBuyer("affbuyer");
  await test.step("B's affiliate link brings a buyer who pays the first of three installments", async () => {
    const { products } = await shop(request);
    const course = products.find((p) => p.internal_name === "DEMO-COURSE")!;
    const context = await browser.newContext({ baseURL, locale: "en-US" });
    const buyerPage = await context.newPage();
    const url = new URL(affiliateLinkB);
    await buyerPage.goto(`${url.pathname}?product_id=${course.id}`);
    await expect(buyerPage.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
    await buyerPage.waitForLoadState("networkidle");
    const checkout = new Checkout(buyerPage);
    await buyerPage.getByRole("radio", { name: /^3 installments/ }).check();
    await checkout.fillBuyer(buyer);
    await checkout.card(CARDS.success);
    await checkout.acceptTerms();
    await checkout.buyButton("Pay 99.00 €").click();
    await buyerPage.getByRole("button", { name: "No, thanks", exact: true }).click();
    await expectThanks(buyerPage, buyer);
    token = orderToken(buyerPage);
    await context.close();
  });

  // The server's test clock; the browsers follow it, so their periods ("last 90 days") end today.
  let serverNow = "";
  await test.step("A month later the second rate is charged", async () => {
    serverNow = (await advanceClock(request, 32 * DAY)).now;
    await expect
      .poll(async () => (await publicOrder(request, token)).rates.map((r) => r.state), { timeout: 30_000 })
      .toEqual(["paid", "paid", "future"]);
  });

  await test.step("B sees the commissions of both rates and the statistics chart", async () => {
    // A month passed on the test clock: the sessions (30 days) ended, everyone signs in again.
    for (const p of [page, a.page, b.page]) await p.clock.setSystemTime(new Date(serverNow));
    await signIn(b.page, b.email, /\/publish/);
    await b.page.getByRole("link", { name: "Orders", exact: true }).click();
    await expect(b.page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    // One row per commission, newest first: rate 2 and rate 1, 10 % of 99.00 € each.
    const rows = b.page.getByRole("table").getByRole("row").filter({ hasText: programName });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(/Your sale\s*#2\s*99\.00 €\s*9\.90 €/);
    await expect(rows.nth(1)).toContainText(/Your sale\s*#1\s*99\.00 €\s*9\.90 €/);
    await snap(b.page, "02-publisher-b-orders", false);
    await b.page.getByRole("link", { name: "Statistics", exact: true }).click();
    await expect(b.page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
    await b.page.getByText("90 days", { exact: true }).click();
    // One click on B's link, one sale, both rates' commissions; and the charts over time.
    await expect(b.page.getByRole("main")).toContainText(
      /Clicks\s*1\s*Sales\s*1\s*Conversion\s*100 %\s*Commissions\s*19\.80 €/,
    );
    await expect(b.page.locator(".recharts-surface")).toHaveCount(3);
    await snap(b.page, "04-publisher-b-statistics", false);
  });

  await test.step("A, in German, sees the stage-2 commissions of both rates and the chart", async () => {
    await signIn(a.page, a.email, /\/publish/);
    // The start page has loaded what it shows before the menu opens (it would close on a re-render).
    await a.page.waitForLoadState("networkidle");
    await switchToGerman(a.page);
    await a.page.getByRole("link", { name: "Bestellungen", exact: true }).click();
    await expect(a.page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
    // Stage 2: 5 % of each rate for having recruited B.
    const rows = a.page.getByRole("table").getByRole("row").filter({ hasText: programName });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(/#2\s*99,00 €\s*4,95 €/);
    await expect(rows.nth(1)).toContainText(/#1\s*99,00 €\s*4,95 €/);
    await snap(a.page, "03-publisher-a-orders-de", false);
    await a.page.getByRole("link", { name: "Statistiken", exact: true }).click();
    await expect(a.page.getByRole("heading", { level: 1, name: "Statistiken" })).toBeVisible();
    await a.page.getByText("90 Tage", { exact: true }).click();
    // A brought no click or sale of their own; the recruit's sale earned stage 2 on both rates.
    await expect(a.page.getByRole("main")).toContainText(/Provisionen\s*9,90 €/);
    await expect(a.page.locator(".recharts-surface")).toHaveCount(3);
    await snap(a.page, "05-publisher-a-statistics-de", false);
  });

  await test.step("The seller refunds the second rate in the cabinet", async () => {
    await signIn(page, SELLER, /\/cabinet$/);
    await page.getByRole("link", { name: "Orders", exact: true }).click();
    await page.getByRole("searchbox", { name: "Payer, email, order no. or token" }).fill(buyer.email);
    const row = page.getByRole("row").filter({ hasText: buyer.email });
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: COURSE }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    const rates = page.getByRole("table", { name: "Payment schedule" });
    await rates.getByRole("button", { name: "Refund rate 2", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Refund rate 2" });
    const amount = dialog.getByRole("textbox", { name: "Amount to refund" });
    await amount.fill("99.00");
    await amount.blur();
    await dialog.getByRole("button", { name: "Refund 99.00 €", exact: true }).click();
    await expect(page.getByText("99.00 € refunded.")).toBeVisible();
  });

  await test.step("The refund claws back rate 2's commissions of A and B", async () => {
    await b.page.getByRole("link", { name: "Orders", exact: true }).click();
    const rows = b.page.getByRole("table").getByRole("row").filter({ hasText: programName });
    await expect(rows).toHaveCount(2);
    // The list may still hold what it showed before the refund: load it again until it shows.
    await expect(async () => {
      await b.page.reload();
      await expect(rows.nth(0)).toContainText(/#2\s*99\.00 €\s*0\.00 €\s*9\.90 € clawed back/, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(rows.nth(1)).toContainText(/#1\s*99\.00 €\s*9\.90 €/);
    await snap(b.page, "06-publisher-b-clawed-back", false);
  });

  await test.step("B is verified; after the refund window the weekly payout pays out rate 1's 9.90 €", async () => {
    await verifyPublisher(request, b.email);
    await b.page.getByRole("link", { name: "Payout settings", exact: true }).click();
    await b.page.getByRole("combobox", { name: "Schedule" }).click();
    await b.page.getByRole("option", { name: "Weekly" }).click();
    await b.page.getByRole("combobox", { name: "Weekday" }).click();
    await b.page.getByRole("option", { name: "Monday" }).click();
    await b.page.getByRole("button", { name: "Save" }).click();
    await expect(b.page.getByText("Payout settings saved.")).toBeVisible();
    // Rate 2's commission, clawed back, still counts as pending inside its 14-day refund window and
    // the refund's deduction takes from the available part first: nothing is paid out yet.
    const held = await ok(
      request.get("/api/v1/publish/payouts_held_reasons", {
        headers: bearer((await apiSignIn(request, b.email)).access_token),
      }),
      "held",
    );
    expect(held.reasons.map((r: { code: string }) => r.code)).toEqual(["below_minimum"]);
    // Past the window the weekly payout is due: the ticker (every 2 s here) pays it out, the
    // sandbox reports it paid 3 s later.
    await advanceClock(request, 15 * DAY);
    const me = bearer((await apiSignIn(request, b.email)).access_token);
    await expect
      .poll(
        async () => {
          const res = await ok(request.get("/api/v1/publish/payouts", { headers: me }), "payouts");
          const payouts = res.list.map((p: { state: string; amount: number }) => `${p.state} ${p.amount}`);
          if (payouts.length > 0) return payouts;
          // Nothing yet: why, as the balance page would say (shown if it never comes).
          const held = await ok(request.get("/api/v1/publish/payouts_held_reasons", { headers: me }), "held");
          const balance = await ok(
            request.get("/api/v1/publish/payouts_balance", { headers: me }),
            "balance",
          );
          return [JSON.stringify({ held, balance })];
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toEqual(["successful 990"]);
    // One fresh load: the app renews its expired access token on the way.
    await b.page.clock.setSystemTime(Date.parse(serverNow) + 15 * DAY * 1000);
    await b.page.goto("/publish/payouts");
    const rows = b.page.getByRole("table").getByRole("row");
    await expect(rows.filter({ hasText: "Successful" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Successful" })).toContainText("9.90 €");
    await snap(b.page, "07-publisher-b-payout", false);
  });
});
