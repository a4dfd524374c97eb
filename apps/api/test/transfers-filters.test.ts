import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { REFUND_WINDOW_MS } from "@sellwerk/domain";
import { payouts as contracts } from "@sellwerk/contracts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import { payouts } from "../src/payouts/tables.ts";

// The transfers list's state and payout_id filters are ranges of the entries' time derived from
// the payee's payouts (transfer-columns.ts transferFilterConditions), while each row's own state and
// payout come from per-row look-ups. Over a history with every payout state, two currencies, a
// canceled payout, two payouts covering the same moment and transfers on the spans' edges, every
// filter must keep exactly the rows whose shown state or payout says so.

const DAY = 86_400_000;
let t: TestPlatform;
let token: string;
let otherToken: string;

type Transfer = { id: number; state: string; payout_id: number | null; currency: string };

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenSellingSeller(t.deps);
  const other = await givenSellingSeller(t.deps);
  token = (await signIn(t.app, seller.email)).access_token;
  otherToken = (await signIn(t.app, other.email)).access_token;
  const now = t.clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const payee = `seller:${seller.id}`;

  // Sales every 2 days over 80 days in eur, every 5 days in chf; some exactly on a span's edge.
  let n = 0;
  const credit = (currency: string, when: Date) => ({
    transactionId: `filters-${seller.id}-${++n}`,
    kind: "charge",
    account: payee,
    amount: -(1000 + n),
    currency,
    sellerId: seller.id,
    createdAt: when,
  });
  const credits = [
    ...Array.from({ length: 40 }, (_, i) => credit("eur", at(80 - 2 * i))),
    ...Array.from({ length: 16 }, (_, i) => credit("chf", at(80 - 5 * i))),
    credit("eur", at(60)),
    credit("eur", at(40)),
  ];
  await t.deps.db.insert(ledgerEntries).values(credits);
  // Another payee's sales in the same spans never show.
  await t.deps.db.insert(ledgerEntries).values({
    ...credit("eur", at(50)),
    account: `seller:${other.id}`,
    sellerId: other.id,
  });

  const payout = (currency: string, state: string, coveredDaysAgo: number, period: string) => ({
    payee,
    currency,
    amount: 100,
    state,
    periodKey: period,
    provider: "sandbox",
    coveredUntil: at(coveredDaysAgo),
  });
  await t.deps.db.insert(payouts).values([
    payout("eur", "successful", 60, "p1"),
    // Covers the same moment as p1: it covers nothing (p1 comes first).
    payout("eur", "issued", 60, "p1b"),
    payout("eur", "successful", 50, "p2"),
    payout("eur", "canceled", 45, "p3"),
    payout("eur", "issued", 40, "p4"),
    payout("eur", "pending", 30, "p5"),
    payout("eur", "successful", 20, "p6"),
    payout("chf", "successful", 55, "c1"),
    payout("chf", "pending", 25, "c2"),
  ]);
  // Sales younger than the refund window are pending whatever covers them.
  expect(REFUND_WINDOW_MS).toBeGreaterThan(2 * DAY);
}, 180_000);
afterAll(() => t.close());

async function all(query: Record<string, string> = {}, as = token): Promise<Transfer[]> {
  const res = await call(t.app, "GET", "/cabinet/transfers", { token: as, query: { per: "100", ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.list.length).toBeLessThan(100);
  return res.body.list;
}

describe("the transfers filters", () => {
  it("keep exactly the transfers whose state is the one asked for", async () => {
    const everything = await all();
    expect(everything).toHaveLength(58);
    const seen = new Set(everything.map((r) => r.state));
    // The history above gives every state at least once.
    expect([...seen].sort()).toEqual([...contracts.TRANSFER_STATES].sort());
    for (const state of contracts.TRANSFER_STATES) {
      const filtered = await all({ state });
      expect(filtered.map((r) => r.id)).toEqual(everything.filter((r) => r.state === state).map((r) => r.id));
      // The capped count says the same as the page.
      const counted = await call(t.app, "GET", "/cabinet/transfers", { token, query: { state, per: "10" } });
      expect(counted.status, JSON.stringify(counted.body)).toBe(200);
      expect(counted.body.total_count).toBe(filtered.length);
    }
  });

  it("keep exactly the transfers a payout or payout run paid out, and none for a canceled or foreign one", async () => {
    const everything = await all();
    const payoutIds = [...new Set(everything.map((r) => r.payout_id).filter((id) => id !== null))];
    expect(payoutIds.length).toBeGreaterThanOrEqual(6);
    for (const payoutId of payoutIds) {
      const filtered = await all({ payout_id: String(payoutId) });
      expect(filtered.map((r) => r.id)).toEqual(
        everything.filter((r) => r.payout_id === payoutId).map((r) => r.id),
      );
      expect(filtered.length).toBeGreaterThan(0);
      // Combined with a state: the payout's transfers in that state.
      const paidOut = await all({ payout_id: String(payoutId), state: "paid_out" });
      expect(paidOut.map((r) => r.id)).toEqual(
        everything.filter((r) => r.payout_id === payoutId && r.state === "paid_out").map((r) => r.id),
      );
    }
    const [canceled] = await t.deps.db
      .select({ id: payouts.id })
      .from(payouts)
      .where(eq(payouts.periodKey, "p3"));
    expect(await all({ payout_id: String(canceled!.id) })).toEqual([]);
    expect(await all({ payout_id: "999999999" })).toEqual([]);
    // batch_id is the payout run's period: p2's run paid out p2's transfers; p1b's covers
    // nothing, a canceled run paid out nothing, an unknown one finds nothing.
    const [p2] = await t.deps.db.select({ id: payouts.id }).from(payouts).where(eq(payouts.periodKey, "p2"));
    const ofP2 = everything.filter((r) => r.payout_id === p2!.id).map((r) => r.id);
    expect(ofP2.length).toBeGreaterThan(0);
    expect((await all({ batch_id: "p2" })).map((r) => r.id)).toEqual(ofP2);
    expect(await all({ batch_id: "p1b" })).toEqual([]);
    expect(await all({ batch_id: "p3" })).toEqual([]);
    expect(await all({ batch_id: "2020-W01" })).toEqual([]);
    // Another seller filtering by this seller's payout finds nothing.
    expect(await all({ payout_id: String(payoutIds[0]) }, otherToken)).toEqual([]);
  });
});
