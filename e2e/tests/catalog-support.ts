import { deflateSync } from "node:zlib";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD, MANAGER } from "./support.ts";

// Helpers of the catalog journeys (issue 3): signing in, test files made in memory, the product
// editor driven step by step like a seller does, the product list's rows, and the manager's review.

export const SELLER = "seller@sellwerk.test";

/**
 * The journeys' test, with the manager's browser session as a worker fixture: the manager signs
 * in once and reviews every journey's product in their own tab.
 */
export const test = base.extend<object, { manager: Page }>({
  manager: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, locale: "en-US" });
      const page = await context.newPage();
      await signIn(page, MANAGER, /\/admin$/);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

export async function signIn(page: Page, email: string, landing: RegExp): Promise<void> {
  await page.goto("/users/sign_in");
  await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/** A product name no other journey (or earlier run on a reused database) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

// --- Files made in memory ----------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real (small, diagonal-striped) RGB PNG of the given size. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor((x + y) / 8) % 2 === 0;
      row.set(stripe ? [28, 126, 214] : [250, 176, 5], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF saying `text` (ASCII), with a correct cross-reference table. */
export function pdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 24 60 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

// --- The editor --------------------------------------------------------------------------------

/** The editor's own words in the two interface languages. */
export const EDITOR_TEXTS = {
  en: {
    products: "Products",
    newProduct: "New product",
    createTitle: "Create a product",
    productName: "Product name",
    create: "Create and edit",
    steps: "Editor steps",
    edit: "Edit:",
    save: "Save",
    next: "Next",
    finish: "Finish and preview",
  },
  de: {
    products: "Produkte",
    newProduct: "Neues Produkt",
    createTitle: "Produkt anlegen",
    productName: "Produktname",
    create: "Anlegen und bearbeiten",
    steps: "Schritte des Editors",
    edit: "Bearbeiten:",
    save: "Speichern",
    next: "Weiter",
    finish: "Fertig und Vorschau",
  },
} as const;
export type Language = keyof typeof EDITOR_TEXTS;

/**
 * One product in the editor (/cabinet/products/{id}/edit?step=N), walked through its steps in
 * order like a seller: each step is filled and saved, then "Next" opens the following one.
 */
export class ProductEditor {
  private constructor(
    readonly page: Page,
    readonly id: number,
    readonly name: string,
    /** The step titles in order, as the step indicator shows them. */
    readonly steps: readonly string[],
    readonly language: Language,
    public step = 1,
  ) {}

  get texts() {
    return EDITOR_TEXTS[this.language];
  }

  /** "New product" in the list: pick the type, name it, land on step 1 of its editor. */
  static async create(
    page: Page,
    {
      type,
      name,
      steps,
      language = "en",
    }: { type: string; name: string; steps: string[]; language?: Language },
  ): Promise<ProductEditor> {
    const texts = EDITOR_TEXTS[language];
    // From wherever the seller is, through the cabinet's navigation.
    await page.getByRole("link", { name: texts.products, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: texts.products })).toBeVisible();
    await page.getByRole("button", { name: texts.newProduct }).click();
    const dialog = page.getByRole("dialog", { name: texts.createTitle });
    await dialog.getByRole("radio", { name: type, exact: true }).click();
    await dialog.getByRole("textbox", { name: texts.productName, exact: true }).fill(name);
    await dialog.getByRole("button", { name: texts.create }).click();
    await expect(page).toHaveURL(/\/cabinet\/products\/\d+\/edit\?step=1$/);
    const id = Number(/\/products\/(\d+)\//.exec(page.url())![1]);
    const editor = new ProductEditor(page, id, name, steps, language);
    await expect(page.getByRole("heading", { level: 1, name: `${texts.edit} ${name}` })).toBeVisible();
    // The indicator lists exactly the type's steps, in the spec's order.
    await expect(editor.nav.getByRole("button")).toHaveText(
      steps.map((title, i) => new RegExp(`^${i + 1}\\.\\s*${escapeRegExp(title)}`)),
    );
    await editor.expectStep();
    return editor;
  }

  get nav(): Locator {
    return this.page.getByRole("navigation", { name: this.texts.steps });
  }

  /** The open step is the one in the URL and the one the indicator marks as current. */
  async expectStep(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/cabinet/products/${this.id}/edit\\?step=${this.step}$`));
    const title = this.steps[this.step - 1]!;
    await expect(
      this.nav.getByRole("button", { name: `${this.step}. ${title}`, exact: true }),
    ).toHaveAttribute("aria-current", "step");
  }

  /** "Next": the editor records the furthest step reached (the resume point), then shows it. */
  async next(): Promise<void> {
    const recorded = this.page.waitForResponse(
      (r) => r.url().endsWith(`/cabinet/products/${this.id}/step`) && r.request().method() === "POST",
    );
    await this.page.getByRole("button", { name: this.texts.next, exact: true }).click();
    const response = await recorded;
    expect(response.status()).toBe(200);
    await response.finished();
    this.step += 1;
    await this.expectStep();
  }

  /**
   * Waits for the write of a step part that `action` starts, and for its success; `part` is the
   * path below the product (`details`, `checkout`, `events/7/ticket_types` …), a string for its
   * start or a pattern.
   */
  async saved(part: string | RegExp, action: () => Promise<void>): Promise<void> {
    const base = `/api/v1/cabinet/products/${this.id}/`;
    const write = this.page.waitForResponse((r) => {
      const path = new URL(r.url()).pathname;
      if (!path.startsWith(base) || !["POST", "PUT", "PATCH"].includes(r.request().method())) return false;
      const rest = path.slice(base.length);
      return typeof part === "string" ? rest.startsWith(part) : part.test(rest);
    });
    await action();
    const response = await write;
    expect(response.status(), `${part}: ${await response.text()}`).toBeLessThan(300);
    await response.finished();
  }

  /** Presses the step form's "Save" and waits for the write. */
  async save(part: string, scope: Locator = this.page.getByRole("main")): Promise<void> {
    await this.saved(part, () => scope.getByRole("button", { name: this.texts.save, exact: true }).click());
  }

  form(name: string): Locator {
    return this.page.getByRole("form", { name, exact: true });
  }

  // --- Steps every type has (English interface) --------------------------------------------

  async details(values: {
    short: string;
    description: string;
    internalName: string;
    costCenter: string;
    category: string;
    cover?: boolean;
  }): Promise<void> {
    const form = this.form("Details");
    await expect(form.getByRole("textbox", { name: "Product name", exact: true })).toHaveValue(this.name);
    await form.getByRole("textbox", { name: "Short description", exact: true }).fill(values.short);
    await form.getByRole("textbox", { name: "Description", exact: true }).fill(values.description);
    await form.getByRole("textbox", { name: "Internal name", exact: true }).fill(values.internalName);
    await form.getByRole("textbox", { name: "Cost center", exact: true }).fill(values.costCenter);
    await form.getByRole("textbox", { name: "Categories" }).click();
    // A parent's option is also named after its expand button: match the category's own text.
    await this.page
      .getByRole("option")
      .filter({ hasText: new RegExp(`^${escapeRegExp(values.category)}$`) })
      .click();
    await this.page.keyboard.press("Escape");
    if (values.cover) await this.uploadImage(form, "Cover image", png(96, 96));
    await this.save("details", form);
  }

  /** Drop a picture on an image field, crop it (the default frame) and upload it. */
  async uploadImage(scope: Locator, label: string, bytes: Buffer): Promise<void> {
    await scope
      .locator(`input[type="file"][aria-label="Choose the ${label}"]`)
      .setInputFiles({ name: "picture.png", mimeType: "image/png", buffer: bytes });
    const crop = this.page.getByRole("dialog", { name: `Crop the ${label}` });
    await expect(crop.getByRole("group", { name: /^Crop area/ })).toBeVisible();
    await crop.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(crop).toBeHidden();
    await expect(scope.getByRole("img", { name: `Current ${label}` })).toBeVisible();
  }

  /**
   * Checkout: one pricing plan of the given type, card and PayPal, optionally a limit. `amounts`
   * are typed as a seller types them ("49.00").
   */
  async checkout(plan: Plan, { limit }: { limit?: number } = {}): Promise<void> {
    const form = this.form("Checkout");
    await form.getByRole("button", { name: "Add pricing plan" }).click();
    await this.page.getByRole("menuitem", { name: PLAN_TYPE_LABELS[plan.type], exact: true }).click();
    const card = form.getByRole("group", { name: "Plan 1" });
    await expect(card.getByRole("combobox", { name: "Plan type" })).toHaveValue(PLAN_TYPE_LABELS[plan.type]);
    const money = async (label: string, value: string | undefined) => {
      if (value === undefined) return;
      const field = card.getByRole("textbox", { name: label, exact: true });
      await field.fill(value);
      await field.blur();
    };
    await money("Price", plan.price);
    await money("First payment", plan.first);
    await money("Following payments", plan.next);
    if (plan.payments !== undefined) {
      const field = card.getByRole("textbox", { name: "Number of payments", exact: true });
      await field.fill(String(plan.payments));
      await field.blur();
    }
    // The schedule the buyer will see, computed as the seller types.
    const schedule = card.getByRole("group", { name: "Payment schedule" });
    for (const line of plan.schedule) await expect(schedule).toContainText(line);
    if (limit !== undefined) {
      const field = form.getByRole("textbox", { name: "Product limit" });
      await field.fill(String(limit));
      await field.blur();
    }
    const methods = form.getByRole("group", { name: "Payment methods" });
    await methods.getByRole("checkbox", { name: "Credit card" }).check();
    await methods.getByRole("checkbox", { name: "PayPal" }).check();
    await this.save("checkout", form);
    // The saved plan comes back from the server with its schedule.
    await expect(
      form.getByRole("group", { name: "Plan 1" }).getByRole("group", { name: "Payment schedule" }),
    ).toContainText(plan.schedule[0]!);
  }

  /** Upsell: offer one of the seller's other products after the purchase. */
  async upsell(productName: string): Promise<void> {
    const form = this.form("Upsell");
    await form.getByRole("combobox", { name: "Upsell products" }).click();
    await this.page.getByRole("option", { name: new RegExp(`^${escapeRegExp(productName)} \\(`) }).click();
    await this.page.keyboard.press("Escape");
    await this.save("upsell", form);
  }

  async delivery(option: DeliveryOption): Promise<void> {
    const form = this.form("Delivery");
    await form.getByRole("radio", { name: option }).check();
    if (option === "My own email") {
      await form.getByRole("textbox", { name: "Subject (English)" }).fill("Your {{product_name}}");
      await form
        .getByRole("textbox", { name: "Text (English)" })
        .fill("Hi {{buyer_first_name}}, here it is: {{access_url}}");
    }
    await this.save("delivery", form);
  }

  async pages(): Promise<void> {
    const form = this.form("Pages");
    await form.getByRole("radio", { name: "My own web page" }).check();
    await form
      .getByRole("textbox", { name: "Address of the success page", exact: true })
      .fill("https://example.com/thanks");
    await form.getByRole("textbox", { name: "Cancellation terms" }).fill("You may cancel within 14 days.");
    await this.save("pages", form);
  }

  async advanced(): Promise<void> {
    const form = this.form("Advanced");
    await form.getByRole("button", { name: "Add tracking code" }).click();
    const code = form.getByRole("group", { name: "Tracking code 1" });
    await code.getByRole("textbox", { name: "ID", exact: true }).fill("G-SELLWERK42");
    await form.getByRole("textbox", { name: "Note on invoices" }).fill("Thank you for your purchase.");
    await this.save("advanced", form);
  }

  /** Upsell, delivery, pages and advanced: the steps after the checkout, each saved, then "Finish". */
  async commonTail({ upsell, delivery }: { upsell: string; delivery: DeliveryOption }): Promise<void> {
    await this.next();
    await this.upsell(upsell);
    await this.next();
    await this.delivery(delivery);
    await this.next();
    await this.pages();
    await this.next();
    await this.advanced();
    expect(this.step).toBe(this.steps.length);
    await this.page.getByRole("button", { name: this.texts.finish }).click();
    await expect(this.page).toHaveURL(new RegExp(`/cabinet/products/${this.id}/preview$`));
  }
}

export type DeliveryOption = "Standard email" | "My own email" | "No email";

export interface Plan {
  type: "one_time" | "installment" | "limited_subscription" | "subscription";
  price?: string;
  first?: string;
  next?: string;
  payments?: number;
  /** Lines of the payment schedule the editor shows for it. */
  schedule: string[];
}

export const PLAN_TYPE_LABELS: Record<Plan["type"], string> = {
  one_time: "One-time payment",
  installment: "Installments",
  limited_subscription: "Limited subscription",
  subscription: "Subscription",
};

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// --- The product list --------------------------------------------------------------------------

/** The list's row of a product, found through the search (its name is unique). */
export async function productRow(page: Page, name: string): Promise<Locator> {
  await page.goto(`/cabinet/products?query=${encodeURIComponent(name)}`);
  const table = page.getByRole("table");
  const row = table.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** A cell of a row by its column header's text. */
export async function cell(page: Page, row: Locator, header: string): Promise<Locator> {
  const headers = await page.getByRole("table").getByRole("columnheader").allTextContents();
  const index = headers.map((h) => h.trim()).indexOf(header);
  expect(index, `column ${header} in ${headers.join(", ")}`).toBeGreaterThanOrEqual(0);
  return row.getByRole("cell").nth(index);
}

/** The row's cells under the given headers, as text. */
export async function rowValues(
  page: Page,
  row: Locator,
  headers: string[],
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const header of headers) {
    const text = await (await cell(page, row, header)).textContent();
    out[header] = (text ?? "").replace(/\s+/g, " ").trim();
  }
  return out;
}

/** "Publish" from the row's action menu. */
export async function publishFromList(
  page: Page,
  row: Locator,
  name: string,
  actions = "Actions for",
  publish = "Publish",
) {
  await row.getByRole("button", { name: `${actions} ${name}` }).click();
  await page.getByRole("menuitem", { name: publish, exact: true }).click();
}

// --- Review --------------------------------------------------------------------------------------

/** The manager (signed in on their own page) approves the product in /admin/product_reviews. */
export async function approveAsManager(manager: Page, name: string): Promise<void> {
  await manager.goto(`/admin/product_reviews?query=${encodeURIComponent(name)}`);
  await expect(manager.getByRole("heading", { level: 1, name: "Product reviews" })).toBeVisible();
  const row = manager.getByRole("table").getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Waiting for review");
  await expect(row).toContainText("Sam Seller");
  await row.getByRole("button", { name: `Approve ${name}` }).click();
  const confirm = manager.getByRole("dialog", { name: `Approve "${name}"?` });
  await confirm.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(manager.getByText(`"${name}" was approved and published.`)).toBeVisible();
  // Approved products leave the queue.
  await expect(row).toHaveCount(0);
}
