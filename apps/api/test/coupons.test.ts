import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { cabinetClient, givenSeller } from "./support/catalog.ts";
import { coupons } from "../src/checkout/tables.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

async function seller(opts: Parameters<typeof givenSeller>[2] = {}) {
  const s = await givenSeller(t.deps, t.app, opts);
  return { ...s, api: cabinetClient(t.app, s.token) };
}

async function couponRows(sellerId: number) {
  return t.deps.db.select().from(coupons).where(eq(coupons.sellerId, sellerId));
}

const PERCENT = { discount_type: "percents", value: 12.5 };

async function csv(token: string, batch: number) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/v1/cabinet/coupons/export.csv?batch=${batch}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, headers: res.headers, text: res.body };
}

describe("single coupons", () => {
  it("keep the seller's code upper-case and the percentage in hundredths", async () => {
    const { api, user } = await seller();
    const res = await api.post("/cabinet/coupons", { code: "spring-10", ...PERCENT, usage_limit: 100 });
    expect(res.status).toBe(201);
    expect(res.body.coupon).toMatchObject({
      code: "SPRING-10",
      form: "single",
      batch: null,
      discount_type: "percents",
      value: 12.5,
      currency: null,
      amount_base: "end_amount",
      scope: "all",
      product_ids: [],
      usage_limit: 100,
      used_count: 0,
      applies_to_all_rates: false,
      active: true,
    });
    const [row] = await couponRows(user.id);
    expect(row!.value).toBe(1250);
  });

  it("are unique per seller whatever the case; another seller may have the same code", async () => {
    const { api, user } = await seller({ locale: "de" });
    const other = await seller();
    expect((await api.post("/cabinet/coupons", { code: "WELCOME", ...PERCENT })).status).toBe(201);
    const again = await api.post("/cabinet/coupons", { code: "welcome", ...PERCENT }, { locale: "de" });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "INVALID_INPUT", param: "code" });
    expect(again.body.error.details[0]).toMatchObject({ code: "already_exists" });
    expect(again.body.error.details[0].message).not.toBe("");
    expect(await couponRows(user.id)).toHaveLength(1);
    expect((await other.api.post("/cabinet/coupons", { code: "welcome", ...PERCENT })).status).toBe(201);
  });

  it("get a generated code of the chosen type and length when none is given", async () => {
    const { api } = await seller();
    const numeric = await api.post("/cabinet/coupons", { code_type: "numeric", length: 6, ...PERCENT });
    expect(numeric.body.coupon.code).toMatch(/^[2-9]{6}$/);
    const alpha = await api.post("/cabinet/coupons", {
      code: "",
      code_type: "alphabetic",
      length: 12,
      ...PERCENT,
    });
    expect(alpha.body.coupon.code).toMatch(/^[A-Z]{12}$/);
    expect(alpha.body.coupon.code_type).toBe("alphabetic");
  });

  it("take currency amounts in minor units with their currency, and the seller's own products", async () => {
    const { api } = await seller();
    const product = await api.create("download", "Guide");
    const res = await api.post("/cabinet/coupons", {
      code: "FIVE",
      discount_type: "currency",
      value: 500,
      currency: "eur",
      amount_base: "net_amount",
      scope: "single",
      product_ids: [product.id],
      applies_to_all_rates: true,
      starts_at: "2031-01-01T00:00:00Z",
      ends_at: "2031-02-01T00:00:00Z",
    });
    expect(res.status).toBe(201);
    expect(res.body.coupon).toMatchObject({
      value: 500,
      currency: "eur",
      amount_base: "net_amount",
      scope: "single",
      product_ids: [product.id],
      applies_to_all_rates: true,
      starts_at: "2031-01-01T00:00:00.000Z",
      ends_at: "2031-02-01T00:00:00.000Z",
    });
  });

  it("refuse bad input naming the field, and change nothing", async () => {
    const { api, user } = await seller();
    const other = await seller();
    const mine = await api.create("download", "Mine");
    const foreign = await other.api.create("download", "Foreign");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: "a b", ...PERCENT }, "code", "invalid_coupon_code"],
      [{ code: "AB", ...PERCENT }, "code", "invalid_coupon_code"],
      [{ code: "OK1", discount_type: "percents", value: 100.5 }, "value", "too_high"],
      [{ code: "OK1", discount_type: "percents", value: 10.555 }, "value", "invalid"],
      [{ code: "OK1", discount_type: "percents", value: 0 }, "value", "too_low"],
      [{ code: "OK1", discount_type: "currency", value: 500 }, "currency", "required"],
      [{ code: "OK1", discount_type: "currency", value: 5.5, currency: "eur" }, "value", "invalid"],
      [{ code: "OK1", ...PERCENT, discount_type: "gift" }, "discount_type", "invalid_value"],
      [{ code: "OK1", ...PERCENT, scope: "multiple" }, "product_ids", "required"],
      [
        { code: "OK1", ...PERCENT, scope: "single", product_ids: [mine.id, mine.id + 100] },
        "product_ids",
        "coupon_single_product",
      ],
      [
        { code: "OK1", ...PERCENT, scope: "multiple", product_ids: [mine.id, foreign.id] },
        "product_ids.1",
        "unknown_product",
      ],
      [{ code: "OK1", ...PERCENT, usage_limit: 0 }, "usage_limit", "too_low"],
      [
        { code: "OK1", ...PERCENT, starts_at: "2031-02-01T00:00:00Z", ends_at: "2031-01-01T00:00:00Z" },
        "ends_at",
        "ends_before_start",
      ],
      [{ code_type: "numeric", length: 2, ...PERCENT }, "length", "too_low"],
    ];
    for (const [body, param, code] of cases) {
      const res = await api.post("/cabinet/coupons", body);
      expect([param, res.status, res.body.error?.param, res.body.error?.details?.[0]?.code]).toEqual([
        param,
        400,
        param,
        code,
      ]);
    }
    expect(await couponRows(user.id)).toHaveLength(0);
  });

  it("are edited and removed by their seller only", async () => {
    const { api } = await seller();
    const other = await seller();
    const a = (await api.post("/cabinet/coupons", { code: "AAA", ...PERCENT })).body.coupon;
    await api.post("/cabinet/coupons", { code: "BBB", ...PERCENT });
    const path = `/cabinet/coupons/${a.id}`;
    const edited = await api.put(path, {
      code: "aaa-2",
      discount_type: "currency",
      value: 250,
      currency: "chf",
      active: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.coupon).toMatchObject({ code: "AAA-2", value: 250, currency: "chf", active: false });
    const taken = await api.put(path, { code: "bbb", ...PERCENT });
    expect(taken.body.error).toMatchObject({ code: "INVALID_INPUT", param: "code" });
    expect(taken.body.error.details[0].code).toBe("already_exists");
    expect((await other.api.put(path, { code: "MINE", ...PERCENT })).status).toBe(404);
    expect((await other.api.del(path)).status).toBe(404);
    expect((await api.del(path)).status).toBe(204);
    expect((await api.del(path)).status).toBe(404);
  });
});

describe("the coupon list", () => {
  it("pages, sorts, searches by code and filters", async () => {
    const { api } = await seller();
    const other = await seller();
    await other.api.post("/cabinet/coupons", { code: "FOREIGN", ...PERCENT });
    for (const code of ["CHARLIE", "ALPHA", "BRAVO"])
      await api.post("/cabinet/coupons", { code, ...PERCENT });
    await api.post("/cabinet/coupons", {
      code: "EURO",
      discount_type: "currency",
      value: 100,
      currency: "eur",
      active: false,
    });
    await api.post("/cabinet/coupons/bulk", { count: 13, code_type: "numeric", length: 8, ...PERCENT });

    const query = { per: "10", sort_key: "code", sort_dir: "asc" };
    const first = await api.get("/cabinet/coupons", undefined, { query });
    expect(first.body).toMatchObject({ total_count: 17, total_count_max: 10_000 });
    expect(first.body.list).toHaveLength(10);
    // Digits sort before letters: the second page ends with the named codes.
    const second = await api.get("/cabinet/coupons", undefined, { query: { ...query, page: "2" } });
    expect(second.body.list.map((c: { code: string }) => c.code).slice(3)).toEqual([
      "ALPHA",
      "BRAVO",
      "CHARLIE",
      "EURO",
    ]);
    const desc = await api.get("/cabinet/coupons", undefined, { query: { ...query, sort_dir: "desc" } });
    expect(desc.body.list[0].code).toBe("EURO");
    const search = await api.get("/cabinet/coupons", undefined, { query: { query: "rav" } });
    expect(search.body.list.map((c: { code: string }) => c.code)).toEqual(["BRAVO"]);
    const inactive = await api.get("/cabinet/coupons", undefined, { query: { active: "false" } });
    expect(inactive.body.list.map((c: { code: string }) => c.code)).toEqual(["EURO"]);
    const currency = await api.get("/cabinet/coupons", undefined, { query: { discount_type: "currency" } });
    expect(currency.body.total_count).toBe(1);
    const bulk = await api.get("/cabinet/coupons", undefined, { query: { form: "bulk" } });
    expect(bulk.body.total_count).toBe(13);
    const bad = await api.get("/cabinet/coupons", undefined, { query: { sort_key: "value" } });
    expect(bad.body.error).toMatchObject({ code: "INVALID_INPUT", param: "sort_key" });
  });
});

describe("bulk coupons", () => {
  it("create exactly N unique codes in one batch, exported as CSV", async () => {
    const { api, token, user } = await seller();
    await api.post("/cabinet/coupons", { code: "VIP-KEEP", ...PERCENT });
    const res = await api.post("/cabinet/coupons/bulk", {
      count: 1000,
      code_type: "alphanumeric",
      prefix: "vip-",
      length: 6,
      discount_type: "currency",
      value: 1000,
      currency: "eur",
      usage_limit: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(1000);
    const rows = (await couponRows(user.id)).filter((r) => r.batch === res.body.batch);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => r.code)).size).toBe(1000);
    for (const r of rows) {
      expect(r.code).toMatch(/^VIP-[A-Z2-9]{6}$/);
      expect(r).toMatchObject({ form: "bulk", usageLimit: 1, value: 1000, currency: "eur" });
    }
    // The batch is named by its first code.
    expect(res.body.batch).toBe(Math.min(...rows.map((r) => r.id)));

    const file = await csv(token, res.body.batch);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="coupons-batch-${res.body.batch}.csv"`,
    );
    const lines = file.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "code,discount_type,value,currency,scope,usage_limit,used_count,starts_at,ends_at,active,created_at",
    );
    expect(lines).toHaveLength(1001);
    expect(new Set(lines.slice(1).map((l) => l.split(",")[0]))).toEqual(new Set(rows.map((r) => r.code)));
    expect(lines[1]).toMatch(/^VIP-[A-Z2-9]{6},currency,1000,eur,all,1,0,,,true,\d{4}-/);
  });

  it("refuse more than 1000, too small a code space, and another seller's batch — adding nothing", async () => {
    const { api, token, user } = await seller();
    const other = await seller();
    const tooMany = await api.post("/cabinet/coupons/bulk", { count: 1001, ...PERCENT });
    expect(tooMany.body.error).toMatchObject({ code: "INVALID_INPUT", param: "count" });
    expect(tooMany.body.error.details[0].code).toBe("too_high");
    // Eight digits, three places: 512 codes at most.
    const small = await api.post("/cabinet/coupons/bulk", {
      count: 600,
      code_type: "numeric",
      length: 3,
      ...PERCENT,
    });
    expect(small.status).toBe(400);
    expect(small.body.error.details[0]).toMatchObject({ param: "length", code: "coupon_code_space" });
    const long = await api.post("/cabinet/coupons/bulk", {
      count: 5,
      prefix: "A".repeat(20),
      length: 25,
      ...PERCENT,
    });
    expect(long.body.error.details[0]).toMatchObject({ param: "length", code: "too_high" });
    expect(await couponRows(user.id)).toHaveLength(0);

    const theirs = await other.api.post("/cabinet/coupons/bulk", { count: 2, ...PERCENT });
    expect((await csv(token, theirs.body.batch)).status).toBe(404);
  });
});
