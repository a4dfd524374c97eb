import { eq } from "drizzle-orm";
import { catalog } from "@sellwerk/contracts";
import { PRODUCT_EDIT_STEPS, type PaymentMethod, type ProductType } from "@sellwerk/domain";
import type { z } from "zod";
import type { Deps } from "../platform/deps.ts";
import type { Result } from "../platform/result.ts";
import { products } from "../catalog/index.ts";
import { saveSellerProfile } from "../catalog/use-cases/save-seller-profile.ts";
import { paymentSettings } from "../payments/tables.ts";
import { createCategory } from "../catalog/use-cases/create-category.ts";
import { createProduct } from "../catalog/use-cases/create-product.ts";
import { updateProductDetails } from "../catalog/use-cases/update-product-details.ts";
import { saveProductCheckout } from "../catalog/use-cases/save-product-checkout.ts";
import { saveProductDelivery } from "../catalog/use-cases/save-product-delivery.ts";
import { saveProductPages } from "../catalog/use-cases/save-product-pages.ts";
import { saveProductAdvanced } from "../catalog/use-cases/save-product-advanced.ts";

// The demo seller's catalog (issue 3): a complete registration, categories, and one published
// product of each type with plans of every type, delivery, pages and a tracking code. Everything
// goes through the editor's own use-cases and schemas, so the demo shows only what a seller could
// have entered. Files, keys, events, lessons, items and designs come from their own seeds, which
// take the product ids this returns.

/** A seed that does not validate is a bug in the seed. */
function expectOk<T>(result: Result<T>, what: string): T {
  if (!result.ok) throw new Error(`demo catalog: ${what} refused: ${JSON.stringify(result)}`);
  return result.value;
}

const DEMO_PROFILE = {
  businessType: "natural",
  firstName: "Sam",
  lastName: "Seller",
  phone: "+49 30 12345678",
  street: "Torstraße",
  streetNumber: "109",
  zip: "10119",
  city: "Berlin",
  countryCode: "DE",
  vatPayer: false,
  vatExempt: true,
  vatExemptionReason: "small_business",
  // Without a VAT id the invoices print the tax number, so the profile needs it to sell.
  taxNumberType: "number",
  taxNumber: "30/123/45678",
  taxIssuanceCountryCode: "DE",
};

const month = { count: 1, unit: "month" } as const;
type PlanInput = z.input<typeof catalog.pricingPlanInput>;
const PLANS = {
  oneTime: (price: number): PlanInput => ({ name: "One payment", form: "one_time", prefs: { price } }),
  subscriptionWithTrial: (next: number): PlanInput => ({
    name: "Monthly, 14 days free",
    form: "subscription",
    prefs: { next_amount: next, interval: month, trial_days: 14, custom_start_day: 1 },
  }),
  limited: (next: number, count: number): PlanInput => ({
    name: `${count} monthly payments`,
    form: "limited_subscription",
    prefs: { first_amount: next, next_amount: next, payments_count: count, interval: month },
  }),
  installmentOf3: (first: number, next: number): PlanInput => ({
    name: "3 installments",
    form: "installment",
    prefs: { first_amount: first, next_amount: next, payments_count: 3, interval: month },
  }),
};

const BASE_METHODS: PaymentMethod[] = ["card", "paypal", "sepa", "bank_wire"];

interface DemoProduct {
  form: ProductType;
  name: string;
  short: string;
  description: string;
  category: "courses" | "downloads" | "events" | "memberships";
  plans: PlanInput[];
  /** Klarna only where every plan may offer it (spec core §5). */
  klarna?: boolean;
  discount?: z.input<typeof catalog.discountInput>;
  limit?: number;
}

/** The demo seller's products, in the order they are made (their covers are drawn in it too). */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    form: "course",
    name: "Sell Your First Digital Product",
    short: "A video course from idea to first sale in four weeks.",
    description:
      "<h2>From idea to first sale</h2><p>Step by step through <strong>finding your topic</strong>, building the product and launching it.</p><ul><li>12 video lessons</li><li>Quizzes after each module</li><li>Certificate at the end</li></ul>",
    category: "courses",
    plans: [{ ...PLANS.oneTime(29_700), recommended: true }, PLANS.installmentOf3(9_900, 9_900)],
  },
  {
    form: "service",
    name: "1:1 Launch Coaching",
    short: "Sixty minutes on your launch plan, by video call.",
    description: "<p>We go through your launch plan together and fix what would cost you sales.</p>",
    category: "courses",
    plans: [PLANS.oneTime(14_900)],
    klarna: true,
    limit: 20,
  },
  {
    form: "download",
    name: "Pricing Playbook (e-book)",
    short: "48 pages on pricing digital products, PDF and EPUB.",
    description: "<p>How to price courses, memberships and downloads — with <em>worked examples</em>.</p>",
    category: "downloads",
    plans: [PLANS.oneTime(1_900)],
    klarna: true,
    discount: { active: true, value: 20, value_form: "percents", limit: 100 },
  },
  {
    form: "membership",
    name: "Creator Circle",
    short: "Monthly membership: live Q&A, templates and the community.",
    description: "<p>Every month a live Q&amp;A, new templates and a community of creators.</p>",
    category: "memberships",
    plans: [PLANS.subscriptionWithTrial(2_900)],
    klarna: true,
  },
  {
    form: "event",
    name: "Creator Day Berlin",
    short: "One day of talks and workshops for creators.",
    description: "<p>Talks, workshops and people who sell what they know. Lunch included.</p>",
    category: "events",
    plans: [PLANS.oneTime(4_900)],
  },
  {
    form: "certificate",
    name: "Certified Launch Coach",
    short: "Exam and certificate for launch coaches.",
    description: "<p>Pass the exam and receive your personal certificate as a PDF.</p>",
    category: "courses",
    plans: [PLANS.oneTime(9_900)],
  },
  {
    form: "license_key",
    name: "Shop Theme Pro (license)",
    short: "A premium theme for your shop; one key per shop.",
    description: "<p>One license key per shop. Updates for as long as the license runs.</p>",
    category: "downloads",
    plans: [PLANS.oneTime(4_900), PLANS.limited(500, 12)],
  },
  {
    form: "bundle",
    name: "Launch Bundle",
    short: "The course, the playbook and the theme together.",
    description: "<p>Everything you need to launch, for less than the parts.</p>",
    category: "courses",
    plans: [PLANS.oneTime(29_900), PLANS.installmentOf3(10_000, 10_000)],
  },
];

async function seedCategories(deps: Deps, sellerId: number) {
  const add = async (title: string, extra: Partial<catalog.CreateCategoryBody> = {}) =>
    expectOk(
      await createCategory(deps, sellerId, catalog.createCategoryBody.parse({ title, ...extra })),
      `category ${title}`,
    ).id;
  const courses = await add("Online courses", { color: "#4c6ef5", position: 0 });
  return {
    courses,
    live: await add("Live sessions", { parent_id: courses, position: 0 }),
    downloads: await add("Downloads", { color: "#12b886", position: 1 }),
    memberships: await add("Memberships", { position: 2 }),
    events: await add("Events & tickets", { color: "#fab005", position: 3 }),
  };
}

/** Delivery, pages and tracking vary over the products, so each option appears somewhere. */
async function seedSettings(deps: Deps, sellerId: number, id: number, index: number, version: number) {
  const custom = index === 0;
  let v = version;
  const save = async (what: string, run: () => Promise<Result<catalog.Product>>) => {
    v = expectOk(await run(), what).version;
  };
  await save("delivery", () =>
    saveProductDelivery(
      deps,
      sellerId,
      id,
      catalog.deliveryBody.parse({
        version: v,
        email: custom ? "custom" : "standard",
        custom: custom
          ? {
              en: {
                subject: "Welcome to {{product_name}}",
                // Plain text, as the editor's text field writes it: mails escape it and keep line breaks.
                body: "Hi {{buyer_first_name}}, start here: {{access_url}}",
              },
              de: {
                subject: "Willkommen bei {{product_name}}",
                body: "Hallo {{buyer_first_name}}, los geht's: {{access_url}}",
              },
            }
          : {},
      }),
    ),
  );
  await save("pages", () =>
    saveProductPages(
      deps,
      sellerId,
      id,
      catalog.pagesBody.parse({
        version: v,
        success: index === 1 ? "url" : "default",
        success_url: index === 1 ? "https://example.com/thank-you" : "",
        cancellation_terms:
          "<p>You may cancel within 14 days of purchase unless the content was already accessed.</p>",
      }),
    ),
  );
  await save("advanced", () =>
    saveProductAdvanced(
      deps,
      sellerId,
      id,
      catalog.advancedBody.parse({
        version: v,
        tracking_codes:
          index % 2 === 0 ? [{ kind: "ga4", code_id: "G-SELLWERK01", events: ["product", "success"] }] : [],
        invoice_note: index === 2 ? "Digital download, delivered by email." : "",
      }),
    ),
  );
}

/** A product through the editor's use-cases: created, its details and its checkout step saved. */
async function seedProduct(
  deps: Deps,
  sellerId: number,
  demo: Omit<DemoProduct, "category"> & { free?: boolean },
  categoryIds: number[] = [],
): Promise<catalog.Product> {
  const created = expectOk(
    await createProduct(deps, sellerId, { form: demo.form, name: demo.name, currency: "eur" }),
    demo.name,
  );
  const details = expectOk(
    await updateProductDetails(
      deps,
      sellerId,
      created.id,
      catalog.detailsBody.parse({
        version: created.version,
        description: demo.description,
        short_description: demo.short,
        internal_name: `DEMO-${demo.form.toUpperCase()}`,
        category_ids: categoryIds,
        free: demo.free ?? false,
      }),
    ),
    `${demo.name} details`,
  );
  return expectOk(
    await saveProductCheckout(
      deps,
      sellerId,
      created.id,
      catalog.checkoutBody.parse({
        version: details.version,
        pricing_plans: demo.plans,
        payment_methods: demo.klarna ? [...BASE_METHODS, "klarna"] : BASE_METHODS,
        discount: demo.discount ?? null,
        limit: demo.limit ?? null,
      }),
    ),
    `${demo.name} checkout`,
  );
}

/**
 * The power seller's products (German, like the account): what only a power seller sees shows on
 * them. The account stays unregistered, as a new power seller starts: the free consultation is
 * live (free products need neither registration nor review), the paid workshop waits in the list
 * with the review warnings only power sellers are shown, next to "finish your registration".
 */
export async function seedPowerSellerCatalog(deps: Deps, sellerId: number): Promise<void> {
  const free = await seedProduct(deps, sellerId, {
    form: "service",
    name: "Kostenlose Erstberatung",
    short: "20 Minuten per Videocall: Wo steht dein Launch?",
    description: "<p>Wir schauen gemeinsam auf dein Angebot und die nächsten Schritte.</p>",
    // A free product sells through a plan too, of nothing.
    plans: [{ ...PLANS.oneTime(0), name: "Kostenlos" }],
    free: true,
  });
  await seedProduct(deps, sellerId, {
    form: "service",
    name: "Launch-Workshop",
    short: "Ein Tag Workshop für deinen Produktstart, in kleiner Gruppe.",
    description: "<p>Positionierung, Preis und Verkaufsseite an einem Tag.</p>",
    plans: [
      { ...PLANS.oneTime(19_900), name: "Einmalzahlung" },
      { ...PLANS.installmentOf3(6_900, 6_900), name: "3 Raten" },
    ],
  });
  await deps.db
    .update(products)
    .set({ state: "published", reviewState: "free", lastStep: PRODUCT_EDIT_STEPS.service.length })
    .where(eq(products.id, free.id));
}

/**
 * The demo seller's catalog; answers the product id of each type for the content seeds. Run once
 * on a fresh database (the caller's demo marker guards it).
 */
export async function seedCatalog(deps: Deps, sellerId: number): Promise<Record<ProductType, number>> {
  expectOk(
    await saveSellerProfile(
      deps,
      sellerId,
      catalog.saveSellerProfileBody.parse({ version: 0, profile: catalog.profileToWire(DEMO_PROFILE) }),
    ),
    "seller profile",
  );
  // A manager switched Klarna (also for subscriptions) on for the demo seller (spec two §6 feature flag), so the demo
  // shows a gated method; twint and mondu stay off like on a new account.
  await deps.db
    .insert(paymentSettings)
    .values({
      sellerId,
      flags: { klarna: true, klarnaSubscriptions: true },
      // Where bank transfers go (a test IBAN: the demo moves no real money).
      bankWire: { account_holder: "Sam Seller", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
    })
    .onConflictDoUpdate({
      target: paymentSettings.sellerId,
      set: { flags: { klarna: true, klarnaSubscriptions: true } },
    });
  const categories = await seedCategories(deps, sellerId);
  const ids = {} as Record<ProductType, number>;
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const categoryIds = [categories[demo.category], ...(demo.form === "event" ? [categories.live] : [])];
    const created = await seedProduct(deps, sellerId, demo, categoryIds);
    await seedSettings(deps, sellerId, created.id, index, created.version);
    ids[demo.form] = created.id;
  }
  // Published and reviewed as a manager would have left them; the content seeds fill what they sell.
  for (const form of Object.keys(ids) as ProductType[])
    await deps.db
      .update(products)
      .set({
        state: "published",
        reviewState: "reviewed",
        reviewedAt: deps.clock.now(),
        lastStep: PRODUCT_EDIT_STEPS[form].length,
      })
      .where(eq(products.id, ids[form]));
  return ids;
}
