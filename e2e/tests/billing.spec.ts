import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { SELLER, signIn, test } from "./catalog-support.ts";
import { newBuyer, sellerSession, snap } from "./checkout-support.ts";
import {
  buy,
  DEMO,
  download,
  LESSONS,
  mailText,
  MODULES,
  openCourse,
  pdfText,
  reloadUntil,
  signInFromMail,
} from "./fulfilment-support.ts";
import { saveLocale, switchToGerman } from "./support.ts";

// Issue 5 "Checked by" for billing and quizzes: a purchase's invoice corrected by the seller (a
// cancelling credit memo and a corrected invoice, linked in the list, mailed to the buyer with the
// PDFs), the number formats with their live preview in German, and a lesson's quiz answered
// wrongly, then rightly, graded with the seller's note and still graded after a reload.

const TEST_INVOICE = /^TEST-RE-\d{4}-\d{5}$/;
const TEST_CREDIT_MEMO = /^TEST-GS-\d{4}-\d{5}$/;

/** The invoice list's rows of one buyer, searched for by email as a seller does. */
async function searchInvoices(page: Page, email: string): Promise<Locator> {
  await page.getByRole("searchbox", { name: "Number, buyer or email" }).fill(email);
  await expect(page).toHaveURL(/[?&]query=/);
  return page
    .getByRole("table", { name: "Invoices and reversals" })
    .getByRole("row")
    .filter({ hasText: email });
}

/** The row of the document with this number (other rows name it too: "reverses …", "corrects …"). */
function documentRow(rows: Locator, number: string): Locator {
  return rows.filter({ has: rows.page().getByText(number, { exact: true }) });
}

/** The demo seller's number formats back to the defaults, should the journey stop half-way. */
async function defaultNumberFormats(request: APIRequestContext): Promise<void> {
  const { token } = await sellerSession(request);
  const res = await request.put("/api/v1/cabinet/settings/invoices", {
    data: { invoice_number_format: "RE-{YYYY}-{NNNNN}", credit_memo_number_format: "GS-{YYYY}-{NNNNN}" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test.describe("billing journeys", () => {
  test("invoice correction: the seller adds the buyer's company; memo and corrected invoice are linked, mailed and printed; number formats in German", async ({
    page,
    browser,
    manager,
    request,
  }) => {
    const buyer = newBuyer("invoice");
    await buy(page, request, "download", buyer);

    // The seller finds the purchase's invoice: the billing job issues it moments after the payment.
    const context = await browser.newContext({ locale: "en-US" });
    const seller = await context.newPage();
    try {
      await signIn(seller, SELLER, /\/cabinet$/);
      await seller
        .getByRole("navigation")
        .getByRole("link", { name: "Invoices and reversals", exact: true })
        .click();
      await expect(seller.getByRole("heading", { level: 1, name: "Invoices and reversals" })).toBeVisible();
      const rows = await searchInvoices(seller, buyer.email);
      await reloadUntil(seller, () => expect(rows).toHaveCount(1, { timeout: 1_000 }));
      const number = (await rows.getByText(TEST_INVOICE).textContent())!;
      await expect(rows).toContainText(`${buyer.firstName} ${buyer.lastName}`);
      await expect(rows).toContainText(DEMO.download.price.en);

      // The correction form starts from the invoice's buyer; a business needs its company.
      await rows.getByRole("button", { name: `Correct ${number}`, exact: true }).click();
      const dialog = seller.getByRole("dialog", { name: `Correct invoice ${number}` });
      const field = (name: string) => dialog.getByRole("textbox", { name, exact: true });
      await expect(field("Name")).toHaveValue(`${buyer.firstName} ${buyer.lastName}`);
      await dialog.getByRole("radio", { name: "Business", exact: true }).check();
      await dialog.getByRole("button", { name: "Correct invoice", exact: true }).click();
      await expect(field("Company")).toHaveAccessibleDescription("This field is required.");
      await field("Company").fill("Acme GmbH");
      await field("Street and number").fill("Torstraße 1");
      await field("Postcode").fill("10119");
      await field("City").fill("Berlin");
      await snap(seller, "correction-form", false);
      await dialog.getByRole("button", { name: "Correct invoice", exact: true }).click();
      const done = seller.getByText(/^Credit memo \S+ and corrected invoice \S+ issued\.$/);
      await expect(done).toBeVisible();
      await expect(dialog).toBeHidden();
      const [, memo, corrected] = /^Credit memo (\S+) and corrected invoice (\S+) issued\.$/.exec(
        (await done.textContent())!,
      )!;
      expect(memo).toMatch(TEST_CREDIT_MEMO);
      expect(corrected).toMatch(TEST_INVOICE);

      // The list links the three documents; only the corrected invoice can be corrected again.
      await expect(rows).toHaveCount(3);
      const original = documentRow(rows, number);
      const memoRow = documentRow(rows, memo!);
      const correctedRow = documentRow(rows, corrected!);
      await expect(original).toContainText(`cancelled by ${memo}`);
      await expect(memoRow).toContainText("Credit memo");
      await expect(memoRow).toContainText(`reverses ${number}`);
      await expect(memoRow).toContainText(`-${DEMO.download.price.en}`);
      await expect(correctedRow).toContainText(`corrects ${number}`);
      await expect(correctedRow).toContainText("Acme GmbH");
      await expect(correctedRow).toContainText(DEMO.download.price.en);
      await expect(original.getByRole("button", { name: /^Correct / })).toHaveCount(0);
      await expect(memoRow.getByRole("button", { name: /^Correct / })).toHaveCount(0);
      await expect(correctedRow.getByRole("button", { name: `Correct ${corrected}` })).toBeVisible();
      await snap(seller, "invoices-corrected", false);

      // The corrected invoice's PDF names the company and the invoice it replaces.
      const pdf = await download(
        seller,
        correctedRow.getByRole("button", { name: `Download ${corrected} as PDF`, exact: true }),
      );
      expect(pdf.filename).toBe(`${corrected}.pdf`);
      const printed = pdfText(pdf.bytes);
      expect(printed).toContain("Acme GmbH");
      expect(printed).toContain(corrected);
      expect(printed).toContain(number);

      // The buyer's mail carrying both documents, as the manager's email log shows it.
      await manager.goto("/admin/email_logs");
      await manager.getByRole("searchbox", { name: "Search by recipient or subject" }).fill(buyer.email);
      const mail = manager
        .getByRole("table", { name: "Email log" })
        .getByRole("row")
        .filter({ hasText: "Corrected invoice" });
      await expect(mail).toHaveCount(1);
      await expect(mail).toContainText(buyer.email);
      await mail.getByRole("link", { name: `Corrected invoice ${corrected} from Sam Seller` }).click();
      await expect(manager).toHaveURL(/\/email_logs\/[\w-]+$/);
      await expect(await mailText(manager)).toContainText(
        `Attached are credit memo ${memo}, which cancels it, and the corrected invoice ${corrected} over ${DEMO.download.price.en}, which replaces it.`,
      );
      await snap(manager, "correction-mail", false);

      // In German: the number formats, refused without a counter, previewed live, saved, kept.
      await switchToGerman(seller);
      await seller
        .getByRole("navigation")
        .getByRole("link", { name: "Rechnungseinstellungen", exact: true })
        .click();
      await expect(seller.getByRole("heading", { level: 1, name: "Rechnungseinstellungen" })).toBeVisible();
      const formats = seller.getByRole("form", { name: "Nummernformate" });
      const format = formats.getByRole("textbox", { name: "Rechnungsnummern", exact: true });
      const previews = formats.getByText(/^Nächste Nummer:/);
      // Test purchases have numbers of their own: the real series has not started.
      await expect(format).toHaveValue("RE-{YYYY}-{NNNNN}");
      await expect(previews).toHaveText([
        /^Nächste Nummer: RE-\d{4}-00001$/,
        /^Nächste Nummer: GS-\d{4}-00001$/,
      ]);
      await format.fill("RE-{YYYY}");
      await expect(formats.getByText("Keine Vorschau, solange das Format nicht gültig ist.")).toBeVisible();
      await formats.getByRole("button", { name: "Formate speichern", exact: true }).click();
      await expect(format).toHaveAccessibleDescription(
        "Das Nummernformat braucht genau einen Zähler, zum Beispiel {NNNNN}.",
      );
      await format.fill("RE-{YY}{MM}-{NNNN}");
      await expect(previews.first()).toHaveText(/^Nächste Nummer: RE-\d{4}-0001$/);
      await snap(seller, "number-format-preview-de");
      await formats.getByRole("button", { name: "Formate speichern", exact: true }).click();
      await expect(seller.getByText("Nummernformate gespeichert.")).toBeVisible();
      await seller.reload();
      await expect(format).toHaveValue("RE-{YY}{MM}-{NNNN}");
      await expect(previews.first()).toHaveText(/^Nächste Nummer: RE-\d{4}-0001$/);

      // Back to the defaults, which the other journeys' invoice numbers follow.
      await formats.getByRole("button", { name: "Standard verwenden", exact: true }).click();
      await expect(format).toHaveValue("RE-{YYYY}-{NNNNN}");
      await formats.getByRole("button", { name: "Formate speichern", exact: true }).click();
      await expect(seller.getByText("Nummernformate gespeichert.")).toBeVisible();
    } finally {
      await context.close();
      await saveLocale(request, SELLER, "en");
      await defaultNumberFormats(request);
    }
  });

  test("course quiz: answered wrongly, then rightly; the graded answers and the seller's note stay after a reload", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("quiz");
    await buy(page, request, "course", buyer);
    await signInFromMail(page, request, buyer.email, "payer_account");
    await openCourse(page);
    await page
      .getByRole("region", { name: MODULES.start })
      .getByRole("link", { name: LESSONS.first, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: LESSONS.first })).toBeVisible();

    const quiz = page.getByRole("region", { name: "Quiz", exact: true });
    const option = (name: string) => quiz.getByRole("radio", { name, exact: true });
    const choice = (name: string) => quiz.getByRole("checkbox", { name, exact: true });
    const submit = quiz.getByRole("button", { name: "Submit answers", exact: true });
    const score = quiz.getByRole("status");
    const verdicts = quiz.getByText(/^(Right|Not right|Sent to the seller)$/);
    const sellerNote = quiz.getByText("The seller's note: Short and concrete.");

    // Wrong: the later step first, and a logo among what a product needs.
    await option("Publish the product").check();
    await choice("A logo").check();
    await quiz
      .getByRole("textbox", { name: "3. Describe your product in one sentence.", exact: true })
      .fill("A playbook on pricing digital products.");
    await submit.click();
    await expect(score).toHaveText("0 of 2 questions answered right.");
    await expect(verdicts).toHaveText(["Not right", "Not right", "Sent to the seller"]);
    await expect(quiz.getByRole("listitem")).toHaveText([
      "Set up your shop (right answer)",
      "Publish the product (your choice)",
      "A pricing plan (right answer)",
      "A payment method (right answer)",
      "A logo (your choice)",
    ]);
    await expect(quiz).toContainText("Your answer: A playbook on pricing digital products.");
    await expect(sellerNote).toBeVisible();
    await snap(page, "quiz-wrong", false);

    // Again, starting from the last answers, now right.
    await quiz.getByRole("button", { name: "Answer again", exact: true }).click();
    await expect(option("Publish the product")).toBeChecked();
    await expect(choice("A logo")).toBeChecked();
    await option("Set up your shop").check();
    await choice("A logo").uncheck();
    await choice("A pricing plan").check();
    await choice("A payment method").check();
    await submit.click();
    await expect(score).toHaveText("2 of 2 questions answered right.");
    await expect(verdicts).toHaveText(["Right", "Right", "Sent to the seller"]);
    await expect(quiz.getByRole("listitem")).toHaveText([
      "Set up your shop (your choice, right answer)",
      "Publish the product",
      "A pricing plan (your choice, right answer)",
      "A payment method (your choice, right answer)",
      "A logo",
    ]);
    await expect(sellerNote).toBeVisible();

    // Kept: the lesson opened again shows the graded answers, not the form.
    await page.reload();
    await expect(score).toHaveText("2 of 2 questions answered right.");
    await expect(verdicts).toHaveText(["Right", "Right", "Sent to the seller"]);
    await expect(sellerNote).toBeVisible();
    await expect(submit).toHaveCount(0);
    await snap(page, "quiz-right", false);
  });
});
