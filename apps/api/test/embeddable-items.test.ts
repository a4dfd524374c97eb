import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { CARD, checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { cabinetClient } from "./support/catalog.ts";
import { givenUser } from "./support/users.ts";
import { signIn } from "./support/api.ts";
import {
  affiliateNodes,
  affiliateProgramProducts,
  affiliatePrograms,
  embeddableItems,
} from "../src/affiliates/tables.ts";
import { orders } from "../src/orders/tables.ts";

// Embeddable items over HTTP: the publisher's list and editor with every form/purpose/display
// rule named by field, ownership, the escaped snippet, the public answer for the embed script,
// and which buyer pages another site may frame.

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;
let product: Awaited<ReturnType<typeof givenSellableProduct>>["product"];
let plans: Awaited<ReturnType<typeof givenSellableProduct>>["plans"];
let embedProgram: number;
let plainProgram: number;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
  ({ product, plans } = await givenSellableProduct(t.deps, seller.id));
  embedProgram = await givenProgram({ embedFormsAllowed: true });
  plainProgram = await givenProgram({ embedFormsAllowed: false });
});
afterAll(() => t.close());

async function givenProgram(o: { embedFormsAllowed: boolean; sellerId?: number; withProducts?: number[] }) {
  const [program] = await t.deps.db
    .insert(affiliatePrograms)
    .values({
      sellerId: o.sellerId ?? seller.id,
      name: `Partners <${o.embedFormsAllowed ? "embed" : "plain"}>`,
      commissions: [1000],
      embedFormsAllowed: o.embedFormsAllowed,
      scope: o.withProducts ? "with_products" : "all_products",
    })
    .returning();
  for (const productId of o.withProducts ?? [])
    await t.deps.db
      .insert(affiliateProgramProducts)
      .values({ programId: program!.id, productId, commissions: [1000] });
  return program!.id;
}

async function givenPublisher(programs: number[], state = "accepted") {
  const user = await givenUser(t.deps, { profiles: ["publisher"] });
  for (const programId of programs)
    await t.deps.db.insert(affiliateNodes).values({
      sellerId: seller.id,
      programId,
      publisherId: user.id,
      email: user.email,
      state,
      initiator: "publisher",
    });
  const session = await signIn(t.app, user.email);
  return { user, api: cabinetClient(t.app, session.access_token) };
}

const button = (programId: number, extra: Record<string, unknown> = {}) => ({
  name: "Blog button",
  form: "button",
  purpose: "product",
  program_id: programId,
  product_id: product.id,
  settings: { label: "Buy now", color: "#1c7ed6" },
  ...extra,
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("the publisher's embeddable items", () => {
  it("are created with their link and snippet, listed 15 a page, edited and deleted", async () => {
    const { user, api } = await givenPublisher([embedProgram]);
    const created = await api.post("/publish/embeddable_items", button(embedProgram));
    expect(created.status).toBe(201);
    const item = created.body.embeddable_item;
    expect(item).toMatchObject({
      form: "button",
      purpose: "product",
      display: "modal",
      product_name: product.name,
    });
    expect(item.link_url).toBe(
      `${t.deps.config.publicUrl}/aff/${embedProgram}/${user.id}?product_id=${product.id}`,
    );
    expect(item.snippet).toContain(`<script async src="${t.deps.config.publicUrl}/embed.js"></script>`);
    expect(item.snippet).toContain(`data-sellwerk-embed="${item.id}"`);

    for (let i = 0; i < 16; i++)
      await api.post(
        "/publish/embeddable_items",
        button(embedProgram, { name: `Item ${String(i).padStart(2, "0")}` }),
      );
    const first = await api.get("/publish/embeddable_items", undefined, {
      query: { sort_key: "name", sort_dir: "asc" },
    });
    expect(first.status).toBe(200);
    expect(first.body.list).toHaveLength(15);
    expect(first.body.total_count).toBe(17);
    expect(first.body.list[0].name).toBe("Blog button");

    const edited = await api.put(`/publish/embeddable_items/${item.id}`, {
      ...button(embedProgram),
      form: "embed_payment_page",
      display: "on_page",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.embeddable_item).toMatchObject({ form: "embed_payment_page", display: "on_page" });

    expect((await api.del(`/publish/embeddable_items/${item.id}`)).status).toBe(204);
    expect((await api.get(`/publish/embeddable_items/${item.id}`)).status).toBe(404);
  });

  it("refuse each broken rule naming the field, in the publisher's language, and store nothing", async () => {
    const { user, api } = await givenPublisher([embedProgram, plainProgram]);
    const foreignSeller = await givenSellingSeller(t.deps);
    const foreign = await givenSellableProduct(t.deps, foreignSeller.id);
    const notJoined = await givenProgram({ embedFormsAllowed: true });
    const narrow = await givenProgram({ embedFormsAllowed: true, withProducts: [foreign.product.id] });
    await t.deps.db.insert(affiliateNodes).values({
      sellerId: seller.id,
      programId: narrow,
      publisherId: user.id,
      email: user.email,
      state: "accepted",
      initiator: "publisher",
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { form: "embed_payment_page", purpose: "shop", product_id: null },
        "purpose",
        "embed_not_allowed_for_form",
      ],
      [{ display: "on_page" }, "display", "embed_not_allowed_for_form"],
      [{ form: "embed_form", program_id: plainProgram }, "form", "embed_forms_not_allowed"],
      [{ program_id: notJoined }, "program_id", "embed_program_not_joined"],
      [{ product_id: foreign.product.id }, "product_id", "embed_product_not_in_program"],
      [{ program_id: narrow }, "product_id", "embed_product_not_in_program"],
      [{ product_id: null }, "product_id", "required"],
      [{ purpose: "shop" }, "product_id", "embed_not_allowed_for_purpose"],
      [{ purpose: "custom_link", product_id: null }, "custom_url", "required"],
      [
        { purpose: "custom_link", product_id: null, custom_url: "javascript:alert(1)" },
        "custom_url",
        "invalid_url",
      ],
      [{ purpose: "course_lesson" }, "settings.lesson_id", "required"],
      [{ form: "banner" }, "settings.image_url", "required"],
      [{ form: "slider", settings: { images: ["ftp://x"] } }, "settings.images.0", "invalid_url"],
      [{ settings: { color: "blue" } }, "settings.color", "invalid_hex_color"],
      [{ form: "poster" }, "form", "invalid_value"],
    ];
    for (const [patch, param, code] of cases) {
      const res = await api.post("/publish/embeddable_items", button(embedProgram, patch), { locale: "de" });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error.code).toBe("INVALID_INPUT");
      const details = res.body.error.details as { param: string; code: string; message: string }[];
      expect(details, JSON.stringify(patch)).toContainEqual(expect.objectContaining({ param }));
      if (code !== "invalid_value") {
        const detail = details.find((d) => d.param === param)!;
        expect(detail.code).toBe(code);
        expect(detail.message).not.toContain(code);
      }
    }
    const embedsOff = await api.post(
      "/publish/embeddable_items",
      button(plainProgram, { form: "embed_form" }),
      { locale: "de" },
    );
    expect(JSON.stringify(embedsOff.body)).toContain("erlaubt keine eingebetteten");
    const stored = await t.deps.db
      .select()
      .from(embeddableItems)
      .where(eq(embeddableItems.publisherId, user.id));
    expect(stored).toHaveLength(0);
  });

  it("are a rejected or non-member publisher's to nobody: another publisher gets 404, a seller 403", async () => {
    const a = await givenPublisher([embedProgram]);
    const b = await givenPublisher([embedProgram]);
    const item = (await a.api.post("/publish/embeddable_items", button(embedProgram))).body.embeddable_item;
    expect((await b.api.get(`/publish/embeddable_items/${item.id}`)).status).toBe(404);
    expect(
      (await b.api.put(`/publish/embeddable_items/${item.id}`, button(embedProgram, { name: "Mine" })))
        .status,
    ).toBe(404);
    expect((await b.api.del(`/publish/embeddable_items/${item.id}`)).status).toBe(404);
    expect((await b.api.get("/publish/embeddable_items")).body.list).toEqual([]);
    expect((await a.api.get(`/publish/embeddable_items/${item.id}`)).body.embeddable_item.name).toBe(
      "Blog button",
    );

    const sellerSession = await signIn(t.app, seller.email);
    const asSeller = cabinetClient(t.app, sellerSession.access_token);
    expect((await asSeller.get("/publish/embeddable_items")).status).toBe(403);
    const requested = await givenPublisher([plainProgram], "requested");
    const refused = await requested.api.post("/publish/embeddable_items", button(plainProgram));
    expect(refused.body.error.details).toContainEqual(expect.objectContaining({ param: "program_id" }));
  });

  it("offer the editor the products of the publisher's own programs only", async () => {
    const { api } = await givenPublisher([embedProgram]);
    const choices = await api.get("/publish/embeddable_items/products", undefined, {
      query: { program_id: String(embedProgram) },
    });
    expect(choices.status).toBe(200);
    expect(choices.body.products).toContainEqual({ id: product.id, name: product.name });
    const foreign = await api.get("/publish/embeddable_items/products", undefined, {
      query: { program_id: String(plainProgram) },
    });
    expect(foreign.status).toBe(404);
  });

  it("escape the publisher's texts and URLs in the snippet", async () => {
    const { api } = await givenPublisher([embedProgram]);
    const res = await api.post(
      "/publish/embeddable_items",
      button(embedProgram, {
        form: "text_link",
        purpose: "custom_link",
        product_id: null,
        custom_url: 'https://blog.example/?q="><script>alert(1)</script>',
        settings: { label: `<img src=x onerror="alert(1)">` },
      }),
    );
    expect(res.status).toBe(201);
    const snippet = res.body.embeddable_item.snippet as string;
    expect(snippet).not.toMatch(/<script|<img/);
    expect(snippet).toBe(
      '<a href="https://blog.example/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</a>',
    );
  });
});

describe("the embed script's answer", () => {
  it("tells any site the look and the frame URL, cacheable, with nothing private", async () => {
    const { user, api } = await givenPublisher([embedProgram, plainProgram]);
    const framed = (await api.post("/publish/embeddable_items", button(embedProgram))).body.embeddable_item;
    const res = await t.app.inject({ method: "GET", url: `/api/v1/app/embeddable_items/${framed.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    const body = JSON.parse(res.body).embeddable_item;
    expect(body).toMatchObject({ form: "button", label: "Buy now", color: "#1c7ed6", publisher_id: user.id });
    expect(body.frame_url).toBe(
      `${t.deps.config.publicUrl}/s/${seller.username}/${product.slug}?embed=1&item=${framed.id}`,
    );
    expect(res.body).not.toContain("Blog button");
    expect(res.body).not.toContain(user.email);

    // A program without embedding: no frame, a click navigates through the affiliate link.
    const linked = (await api.post("/publish/embeddable_items", button(plainProgram))).body.embeddable_item;
    const plain = JSON.parse((await page(`/api/v1/app/embeddable_items/${linked.id}`)).body).embeddable_item;
    expect(plain.frame_url).toBeNull();
    expect(plain.link_url).toContain(`/aff/${plainProgram}/${user.id}`);

    // The publisher left the program: the item shows nothing any more.
    await t.deps.db
      .update(affiliateNodes)
      .set({ state: "canceled" })
      .where(eq(affiliateNodes.publisherId, user.id));
    expect((await page(`/api/v1/app/embeddable_items/${framed.id}`)).statusCode).toBe(404);
    expect((await page(`/api/v1/app/embeddable_items/999999999`)).statusCode).toBe(404);
  });
});

describe("framing of buyer pages", () => {
  const ancestors = (res: { headers: Record<string, unknown> }) =>
    /frame-ancestors ([^;]+)/.exec(String(res.headers["content-security-policy"]))?.[1];

  it("lets any site frame an embedded checkout of a program that allows it, nothing else", async () => {
    const { api } = await givenPublisher([embedProgram, plainProgram]);
    const framed = (await api.post("/publish/embeddable_items", button(embedProgram))).body.embeddable_item;
    const linked = (await api.post("/publish/embeddable_items", button(plainProgram))).body.embeddable_item;
    const path = `/s/${seller.username}/${product.slug}`;

    const embedded = await page(`${path}?embed=1&item=${framed.id}`);
    expect(embedded.statusCode).toBe(200);
    expect(ancestors(embedded)).toBe("*");
    expect(embedded.headers["x-frame-options"]).toBeUndefined();
    // The page keeps its own policy otherwise.
    expect(String(embedded.headers["content-security-policy"])).toContain("script-src 'self'");

    for (const url of [
      path,
      `${path}?embed=1`,
      `${path}?embed=1&item=${linked.id}`,
      `${path}?embed=0&item=${framed.id}`,
    ]) {
      const res = await page(url);
      expect(ancestors(res), url).toBe("'none'");
      expect(res.headers["x-frame-options"], url).toBeDefined();
    }
    // An item for this product named on another product's page does not open that page.
    const other = await givenSellableProduct(t.deps, seller.id);
    expect(
      ancestors(await page(`/s/${seller.username}/${other.product.slug}?embed=1&item=${framed.id}`)),
    ).toBe("'none'");
  });

  it("keeps the order's pages in the frame when the order came from an embedding program", async () => {
    const paid = async () => {
      const res = await checkoutCall(t.app, {
        product_id: product.id,
        pricing_plan_id: plans[0]!.id,
        payment_method: "card",
        payment_data: CARD(),
      });
      expect(res.status).toBe(200);
      return res.body.order_token as string;
    };
    const embeddedOrder = await paid();
    await t.deps.db
      .update(orders)
      .set({ affiliateProgramId: embedProgram })
      .where(eq(orders.token, embeddedOrder));
    const success = await page(`/s/${seller.username}/payment/${embeddedOrder}`);
    expect(success.statusCode).toBe(200);
    expect(ancestors(success)).toBe("*");

    const plainOrder = await paid();
    expect(ancestors(await page(`/s/${seller.username}/payment/${plainOrder}`))).toBe("'none'");
  });
});
