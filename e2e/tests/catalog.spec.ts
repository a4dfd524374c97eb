import { expect, type Page } from "@playwright/test";
import {
  approveAsManager,
  cell,
  escapeRegExp,
  pdf,
  png,
  ProductEditor,
  productRow,
  publishFromList,
  rowValues,
  SELLER,
  signIn,
  test,
  uniqueName,
  type DeliveryOption,
  type Plan,
} from "./catalog-support.ts";
import { saveLocale, switchToGerman } from "./support.ts";

// Issue 3 "Checked by": one product of each type created through every step of its editor,
// published (the demo seller's paid products are reviewed first, so a manager approves them),
// seen in the list with the right columns and without warnings; an incomplete product with its
// warnings and the refused publish; the buyer's preview; the German interface for the same.

// Demo products of the seller (apps/api/src/seed/catalog.ts) the journeys refer to.
const DEMO = {
  course: "Sell Your First Digital Product",
  download: "Pricing Playbook (e-book)",
  license: "Shop Theme Pro (license)",
  service: "1:1 Launch Coaching",
};

const TAIL = ["Checkout", "Upsell", "Delivery", "Pages", "Advanced"];

interface Journey {
  type: string;
  /** The editor's steps as its indicator names them (spec core §2). */
  steps: string[];
  plan: Plan;
  limit?: number;
  category: string;
  cover?: boolean;
  /** The list's price: the cheapest first payment. */
  price: string;
  /** The type's own steps between "Details" and "Checkout". */
  ownSteps: (editor: ProductEditor) => Promise<void>;
  /** What else the buyer's page shows for this type. */
  previewText?: string;
  delivery?: DeliveryOption;
}

const JOURNEYS: Journey[] = [
  {
    type: "Digital service",
    steps: ["Details", ...TAIL],
    plan: { type: "one_time", price: "49.00", schedule: ["49.00 € at purchase"] },
    limit: 50,
    delivery: "My own email",
    category: "Live sessions",
    cover: true,
    price: "49.00 €",
    ownSteps: async () => {},
  },
  {
    type: "Download",
    steps: ["Details", "Files", ...TAIL],
    plan: {
      type: "subscription",
      next: "9.50",
      schedule: ["9.50 € at purchase", "then 9.50 € every 1 month until cancelled"],
    },
    category: "Downloads",
    price: "9.50 €",
    ownSteps: async (editor) => {
      await editor.next();
      const { page } = editor;
      await expect(page.getByRole("alert").filter({ hasText: "No files yet" })).toBeVisible();
      await editor.saved("digitals", () =>
        page.locator('input[type="file"][aria-label="Choose files to upload"]').setInputFiles({
          name: "workbook.pdf",
          mimeType: "application/pdf",
          buffer: pdf("Sellwerk workbook"),
        }),
      );
      const files = page.getByRole("table", { name: "Files of this download" });
      await expect(files.getByRole("row").filter({ hasText: "workbook.pdf" })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "No files yet" })).toHaveCount(0);
    },
  },
  {
    type: "Course",
    steps: ["Details", "Content", ...TAIL],
    plan: {
      type: "installment",
      first: "120.00",
      next: "60.00",
      payments: 3,
      schedule: ["120.00 € at purchase", "60.00 € after 1 month", "Total: 240.00 €"],
    },
    category: "Online courses",
    price: "120.00 €",
    ownSteps: async (editor) => {
      await editor.next();
      const { page } = editor;
      await editor.saved("course_modules", async () => {
        await page.getByRole("textbox", { name: "New module title" }).fill("Getting started");
        await page.getByRole("textbox", { name: "New module title" }).press("Enter");
      });
      await expect(page.getByText("1. Getting started")).toBeVisible();
      await editor.saved("lessons", async () => {
        await page.getByRole("textbox", { name: "New lesson title" }).fill("Welcome");
        await page.getByRole("textbox", { name: "New lesson title" }).press("Enter");
      });
      const lesson = page.getByRole("form", { name: "Lesson" });
      await expect(lesson.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Welcome");
      await lesson.getByRole("combobox", { name: "Status" }).click();
      await page.getByRole("option", { name: "Published", exact: true }).click();
      await lesson.getByRole("button", { name: "Add content" }).click();
      await page.getByRole("menuitem", { name: "Text", exact: true }).click();
      await lesson.getByRole("textbox", { name: "Text", exact: true }).fill("Welcome to the course.");
      await editor.saved("lessons", () => lesson.getByRole("button", { name: "Save lesson" }).click());
      await expect(page.getByRole("button", { name: /^Welcome/ })).toContainText("Published");
    },
  },
  {
    type: "Membership",
    steps: ["Details", "Products", ...TAIL],
    plan: {
      type: "limited_subscription",
      first: "15.00",
      next: "15.00",
      payments: 6,
      schedule: ["15.00 € at purchase", "15.00 € after 1 month", "Total: 90.00 €"],
    },
    category: "Memberships",
    delivery: "No email",
    price: "15.00 €",
    ownSteps: async (editor) => {
      await editor.next();
      await includeProducts(editor, [DEMO.course, DEMO.download]);
    },
  },
  {
    type: "Event tickets",
    steps: ["Details", "Ticket details", "Design", ...TAIL],
    plan: { type: "one_time", price: "35.00", schedule: ["35.00 € at purchase"] },
    category: "Events & tickets",
    price: "35.00 €",
    previewText: "Standing: 35.00 €",
    ownSteps: async (editor) => {
      const { page } = editor;
      await editor.next();
      await expect(page.getByRole("alert").filter({ hasText: "No active events" })).toBeVisible();
      await page.getByRole("button", { name: "Add event" }).click();
      const eventDialog = page.getByRole("dialog", { name: "New event" });
      await eventDialog.getByRole("textbox", { name: "Event name", exact: true }).fill("Launch night");
      await eventDialog.getByRole("textbox", { name: "Location" }).fill("Berlin, Kulturbrauerei");
      await editor.saved("events", () => eventDialog.getByRole("button", { name: "Save event" }).click());
      await expect(eventDialog).toBeHidden();
      await expect(page.getByRole("heading", { name: "Launch night" })).toBeVisible();
      await page.getByRole("button", { name: "Add ticket type" }).click();
      const ticketDialog = page.getByRole("dialog", { name: "New ticket type for Launch night" });
      await ticketDialog.getByRole("textbox", { name: "Ticket name", exact: true }).fill("Standing");
      const price = ticketDialog.getByRole("textbox", { name: "Price" });
      await price.fill("35.00");
      await price.blur();
      await editor.saved(/^events\/\d+\/ticket_types$/, () =>
        ticketDialog.getByRole("button", { name: "Save ticket type" }).click(),
      );
      await expect(ticketDialog).toBeHidden();
      await expect(page.getByRole("row").filter({ hasText: "Standing" })).toContainText("35.00 €");
      await expect(page.getByRole("alert").filter({ hasText: "No active events" })).toHaveCount(0);

      await editor.next();
      const design = editor.form("Ticket design");
      await design.getByText("Compact (A6)", { exact: true }).click();
      await expect(design.getByRole("radio", { name: "Compact (A6)" })).toBeChecked();
      await design.getByRole("textbox", { name: "Headline" }).fill("Admission: Launch night");
      await editor.uploadImage(design, "Logo", png(150, 50));
      await editor.save("design", design);
      await expect(page.locator('iframe[title="PDF preview of the design"]')).toHaveAttribute(
        "src",
        /^blob:/,
      );
    },
  },
  {
    type: "Certificate",
    steps: ["Details", "Certificate details", "Design", ...TAIL],
    plan: {
      type: "installment",
      first: "40.00",
      next: "20.00",
      payments: 2,
      schedule: ["40.00 € at purchase", "20.00 € after 1 month", "Total: 60.00 €"],
    },
    category: "Online courses",
    price: "40.00 €",
    ownSteps: async (editor) => {
      const { page } = editor;
      await editor.next();
      const details = editor.form("Certificate details");
      await details.getByRole("textbox", { name: "Title", exact: true }).fill("Certificate of completion");
      await details.getByRole("textbox", { name: "Prefix" }).fill("acme");
      await expect(details.getByRole("textbox", { name: "Prefix" })).toHaveValue("ACME");
      await editor.save("keys_details", details);
      await expect(details.getByText(/^ACME-\d{4}-000001-K7Q2XF$/)).toBeVisible();

      await editor.next();
      const design = editor.form("Certificate design");
      await design.getByText("A4 portrait", { exact: true }).click();
      await expect(design.getByRole("radio", { name: "A4 portrait" })).toBeChecked();
      await editor.uploadImage(design, "Background image", png(210, 297));
      await editor.save("design", design);
      await expect(page.locator('iframe[title="PDF preview of the design"]')).toHaveAttribute(
        "src",
        /^blob:/,
      );
    },
  },
  {
    type: "License key",
    steps: ["Details", "License keys", ...TAIL],
    plan: {
      type: "limited_subscription",
      first: "5.00",
      next: "5.00",
      payments: 12,
      schedule: ["5.00 € at purchase", "5.00 € after 1 month", "Total: 60.00 €"],
    },
    category: "Downloads",
    price: "5.00 €",
    ownSteps: async (editor) => {
      await editor.next();
      await pasteKeys(editor);
    },
  },
  {
    type: "Bundle",
    steps: ["Details", "Products", ...TAIL],
    plan: {
      type: "subscription",
      first: "19.00",
      next: "29.00",
      schedule: ["19.00 € at purchase", "then 29.00 € every 1 month until cancelled"],
    },
    category: "Online courses",
    price: "19.00 €",
    ownSteps: async (editor) => {
      await editor.next();
      await includeProducts(editor, [DEMO.download, DEMO.license]);
    },
  },
];

/** Bundle and membership: choose included products, in order, and save the list. */
async function includeProducts(editor: ProductEditor, names: string[]): Promise<void> {
  const { page } = editor;
  await expect(page.getByRole("alert").filter({ hasText: "No products included yet" })).toBeVisible();
  for (const name of names) {
    await page.getByRole("combobox", { name: "Add a product" }).click();
    await page.getByRole("option", { name: new RegExp(`^${escapeRegExp(name)} \\(`) }).click();
  }
  const list = page.getByRole("list", { name: "Included products in order" });
  await expect(list.getByRole("listitem")).toHaveText(
    names.map((name, i) => new RegExp(`${i + 1}\\. ${escapeRegExp(name)}`)),
  );
  await editor.saved("items", () => page.getByRole("button", { name: "Save", exact: true }).click());
  await expect(page.getByText("The included products were saved.")).toBeVisible();
}

const KEY_TEXTS = {
  en: { keys: "Keys", add: "Add 3 keys", added: "3 keys added.", stock: "Key stock", available: "Available" },
  de: {
    keys: "Schlüssel",
    add: "3 Schlüssel hinzufügen",
    added: "3 Schlüssel hinzugefügt.",
    stock: "Schlüsselbestand",
    available: "Verfügbar",
  },
};

/** License keys: paste three keys (with a blank line and padding the pool ignores), see the stock. */
async function pasteKeys(editor: ProductEditor): Promise<void> {
  const { page } = editor;
  const texts = KEY_TEXTS[editor.language];
  const key = (n: number) => `E2E-${editor.id}-${n}${n}${n}${n}`;
  await page
    .getByRole("textbox", { name: texts.keys, exact: true })
    .fill([key(1), key(2), `  ${key(3)}  `, ""].join("\n"));
  await editor.saved("license_keys", () => page.getByRole("button", { name: texts.add }).click());
  await expect(page.getByRole("status").filter({ hasText: texts.added })).toBeVisible();
  await expect(page.getByRole("group", { name: texts.stock })).toContainText(`${texts.available}3`);
}

async function expectNoWarnings(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("list", { name: `Warnings for ${name}` })).toHaveCount(0);
}

test.describe("catalog journeys", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, SELLER, /\/cabinet$/);
  });

  for (const journey of JOURNEYS) {
    test(`${journey.type}: every editor step, publish, review, list and preview`, async ({
      page,
      manager,
    }) => {
      const name = uniqueName(`E2E ${journey.type}`);
      const editor = await test.step("New product", () =>
        ProductEditor.create(page, { type: journey.type, name, steps: journey.steps }));
      const internalName = `INT-${editor.id}`;
      await test.step("Details", () =>
        editor.details({
          short: `${journey.type} made by the catalog journey.`,
          description: `Everything about ${name}.`,
          internalName,
          costCenter: "CC-42",
          category: journey.category,
          cover: journey.cover,
        }));
      await test.step(`${journey.type}'s own steps`, () => journey.ownSteps(editor));
      await test.step("Checkout", async () => {
        await editor.next();
        expect(journey.steps[editor.step - 1]).toBe("Checkout");
        await editor.checkout(journey.plan, { limit: journey.limit });
      });
      await test.step("Upsell, delivery, pages, advanced", () =>
        editor.commonTail({ upsell: DEMO.service, delivery: journey.delivery ?? "Standard email" }));

      // "Finish and preview" shows the buyer's page.
      await expect(page.getByRole("heading", { level: 1, name: `Preview: ${name}` })).toBeVisible();
      const preview = page.getByLabel("Product page preview", { exact: true });
      await expect(preview.getByRole("heading", { level: 2, name })).toBeVisible();
      await expect(preview).toContainText(journey.plan.schedule[0]!);
      await expect(preview.getByRole("button", { name: "Buy now" })).toBeDisabled();
      if (journey.previewText) await expect(preview).toContainText(journey.previewText);

      // Complete but not published yet: the only warning says so.
      let row = await test.step("List", () => productRow(page, name));
      await expect(row.getByRole("list", { name: `Warnings for ${name}` }).getByRole("listitem")).toHaveText([
        "Not published",
      ]);
      await expect(await cell(page, row, "Published")).toHaveText("Unpublished");

      // The demo seller's paid products are reviewed before they go live.
      await publishFromList(page, row, name);
      await expect(page.getByText(`"${name}" was sent to review; it goes live once approved.`)).toBeVisible();
      await expect(await cell(page, row, "Published")).toContainText("In review");
      await expect(await cell(page, row, "Published")).toContainText("Waiting for review");
      await expect(await cell(page, row, "Sellable")).toHaveText("No");

      await test.step("Approved by the manager", () => approveAsManager(manager, name));

      row = await test.step("Published in the list", () => productRow(page, name));
      await expect(await cell(page, row, "Published")).toHaveText("Published");
      await expectNoWarnings(page, name);
      expect(await rowValues(page, row, ["ID", "Sellable", "Price", "Limit", "Sold", "Reserved"])).toEqual({
        ID: String(editor.id),
        Sellable: "Yes",
        Price: journey.price,
        Limit: journey.limit === undefined ? "Unlimited" : String(journey.limit),
        Sold: "0",
        Reserved: "0",
      });
      const today = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
      await expect(await cell(page, row, "Created")).toHaveText(today);
      await expect(await cell(page, row, "Edited")).toHaveText(today);
      const nameCell = await cell(page, row, "Name");
      await expect(nameCell).toContainText(journey.type);
      await expect(await cell(page, row, "Categories")).toHaveText(journey.category);
      await expect(await cell(page, row, "Internal name")).toHaveText(internalName);
      await expect(await cell(page, row, "Cost center")).toHaveText("CC-42");
      if (journey.cover)
        await expect(nameCell.locator("img")).toHaveAttribute("src", /\/api\/v1\/files\/\d+\/s\?sig=/);
    });
  }

  test("an incomplete download shows its warnings and is refused with the reasons", async ({ page }) => {
    const name = uniqueName("E2E Draft download");
    const editor = await ProductEditor.create(page, {
      type: "Download",
      name,
      steps: ["Details", "Files", ...TAIL],
    });
    const row = await productRow(page, name);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([
      "ID",
      "Name",
      "Created",
      "Edited",
      "Sellable",
      "Published",
      "Price",
      "Limit",
      "Sold",
      "Reserved",
      "Categories",
      "Internal name",
      "Cost center",
      "Actions",
    ]);
    // The seller's payment methods come ticked on a new product; the plans are still missing.
    await expect(row.getByRole("list", { name: `Warnings for ${name}` }).getByRole("listitem")).toHaveText([
      "No pricing plans",
      "Not published",
      "No files uploaded",
    ]);
    expect(
      await rowValues(page, row, ["Sellable", "Published", "Price", "Limit", "Sold", "Reserved"]),
    ).toEqual({
      Sellable: "No",
      Published: "Unpublished",
      Price: "—",
      Limit: "Unlimited",
      Sold: "0",
      Reserved: "0",
    });

    await publishFromList(page, row, name);
    const refused = page.getByRole("dialog", { name: "This product cannot be published yet" });
    await expect(refused).toContainText(`Please fix the following for "${name}" and try again:`);
    await expect(refused.getByRole("listitem")).toHaveText([
      "No pricing plans — fix it in step Checkout",
      "No files uploaded — fix it in step Files",
    ]);
    await refused.getByRole("link", { name: "fix it in step Files" }).click();
    await expect(page).toHaveURL(new RegExp(`/cabinet/products/${editor.id}/edit\\?step=2$`));
    await expect(page.getByRole("heading", { level: 2, name: "Files" })).toBeVisible();
    await expect(page.getByText("Unpublished", { exact: true })).toBeVisible();
  });

  test("saving right after Next is not a conflict with the editor's own resume point", async ({ page }) => {
    const name = uniqueName("E2E Quick service");
    const editor = await ProductEditor.create(page, {
      type: "Digital service",
      name,
      steps: ["Details", ...TAIL],
    });
    // On a slow line the answer to "step reached" (which moves the product's version on) comes late.
    await page.route(`**/api/v1/cabinet/products/${editor.id}/step`, async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({ response });
    });
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await editor.saved("checkout", () =>
      editor.form("Checkout").getByRole("button", { name: "Save" }).click(),
    );
    await expect(page.getByText("Someone else changed this product")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/cabinet/products/${editor.id}/edit\\?step=2$`));
  });

  test("the preview shows the buyer's product page with its plans, buying switched off", async ({ page }) => {
    const row = await productRow(page, DEMO.course);
    await row.getByRole("button", { name: `Actions for ${DEMO.course}` }).click();
    await page.getByRole("menuitem", { name: "Preview" }).click();
    await expect(page).toHaveURL(/\/cabinet\/products\/\d+\/preview$/);
    await expect(page.getByRole("heading", { level: 1, name: `Preview: ${DEMO.course}` })).toBeVisible();

    const preview = page.getByLabel("Product page preview", { exact: true });
    await expect(preview.getByRole("heading", { level: 2, name: DEMO.course })).toBeVisible();
    await expect(preview).toContainText("by Sam Seller");
    await expect(preview).toContainText("A video course from idea to first sale in four weeks.");
    const plans = preview.getByRole("group", { name: "Payment schedule" });
    await expect(plans).toHaveCount(2);
    await expect(plans.nth(0)).toContainText("297.00 € at purchase");
    await expect(plans.nth(1)).toContainText("99.00 € at purchase");
    await expect(plans.nth(1)).toContainText("99.00 € after 1 month");
    await expect(plans.nth(1)).toContainText("Total: 297.00 €");
    await expect(preview.getByRole("button", { name: "Buy now" })).toBeDisabled();
    await expect(preview).toContainText("Preview: buying is not possible here.");
    await expect(preview.getByRole("heading", { name: "From idea to first sale" })).toBeVisible();
  });

  test("in German: a license key through every step, published after review, list and preview", async ({
    page,
    manager,
    request,
  }) => {
    try {
      await switchToGerman(page);

      const name = uniqueName("E2E Lizenz");
      const editor = await ProductEditor.create(page, {
        type: "Lizenzschlüssel",
        name,
        steps: ["Details", "Lizenzschlüssel", "Checkout", "Upsell", "Zustellung", "Seiten", "Erweitert"],
        language: "de",
      });

      const details = editor.form("Details");
      await details
        .getByRole("textbox", { name: "Kurzbeschreibung" })
        .fill("Ein Schlüssel pro Installation.");
      await details.getByRole("textbox", { name: "Interner Name" }).fill(`LIZ-${editor.id}`);
      await details.getByRole("textbox", { name: "Kostenstelle" }).fill("KST-7");
      await details.getByRole("combobox", { name: "Sprache der Inhalte" }).click();
      await page.getByRole("option", { name: "Deutsch", exact: true }).click();
      await editor.save("details", details);

      await editor.next();
      await pasteKeys(editor);

      await editor.next();
      const checkout = editor.form("Checkout");
      await checkout.getByRole("button", { name: "Zahlungsplan hinzufügen" }).click();
      await page.getByRole("menuitem", { name: "Einmalzahlung", exact: true }).click();
      const plan = checkout.getByRole("group", { name: "Plan 1" });
      const price = plan.getByRole("textbox", { name: "Preis", exact: true });
      await price.fill("12,50");
      await price.blur();
      await expect(plan.getByRole("group", { name: "Zahlungsplan", exact: true })).toContainText(
        "12,50 € beim Kauf",
      );
      await checkout
        .getByRole("group", { name: "Zahlungsarten" })
        .getByRole("checkbox", { name: "Kreditkarte" })
        .check();
      await editor.save("checkout", checkout);

      await editor.next();
      await editor.save("upsell", editor.form("Upsell"));
      await editor.next();
      const delivery = editor.form("Zustellung");
      await delivery.getByRole("radio", { name: "Keine E-Mail" }).check();
      await editor.save("delivery", delivery);
      await editor.next();
      const pages = editor.form("Seiten");
      await pages.getByRole("textbox", { name: "Widerrufsbelehrung" }).fill("Widerruf binnen 14 Tagen.");
      await editor.save("pages", pages);
      await editor.next();
      const advanced = editor.form("Erweitert");
      await advanced.getByRole("switch", { name: /^In meinem Shop ausblenden/ }).check({ force: true });
      await editor.save("advanced", advanced);
      await page.getByRole("button", { name: "Fertig und Vorschau" }).click();

      // The preview speaks the product's content language.
      await expect(page.getByRole("heading", { level: 1, name: `Vorschau: ${name}` })).toBeVisible();
      const preview = page.getByLabel("Vorschau der Produktseite", { exact: true });
      await expect(preview).toContainText("12,50 € beim Kauf");
      await expect(preview.getByRole("button", { name: "Jetzt kaufen" })).toBeDisabled();
      await expect(preview).toContainText("Vorschau: Kaufen ist hier nicht möglich.");

      let row = await productRow(page, name);
      await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([
        "ID",
        "Name",
        "Erstellt",
        "Bearbeitet",
        "Verkaufbar",
        "Veröffentlicht",
        "Preis",
        "Limit",
        "Verkauft",
        "Reserviert",
        "Kategorien",
        "Interner Name",
        "Kostenstelle",
        "Aktionen",
      ]);
      await expect(row.getByRole("list", { name: `Hinweise zu ${name}` }).getByRole("listitem")).toHaveText([
        "Nicht veröffentlicht",
      ]);
      await publishFromList(page, row, name, "Aktionen für", "Veröffentlichen");
      await expect(
        page.getByText(`„${name}“ wurde zur Prüfung eingereicht; es geht nach der Freigabe online.`),
      ).toBeVisible();
      await expect(await cell(page, row, "Veröffentlicht")).toContainText("In Prüfung");

      await approveAsManager(manager, name);

      row = await productRow(page, name);
      expect(
        await rowValues(page, row, [
          "Verkaufbar",
          "Veröffentlicht",
          "Preis",
          "Limit",
          "Verkauft",
          "Interner Name",
          "Kostenstelle",
        ]),
      ).toEqual({
        Verkaufbar: "Ja",
        Veröffentlicht: "Veröffentlicht",
        Preis: "12,50 €",
        Limit: "Unbegrenzt",
        Verkauft: "0",
        "Interner Name": `LIZ-${editor.id}`,
        Kostenstelle: "KST-7",
      });
      await expect(row.getByRole("list", { name: `Hinweise zu ${name}` })).toHaveCount(0);
    } finally {
      // The language is saved on the account: later journeys expect the demo seller in English.
      await saveLocale(request, SELLER, "en");
    }
  });
});

test.describe("catalog warnings of a power seller", () => {
  test("a power seller alone sees the review warnings, and is sent to finish the registration", async ({
    page,
  }) => {
    // The power seller has no business profile yet and uses the German interface.
    await signIn(page, "power-seller@sellwerk.test", /\/cabinet$/);
    const name = uniqueName("E2E Beratung");
    await ProductEditor.create(page, {
      type: "Digitale Dienstleistung",
      name,
      steps: ["Details", "Checkout", "Upsell", "Zustellung", "Seiten", "Erweitert"],
      language: "de",
    });
    const row = await productRow(page, name);
    const warnings = row.getByRole("list", { name: `Hinweise zu ${name}` });
    // A new product has the seller's payment methods ticked already.
    await expect(warnings.getByRole("listitem")).toHaveText([
      "Keine Zahlungspläne",
      "Noch nicht geprüft",
      "Nicht veröffentlicht",
      "Schließe deine Registrierung ab, um zu verkaufen",
    ]);
    await warnings.getByRole("link", { name: "Schließe deine Registrierung ab, um zu verkaufen" }).click();
    await expect(page).toHaveURL(/\/cabinet\/profile\/edit\?seller_profile_edit=true$/);
  });
});
