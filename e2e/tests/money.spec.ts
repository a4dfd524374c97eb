import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { SELLER, signIn, test } from "./catalog-support.ts";
import { apiSignIn, MANAGER, saveLocale, switchToGerman } from "./support.ts";
import { advanceClock, CARDS, Checkout, checkoutUrl, DAY, newBuyer } from "./checkout-support.ts";

// Issue 13 "Checked by": the demo seller is verified (legitimation through its steps, a bank
// account, the manager's acceptance — through the API, as the verification journey does it in
// the browser), a sale is paid, the clock moves past the 14-day refund window, the weekly payout
// runs, and the seller sees it in the payout list, the statement and the transfers — in German.

const COURSE = "Sell Your First Digital Product";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok(response: Promise<APIResponse>, what: string) {
  const res = await response;
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The demo seller's legitimation and bank account, accepted by the manager, unless already so. */
async function verifyDemoSeller(request: APIRequestContext): Promise<void> {
  const seller = bearer((await apiSignIn(request, SELLER)).access_token);
  const current = await ok(request.get("/api/v1/cabinet/legitimation", { headers: seller }), "legitimation");
  if (current.legitimation?.step !== "legitimated") {
    await ok(
      request.put("/api/v1/cabinet/legitimation/head_quarter", {
        headers: seller,
        data: {
          legal_form: "individual",
          street: "Hauptstraße",
          street_number: "5",
          zip: "10115",
          city: "Berlin",
          country_code: "DE",
          phone: "+49 30 1234567",
        },
      }),
      "head quarter",
    );
    await ok(
      request.put("/api/v1/cabinet/legitimation/legal_representative", {
        headers: seller,
        data: { first_name: "Sabine", last_name: "Seller", birthday: "1980-04-12", nationality: "DE" },
      }),
      "legal representative",
    );
    const upload = await ok(
      request.post("/api/v1/cabinet/files?purpose=kyc_document", {
        headers: seller,
        multipart: { file: { name: "id-front.pdf", mimeType: "application/pdf", buffer: PDF } },
      }),
      "upload",
    );
    await ok(
      request.post("/api/v1/cabinet/legitimation/documents", {
        headers: seller,
        data: { kind: "id_from_front", file_id: upload.file.id },
      }),
      "document",
    );
    await ok(request.post("/api/v1/cabinet/legitimation/request_review", { headers: seller }), "review");
    await expect
      .poll(
        async () =>
          (await ok(request.get("/api/v1/cabinet/legitimation", { headers: seller }), "step")).legitimation
            .step,
        {
          timeout: 20_000,
        },
      )
      .toBe("registered");
    const submitted = await ok(
      request.get("/api/v1/cabinet/legitimation", { headers: seller }),
      "legitimation",
    );
    const manager = bearer((await apiSignIn(request, MANAGER)).access_token);
    await ok(
      request.post(`/api/v1/admin/legitimations/${submitted.legitimation.id}/accept`, { headers: manager }),
      "accept",
    );
  }
  const accounts = await ok(
    request.get("/api/v1/cabinet/bank_accounts", { headers: seller }),
    "bank accounts",
  );
  if (!accounts.list.some((a: { state: string }) => a.state === "activated")) {
    await ok(
      request.post("/api/v1/cabinet/bank_accounts", {
        headers: seller,
        data: {
          owner_name: "Sabine Seller",
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
          (await ok(request.get("/api/v1/cabinet/bank_accounts", { headers: seller }), "accounts")).list.some(
            (a: { state: string }) => a.state === "activated",
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
  }
}

test("a paid sale is paid out after the refund window and shows in payouts, statement and transfers", async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);

  await test.step("The seller is verified with an activated bank account", async () => {
    await verifyDemoSeller(request);
  });

  await test.step("A buyer pays for the course by card", async () => {
    const checkout = new Checkout(page);
    await checkout.open(await checkoutUrl(request, "course"), COURSE);
    await checkout.fillBuyer(newBuyer("payout"));
    await checkout.card(CARDS.success);
    await checkout.acceptTerms();
    await checkout.buyButton("Pay 297.00 €").click();
    await expect(page).toHaveURL(/\/upsell$/);
  });

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "en-US" });
  const seller = await context.newPage();
  try {
    await test.step("Inside the refund window the sale is pending, and the seller switches to German", async () => {
      await signIn(seller, SELLER, /\/cabinet$/);
      await switchToGerman(seller);
      await seller.getByRole("link", { name: "Auszahlungen", exact: true }).first().click();
      await expect(seller).toHaveURL(/\/cabinet\/payouts$/);
      await expect(seller.getByRole("heading", { level: 1, name: "Auszahlungen" })).toBeVisible();
      await expect(seller.getByText("Ausstehend (14 Tage Erstattungsfrist)").first()).toBeVisible();
      await seller.screenshot({ path: testInfo.outputPath("01-pending-de.png"), fullPage: true });
    });

    await test.step("A weekly payout on Mondays: due every day of the week from Monday on", async () => {
      await seller.getByRole("link", { name: "Einstellungen", exact: true }).click();
      await expect(seller).toHaveURL(/\/cabinet\/payouts_settings$/);
      await seller.getByRole("combobox", { name: "Rhythmus" }).click();
      await seller.getByRole("option", { name: "Wöchentlich" }).click();
      await seller.getByRole("combobox", { name: "Wochentag" }).click();
      await seller.getByRole("option", { name: "Montag" }).click();
      await seller.getByRole("button", { name: "Speichern" }).click();
      await expect(seller.getByText("Auszahlungseinstellungen gespeichert.")).toBeVisible();
    });

    await test.step("After the refund window the ticker pays it out; the sandbox reports it paid", async () => {
      await advanceClock(request, 15 * DAY);
      // The ticker (every 2 s here) makes the payout, the sandbox reports it paid 3 s later.
      const api = bearer((await apiSignIn(request, SELLER)).access_token);
      await expect
        .poll(
          async () => {
            const res = await ok(request.get("/api/v1/cabinet/payouts", { headers: api }), "payouts");
            return (
              res.list[0]?.state ??
              JSON.stringify(
                await ok(request.get("/api/v1/cabinet/payouts_balance", { headers: api }), "balance"),
              )
            );
          },
          { timeout: 60_000, intervals: [1_000] },
        )
        .toBe("successful");
      // The access token expired with the jump; the app renews it with the refresh token (30 days).
      // The API already answers "successful", so one fresh load shows it. No reload loop: a reload
      // that cuts off the app's token renewal would send the rotated refresh token again, which
      // the server takes for a stolen token and ends the session.
      await seller.goto("/cabinet/payouts");
      const rows = seller.getByRole("table").getByRole("row");
      await expect(rows.filter({ hasText: "Erfolgreich" }).first()).toBeVisible({ timeout: 20_000 });
      await expect(rows.filter({ hasText: "Erfolgreich" }).first()).toContainText("DE89 **** 3000");
      await seller.screenshot({ path: testInfo.outputPath("02-paid-out-de.png"), fullPage: true });
    });

    await test.step("The statement shows the sale, its fees and the payout; the transfer is paid out", async () => {
      await seller.getByRole("link", { name: "Kontoauszug", exact: true }).click();
      await expect(seller).toHaveURL(/\/cabinet\/payouts_statement/);
      const table = seller.getByRole("table");
      // Newest first: the demo seller's seeded sales are there too; the course's 297.00 among them.
      await expect(
        table.getByRole("row").filter({ hasText: "Verkauf" }).filter({ hasText: "297,00" }).first(),
      ).toBeVisible();
      await expect(table.getByRole("row").filter({ hasText: "Auszahlung" }).first()).toBeVisible();
      await seller.getByRole("link", { name: "Transfers", exact: true }).first().click();
      await expect(seller).toHaveURL(/\/cabinet\/transfers/);
      await expect(
        seller.getByRole("table").getByRole("row").filter({ hasText: "Ausgezahlt" }).first(),
      ).toBeVisible();
      await seller.screenshot({ path: testInfo.outputPath("03-transfers-de.png"), fullPage: true });
    });
  } finally {
    await saveLocale(request, SELLER, "en");
    await context.close();
  }
});
