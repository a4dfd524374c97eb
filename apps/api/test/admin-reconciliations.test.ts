import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The identity tables first: other modules' import cycles must find them evaluated.
import "../src/identity/tables.ts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";

import { call, signIn } from "./support/api.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { managerToken } from "./support/verification.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import { reconcileLedger } from "../src/payouts/index.ts";

// The manager's reconciliation screen (docs/payouts.md): the nightly runs as a list with paging,
// sorting and the day and differences filters, one run's differences read apart, and "run now",
// which starts one run however many clicks race.

const DAY = 86_400_000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform({ SHED_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

interface Run {
  id: number;
  day: string;
  difference_count: number;
}

describe("/admin/payout_reconciliations", () => {
  it("lists runs by day with filters, shows a run's differences, and runs now once at a time", async () => {
    const first = await reconcileLedger(t.deps);
    t.clock.advance(DAY);
    // Somebody wrote an unbalanced transaction past postLedger: the next night finds it.
    await t.deps.db
      .insert(ledgerEntries)
      .values({ transactionId: "broken-7", kind: "charge", account: "seller:7", amount: 5, currency: "eur" });
    const second = await reconcileLedger(t.deps);
    t.clock.advance(DAY);
    const third = await reconcileLedger(t.deps);
    // Signed in after the clock moved: moving it ends 15-minute tokens.
    const token = await managerToken(t);

    const list = async (query: string) => {
      const res = await call(t.app, "GET", `/admin/payout_reconciliations?${query}`, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { list: Run[]; total_count: number };
    };
    const all = await list("per=10");
    expect(all.list.map((r) => r.day)).toEqual([third.day, second.day, first.day]);
    expect(all.total_count).toBe(3);
    expect((await list("sort_key=day&sort_dir=asc&per=10")).list.map((r) => r.day)).toEqual([
      first.day,
      second.day,
      third.day,
    ]);
    const withDifferences = await list("with_differences=true&per=10");
    expect(withDifferences.list.map((r) => r.day)).toEqual([third.day, second.day]);
    expect((await list(`day_from=${second.day}&day_till=${second.day}`)).list.map((r) => r.day)).toEqual([
      second.day,
    ]);
    const page2 = await list("per=10&page=2");
    expect(page2.list).toEqual([]);
    const bad = await call(t.app, "GET", "/admin/payout_reconciliations?day_from=yesterday", { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("day_from");

    const detail = await call(t.app, "GET", `/admin/payout_reconciliations/${second.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      reconciliation: {
        day: second.day,
        difference_count: 1,
        differences: [
          {
            check: "transaction_unbalanced",
            transaction_id: "broken-7",
            currency: "eur",
            account: null,
            expected: 0,
            actual: 5,
          },
        ],
      },
    });
    expect((await call(t.app, "GET", "/admin/payout_reconciliations/999999", { token })).status).toBe(404);

    // Run now: today's row is replaced by a fresh run; racing clicks start one run at most.
    await t.deps.db
      .insert(ledgerEntries)
      .values({ transactionId: "broken-8", kind: "charge", account: "seller:8", amount: 3, currency: "eur" });
    const clicks = await Promise.all(
      Array.from({ length: onPostgres ? 10 : 3 }, () =>
        call(t.app, "POST", "/admin/payout_reconciliations/run", { token }),
      ),
    );
    for (const c of clicks) expect(c.status, JSON.stringify(c.body)).toBe(200);
    const done = clicks.map((c) => c.body as { state: string; reconciliation: Run | null });
    expect(done.some((d) => d.state === "done")).toBe(true);
    for (const d of done.filter((x) => x.state === "done"))
      expect(d.reconciliation).toMatchObject({ day: third.day, difference_count: 2 });
    expect((await list("per=10")).total_count).toBe(3);
  });

  it("is for managers only", async () => {
    const seller = await givenSellingSeller(t.deps);
    const token = (await signIn(t.app, seller.email)).access_token;
    expect((await call(t.app, "GET", "/admin/payout_reconciliations", { token })).status).toBe(403);
    expect((await call(t.app, "POST", "/admin/payout_reconciliations/run", { token })).status).toBe(403);
  });
});
