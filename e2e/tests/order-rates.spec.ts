import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { SELLER, signIn, test } from "./catalog-support.ts";
import { CARDS, Checkout, checkoutUrl, expectThanks, newBuyer, sellerSession } from "./checkout-support.ts";
import { saveLocale, switchToGerman } from "./support.ts";

// Issue 13, money lists: a buyer pays the first of three installments; the seller finds the three
// rates on /cabinet/order_rates (rate n of 3, states), filters the upcoming ones, and in German
// picks two order CSV columns whose export then has a decimal comma.

const COURSE = "Sell Your First Digital Product";

test("the seller sees an order's rates and exports the order CSV with chosen columns in German", async ({
  page,
  browser,
  request,
}) => {
  const buyer = newBuyer("ratelist");
  const checkout = new Checkout(page);
  await checkout.open(await checkoutUrl(request, "course"), COURSE);
  await page.getByRole("radio", { name: /^3 installments/ }).check();
  await checkout.fillBuyer(buyer);
  await checkout.card(CARDS.success);
  await checkout.acceptTerms();
  await checkout.buyButton("Pay 99.00 €").click();
  await page.getByRole("button", { name: "No, thanks", exact: true }).click();
  await expectThanks(page, buyer);

  const seller = await (await browser.newContext()).newPage();
  try {
    await signIn(seller, SELLER, /\/cabinet$/);
    await seller.getByRole("link", { name: "Order rates" }).click();
    await expect(seller.getByRole("heading", { name: "Order rates", level: 1 })).toBeVisible();
    await seller.goto(`/cabinet/order_rates?query=${encodeURIComponent(buyer.email)}`);
    const table = seller.getByRole("table", { name: "Order rates" });
    await expect(table.getByRole("row")).toHaveText([
      /Order/,
      /1 of 3.*99\.00 €.*Paid/,
      /2 of 3.*99\.00 €.*Upcoming/,
      /3 of 3.*99\.00 €.*Upcoming/,
    ]);
    await seller.goto(`/cabinet/order_rates?query=${encodeURIComponent(buyer.email)}&state=future`);
    await expect(table.getByRole("row")).toHaveText([/Order/, /2 of 3.*Upcoming/, /3 of 3.*Upcoming/]);

    await switchToGerman(seller);
    await seller.goto(`/cabinet/orders?query=${encodeURIComponent(buyer.email)}`);
    await seller.getByRole("button", { name: "CSV-Spalten" }).click();
    const dialog = seller.getByRole("dialog", { name: "Spalten der Bestell-CSV" });
    await dialog.getByRole("button", { name: "Leeren" }).click();
    await dialog.getByRole("checkbox", { name: "id", exact: true }).check();
    await dialog.getByRole("checkbox", { name: "total", exact: true }).check();
    await dialog.getByRole("button", { name: "Spalten speichern" }).click();
    await expect(dialog).toBeHidden();
    // The export runs as a job: its dialog shows the progress, then offers the file.
    await seller.getByRole("button", { name: "CSV exportieren" }).click();
    const progress = seller.getByRole("dialog", { name: "Export läuft" });
    const started = seller.waitForEvent("download");
    await progress.getByRole("button", { name: "Herunterladen" }).click();
    const file = await started;
    const csv = await readFile(await file.path(), "utf8");
    expect(csv).toMatch(/^id;total\r\n\d+;297,00\r\n$/);
  } finally {
    // Later journeys expect the demo seller in English with every CSV column.
    await saveLocale(request, SELLER, "en");
    const { token } = await sellerSession(request);
    const headers = { authorization: `Bearer ${token}` };
    const settings = await (await request.get("/api/v1/cabinet/orders/csv_settings", { headers })).json();
    await request.put("/api/v1/cabinet/orders/csv_settings", {
      headers,
      data: { columns: (settings as { available: string[] }).available },
    });
  }
});
