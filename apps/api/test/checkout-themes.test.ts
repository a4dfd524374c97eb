import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { cabinetClient, givenSeller } from "./support/catalog.ts";
import { upload } from "./support/multipart.ts";
import { checkoutThemeFor } from "../src/checkout/index.ts";
import { checkoutThemes } from "../src/checkout/tables.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

async function seller(opts: Parameters<typeof givenSeller>[2] = {}) {
  const s = await givenSeller(t.deps, t.app, opts);
  return { ...s, api: cabinetClient(t.app, s.token) };
}

async function themeRows(sellerId: number) {
  return t.deps.db.select().from(checkoutThemes).where(eq(checkoutThemes.sellerId, sellerId));
}

async function sealImage(token: string) {
  const image = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#2f9e44" } })
    .png()
    .toBuffer();
  const res = await upload(t.app, token, "trust_seal", [
    { name: "file", filename: "seal.png", content: image },
  ]);
  expect(res.status).toBe(201);
  return res.body.file.id as number;
}

describe("checkout themes", () => {
  it("start from the built-in look (radius 22, buy button #ffc107)", async () => {
    const { api } = await seller();
    const res = await api.post("/cabinet/checkout_themes", { name: " Spring sale " });
    expect(res.status).toBe(201);
    expect(res.body.checkout_theme).toMatchObject({
      name: "Spring sale",
      layout: "default",
      theme: {
        buy_button_color: "#ffc107",
        buy_button_radius: 22,
        coupon_button_radius: 22,
        buy_button_text: "dynamic",
        countdown_enabled: false,
        countdown_ends_at: null,
        mobile_description_default: "collapsed",
        upsell_position: "below_payment_methods",
      },
      trust_seals: {
        visa: true,
        ssl_secure: true,
        mastercard: true,
        product_seal_url: null,
        product_seal_file_id: null,
      },
      buyer_include_type: "private_and_business",
      is_default: false,
      version: 1,
    });
    const list = await api.get("/cabinet/checkout_themes");
    expect(list.body.list).toHaveLength(1);
    const one = await api.get(`/cabinet/checkout_themes/${res.body.checkout_theme.id}`);
    expect(one.body.checkout_theme).toEqual(res.body.checkout_theme);
  });

  it("save every field of the spec and refuse a stale version", async () => {
    const { api } = await seller();
    const created = (await api.post("/cabinet/checkout_themes", { name: "Dark" })).body.checkout_theme;
    const body = {
      version: 1,
      name: "Dark",
      layout: "two_steps",
      theme: {
        page_color: "#111",
        background_color: "#222222",
        buy_button_color: "#e8590c",
        buy_button_font_color: "#ffffff",
        buy_button_radius: 4,
        buy_button_text: "accept_and_pay_now",
        coupon_button_color: "#333333",
        coupon_button_font_color: "#eeeeee",
        coupon_button_radius: 0,
        get_for_free_text: "Grab it",
        recommended_badge_color: "#1971c2",
        recommended_badge_font_color: "#ffffff",
        countdown_enabled: true,
        countdown_ends_at: "2031-06-01T18:00:00.000Z",
        countdown_color: "#000000",
        countdown_font_color: "#ffffff",
        countdown_text: "Ends in",
        mobile_description_enabled: true,
        mobile_description_default: "expanded",
        upsell_position: "below_product_details",
      },
      trust_seals: { visa: false, ssl_secure: true, mastercard: false, product_seal_file_id: null },
      buyer_include_type: "business",
    };
    const saved = await api.put(`/cabinet/checkout_themes/${created.id}`, body);
    expect(saved.status).toBe(200);
    const { version: _v, ...expected } = body;
    expect(saved.body.checkout_theme).toMatchObject({
      ...expected,
      trust_seals: { ...body.trust_seals, product_seal_url: null },
      version: 2,
    });
    const stale = await api.put(`/cabinet/checkout_themes/${created.id}`, { ...body, name: "Lost" });
    expect(stale.status).toBe(409);
    expect((await api.get(`/cabinet/checkout_themes/${created.id}`)).body.checkout_theme.name).toBe("Dark");
  });

  it("refuse bad input naming the field, and change nothing", async () => {
    const { api, user } = await seller({ locale: "de" });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "required"],
      [{ name: "x", theme: { buy_button_color: "yellow" } }, "theme.buy_button_color", "invalid_hex_color"],
      [{ name: "x", theme: { buy_button_radius: 99 } }, "theme.buy_button_radius", "too_high"],
      [{ name: "x", theme: { buy_button_text: "shout" } }, "theme.buy_button_text", "invalid_value"],
      [{ name: "x", theme: { countdown_enabled: true } }, "theme.countdown_ends_at", "required"],
      [{ name: "x", layout: "three_steps" }, "layout", "invalid_value"],
      [{ name: "x", buyer_include_type: "everyone" }, "buyer_include_type", "invalid_value"],
      [
        { name: "x", trust_seals: { product_seal_file_id: 999999 } },
        "trust_seals.product_seal_file_id",
        "invalid_file",
      ],
    ];
    for (const [body, param, code] of cases) {
      const res = await api.post("/cabinet/checkout_themes", body, { locale: "de" });
      expect([
        param,
        res.status,
        res.body.error.code,
        res.body.error.param,
        res.body.error.details[0].code,
      ]).toEqual([param, 400, "INVALID_INPUT", param, code]);
    }
    expect(await themeRows(user.id)).toHaveLength(0);
  });

  it("keep the seller's own seal image with a signed URL the checkout can show", async () => {
    const { api, user, token } = await seller();
    const other = await seller();
    const seal = await sealImage(token);
    const foreign = await other.api.post("/cabinet/checkout_themes", {
      name: "Stolen",
      trust_seals: { product_seal_file_id: seal },
    });
    expect(foreign.body.error.details[0]).toMatchObject({
      param: "trust_seals.product_seal_file_id",
      code: "invalid_file",
    });
    const res = await api.post("/cabinet/checkout_themes", {
      name: "Sealed",
      trust_seals: { product_seal_file_id: seal },
    });
    expect(res.body.checkout_theme.trust_seals).toMatchObject({ product_seal_file_id: seal });
    const url = res.body.checkout_theme.trust_seals.product_seal_url as string;
    expect(url).toMatch(new RegExp(`^/api/v1/files/${seal}/s\\?sig=`));
    // The signature alone opens it: buyers have no token.
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const look = await checkoutThemeFor(t.deps.db, user.id, res.body.checkout_theme.id);
    expect(look.trustSeals).toEqual({
      visa: true,
      ssl_secure: true,
      mastercard: true,
      product_seal_url: url,
    });
  });

  it("have one default, which products without a theme of their own get", async () => {
    const { api, user } = await seller();
    const other = await seller();
    const a = (
      await api.post("/cabinet/checkout_themes", { name: "A", theme: { buy_button_color: "#aaaaaa" } })
    ).body.checkout_theme;
    const b = (await api.post("/cabinet/checkout_themes", { name: "B", layout: "simplified" })).body
      .checkout_theme;
    const foreign = (await other.api.post("/cabinet/checkout_themes", { name: "Foreign" })).body
      .checkout_theme;

    // No default yet: the built-in look.
    expect((await checkoutThemeFor(t.deps.db, user.id, null)).theme.buy_button_color).toBe("#ffc107");
    expect((await api.post(`/cabinet/checkout_themes/${a.id}/default`)).body.checkout_theme.is_default).toBe(
      true,
    );
    expect((await api.post(`/cabinet/checkout_themes/${b.id}/default`)).body.checkout_theme.is_default).toBe(
      true,
    );
    const list = (await api.get("/cabinet/checkout_themes")).body.list;
    expect(list.map((x: { name: string; is_default: boolean }) => [x.name, x.is_default])).toEqual([
      ["B", true],
      ["A", false],
    ]);
    expect((await checkoutThemeFor(t.deps.db, user.id, null)).layout).toBe("simplified");
    expect((await checkoutThemeFor(t.deps.db, user.id, a.id)).theme.buy_button_color).toBe("#aaaaaa");
    // Another seller's theme id is not this seller's: the default applies.
    expect((await checkoutThemeFor(t.deps.db, user.id, foreign.id)).layout).toBe("simplified");
    expect((await api.post(`/cabinet/checkout_themes/${foreign.id}/default`)).status).toBe(404);
  });

  it("are invisible to other sellers and can be removed", async () => {
    const { api } = await seller();
    const other = await seller();
    const theme = (await api.post("/cabinet/checkout_themes", { name: "Mine" })).body.checkout_theme;
    const path = `/cabinet/checkout_themes/${theme.id}`;
    expect((await other.api.get(path)).status).toBe(404);
    expect((await other.api.put(path, { version: 1, name: "Taken" })).status).toBe(404);
    expect((await other.api.del(path)).status).toBe(404);
    expect((await other.api.get("/cabinet/checkout_themes")).body.list).toEqual([]);
    expect((await api.del(path)).status).toBe(204);
    expect((await api.get(path)).status).toBe(404);
  });
});
