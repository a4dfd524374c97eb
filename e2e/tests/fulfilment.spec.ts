import { expect, test } from "@playwright/test";
import { newBuyer, shop, snap, type Buyer } from "./checkout-support.ts";
import {
  buy,
  DEMO,
  download,
  DOWNLOAD_FILE,
  EVENT_NAME,
  FULFILMENT_TEXTS,
  invoiceRow,
  LESSONS,
  mailLink,
  mailText,
  MODULES,
  openCheckIn,
  openDeliveries,
  openMail,
  openPayerOrder,
  openPdf,
  pdfText,
  section,
  signInFromMail,
  snapPdf,
} from "./fulfilment-support.ts";

// Issue 5 "Checked by": each product type bought with the sandbox by a new buyer (a fresh email
// each time) and received — the file downloaded, a lesson opened, a ticket downloaded and checked
// in at the door, the license key seen, the certificate downloaded and verified — then the payer
// area reached with the magic link from the mail, and one type bought and received in German.

const en = FULFILMENT_TEXTS.en;
const de = FULFILMENT_TEXTS.de;

test.describe("fulfilment journeys of a new buyer", () => {
  test("download: the file from the deliveries page and the mail, counted in the payer area", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("download");
    await buy(page, request, "download", buyer);
    await snap(page, "download-success");
    await openDeliveries(page);
    const downloads = section(page, en.downloads);
    await expect(downloads).toContainText(`1.5 kB · ${en.downloaded(0)}`);
    const link = downloads.getByRole("link", { name: en.download(DOWNLOAD_FILE), exact: true });
    // The link is signed and expires: nothing a buyer could guess or pass on for good.
    await expect(link).toHaveAttribute("href", /\/api\/v1\/shop\/downloads\/\d+\/\d+\?expires=\d+&sig=/);
    await snap(page, "download-deliveries");

    const file = await download(page, link);
    expect(file.filename).toBe(DOWNLOAD_FILE);
    // About the size the page states (the stamp adds a few hundred bytes to the seller's file).
    expect(file.bytes.length).toBeGreaterThan(1024);
    expect(file.bytes.length).toBeLessThan(4 * 1024);
    // The seller's e-book, stamped for this buyer on every page.
    const text = pdfText(file.bytes);
    expect(text).toContain("Pricing Playbook (e-book)");
    expect(text).toContain(`Licensed to ${buyer.email}`);

    // The delivery mail names the file and leads back to the same page, which counted the download.
    await openMail(page, request, buyer.email, "delivery_download");
    await expect(
      page.getByRole("heading", { level: 1, name: `Your download: ${DEMO.download.name}` }),
    ).toBeVisible();
    await expect(await mailText(page)).toContainText(`Files: ${DOWNLOAD_FILE}`);
    await snap(page, "download-mail");
    await mailLink(page, "Download your files").click();
    await expect(page.getByRole("heading", { level: 1, name: en.purchase })).toBeVisible();
    await expect(section(page, en.downloads)).toContainText(en.downloaded(1));

    // The payer area (the buyer-account mail's link) shows the order, the file and its count.
    await signInFromMail(page, request, buyer.email, "payer_account");
    await openPayerOrder(page, DEMO.download.name);
    const files = section(page, en.downloads);
    await expect(files).toContainText(DOWNLOAD_FILE);
    await expect(files).toContainText(en.downloadCount(1));
    await snap(page, "download-payer-order", false);
    // Downloaded again from there: the count follows.
    const again = await download(
      page,
      files.getByRole("link", { name: en.download(DOWNLOAD_FILE), exact: true }),
    );
    expect(again.bytes.equals(file.bytes)).toBe(true);
    await expect(files).toContainText(en.downloadCount(2));
  });

  test("course: the magic link from the mail opens the course area; a lesson is opened and its progress kept", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("course");
    await buy(page, request, "course", buyer);
    await snap(page, "course-success");

    // The course sends the seller's own mail text, with the address of the purchase filled in.
    await openMail(page, request, buyer.email, "delivery_custom");
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome to ${DEMO.course.name}` }),
    ).toBeVisible();
    const text = await mailText(page);
    // The seller's plain text as written, not markup.
    await expect(text).toContainText(/^Hi Bea, start here: http:\/\/\S+\/deliveries\n/);
    await expect(text).toContainText("Sign in to the course area at");
    await snap(page, "course-mail");

    // The first purchase made a buyer account; its mail signs in with a magic link.
    await signInFromMail(page, request, buyer.email, "payer_account");
    await page.getByRole("navigation").getByRole("link", { name: "My courses", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My courses" })).toBeVisible();
    const card = page.getByRole("article", { name: DEMO.course.name, exact: true });
    await expect(card).toContainText("Active");
    await card.getByRole("link", { name: "Open course", exact: true }).click();

    // The lessons the buyer may open; the dripped one later, the seller's draft not at all.
    await expect(page.getByRole("heading", { level: 1, name: DEMO.course.name })).toBeVisible();
    await expect(page.getByText("0 of 3 lessons completed")).toBeVisible();
    const start = page.getByRole("region", { name: MODULES.start });
    await expect(start.getByRole("listitem")).toHaveText([
      new RegExp(`${LESSONS.welcome}\\s*Not started`),
      new RegExp(`${LESSONS.first}\\s*Not started`),
    ]);
    const growing = page.getByRole("region", { name: MODULES.growing });
    await expect(growing.getByRole("listitem")).toHaveText([new RegExp(`${LESSONS.drip}\\s*Opens on `)]);
    await expect(growing.getByRole("link", { name: LESSONS.drip })).toHaveCount(0);
    await expect(page.getByText(LESSONS.draft)).toHaveCount(0);
    await snap(page, "course-area", false);

    await start.getByRole("link", { name: LESSONS.welcome, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: LESSONS.welcome })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome!" })).toBeVisible();
    await expect(
      page.getByText("In this course you learn to sell your first digital product."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Watch the video" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    );
    await page.getByRole("button", { name: "Mark as complete", exact: true }).click();
    await expect(page.getByRole("button", { name: "Mark as not complete", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByText("1 of 3 lessons completed")).toBeVisible();
    await snap(page, "course-lesson", false);
    await page.getByRole("link", { name: "Next lesson", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: LESSONS.first })).toBeVisible();

    // Progress is kept: the course area after a reload knows what was done and begun.
    await page.getByRole("link", { name: "Back to the course", exact: true }).click();
    await page.reload();
    await expect(page.getByText("1 of 3 lessons completed")).toBeVisible();
    await expect(start.getByRole("listitem")).toHaveText([
      new RegExp(`${LESSONS.welcome}\\s*Completed`),
      new RegExp(`${LESSONS.first}\\s*In progress`),
    ]);
    await expect(page.getByRole("link", { name: "Continue", exact: true })).toBeVisible();
  });

  test("event: a ticket with the attendee's name as PDF, checked in once at the door", async ({
    page,
    browser,
    request,
  }) => {
    const buyer = newBuyer("ticket");
    const attendee = "Ada Attendee";
    await buy(page, request, "event", buyer, {
      choose: async () => {
        // The checkout opens with one Standard ticket chosen.
        await expect(page.getByRole("spinbutton", { name: "Number of tickets: Standard" })).toHaveValue("1");
        // The name is optional, and its field says so.
        await page
          .getByRole("textbox", { name: "Name on ticket 1 (Standard) (optional)", exact: true })
          .fill(attendee);
      },
    });
    await openDeliveries(page);
    const deliveries = page.url();
    const tickets = section(page, en.tickets);
    await expect(tickets.getByRole("listitem")).toHaveCount(1);
    await expect(tickets).toContainText(`${EVENT_NAME} · Standard`);
    await expect(tickets).toContainText("Valid");
    await expect(tickets).toContainText(`Attendee: ${attendee}`);
    const code = (await tickets.locator("code").textContent())!.trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    await snap(page, "ticket-deliveries");

    // The ticket opens in the browser, to print or to show on the phone.
    const ticket = await openPdf(page, tickets.getByRole("link", { name: en.ticketPdf(code), exact: true }));
    expect(ticket.filename).toBe(`ticket-${code}.pdf`);
    const printed = pdfText(ticket.bytes);
    expect(printed).toContain(code);
    expect(printed).toContain(attendee);
    // The event's name may wrap over two lines.
    expect(printed.replace(/\s+/g, " ")).toContain(EVENT_NAME);
    expect(printed).toContain("Standard · 49.00 €");
    await snapPdf(page, "ticket-pdf");

    // The mail lists the ticket too.
    await openMail(page, request, buyer.email, "delivery_event");
    await expect(await mailText(page)).toContainText(`Ticket ${code}: ${EVENT_NAME}, Standard – ${attendee}`);

    // The seller at the door: the first scan lets the guest in, the second is refused.
    const door = await browser.newContext({ locale: "en-US" });
    const seller = await door.newPage();
    const field = await openCheckIn(seller);
    const answer = seller.getByRole("status").filter({ hasText: /\S/ });
    await field.fill(code);
    await field.press("Enter");
    await expect(answer).toContainText(`Checked in: ${attendee} (Standard).`);
    await expect(answer).toContainText(buyer.email);
    await expect(field).toHaveValue("");
    await snap(seller, "check-in-accepted", false);
    // A scanner may send it in lower case and without hyphens: the same ticket.
    await field.fill(code.replace(/-/g, "").toLowerCase());
    await field.press("Enter");
    await expect(answer).toContainText(/^Already used on /);
    await expect(seller.getByText("Latest scans")).toBeVisible();
    await snap(seller, "check-in-already-used", false);
    await door.close();

    // The buyer's page shows the ticket as used.
    await page.goto(deliveries);
    await expect(tickets).toContainText("Used");
    await expect(tickets).not.toContainText("Valid");
  });

  test("license key: the key on the success page, in the mail and in the payer area is the same", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("licence");
    await buy(page, request, "license_key", buyer);
    // The delivery job assigns the key moments after the payment; the page shows it by itself.
    const keys = section(page, en.keys);
    await expect(keys).toContainText(`${DEMO.license_key.name}: `);
    const key = (await keys.locator("code").textContent())!.trim();
    expect(key).toMatch(/^SW-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    await snap(page, "license-success");

    await openDeliveries(page);
    await expect(section(page, en.keys)).toContainText(`${DEMO.license_key.name}: ${key}`);

    await openMail(page, request, buyer.email, "delivery_license_key");
    await expect(await mailText(page)).toContainText(`License key for ${DEMO.license_key.name}: ${key}`);

    await signInFromMail(page, request, buyer.email, "payer_account");
    await openPayerOrder(page, DEMO.license_key.name);
    const payerKeys = section(page, en.licenseKeys);
    await expect(payerKeys.locator("code")).toHaveText([key]);
    await expect(payerKeys.getByRole("button", { name: "Copy license key" })).toBeVisible();
    await snap(page, "license-payer-order", false);
  });

  test("certificate: the PDF carries the buyer's name and serial; the verification page confirms it, a made-up serial is refused", async ({
    page,
    request,
  }) => {
    const buyer: Buyer = { ...newBuyer("certificate"), firstName: "Clara", lastName: "Zertifiziert" };
    const holder = `${buyer.firstName} ${buyer.lastName}`;
    await buy(page, request, "certificate", buyer);
    await openDeliveries(page);
    const certificates = section(page, en.certificates);
    await expect(certificates).toContainText(`${DEMO.certificate.name} · ${holder}`);
    const pdfLink = certificates.getByRole("link", { name: /^Certificate \S+ \(PDF\)$/ });
    const serial = /^Certificate (\S+) \(PDF\)$/.exec((await pdfLink.textContent())!)![1]!;
    // Prefix, year, running number and a random part nobody can guess.
    expect(serial).toMatch(/^SWD-\d{4}-\d{6}-[A-HJ-NP-Z2-9]{8}$/);
    await snap(page, "certificate-deliveries");

    const certificate = await openPdf(page, pdfLink);
    expect(certificate.filename).toBe(`certificate-${serial}.pdf`);
    const printed = pdfText(certificate.bytes);
    expect(printed).toContain(holder);
    expect(printed).toContain(serial);
    expect(printed).toContain("Certificate of completion");
    await snapPdf(page, "certificate-pdf");
    await page.goBack();

    await certificates.getByRole("link", { name: en.verify, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/certificates/${serial}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Certificate check" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("This certificate is genuine and valid.");
    const facts = page.locator("dl");
    await expect(facts.getByRole("term")).toHaveText([
      "Serial number",
      "Issued to",
      "For",
      "Issued by",
      "Issued on",
    ]);
    await expect(facts.getByRole("definition")).toContainText([
      serial,
      holder,
      DEMO.certificate.name,
      "Sam Seller",
    ]);
    await snap(page, "certificate-verified");

    // The same number with another random part: unknown.
    const forged = serial.replace(/-[A-Z0-9]{8}$/, (part) =>
      part === "-AAAAAAAA" ? "-BBBBBBBB" : "-AAAAAAAA",
    );
    const refused = await page.goto(`/certificates/${forged}`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText(holder)).toHaveCount(0);
    await snap(page, "certificate-unknown");
  });

  test("payer area: signed in through the seller's sign-in page with the mailed link, the buyer finds orders, deliveries and the invoice PDF", async ({
    page,
    browser,
    request,
  }) => {
    const buyer = newBuyer("payer");
    await buy(page, request, "download", buyer);
    await buy(page, request, "license_key", buyer);
    const key = (await section(page, en.keys).locator("code").textContent())!.trim();

    // Another browser, later: the seller's sign-in page sends a magic link.
    const later = await browser.newContext({ locale: "en-US" });
    const payer = await later.newPage();
    const { username } = await shop(request);
    await payer.goto(`/s/${username}/sign_in`);
    await expect(payer.getByRole("heading", { level: 1, name: "Your courses at Sam Seller" })).toBeVisible();
    await payer.getByRole("textbox", { name: "Email address" }).fill(buyer.email);
    await payer.getByRole("button", { name: "Send me a sign-in link", exact: true }).click();
    await expect(payer.getByRole("status")).toHaveText(
      "If this address has purchases, a sign-in link is on its way. Please check your inbox.",
    );
    await snap(payer, "payer-sign-in", false);
    await signInFromMail(payer, request, buyer.email, "magic_link");

    // Both orders under their seller, newest first.
    const orders = section(payer, en.myOrders).getByRole("region", { name: "Sam Seller" });
    await expect(orders.getByRole("article")).toHaveCount(2);
    await expect(orders.getByRole("article").nth(0)).toHaveAccessibleName(DEMO.license_key.name);
    await expect(orders.getByRole("article").nth(1)).toHaveAccessibleName(DEMO.download.name);
    await expect(orders.getByRole("article").nth(0)).toContainText("49.00 €");
    await expect(orders.getByRole("article").nth(1)).toContainText("15.20 €");
    await snap(payer, "payer-orders", false);

    // The key's order: what it delivered and its invoice, issued by a background job.
    await openPayerOrder(payer, DEMO.license_key.name);
    await expect(section(payer, en.received)).toContainText(key);
    const row = await invoiceRow(payer);
    await expect(row).toContainText(/TEST-RE-\d{4}-\d{5}/);
    await expect(row).toContainText("Invoice");
    await expect(row).toContainText("49.00 €");
    const number = /TEST-RE-\d{4}-\d{5}/.exec((await row.textContent())!)![0];
    await row.scrollIntoViewIfNeeded();
    await snap(payer, "payer-order-invoice", false);
    const invoice = await download(
      payer,
      row.getByRole("link", { name: en.invoicePdf(number), exact: true }),
    );
    const printed = pdfText(invoice.bytes);
    expect(printed).toContain("Invoice");
    expect(printed).toContain(number);
    expect(printed).toContain(`${buyer.firstName} ${buyer.lastName}`);
    expect(printed).toContain(DEMO.license_key.name);
    expect(printed).toContain("49.00 €");
    // The demo seller is a small business: no VAT, and the invoice says why.
    expect(printed).toContain("§ 19 UStG");

    // Back to the list, the download's order and its file.
    await payer.getByRole("link", { name: "All my orders", exact: true }).click();
    await openPayerOrder(payer, DEMO.download.name);
    await expect(section(payer, en.downloads)).toContainText(DOWNLOAD_FILE);
    await expect((await invoiceRow(payer)).getByRole("cell").nth(3)).toHaveText("15.20 €");
    await later.close();
  });

  test("German: the download bought in German, with German success page, mail and payer area", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    const buyer = newBuyer("deutsch");
    await buy(page, request, "download", buyer, { language: "de" });
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      page.getByText(`Deine Zahlung ist eingegangen. Eine Bestätigung ist unterwegs an ${buyer.email}.`),
    ).toBeVisible();
    await snap(page, "german-success");

    await openDeliveries(page, "de");
    const downloads = section(page, de.downloads);
    await expect(downloads).toContainText(de.downloaded(0));
    await expect(page.getByText("Download-Links sind 24 Stunden gültig", { exact: false })).toBeVisible();
    const file = await download(
      page,
      downloads.getByRole("link", { name: de.download(DOWNLOAD_FILE), exact: true }),
    );
    expect(file.filename).toBe(DOWNLOAD_FILE);
    await snap(page, "german-deliveries");

    // The mail in the order's language.
    await openMail(page, request, buyer.email, "delivery_download", "de");
    await expect(
      page.getByRole("heading", { level: 1, name: `Dein Download: ${DEMO.download.name}` }),
    ).toBeVisible();
    const text = await mailText(page, "de");
    await expect(text).toContainText("Hallo Bea,");
    await expect(text).toContainText(`Dateien: ${DOWNLOAD_FILE}`);
    await expect(mailLink(page, "Dateien herunterladen", "de")).toBeVisible();
    await snap(page, "german-mail");

    // The buyer-account mail, and the payer area in German.
    await openMail(page, request, buyer.email, "payer_account", "de");
    await expect(
      page.getByRole("heading", { level: 1, name: "Dein Käuferkonto für Käufe bei Sam Seller" }),
    ).toBeVisible();
    await signInFromMail(page, request, buyer.email, "payer_account", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Hallo, Bea" })).toBeVisible();
    await openPayerOrder(page, DEMO.download.name);
    await expect(page.getByText("Verkauft von Sam Seller")).toBeVisible();
    await expect(section(page, de.received)).toContainText(de.downloadCount(1));
    const row = await invoiceRow(page, "de");
    await expect(row).toContainText("Rechnung");
    await expect(row).toContainText("15,20 €");
    const number = /TEST-RE-\d{4}-\d{5}/.exec((await row.textContent())!)![0];
    await snap(page, "german-payer-order", false);
    await row.scrollIntoViewIfNeeded();
    await snap(page, "german-payer-invoice", false);
    const invoice = await download(page, row.getByRole("link", { name: de.invoicePdf(number), exact: true }));
    const printed = pdfText(invoice.bytes);
    expect(printed).toContain("Rechnung");
    expect(printed).toContain("15,20 €");
    await context.close();
  });
});
