import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { buy, jobsSettled } from "./support/billing.ts";
import { linkIn } from "./support/smtp.ts";
import { emailLogs } from "../src/notifications/tables.ts";
import { users } from "../src/identity/tables.ts";
import { EXPORT_RUN_JOB, exportRuns, runDueSchedules, runExport } from "../src/exports/index.ts";
import { countingRecords } from "../src/exports/row-counter.ts";
import { Readable } from "node:stream";

// Scheduled exports and export jobs as a seller and their recipients notice them: the run's
// progress and file, one run and one mail per period however many tickers tick, the mail's
// attachment or expiring link, pausing, and another seller's schedules out of reach.

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

/** A seller with `n` paid orders and a session. */
async function givenSellerWithOrders(n: number) {
  const seller = await givenSellingSeller(t.deps);
  const product = await givenSellableProduct(t.deps, seller.id);
  for (let i = 0; i < n; i++) await buy(t.app, t.deps, product);
  const session = await signIn(t.app, seller.email);
  return { seller, token: session.access_token };
}

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

/** The export mails an address got (sellers also get a mail per paid order). */
async function exportMailsTo(address: string) {
  const mails = await t.deps.db.select().from(emailLogs).where(eq(emailLogs.to, address));
  return mails.filter((m) => m.template.startsWith("export_ready"));
}

describe("an export job with progress", () => {
  it("writes the filtered list, counts rows written of rows found and offers the download", async () => {
    const { token } = await givenSellerWithOrders(3);
    const created = await call(t.app, "POST", "/cabinet/exports/runs", {
      token,
      body: { list: "orders", filters: { payment_state: "paid" } },
    });
    expect(created.status).toBe(201);
    expect(created.body.export_run).toMatchObject({ state: "pending", progress: 0, download_url: null });
    const run = await finished(token, created.body.export_run.id);
    expect(run).toMatchObject({ state: "done", rows_total: 3, rows_done: 3, progress: 100 });

    const file = await download(run.download_url, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = file.body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]!.startsWith("id,token,")).toBe(true);
  });

  it("finds nothing for a filter no order matches, and says so with zero rows", async () => {
    const { token } = await givenSellerWithOrders(1);
    const created = await call(t.app, "POST", "/cabinet/exports/runs", {
      token,
      body: { list: "order_rates", filters: { state: "refunded" } },
    });
    const run = await finished(token, created.body.export_run.id);
    expect(run).toMatchObject({ state: "done", rows_total: 0, rows_done: 0, progress: 100 });
    const lines = (await download(run.download_url, token)).body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(1);
  });

  it("refuses a filter the list does not know, naming it", async () => {
    const { token } = await givenSellerWithOrders(0);
    const res = await call(t.app, "POST", "/cabinet/exports/runs", {
      token,
      locale: "de",
      body: { list: "orders", filters: { payment_state: "nonsense" } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_INPUT");
    expect(res.body.error.param).toBe("filters.payment_state");
    expect(await t.deps.db.select().from(exportRuns)).not.toContainEqual(
      expect.objectContaining({ filters: { payment_state: "nonsense" } }),
    );
  });

  it("counts CSV records, not line breaks inside quoted cells", async () => {
    const seen: number[] = [];
    const csv = Readable.from(['a,b\r\n1,"two\r\nlines"\r\n', '2,"say ""hi"""\r\n3,x\r\n']);
    for await (const chunk of csv.pipe(countingRecords((n) => seen.push(n)))) void chunk;
    expect(seen).toEqual([1, 3]);
  });
});

describe("scheduled exports", () => {
  it("validates the schedule: weekday for weekly, month day for monthly, recipients' addresses", async () => {
    const { token } = await givenSellerWithOrders(0);
    const weekly = await call(t.app, "POST", "/cabinet/exports/schedules", {
      token,
      body: { list: "orders", frequency: "weekly" },
    });
    expect(weekly.status).toBe(400);
    expect(weekly.body.error.param).toBe("weekday");
    const monthly = await call(t.app, "POST", "/cabinet/exports/schedules", {
      token,
      body: { list: "orders", frequency: "monthly", month_day: 31 },
    });
    expect(monthly.status).toBe(400);
    expect(monthly.body.error.param).toBe("month_day");
    const recipients = await call(t.app, "POST", "/cabinet/exports/schedules", {
      token,
      body: { list: "orders", frequency: "daily", recipients: ["ok@example.com", "not an address"] },
    });
    expect(recipients.status).toBe(400);
    expect(recipients.body.error.param).toBe("recipients.1");
    const listed = await call(t.app, "GET", "/cabinet/exports/schedules", { token });
    expect(listed.body.total_count).toBe(0);
  });

  it("runs once per period, mails the CSV attached to every recipient, and again only next period", async () => {
    const { seller, token } = await givenSellerWithOrders(2);
    const created = await call(t.app, "POST", "/cabinet/exports/schedules", {
      token,
      body: { list: "orders", frequency: "daily", recipients: [], filters: {} },
    });
    expect(created.status).toBe(201);
    expect(created.body.export_schedule).toMatchObject({ recipients: [seller.email], state: "active" });
    const id = created.body.export_schedule.id as number;

    // Twenty tickers at once (workers of several processes): one run, one mail.
    const started = await Promise.all(Array.from({ length: 20 }, () => runDueSchedules(t.deps)));
    expect(started.reduce((a, b) => a + b, 0)).toBe(1);
    const runs = await t.deps.db.select().from(exportRuns).where(eq(exportRuns.scheduleId, id));
    expect(runs).toHaveLength(1);
    await finished(token, runs[0]!.id);

    const mail = await t.mailbox.waitFor(seller.email, /scheduled export of orders/, 90_000);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.content.toString("utf8").trimEnd().split("\r\n")).toHaveLength(3);
    expect(await exportMailsTo(seller.email)).toHaveLength(1);

    // The same day again: nothing new. The next day: the next period's run.
    await runDueSchedules(t.deps);
    expect(await t.deps.db.select().from(exportRuns).where(eq(exportRuns.scheduleId, id))).toHaveLength(1);
    t.clock.advance(86_400_000);
    await runDueSchedules(t.deps);
    expect(await t.deps.db.select().from(exportRuns).where(eq(exportRuns.scheduleId, id))).toHaveLength(2);
    await jobsSettled(t.deps, EXPORT_RUN_JOB);
    expect(await exportMailsTo(seller.email)).toHaveLength(2);

    // The schedule's newest run is the new day's (a fresh session: a day later the old one has ended).
    const later = await signIn(t.app, seller.email);
    const shown = await call(t.app, "GET", `/cabinet/exports/schedules/${id}`, { token: later.access_token });
    expect(shown.body.export_schedule.last_run.period_key).toBe(t.clock.now().toISOString().slice(0, 10));
    // Stop this schedule: the other tests tick too.
    await call(t.app, "DELETE", `/cabinet/exports/schedules/${id}`, { token: later.access_token });
  });

  it("mails a link that downloads the file until it expires, in the seller's language", async () => {
    const { seller, token } = await givenSellerWithOrders(1);
    // The seller reads German: the mail and the CSV (";" and decimal comma) follow.
    await t.deps.db.update(users).set({ locale: "de" }).where(eq(users.id, seller.id));
    const created = await call(t.app, "POST", "/cabinet/exports/schedules", {
      token,
      body: {
        list: "orders",
        frequency: "monthly",
        month_day: 1,
        delivery: "link",
        recipients: ["books@example.com"],
      },
    });
    const id = created.body.export_schedule.id as number;
    const now = await call(t.app, "POST", `/cabinet/exports/schedules/${id}/run_now`, { token });
    expect(now.status).toBe(201);
    await finished(token, now.body.export_run.id);

    const mail = await t.mailbox.waitFor("books@example.com", /Dein geplanter Export: Bestellungen/, 90_000);
    expect(mail.attachments).toHaveLength(0);
    const link = linkIn(mail, "/api/v1/exports/runs/");
    const file = await download(`${link.pathname}${link.search}`);
    expect(file.statusCode).toBe(200);
    expect(file.body.split("\r\n")[0]).toContain("id;token;");

    const forged = new URL(link);
    forged.searchParams.set("sig", "A".repeat(22));
    expect((await download(`${forged.pathname}${forged.search}`)).statusCode).toBe(404);
    t.clock.advance(8 * 86_400_000);
    expect((await download(`${link.pathname}${link.search}`)).statusCode).toBe(403);
    await call(t.app, "DELETE", `/cabinet/exports/schedules/${id}`, { token });
  });

  it("makes no run while paused, and the period's run once resumed", async () => {
    const { token } = await givenSellerWithOrders(0);
    const created = await call(t.app, "POST", "/cabinet/exports/schedules", {
      token,
      body: { list: "order_rates", frequency: "daily" },
    });
    const id = created.body.export_schedule.id as number;
    const paused = await call(t.app, "PATCH", `/cabinet/exports/schedules/${id}`, {
      token,
      body: { state: "paused" },
    });
    expect(paused.body.export_schedule.state).toBe("paused");
    await runDueSchedules(t.deps);
    expect(await t.deps.db.select().from(exportRuns).where(eq(exportRuns.scheduleId, id))).toHaveLength(0);
    await call(t.app, "PATCH", `/cabinet/exports/schedules/${id}`, { token, body: { state: "active" } });
    await runDueSchedules(t.deps);
    expect(await t.deps.db.select().from(exportRuns).where(eq(exportRuns.scheduleId, id))).toHaveLength(1);
    await call(t.app, "DELETE", `/cabinet/exports/schedules/${id}`, { token });
  });

  it("keeps another seller's schedules and runs out of reach", async () => {
    const owner = await givenSellerWithOrders(0);
    const other = await givenSellerWithOrders(0);
    const created = await call(t.app, "POST", "/cabinet/exports/schedules", {
      token: owner.token,
      body: { list: "orders", frequency: "weekly", weekday: 1 },
    });
    const id = created.body.export_schedule.id as number;
    const run = await call(t.app, "POST", `/cabinet/exports/schedules/${id}/run_now`, { token: owner.token });
    for (const [method, path] of [
      ["GET", `/cabinet/exports/schedules/${id}`],
      ["PATCH", `/cabinet/exports/schedules/${id}`],
      ["DELETE", `/cabinet/exports/schedules/${id}`],
      ["POST", `/cabinet/exports/schedules/${id}/run_now`],
      ["GET", `/cabinet/exports/runs/${run.body.export_run.id}`],
      ["GET", `/cabinet/exports/runs/${run.body.export_run.id}/download`],
    ] as const) {
      const res = await call(t.app, method, path, {
        token: other.token,
        ...(method === "PATCH" ? { body: { state: "paused" } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const listed = await call(t.app, "GET", "/cabinet/exports/runs", { token: other.token });
    expect(listed.body.total_count).toBe(0);
    const mine = await t.deps.db
      .select()
      .from(exportRuns)
      .where(and(eq(exportRuns.scheduleId, id), eq(exportRuns.sellerId, owner.seller.id)));
    expect(mine).toHaveLength(1);
  });
});
