import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { cabinetClient, givenSeller } from "./support/catalog.ts";
import { affiliateProgramProducts, affiliatePrograms } from "../src/affiliates/tables.ts";
import { teamMemberships } from "../src/identity/index.ts";
import { givenUser } from "./support/users.ts";
import { signIn } from "./support/api.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

async function seller(opts: Parameters<typeof givenSeller>[2] = {}) {
  const s = await givenSeller(t.deps, t.app, opts);
  return { ...s, api: cabinetClient(t.app, s.token) };
}
const programsOf = (sellerId: number) =>
  t.deps.db.select().from(affiliatePrograms).where(eq(affiliatePrograms.sellerId, sellerId));

const TWO_STAGES = { name: "Partners", form: "multiple", commissions: [12.5, 5] };

describe("affiliate programs", () => {
  it("are created with the spec's defaults, percent on the wire and basis points in the table", async () => {
    const { api, user } = await seller();
    const res = await api.post("/cabinet/affiliate_programs", TWO_STAGES);
    expect(res.status).toBe(201);
    expect(res.body.affiliate_program).toMatchObject({
      name: "Partners",
      form: "multiple",
      scope: "all_products",
      commissions: [12.5, 5],
      bonus: 0,
      commission_duration: "none",
      lifetime_duration: null,
      cookies_expire: 180,
      provision_from_brutto: true,
      archived: false,
      publishers_count: 0,
      requests_count: 0,
    });
    expect(res.body.affiliate_program.landing_url).toMatch(/\/affiliate_programs\/\d+$/);
    const [row] = await programsOf(user.id);
    expect(row!.commissions).toEqual([1250, 500]);
  });

  it("refuse every setting outside the bounds, naming the field, and store nothing", async () => {
    const { api, user } = await seller({ locale: "de" });
    const cases: [object, string, string][] = [
      [{ ...TWO_STAGES, commissions: [10, 5, 5, 5, 5, 5] }, "commissions", "affiliate_stages_count"],
      [{ ...TWO_STAGES, form: "single" }, "commissions", "affiliate_stages_count"],
      [{ ...TWO_STAGES, commissions: [60, 50] }, "commissions", "affiliate_commission_sum_high"],
      [{ ...TWO_STAGES, commissions: [0, 0] }, "commissions", "affiliate_commission_sum_zero"],
      [{ ...TWO_STAGES, commissions: [101, 0] }, "commissions.0", "out_of_range"],
      [{ ...TWO_STAGES, commissions: [10.555, 5] }, "commissions.0", "invalid"],
      [{ ...TWO_STAGES, commissions: [50, 40], bonus: 20 }, "bonus", "affiliate_bonus_too_high"],
      [{ ...TWO_STAGES, cookies_expire: 0 }, "cookies_expire", "out_of_range"],
      [{ ...TWO_STAGES, commission_duration: "fixed" }, "lifetime_duration", "required"],
      [
        { ...TWO_STAGES, commission_duration: "fixed", lifetime_duration: 9999 },
        "lifetime_duration",
        "out_of_range",
      ],
      [{ ...TWO_STAGES, redirection_url: "javascript:alert(1)" }, "redirection_url", "invalid_url"],
      [{ ...TWO_STAGES, landing_body: "{program} {price}" }, "landing_body", "unknown_placeholder"],
      [{ ...TWO_STAGES, scope: "with_products" }, "product_commissions", "required"],
    ];
    for (const [body, param, code] of cases) {
      const res = await api.post("/cabinet/affiliate_programs", body, { locale: "de" });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("INVALID_INPUT");
      expect(res.body.error.details).toContainEqual(expect.objectContaining({ param, code }));
      // Translated: the German catalogue's words, not the code.
      expect(res.body.error.message).not.toContain(code);
    }
    const high = await api.post(
      "/cabinet/affiliate_programs",
      { ...TWO_STAGES, commissions: [60, 50] },
      { locale: "de" },
    );
    expect(high.body.error.message).toContain("höchstens 100 %");
    expect(await programsOf(user.id)).toHaveLength(0);
  });

  it("take per-product commissions only for the seller's own products", async () => {
    const { api, user } = await seller();
    const other = await seller();
    const own = await api.create("download", "Own e-book");
    const foreign = await other.api.create("download", "Foreign e-book");
    const body = {
      ...TWO_STAGES,
      scope: "with_products",
      product_commissions: [
        { product_id: own.id, commissions: [20, 10] },
        { product_id: foreign.id, commissions: [20, 10] },
      ],
    };
    const refused = await api.post("/cabinet/affiliate_programs", body);
    expect(refused.status).toBe(400);
    expect(refused.body.error.param).toBe("product_commissions.1.product_id");
    expect(await programsOf(user.id)).toHaveLength(0);

    const res = await api.post("/cabinet/affiliate_programs", {
      ...body,
      product_commissions: [{ product_id: own.id, commissions: [20, 10] }],
    });
    expect(res.status).toBe(201);
    expect(res.body.affiliate_program.product_commissions).toEqual([
      { product_id: own.id, product_name: "Own e-book", commissions: [20, 10] },
    ]);
    const rows = await t.deps.db
      .select()
      .from(affiliateProgramProducts)
      .where(eq(affiliateProgramProducts.programId, res.body.affiliate_program.id));
    expect(rows.map((r) => r.commissions)).toEqual([[2000, 1000]]);
  });

  it("are edited, archived and restored; another seller gets 404 for each", async () => {
    const { api } = await seller();
    const other = await seller();
    const { id } = (await api.post("/cabinet/affiliate_programs", TWO_STAGES)).body.affiliate_program;
    const edited = await api.put(`/cabinet/affiliate_programs/${id}`, {
      ...TWO_STAGES,
      commissions: [10, 5, 2.5],
      commission_duration: "fixed",
      lifetime_duration: 365,
      cookies_expire: 30,
      affiliate_marketplace_product: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.affiliate_program).toMatchObject({
      commissions: [10, 5, 2.5],
      lifetime_duration: 365,
      cookies_expire: 30,
      affiliate_marketplace_product: true,
    });
    for (const res of [
      await other.api.get(`/cabinet/affiliate_programs/${id}`),
      await other.api.put(`/cabinet/affiliate_programs/${id}`, TWO_STAGES),
      await other.api.post(`/cabinet/affiliate_programs/${id}/archive`),
    ])
      expect(res.status).toBe(404);
    expect((await other.api.get("/cabinet/affiliate_programs")).body.list).toEqual([]);

    expect(
      (await api.post(`/cabinet/affiliate_programs/${id}/archive`)).body.affiliate_program.archived,
    ).toBe(true);
    expect((await api.get("/cabinet/affiliate_programs")).body.list).toEqual([]);
    expect(
      (await api.get("/cabinet/affiliate_programs", undefined, { query: { archived: "true" } })).body.list,
    ).toHaveLength(1);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/v1/common/affiliate_programs/${id}` })).statusCode,
    ).toBe(404);
    expect(
      (await api.post(`/cabinet/affiliate_programs/${id}/unarchive`)).body.affiliate_program.archived,
    ).toBe(false);
    expect((await api.get("/cabinet/affiliate_programs")).body.list).toHaveLength(1);
  });

  it("page by 15, newest first, and search by name", async () => {
    const { api } = await seller();
    for (let i = 1; i <= 17; i++)
      await api.post("/cabinet/affiliate_programs", { ...TWO_STAGES, name: `Program ${i}` });
    const first = await api.get("/cabinet/affiliate_programs");
    expect(first.body.list).toHaveLength(15);
    expect(first.body.total_count).toBe(17);
    expect(first.body.list[0].name).toBe("Program 17");
    const second = await api.get("/cabinet/affiliate_programs", undefined, { query: { page: "2" } });
    expect(second.body.list.map((p: { name: string }) => p.name)).toEqual(["Program 2", "Program 1"]);
    const found = await api.get("/cabinet/affiliate_programs", undefined, {
      query: { query: "gram 1", sort_key: "name", sort_dir: "asc" },
    });
    expect(found.body.list.map((p: { name: string }) => p.name)).toEqual([
      "Program 1",
      "Program 10",
      "Program 11",
      "Program 12",
      "Program 13",
      "Program 14",
      "Program 15",
      "Program 16",
      "Program 17",
    ]);
  });

  it("are managed by a team member in the seller's cabinet, never in another's", async () => {
    const { user } = await seller();
    const other = await seller();
    const member = await givenUser(t.deps, { profiles: ["team_member"] });
    await t.deps.db
      .insert(teamMemberships)
      .values({ sellerId: user.id, memberId: member.id, role: "team_member" });
    const token = (await signIn(t.app, member.email)).access_token;
    const asMember = cabinetClient(t.app, token, { "x-seller-id": String(user.id) });
    const created = await asMember.post("/cabinet/affiliate_programs", TWO_STAGES);
    expect(created.status).toBe(201);
    expect((await programsOf(user.id)).map((p) => p.id)).toEqual([created.body.affiliate_program.id]);
    const elsewhere = cabinetClient(t.app, token, { "x-seller-id": String(other.user.id) });
    expect((await elsewhere.get("/cabinet/affiliate_programs")).status).toBe(404);
  });
});
