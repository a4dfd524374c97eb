import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellingSeller, type PlanSpec } from "./support/given-checkout.ts";
import { buy, deliverTwice, freshBuyer, givenProductOf } from "./support/given-fulfilment.ts";
import { chargeDueRates, orderRates } from "../src/orders/index.ts";
import { runDunning } from "../src/dunning/index.ts";
import { emailLogs } from "../src/notifications/tables.ts";
import { exportRuns, runExport } from "../src/exports/index.ts";

// The money lists beyond orders as export jobs and schedules (docs/exports.md): a seller's run of
// a list reaches done with the same bytes as that list's direct CSV with the same filters, a
// schedule of it is mailed, a bad filter is named, another seller's runs stay out of reach.

const DAY = 86_400_000;
const FAILS_LATER = "4000000000000341";
const WEEKLY: PlanSpec[] = [
  {
    form: "subscription",
    prefs: { firstAmount: 1900, nextAmount: 1900, interval: { unit: "week", count: 1 } },
  },
];

let t: TestPlatform;
beforeAll(async () => {
  // A loaded test machine must not shed these requests (platform/http/load-shedding.ts).
  t = await startTestPlatform({ SHED_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

interface Seller {
  id: number;
  email: string;
}

/** A fresh access token: moving the clock ends the 15-minute ones. */
const tok = async (seller: Seller) => (await signIn(t.app, seller.email)).access_token;

/** Runs the job (the test's own call; a background worker may have taken it first) and waits for its end. */
async function finished(token: string, runId: number) {
  await runExport(t.deps, runId);
  for (let i = 0; i < 200; i++) {
    const shown = await call(t.app, "GET", `/cabinet/exports/runs/${runId}`, { token });
    const run = shown.body.export_run as { state: string };
    if (run.state === "done" || run.state === "failed") return shown.body.export_run;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`run ${runId} did not finish`);
}

async function download(url: string, token?: string) {
  return t.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A seller with one dunning claim: a weekly course whose second rate failed, a day of the ticker after. */
async function sellerWithClaim(): Promise<Seller> {
  const seller = await givenSellingSeller(t.deps);
  const token = await tok(seller);
  const saved = await call(t.app, "PUT", "/cabinet/settings/dunning", {
    token,
    body: {
      strategy: "dunning",
      schedule: { first_days: 1, second_days: 3, third_days: 3, inkasso_days: 5 },
      fees: { first_fee: 0, second_fee: 250, third_fee: 500 },
    },
  });
  expect(saved.status).toBe(200);
  const course = await givenProductOf(t.deps, seller.id, "course", { plans: WEEKLY });
  const order = await buy(t, course, { card: FAILS_LATER, payer: freshBuyer("en") });
  await deliverTwice(t, order.id);
  t.clock.advance(8 * DAY);
  await chargeDueRates(t.deps);
  const [rate] = await t.deps.db
    .select()
    .from(orderRates)
    .where(and(eq(orderRates.orderId, order.id), eq(orderRates.number, 2)));
  expect(rate!.state).toBe("unpaid");
  // The claim opens with the first reminder, the seller's first day after the failed charge.
  t.clock.advance(DAY);
  await runDunning(t.deps);
  return { id: seller.id, email: seller.email };
}

describe("dunning claims as an export list", () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await sellerWithClaim();
  });

  it("runs as a job with the same bytes as the direct claims CSV with the same filters", async () => {
    const token = await tok(seller);
    const totals: number[] = [];
    const cases: Record<string, string>[] = [
      {},
      { currency: "eur", is_written_off: "false" },
      { dunning_status: "completed" },
    ];
    for (const filters of cases) {
      const created = await call(t.app, "POST", "/cabinet/exports/runs", {
        token,
        body: { list: "dunning_claims", filters },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const run = await finished(token, created.body.export_run.id);
      expect(run.state).toBe("done");
      const file = await download(run.download_url, token);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-disposition"]).toContain("claims_");
      const rows = file.body.trimEnd().split("\r\n").length - 1;
      expect(run).toMatchObject({ rows_total: rows, rows_done: rows, progress: 100 });
      expect(file.rawPayload.equals(await rawDirect(token, filters))).toBe(true);
      totals.push(rows);
    }
    // The seller's one claim, found by the matching filters and not by the others.
    expect(totals).toEqual([1, 1, 0]);
  });

  it("refuses a filter the claims list does not know, naming it", async () => {
    const token = await tok(seller);
    for (const path of ["/cabinet/exports/runs", "/cabinet/exports/schedules"]) {
      const res = await call(t.app, "POST", path, {
        token,
        body: { list: "dunning_claims", frequency: "daily", filters: { dunning_status: "nonsense" } },
      });
      expect(res.status, path).toBe(400);
      expect(res.body.error.param).toBe("filters.dunning_status");
    }
  });

  it("mails a schedule of the claims, and keeps it from another seller", async () => {
    const token = await tok(seller);
    const created = await call(t.app, "POST", "/cabinet/exports/schedules", {
      token,
      body: { list: "dunning_claims", frequency: "daily", recipients: ["claims@example.com"] },
    });
    expect(created.status).toBe(201);
    const id = created.body.export_schedule.id as number;
    const now = await call(t.app, "POST", `/cabinet/exports/schedules/${id}/run_now`, { token });
    expect(now.status).toBe(201);
    const run = await finished(token, now.body.export_run.id);
    const mail = await t.mailbox.waitFor("claims@example.com", /scheduled export of dunning claims/, 90_000);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.content.equals(await rawDirect(token, {}))).toBe(true);
    const logged = await t.deps.db.select().from(emailLogs).where(eq(emailLogs.to, "claims@example.com"));
    expect(logged.filter((m) => m.template.startsWith("export_ready"))).toHaveLength(1);

    const other = await tok(await givenSellingSeller(t.deps));
    for (const [method, path] of [
      ["GET", `/cabinet/exports/schedules/${id}`],
      ["POST", `/cabinet/exports/schedules/${id}/run_now`],
      ["GET", `/cabinet/exports/runs/${run.id}`],
      ["GET", `/cabinet/exports/runs/${run.id}/download`],
    ] as const) {
      expect((await call(t.app, method, path, { token: other })).status, `${method} ${path}`).toBe(404);
    }
    const mine = await t.deps.db.select().from(exportRuns).where(eq(exportRuns.scheduleId, id));
    expect(mine).toHaveLength(1);
    await call(t.app, "DELETE", `/cabinet/exports/schedules/${id}`, { token });
  });
});

/** The list's direct CSV export as bytes (text). */
async function rawDirect(token: string, filters: Record<string, string>) {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/v1/cabinet/dunning/claims/export.csv",
    query: filters,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}
