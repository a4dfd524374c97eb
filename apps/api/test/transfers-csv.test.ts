import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUND_WINDOW_MS } from "@sellwerk/domain";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { givenUser } from "./support/users.ts";
import { teamMemberships, users } from "../src/identity/index.ts";
import { call, signIn } from "./support/api.ts";
import { BUYER, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { buy, givenProductOf } from "./support/billing.ts";
import { buyAttributed, givenChain } from "./support/given-affiliate.ts";
import { until, verifySellerForPayouts } from "./support/verification.ts";

// The transfers CSV (GET …/transfers/export.csv, docs/payouts.md): the transfers list's rows with
// its filters, in major units with the reader's decimal mark, for every payee under their own
// prefix and nobody else's rows.

const DAY = 86_400_000;
const HEADER =
  "id,created_at,transferable_type,transferable_id,order_id,state,provider,currency,gross_amount,fee_amount,amount,country_code,payout_id";

let t: TestPlatform;
beforeAll(async () => {
  // A platform fee of 5 % per sale, as an installation may configure (the fee column shows it).
  t = await startTestPlatform({ PLATFORM_FEE_PERCENT: "5", SHED_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

interface Transfer {
  id: number;
  transferable_id: number;
  order_id: number;
  state: string;
  created_at: string;
  gross_amount: number;
  fee_amount: number;
  amount: number;
  country_code: string | null;
  payout_id: number | null;
}

const tok = async (email: string) => (await signIn(t.app, email)).access_token;

/** The CSV's lines (header first) as the payee downloads it with these filters. */
async function csv(
  token: string,
  filters: Record<string, string> = {},
  options: { prefix?: string; locale?: string; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/v1${options.prefix ?? "/cabinet"}/transfers/export.csv`,
    query: filters,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.locale ? { "x-locale": options.locale } : {}),
      ...options.headers,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toContain("text/csv");
  expect(res.headers["content-disposition"]).toBe('attachment; filename="transfers.csv"');
  return res.body.trimEnd().split("\r\n");
}

/** The ids of the CSV's rows. */
const idsOf = (lines: string[]) => lines.slice(1).map((l) => Number(l.split(/[,;]/)[0]));

/** The line the CSV writes for a transfer of the list, in English. */
const lineOf = (x: Transfer) =>
  [
    x.id,
    x.created_at,
    "order_rate",
    x.transferable_id,
    x.order_id,
    x.state,
    "sandbox",
    "eur",
    (x.gross_amount / 100).toFixed(2),
    (x.fee_amount / 100).toFixed(2),
    (x.amount / 100).toFixed(2),
    x.country_code ?? "",
    x.payout_id ?? "",
  ].join(",");

describe("a seller's transfers CSV", () => {
  let email: string;
  let list: Transfer[];
  let payoutId: number;

  beforeAll(async () => {
    const seller = await givenSellingSeller(t.deps);
    email = seller.email;
    await verifySellerForPayouts(t, await tok(email));
    const product = await givenProductOf(t.deps, seller.id);
    // Two sales past the refund window go out with a payout; a third, from Austria, stays pending.
    await buy(t.app, t.deps, product);
    await buy(t.app, t.deps, product);
    t.clock.advance(REFUND_WINDOW_MS + DAY);
    await buy(t.app, t.deps, product, { payer: { ...BUYER, country: "AT" } });
    const token = await tok(email);
    const paid = await call(t.app, "POST", "/cabinet/payouts", {
      token,
      body: { currency: "eur" },
      headers: { "idempotency-key": `transfers-csv-${process.pid}` },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    payoutId = paid.body.payout.id;
    // The sandbox reports the payout paid in the background.
    await until(
      () => call(t.app, "GET", "/cabinet/payouts", { token }),
      (res) => res.body.list[0]?.state === "successful",
    );
    const shown = await call(t.app, "GET", "/cabinet/transfers", { token, query: { sort_dir: "asc" } });
    list = shown.body.list;
    expect(list.map((x) => x.state)).toEqual(["paid_out", "paid_out", "pending"]);
  });

  it("holds every transfer the list shows, oldest first, amounts in major units", async () => {
    const lines = await csv(await tok(email));
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1)).toEqual(list.map(lineOf));
    // 49.00 sold, less the sandbox's 0.94 and the platform's 2.45: the seller's 45.61.
    expect(lines[1]).toContain(`,paid_out,sandbox,eur,49.00,3.39,45.61,DE,${payoutId}`);
    expect(lines[3]).toMatch(/,pending,sandbox,eur,49\.00,3\.39,45\.61,AT,$/);
  });

  it("honours the list's filters and search", async () => {
    const token = await tok(email);
    const [first, , austrian] = list as [Transfer, Transfer, Transfer];
    const found = async (filters: Record<string, string>) => idsOf(await csv(token, filters));
    expect(await found({ state: "paid_out" })).toEqual([list[0]!.id, list[1]!.id]);
    expect(await found({ state: "pending" })).toEqual([austrian.id]);
    expect(await found({ state: "available" })).toEqual([]);
    expect(await found({ payout_id: String(payoutId) })).toEqual([list[0]!.id, list[1]!.id]);
    expect(await found({ payout_id: "999999" })).toEqual([]);
    expect(await found({ transfer_country_code: "at" })).toEqual([austrian.id]);
    expect(await found({ transfer_id: String(first.id) })).toEqual([first.id]);
    expect(await found({ transferable_type: "order_rate", provider: "sandbox" })).toHaveLength(3);
    expect(await found({ provider: "stripe" })).toEqual([]);
    expect(await found({ currency: "pln" })).toEqual([]);
    expect(await found({ query: `#${austrian.order_id}` })).toEqual([austrian.id]);
    expect(await found({ created_from: austrian.created_at })).toEqual([austrian.id]);
    // A filter the list does not take is refused, naming it.
    const bad = await call(t.app, "GET", "/cabinet/transfers/export.csv", {
      token,
      query: { state: "paid" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("state");
  });

  it("writes German numbers for a German reader: ';' between fields and a decimal comma", async () => {
    const lines = await csv(await tok(email), { state: "pending" }, { locale: "de" });
    expect(lines[0]).toBe(HEADER.replaceAll(",", ";"));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/;pending;sandbox;eur;49,00;3,39;45,61;AT;$/);
  });

  it("never holds another seller's transfers", async () => {
    const other = await givenSellingSeller(t.deps);
    const product = await givenProductOf(t.deps, other.id);
    await buy(t.app, t.deps, product);
    const theirs = idsOf(await csv(await tok(other.email)));
    expect(theirs).toHaveLength(1);
    expect(list.map((x) => x.id)).not.toContain(theirs[0]);
    expect(idsOf(await csv(await tok(email)))).toEqual(list.map((x) => x.id));
    // Naming a foreign transfer finds nothing.
    expect(idsOf(await csv(await tok(other.email), { transfer_id: String(list[0]!.id) }))).toEqual([]);
  });

  it("is the acting seller's for a team member (X-Seller-Id) and a manager in admin mode, never another's", async () => {
    const sellerA = (await t.deps.db.select().from(users).where(eq(users.email, email)))[0]!;
    const sellerB = await givenSellingSeller(t.deps);
    await buy(t.app, t.deps, await givenProductOf(t.deps, sellerB.id));
    const ofB = idsOf(await csv(await tok(sellerB.email)));
    expect(ofB).toHaveLength(1);

    const member = await givenUser(t.deps, { profiles: ["team_member"] });
    await t.deps.db
      .insert(teamMemberships)
      .values({ sellerId: sellerA.id, memberId: member.id, role: "team_member" });
    const memberToken = await tok(member.email);
    const actingFor = (id: number) => ({ headers: { "x-seller-id": String(id) } });
    // Acting for A: A's rows, as A downloads them, filters included; none of B's.
    const asA = await csv(memberToken, {}, actingFor(sellerA.id));
    expect(asA).toEqual(await csv(await tok(email)));
    expect(idsOf(asA)).toEqual(list.map((x) => x.id));
    expect(idsOf(await csv(memberToken, { state: "pending" }, actingFor(sellerA.id)))).toEqual([list[2]!.id]);
    // Naming B's transfer while acting for A finds nothing.
    expect(idsOf(await csv(memberToken, { transfer_id: String(ofB[0]) }, actingFor(sellerA.id)))).toEqual([]);
    // B is not the member's seller: refused as if B's cabinet did not exist; no seller named: refused.
    const download = (headers: Record<string, string>) =>
      t.app.inject({
        method: "GET",
        url: "/api/v1/cabinet/transfers/export.csv",
        headers: { authorization: `Bearer ${memberToken}`, ...headers },
      });
    const foreign = await download({ "x-seller-id": String(sellerB.id) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers["content-type"]).not.toContain("text/csv");
    expect(foreign.body).not.toContain(String(ofB[0]));
    expect((await download({})).statusCode).toBe(403);
    // The member's own transfers (their payee, /team_member) hold none of the seller's.
    expect(await csv(memberToken, {}, { prefix: "/team_member", ...actingFor(sellerA.id) })).toEqual([
      HEADER,
    ]);

    // A manager acting as A (admin mode) downloads A's, and the audit log records it.
    const manager = await tok((await givenUser(t.deps, { profiles: ["manager"] })).email);
    const session = await call(t.app, "POST", `/admin/users/${sellerA.id}/admin_session`, { token: manager });
    expect(session.status).toBe(200);
    expect(idsOf(await csv(session.body.access_token, {}))).toEqual(list.map((x) => x.id));
    // The entry is written once the response has gone out (onResponse), so it may come a moment later.
    await expect
      .poll(
        async () =>
          (
            await call(t.app, "GET", "/admin/audit_logs", {
              token: manager,
              query: { user_id: String(sellerA.id) },
            })
          ).body.list as unknown[],
      )
      .toContainEqual(
        expect.objectContaining({
          method: "GET",
          path: "/api/v1/cabinet/transfers/export.csv",
          status_code: 200,
        }),
      );
  });

  it("is for signed-in payees only", async () => {
    expect((await call(t.app, "GET", "/cabinet/transfers/export.csv")).status).toBe(401);
    const seller = await tok(email);
    expect((await call(t.app, "GET", "/publish/transfers/export.csv", { token: seller })).status).toBe(403);
  });
});

describe("a publisher's transfers CSV", () => {
  it("holds only the publisher's own commissions, not the seller's sale nor the recruiter's share", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id);
    const chain = await givenChain(t.deps, seller.id, [1000, 500]);
    const { order } = await buyAttributed(t.app, t.deps, product, chain.terms());

    const own = await csv(await tok(chain.publisher.email), {}, { prefix: "/publish" });
    expect(own[0]).toBe(HEADER);
    // 10 % of 49.00; the publisher's commission, waiting out the refund window.
    expect(own.slice(1)).toEqual([expect.stringMatching(new RegExp(`,${order.id},pending,.*,4\\.90,`))]);
    const recruiter = await csv(await tok(chain.recruiter.email), {}, { prefix: "/publish" });
    expect(recruiter.slice(1)).toEqual([expect.stringMatching(/,pending,.*,2\.45,/)]);
    const sellers = await csv(await tok(seller.email));
    expect(sellers).toHaveLength(2);
    const ids = [own, recruiter, sellers].map(idsOf).flat();
    expect(new Set(ids).size).toBe(3);
    // As a seller the publisher has sold nothing.
    expect(await csv(await tok(chain.publisher.email))).toEqual([HEADER]);
  });
});
