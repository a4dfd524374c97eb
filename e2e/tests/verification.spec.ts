import { expect, type Page } from "@playwright/test";
import { test } from "./catalog-support.ts";
import { DEMO_PASSWORD, latestMailToken, uniqueEmail } from "./support.ts";

// Issue 13: a new seller verifies as an individual in test mode (the sandbox KYC provider) through
// every step in German, uploads a document, adds a bank account; the manager approves in English;
// the seller sees that they are legitimated.

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** A full-page screenshot in the test's output folder, to look at the screens in both languages. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("a new seller verifies, adds a bank account, the manager approves", async ({
  browser,
  manager,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { email, username } = uniqueEmail("verify");
  const signUp = await request.post("/api/v1/app/user", {
    data: {
      email,
      password: DEMO_PASSWORD,
      username,
      first_name: "Erika",
      last_name: "Mustermann",
      profile_type: "seller",
      locale: "de",
      company_size: "1-5",
      position: "founder",
      terms_accepted: true,
    },
  });
  expect(signUp.ok()).toBeTruthy();
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "de-DE" });
  const seller = await context.newPage();

  await test.step("Confirm the address and sign in (German)", async () => {
    const token = await latestMailToken(request, email, "confirmation");
    await seller.goto(`/email_logs/${token}`);
    await seller
      .getByRole("link", { name: /E-Mail-Adresse bestätigen/ })
      .first()
      .click();
    await seller.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).fill(email);
    await seller.getByRole("textbox", { name: "Passwort", exact: true }).fill(DEMO_PASSWORD);
    await seller.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(seller).toHaveURL(/\/cabinet$/);
  });

  await test.step("Head quarter and legal representative, in order", async () => {
    await expect(seller.getByRole("link", { name: "Verifizierung", exact: true })).toHaveAttribute(
      "href",
      "/cabinet/legitimation",
    );
    await seller.goto("/cabinet/legitimation");
    await expect(seller.getByTestId("legitimation-state")).toHaveText("Firmensitz");
    await shot(seller, "01-wizard-start-de");
    // Saving without the required fields names them.
    await seller.getByRole("button", { name: "Speichern und weiter" }).click();
    await expect(seller.getByText("Dieses Feld ist erforderlich.").first()).toBeVisible();
    await seller.getByRole("textbox", { name: "Straße" }).fill("Hauptstraße");
    await seller.getByRole("textbox", { name: "Hausnummer" }).fill("5");
    await seller.getByRole("textbox", { name: "PLZ" }).fill("10115");
    await seller.getByRole("textbox", { name: "Ort" }).fill("Berlin");
    await seller.getByRole("textbox", { name: "Telefon" }).fill("+49 30 1234567");
    await seller.getByRole("button", { name: "Speichern und weiter" }).click();
    await expect(seller.getByTestId("legitimation-state")).toHaveText("Gesetzlicher Vertreter");

    await seller.getByRole("textbox", { name: "Vorname" }).fill("Erika");
    await seller.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
    await seller.getByLabel("Geburtsdatum").fill("2015-04-12");
    await seller.getByRole("button", { name: "Speichern und weiter" }).click();
    await expect(seller.getByText("Du musst mindestens 18 Jahre alt sein.")).toBeVisible();
    await seller.getByLabel("Geburtsdatum").fill("1980-04-12");
    await seller.getByRole("button", { name: "Speichern und weiter" }).click();
    await expect(seller.getByTestId("legitimation-state")).toHaveText("Dokumente");
  });

  await test.step("Upload the identity document and ask for review", async () => {
    const row = seller.locator('tr[data-kind="id_from_front"]');
    const chooser = seller.waitForEvent("filechooser");
    await row.getByRole("button", { name: /hochladen/ }).click();
    await (await chooser).setFiles({ name: "ausweis.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(row.getByRole("link", { name: "ausweis.pdf" })).toBeVisible();
    await expect(row.getByText("Hochgeladen")).toBeVisible();
    await shot(seller, "02-documents-de");
    await seller.getByRole("button", { name: "Weiter", exact: true }).click();
    await seller.getByRole("button", { name: "Prüfung beantragen" }).click();
    // The sandbox provider checks the document; the page follows until it is registered.
    await expect(seller.getByTestId("legitimation-state")).toHaveText("Beim Anbieter registriert", {
      timeout: 30_000,
    });
    await shot(seller, "03-registered-de");
  });

  await test.step("Add a bank account (a wrong IBAN is named first)", async () => {
    await seller.goto("/cabinet/bank_accounts");
    await seller.getByRole("button", { name: "Bankkonto hinzufügen" }).click();
    const dialog = seller.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Kontoinhaber" }).fill("Erika Mustermann");
    await dialog.getByRole("textbox", { name: "IBAN" }).fill("DE89 3704 0044 0532 0130 01");
    await dialog.getByRole("textbox", { name: "BIC" }).fill("COBADEFFXXX");
    await dialog.getByRole("button", { name: "Bankkonto speichern" }).click();
    await expect(dialog.getByText("Bitte überprüfe die IBAN.")).toBeVisible();
    await shot(seller, "04-bank-account-error-de");
    await dialog.getByRole("textbox", { name: "IBAN" }).fill("DE89 3704 0044 0532 0130 00");
    await dialog.getByRole("button", { name: "Bankkonto speichern" }).click();
    await expect(dialog).toBeHidden();
    await expect(seller.getByRole("table").getByText("Aktiviert")).toBeVisible({ timeout: 20_000 });
    await expect(seller.getByText("DE89 **** 3000")).toBeVisible();
    await shot(seller, "05-bank-accounts-de");
  });

  await test.step("The manager approves (English)", async () => {
    await manager.goto("/admin");
    await expect(manager.getByTestId("waiting-legitimations")).toContainText("wait");
    await manager.goto(`/admin/bank_accounts/legitimations?query=${encodeURIComponent(email)}`);
    await expect(manager.getByRole("tab", { name: "Bank account legitimations" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await shot(manager, "06-admin-legitimations");
    await manager.getByRole("button", { name: `Open the verification of ${email}` }).click();
    const dialog = manager.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: "ausweis.pdf" })).toBeVisible();
    await shot(manager, "07-admin-review");
    await dialog.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(manager.getByText("Verification accepted.")).toBeVisible();
    await manager.getByRole("tab", { name: "Old legitimation view" }).click();
    await expect(manager.getByRole("table").getByText(email)).toBeVisible();
    await manager.getByRole("tab", { name: "Bank accounts", exact: true }).click();
    await shot(manager, "08-admin-bank-accounts");
  });

  await test.step("The seller sees that they are legitimated", async () => {
    await seller.goto("/cabinet/legitimation");
    await expect(seller.getByTestId("legitimation-state")).toHaveText("Legitimiert");
    await expect(seller.getByText(/Verifiziert am/)).toBeVisible();
    await shot(seller, "09-legitimated-de");
  });
  await context.close();
});
