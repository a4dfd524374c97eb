import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { DAY, FAILS_LATER, WEEKLY, dunningSettings } from "./support/given-dunning.ts";
import { call, signIn } from "./support/api.ts";
import { BUYER, givenSellingSeller } from "./support/given-checkout.ts";
import { buy, deliverTwice, freshBuyer, givenProductOf } from "./support/given-fulfilment.ts";
import { chargeDueRates, orderRates } from "../src/orders/index.ts";
import { runDunning } from "../src/dunning/index.ts";
import { emailLogs } from "../src/notifications/tables.ts";
import { users } from "../src/identity/index.ts";
import * as billing from "./support/billing.ts";
import { until, verifySellerForPayouts } from "./support/verification.ts";
import { REFUND_WINDOW_MS } from "@sellwerk/domain";
import { cleanUpRuns, exportRuns, runExport } from "../src/exports/index.ts";
import { linkIn } from "./support/smtp.ts";

// The money lists beyond orders as export jobs and schedules (docs/exports.md): a seller's run of
// a list reaches done with the same bytes as that list's direct CSV with the same filters, a
// schedule of it is mailed, a bad filter is named, another seller's runs stay out of reach.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestPlatform;
beforeAll(async () => {
  // A loaded test machine must not shed these requests (platform/http/load-shedding.ts).
  // Export runs are kept 3 days here: shorter than a mailed link's week, which the clean-up keeps.
  t = await startTestPlatform({ SHED_EVENT_LOOP_DELAY_MS: "0", EXPORT_RETENTION_DAYS: "3" });
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
    body: dunningSettings("dunning"),
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

/** The list's direct CSV export as bytes, in the given language (the request's decides its numbers). */
async function rawDirect(
  token: string,
  filters: Record<string, string>,
  path = "/cabinet/dunning/claims/export.csv",
  locale = "en",
) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/v1${path}`,
    query: filters,
    headers: { authorization: `Bearer ${token}`, "x-locale": locale },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/**
 * Runs the list as a job with each filter set and answers the rows of each, after checking the
 * file is byte for byte the list's direct CSV with the same filters (asked in the seller's language).
 */
async function sameAsDirect(
  token: string,
  list: string,
  path: string,
  cases: Record<string, string>[],
  locale = "en",
) {
  const totals: number[] = [];
  for (const filters of cases) {
    const created = await call(t.app, "POST", "/cabinet/exports/runs", { token, body: { list, filters } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const run = await finished(token, created.body.export_run.id);
    expect(run.state).toBe("done");
    const file = await download(run.download_url, token);
    expect(file.statusCode).toBe(200);
    const direct = await rawDirect(token, filters, path, locale);
    expect(file.rawPayload.equals(direct), JSON.stringify(filters)).toBe(true);
    const rows = file.body.trimEnd().split("\r\n").length - 1;
    expect(run).toMatchObject({ rows_total: rows, rows_done: rows, progress: 100 });
    totals.push(rows);
  }
  return totals;
}

/** Schedules the list to an address, runs it now and answers the mailed attachment and the run. */
async function mailedSchedule(token: string, list: string, to: string, subject: RegExp) {
  const created = await call(t.app, "POST", "/cabinet/exports/schedules", {
    token,
    body: { list, frequency: "weekly", weekday: 3, recipients: [to] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.export_schedule.id as number;
  const now = await call(t.app, "POST", `/cabinet/exports/schedules/${id}/run_now`, { token });
  const run = await finished(token, now.body.export_run.id);
  const mail = await t.mailbox.waitFor(to, subject, 90_000);
  expect(mail.attachments).toHaveLength(1);
  await call(t.app, "DELETE", `/cabinet/exports/schedules/${id}`, { token });
  return { attachment: mail.attachments[0]!.content, run, scheduleId: id };
}

/** Another seller gets 404 for the run and its file. */
async function outOfReach(runId: number) {
  const other = await tok(await givenSellingSeller(t.deps));
  for (const path of [`/cabinet/exports/runs/${runId}`, `/cabinet/exports/runs/${runId}/download`])
    expect((await call(t.app, "GET", path, { token: other })).status, path).toBe(404);
}

/** A bad filter of the list is refused for a run and a schedule, naming `filters.<key>`. */
async function refused(token: string, list: string, filters: Record<string, string>, param: string) {
  for (const path of ["/cabinet/exports/runs", "/cabinet/exports/schedules"]) {
    const res = await call(t.app, "POST", path, { token, body: { list, frequency: "daily", filters } });
    expect(res.status, path).toBe(400);
    expect(res.body.error.param).toBe(param);
  }
}

describe("invoices and reversals as an export list", () => {
  it("runs, schedules and refuses like every list, with the bytes of the direct invoices CSV", async () => {
    const seller = await billing.givenBillingSeller(t.deps);
    const product = await billing.givenProductOf(t.deps, seller.id);
    for (let i = 0; i < 2; i++) {
      const order = await billing.buy(t.app, t.deps, product);
      await billing.issueInvoicesOf(t.deps, order.id);
    }
    const token = await tok(seller);
    const cases: Record<string, string>[] = [{}, { kind: "invoice" }, { kind: "credit_memo" }];
    expect(await sameAsDirect(token, "invoices", "/cabinet/invoices/export.csv", cases)).toEqual([2, 2, 0]);
    const header = (await rawDirect(token, {}, "/cabinet/invoices/export.csv"))
      .toString("utf8")
      .split("\r\n")[0];
    expect(header).toBe(
      "id,number,kind,order_id,issued_at,supplied_at,currency,net_amount,vat_amount,gross_amount,vat_mode,buyer_name,buyer_email,references_number,corrects_number,cancelled_by_number",
    );
    await refused(token, "invoices", { kind: "nonsense" }, "filters.kind");
    const mailed = await mailedSchedule(
      token,
      "invoices",
      "books@example.com",
      /scheduled export of invoices/,
    );
    expect(mailed.attachment.equals(await rawDirect(token, {}, "/cabinet/invoices/export.csv"))).toBe(true);
    await outOfReach(mailed.run.id);
  });
});

describe("payouts as an export list", () => {
  it("runs, schedules and refuses like every list, with the bytes of the direct payouts CSV", async () => {
    const seller = await givenSellingSeller(t.deps);
    await verifySellerForPayouts(t, await tok(seller));
    const product = await billing.givenProductOf(t.deps, seller.id);
    await billing.buy(t.app, t.deps, product);
    // Past the refund window the sale is available: the seller pays it out now.
    t.clock.advance(REFUND_WINDOW_MS + DAY);
    const token = await tok(seller);
    const paid = await call(t.app, "POST", "/cabinet/payouts", {
      token,
      body: { currency: "eur" },
      headers: { "idempotency-key": `export-lists-${process.pid}` },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // The sandbox reports the payout paid in the background: compare files once it has settled,
    // or the job's file and the direct CSV may catch it in two states.
    await until(
      () => call(t.app, "GET", "/cabinet/payouts", { token }),
      (res) => res.body.list[0]?.state === "successful",
    );
    const cases: Record<string, string>[] = [{}, { currency: "eur" }, { state: "canceled" }];
    expect(await sameAsDirect(token, "payouts", "/cabinet/payouts/export.csv", cases)).toEqual([1, 1, 0]);
    await refused(token, "payouts", { state: "nonsense" }, "filters.state");
    const mailed = await mailedSchedule(
      token,
      "payouts",
      "payouts@example.com",
      /scheduled export of payouts/,
    );
    expect(mailed.attachment.equals(await rawDirect(token, {}, "/cabinet/payouts/export.csv"))).toBe(true);
    await outOfReach(mailed.run.id);
  });
});

describe("transfers as an export list", () => {
  it("runs, schedules and refuses like every list, with the bytes of the direct transfers CSV in the seller's language", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await billing.givenProductOf(t.deps, seller.id);
    await billing.buy(t.app, t.deps, product);
    await billing.buy(t.app, t.deps, product, { payer: { ...BUYER, country: "AT" } });
    const token = await tok(seller);
    const path = "/cabinet/transfers/export.csv";
    const cases: Record<string, string>[] = [
      {},
      { state: "pending", transfer_country_code: "AT" },
      { state: "paid_out" },
    ];
    expect(await sameAsDirect(token, "transfers", path, cases)).toEqual([2, 1, 0]);
    await refused(token, "transfers", { state: "nonsense" }, "filters.state");
    const mailed = await mailedSchedule(
      token,
      "transfers",
      "transfers@example.com",
      /scheduled export of transfers/,
    );
    expect(mailed.attachment.equals(await rawDirect(token, {}, path))).toBe(true);
    await outOfReach(mailed.run.id);

    // A German seller's file has German numbers, as the direct CSV asked in German.
    await t.deps.db.update(users).set({ locale: "de" }).where(eq(users.id, seller.id));
    expect(await sameAsDirect(token, "transfers", path, [{}], "de")).toEqual([2]);
    const german = (await rawDirect(token, {}, path, "de")).toString("utf8").split("\r\n");
    expect(german[0]).toMatch(/^id;created_at;transferable_type;/);
    expect(german[1]).toMatch(/;pending;sandbox;eur;49,00;/);
  });
});

describe("the statement as an export list", () => {
  it("runs, schedules and refuses like every list, with the bytes of the direct statement CSV", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await billing.givenProductOf(t.deps, seller.id);
    await billing.buy(t.app, t.deps, product);
    const token = await tok(seller);
    const entries = await call(t.app, "GET", "/cabinet/payouts_statement", { token });
    const all = entries.body.total_count as number;
    // The sale and the provider's fee of it at least.
    expect(all).toBeGreaterThanOrEqual(2);
    const path = "/cabinet/payouts_statement/export";
    const cases: Record<string, string>[] = [{}, { kind: "charge", currency: "eur" }, { kind: "refund" }];
    expect(await sameAsDirect(token, "statement", path, cases)).toEqual([all, 1, 0]);
    await refused(token, "statement", { kind: "nonsense" }, "filters.kind");
    const mailed = await mailedSchedule(
      token,
      "statement",
      "ledger@example.com",
      /scheduled export of statement entries/,
    );
    expect(mailed.attachment.equals(await rawDirect(token, {}, path))).toBe(true);
    await outOfReach(mailed.run.id);
  });
});

/** A run written straight into the table (a state the job would hold only for moments), with a file. */
async function givenRun(sellerId: number, state: string, ageDays: number, scheduleId: number | null = null) {
  const createdAt = new Date(t.clock.now().getTime() - ageDays * DAY);
  const [run] = await t.deps.db
    .insert(exportRuns)
    .values({ sellerId, list: "orders", filters: {}, locale: "en", state, scheduleId, createdAt })
    .returning();
  const key = `exports/${sellerId}/${run!.id}.csv`;
  await t.deps.storage.put(key, Readable.from(["id\r\n"]));
  const finishedAt = state === "done" || state === "failed" ? createdAt : null;
  await t.deps.db.update(exportRuns).set({ storageKey: key, finishedAt }).where(eq(exportRuns.id, run!.id));
  return { id: run!.id, key };
}

const runIds = async (ids: number[]) =>
  (await t.deps.db.select({ id: exportRuns.id }).from(exportRuns).where(inArray(exportRuns.id, ids)))
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe("clean-up of old export runs", () => {
  it("removes old runs with their files, keeps recent and unfinished ones and files whose link still works", async () => {
    const owner = await givenSellingSeller(t.deps);
    let token = await tok(owner);
    const asked = await call(t.app, "POST", "/cabinet/exports/runs", { token, body: { list: "orders" } });
    const old = await finished(token, asked.body.export_run.id);
    const created = await call(t.app, "POST", "/cabinet/exports/schedules", {
      token,
      body: {
        list: "orders",
        frequency: "monthly",
        month_day: 28,
        delivery: "link",
        recipients: ["keep@example.com"],
      },
    });
    const scheduleId = created.body.export_schedule.id as number;
    const now = await call(t.app, "POST", `/cabinet/exports/schedules/${scheduleId}/run_now`, { token });
    const mailed = await finished(token, now.body.export_run.id);
    const link = linkIn(
      await t.mailbox.waitFor("keep@example.com", /scheduled export/, 90_000),
      "/api/v1/exports/",
    );
    const pending = await givenRun(owner.id, "pending", 100);
    const running = await givenRun(owner.id, "running", 100);
    const [oldRow] = await t.deps.db.select().from(exportRuns).where(eq(exportRuns.id, old.id));

    // Four days on: the run asked for now is past the 3 days; the mailed one's link works 3 more days.
    t.clock.advance(4 * DAY);
    token = await tok(owner);
    const fresh = await call(t.app, "POST", "/cabinet/exports/runs", { token, body: { list: "orders" } });
    const recent = await finished(token, fresh.body.export_run.id);
    expect(await cleanUpRuns(t.deps)).toBeGreaterThanOrEqual(1);
    const all = [old.id, mailed.id, pending.id, running.id, recent.id];
    expect(await runIds(all)).toEqual([mailed.id, pending.id, running.id, recent.id].sort((a, b) => a - b));
    expect(await t.deps.storage.exists(oldRow!.storageKey!)).toBe(false);
    expect((await download(old.download_url, token)).statusCode).toBe(404);
    const byLink = await download(`${link.pathname}${link.search}`);
    expect(byLink.statusCode).toBe(200);
    expect((await download(recent.download_url, token)).statusCode).toBe(200);
    // Again at once: nothing more to remove.
    expect(await runIds(all)).toHaveLength(4);
    await cleanUpRuns(t.deps);
    expect(await runIds(all)).toHaveLength(4);

    // A week and a day after the mail its link has ended, and the run goes too; unfinished runs stay.
    t.clock.advance(4 * DAY);
    await cleanUpRuns(t.deps);
    expect(await runIds(all)).toEqual([pending.id, running.id].sort((a, b) => a - b));
    expect(await t.deps.storage.exists(running.key)).toBe(true);
    await call(t.app, "DELETE", `/cabinet/exports/schedules/${scheduleId}`, { token: await tok(owner) });
  });

  it("answers a clear 410 in the seller's language for a run whose file is gone from storage", async () => {
    const owner = await givenSellingSeller(t.deps);
    const token = await tok(owner);
    const asked = await call(t.app, "POST", "/cabinet/exports/runs", { token, body: { list: "orders" } });
    const run = await finished(token, asked.body.export_run.id);
    const [row] = await t.deps.db.select().from(exportRuns).where(eq(exportRuns.id, run.id));
    await t.deps.storage.delete(row!.storageKey!);
    const gone = await call(t.app, "GET", `/cabinet/exports/runs/${run.id}/download`, {
      token,
      locale: "de",
    });
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe("EXPORT_FILE_GONE");
    expect(gone.body.error.message).toMatch(/Exportiere die Liste erneut/);
    const en = await call(t.app, "GET", `/cabinet/exports/runs/${run.id}/download`, { token });
    expect(en.body.error.message).toMatch(/Export the list again/);
  });

  it("removes each old run once however many workers clean up at once", async () => {
    await cleanUpRuns(t.deps);
    const owner = await givenSellingSeller(t.deps);
    const runs = [];
    for (let i = 0; i < 45; i++) runs.push(await givenRun(owner.id, i % 2 ? "done" : "failed", 10));
    const kept = await givenRun(owner.id, "done", 1);
    const removed = await Promise.all(Array.from({ length: onPostgres ? 10 : 3 }, () => cleanUpRuns(t.deps)));
    expect(removed.reduce((a, b) => a + b, 0)).toBe(45);
    expect(await runIds([...runs.map((r) => r.id), kept.id])).toEqual([kept.id]);
    for (const run of runs) expect(await t.deps.storage.exists(run.key)).toBe(false);
    expect(await t.deps.storage.exists(kept.key)).toBe(true);
  });
});
