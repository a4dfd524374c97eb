import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { DAY, FAILS_LATER, WEEKLY, dunningSettings } from "./support/given-dunning.ts";
import { call, signIn } from "./support/api.ts";
import { CARD, givenSellingSeller } from "./support/given-checkout.ts";
import { buy, deliverTwice, freshBuyer, givenProductOf } from "./support/given-fulfilment.ts";
import { chargeDueRates, orderRates } from "../src/orders/index.ts";
import { courseAccesses } from "../src/fulfilment/tables.ts";
import { emailLogs } from "../src/notifications/tables.ts";
import { users } from "../src/identity/tables.ts";
import { dunningClaimEvents, dunningClaims, runDunning } from "../src/dunning/index.ts";
import { payments } from "../src/payments/tables.ts";
import { applyChargeOutcome } from "../src/payments/use-cases/apply-charge-outcome.ts";

// Dunning and debt collection (docs/dunning.md): a failed rate becomes a claim once, the buyer is
// reminded by the seller's schedule (the platform clock moves it) with fees and a pay link, paying
// from the link ends the claim and restores access, the agency exchange moves claims through the
// court stages, and only managers and power sellers see those.

const SETTINGS = dunningSettings("dunning_inkasso");
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestPlatform;
let keys = 0;

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

/** A seller of their own (the ticker sees every seller) with dunning and access settings saved. */
async function sellerWith(settings: object = SETTINGS): Promise<Seller> {
  const seller = await givenSellingSeller(t.deps);
  const token = (await signIn(t.app, seller.email)).access_token;
  const saved = await call(t.app, "PUT", "/cabinet/settings/dunning", { token, body: settings });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const access = await call(t.app, "PUT", "/cabinet/settings/access", {
    token,
    body: { unpaid_access: "suspend", grace_days: 0 },
  });
  expect(access.status).toBe(200);
  return { id: seller.id, email: seller.email };
}

/** A weekly course bought with a card whose later charges fail; its second rate fails now. */
async function failedRate(seller: Seller, locale: "en" | "de" = "en") {
  const course = await givenProductOf(t.deps, seller.id, "course", { plans: WEEKLY });
  const order = await buy(t, course, { card: FAILS_LATER, payer: freshBuyer(locale) });
  await deliverTwice(t, order.id);
  t.clock.advance(8 * DAY);
  await chargeDueRates(t.deps);
  const [rate] = await t.deps.db
    .select()
    .from(orderRates)
    .where(and(eq(orderRates.orderId, order.id), eq(orderRates.number, 2)));
  expect(rate!.state).toBe("unpaid");
  return { order, rate: rate! };
}

async function claimOf(orderId: number) {
  const [claim] = await t.deps.db.select().from(dunningClaims).where(eq(dunningClaims.orderId, orderId));
  return claim;
}

async function mailsTo(email: string) {
  return t.deps.db.select().from(emailLogs).where(eq(emailLogs.to, email)).orderBy(asc(emailLogs.id));
}
const reminders = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.template.startsWith("dunning_"));
const payerEmail = (order: { payer: unknown }) => (order.payer as { email: string }).email;

async function tickAfter(days: number) {
  t.clock.advance(days * DAY);
  await runDunning(t.deps);
}

/** Moves a claim of the seller to the agency: three reminders by the schedule, then the export. */
async function claimWithAgency(seller: Seller) {
  const { order } = await failedRate(seller);
  await tickAfter(1);
  await tickAfter(3);
  await tickAfter(3);
  await tickAfter(5);
  expect((await claimOf(order.id))!.stage).toBe("inkasso_ready");
  const batch = await call(t.app, "POST", "/cabinet/dunning/agency_batches", { token: await tok(seller) });
  expect(batch.status, JSON.stringify(batch.body)).toBe(201);
  return {
    order,
    claim: (await claimOf(order.id))!,
    batchId: (batch.body as { batch: { id: number } }).batch.id,
  };
}

describe("GET/PUT /cabinet/settings/dunning", () => {
  it("starts with reminders a week apart and no fees, saves the seller's choice and names a bad field", async () => {
    const seller = await givenSellingSeller(t.deps);
    const token = (await signIn(t.app, seller.email)).access_token;
    const shown = await call(t.app, "GET", "/cabinet/settings/dunning", { token });
    expect(shown.body).toEqual({
      dunning_settings: {
        strategy: "dunning",
        schedule: { first_days: 1, second_days: 7, third_days: 7, inkasso_days: 14 },
        fees: { first_fee: 0, second_fee: 0, third_fee: 0 },
      },
    });
    const bad = await call(t.app, "PUT", "/cabinet/settings/dunning", {
      token,
      locale: "de",
      body: { ...SETTINGS, schedule: { ...SETTINGS.schedule, second_days: 0 }, strategy: "court" },
    });
    expect(bad.status).toBe(400);
    const params = (bad.body as { error: { details: { param: string; message: string }[] } }).error.details;
    expect(params.map((d) => d.param).sort()).toEqual(["schedule.second_days", "strategy"]);
    expect(params[0]!.message).not.toMatch(/^[a-z_]+$/);
    const saved = await call(t.app, "PUT", "/cabinet/settings/dunning", { token, body: SETTINGS });
    expect(saved.body).toEqual({ dunning_settings: SETTINGS });
    expect((await call(t.app, "GET", "/cabinet/settings/dunning", { token })).body).toEqual(saved.body);
  });
});

describe("claims by schedule", () => {
  it("opens one claim per rate however many tickers run at once", async () => {
    const seller = await sellerWith();
    const { order, rate } = await failedRate(seller);
    // Not due yet: the first reminder waits the seller's first day.
    await runDunning(t.deps);
    expect(await claimOf(order.id)).toBeUndefined();
    t.clock.advance(DAY);
    await Promise.all(Array.from({ length: onPostgres ? 20 : 4 }, () => runDunning(t.deps)));
    const claims = await t.deps.db.select().from(dunningClaims).where(eq(dunningClaims.orderRateId, rate.id));
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      stage: "dunning_first_email",
      outcome: "open",
      amount: 1900,
      feesAmount: 0,
    });
    expect((await reminders(payerEmail(order))).map((m) => m.template)).toEqual(["dunning_first_email"]);
  });

  it("reminds the buyer in their language by the schedule, adds the fees and links the pay page", async () => {
    const seller = await sellerWith();
    const { order } = await failedRate(seller, "de");
    await tickAfter(1);
    await tickAfter(2);
    expect((await claimOf(order.id))!.stage).toBe("dunning_first_email");
    await tickAfter(1);
    expect((await claimOf(order.id))!.stage).toBe("dunning_second_email");
    // A late tick (the clock jumped a week) sends one reminder, never two at once.
    await tickAfter(7);
    await runDunning(t.deps);
    const claim = (await claimOf(order.id))!;
    expect(claim).toMatchObject({ stage: "dunning_third_email", feesAmount: 750 });
    const mails = await reminders(payerEmail(order));
    expect(mails.map((m) => m.template)).toEqual([
      "dunning_first_email",
      "dunning_second_email",
      "dunning_third_email",
    ]);
    const third = mails[2]!;
    expect(third.locale).toBe("de");
    expect(third.subject).toContain("Letzte Mahnung");
    expect(third.text).toContain("Mahngebühren: 7,50 €");
    expect(third.text).toContain("Gesamt fällig: 26,50 €");
    expect(third.text).toContain(`/payment/${order.token}/manage`);
    await tickAfter(5);
    expect((await claimOf(order.id))!).toMatchObject({ stage: "inkasso_ready", nextStageAt: null });
    expect(await reminders(payerEmail(order))).toHaveLength(3);
  });

  it("ends the claim when the buyer pays from the reminder's link, and access returns", async () => {
    const seller = await sellerWith();
    const { order } = await failedRate(seller);
    await tickAfter(1);
    const access = async () =>
      (await t.deps.db.select().from(courseAccesses).where(eq(courseAccesses.orderId, order.id))).map(
        (a) => a.state,
      );
    await (await import("../src/fulfilment/index.ts")).pauseOverdueAccess(t.deps);
    expect(await access()).not.toContain("active");
    const [mail] = await reminders(payerEmail(order));
    const manage = /\/s\/[^/]+\/payment\/([^/]+)\/manage/.exec(mail!.text)!;
    keys += 1;
    const paid = await call(t.app, "POST", `/shop/orders/${manage[1]}/payment_method`, {
      body: { payment_method: "card", payment_data: CARD() },
      headers: { "idempotency-key": `dunning-${process.pid}-${keys}` },
    });
    expect(paid.body).toMatchObject({ status: "paid" });
    // Closed by the payment itself, before any dunning tick.
    expect(await claimOf(order.id)).toMatchObject({ outcome: "paid", status: "completed" });
    expect(await access()).toContain("active");
    const shown = await call(t.app, "GET", `/cabinet/dunning/claims/${(await claimOf(order.id))!.id}`, {
      token: await tok(seller),
    });
    expect(shown.body).toMatchObject({
      claim: {
        dunning_status: "completed",
        outcome_status: "paid",
        color: { color: "green" },
        can_write_off: false,
      },
    });
    // No more reminders for a paid rate.
    await tickAfter(10);
    expect(await reminders(payerEmail(order))).toHaveLength(1);
  });

  it("closes the claim once however many paid events and tickers race for it", async () => {
    const seller = await sellerWith();
    const { order, rate } = await failedRate(seller);
    await tickAfter(1);
    const claim = (await claimOf(order.id))!;
    const [payment] = await t.deps.db
      .insert(payments)
      .values({
        sellerId: seller.id,
        orderId: order.id,
        orderRateId: rate.id,
        provider: "stripe",
        method: "card",
        amount: rate.amount,
        currency: rate.currency,
        testMode: true,
      })
      .returning();
    // The provider reports the same charge many times (webhook retries, the return page, a
    // refresh) while tickers run: one payment, one closed claim, one history entry.
    const n = onPostgres ? 20 : 4;
    const succeeded = { status: "succeeded" as const, providerRef: `ch_race_${payment!.id}`, fee: 0 };
    await Promise.all([
      ...Array.from({ length: n }, () => applyChargeOutcome(t.deps, payment!.id, succeeded)),
      ...Array.from({ length: onPostgres ? 5 : 1 }, () => runDunning(t.deps)),
    ]);
    expect(await claimOf(order.id)).toMatchObject({ outcome: "paid", status: "completed" });
    const endings = await t.deps.db
      .select()
      .from(dunningClaimEvents)
      .where(and(eq(dunningClaimEvents.claimId, claim.id), eq(dunningClaimEvents.kind, "outcome")));
    expect(endings).toHaveLength(1);
    expect(endings[0]).toMatchObject({ outcome: "paid", actor: "payment" });
    const [paidRate] = await t.deps.db.select().from(orderRates).where(eq(orderRates.id, rate.id));
    expect(paidRate).toMatchObject({ state: "paid", paidAmount: rate.amount });
    // No mail to the buyer beyond the one reminder: the spec has no "claim paid" mail.
    expect(await reminders(payerEmail(order))).toHaveLength(1);
  });

  it("goes straight to inkasso_ready without mails under the inkasso strategy", async () => {
    const seller = await sellerWith({ ...SETTINGS, strategy: "inkasso" });
    const { order } = await failedRate(seller);
    await tickAfter(1);
    expect(await claimOf(order.id)).toMatchObject({
      stage: "inkasso_ready",
      strategy: "inkasso",
      feesAmount: 0,
    });
    expect(await reminders(payerEmail(order))).toHaveLength(0);
  });
});

describe("manual endings", () => {
  it("writes a claim off with its reason, refuses one without, and never ends a claim twice", async () => {
    const seller = await sellerWith();
    const { order } = await failedRate(seller);
    await tickAfter(1);
    const id = (await claimOf(order.id))!.id;
    const missing = await call(t.app, "POST", `/cabinet/dunning/claims/${id}/write_off`, {
      token: await tok(seller),
      locale: "de",
      body: { reason: " " },
    });
    expect(missing.status).toBe(400);
    expect((missing.body as { error: { param: string } }).error.param).toBe("reason");
    const done = await call(t.app, "POST", `/cabinet/dunning/claims/${id}/write_off`, {
      token: await tok(seller),
      body: { reason: "Buyer moved abroad" },
    });
    expect(done.body).toMatchObject({
      claim: { outcome_status: "written_off", is_written_off: true, write_off_reason: "Buyer moved abroad" },
    });
    const again = await call(t.app, "POST", `/cabinet/dunning/claims/${id}/resolve`, {
      token: await tok(seller),
      body: {},
    });
    expect(again.status).toBe(422);
    const history = (done.body as { claim: { events: { kind: string; actor: string }[] } }).claim.events;
    expect(history.map((e) => `${e.kind}:${e.actor}`)).toEqual(["opened:schedule", "outcome:seller"]);
    // A written-off claim gets no more reminders.
    await tickAfter(4);
    expect(await reminders(payerEmail(order))).toHaveLength(1);
  });
});

describe("collection agency exchange", () => {
  it("exports ready claims as a batch file, refuses a bad status file whole, then applies a good one", async () => {
    const seller = await sellerWith();
    const { order, claim, batchId } = await claimWithAgency(seller);
    expect(claim).toMatchObject({ stage: "sent_to_collection_agency", agencyBatchId: batchId });
    const none = await call(t.app, "POST", "/cabinet/dunning/agency_batches", { token: await tok(seller) });
    expect(none.status).toBe(400);

    const file = await t.app.inject({
      method: "GET",
      url: `/api/v1/cabinet/dunning/agency_batches/${batchId}/export.csv`,
      headers: { authorization: `Bearer ${await tok(seller)}` },
    });
    expect(file.statusCode).toBe(200);
    const [header, line, rest] = file.body.split("\r\n");
    expect(header).toMatch(
      /^claim_id,batch_id,creditor_reference,order_id,rate_number,currency,open_amount,fees,total/,
    );
    expect(line).toContain(
      `${claim.id},${batchId},S${seller.id}-O${order.id},${order.id},2,EUR,19.00,7.50,26.50`,
    );
    expect(line).toContain(payerEmail(order));
    expect(rest).toBe("");

    const bad = await call(t.app, "POST", "/cabinet/dunning/agency_imports", {
      token: await tok(seller),
      locale: "de",
      body: {
        csv: `claim_id,status,not_collected_reason,note\n${claim.id},court,,\n999999,court,,\n${claim.id},not_collected,,\n${claim.id},pre_court,,\n`,
      },
    });
    expect(bad.status).toBe(400);
    const details = (bad.body as { error: { details: { param: string; code: string; message: string }[] } })
      .error.details;
    expect(details.map((d) => `${d.param}:${d.code}`)).toEqual(["line_4.not_collected_reason:required"]);
    const bad2 = await call(t.app, "POST", "/cabinet/dunning/agency_imports", {
      token: await tok(seller),
      body: {
        csv: `claim_id,status,not_collected_reason,note\n${claim.id},court,,\n999999,court,,\n${claim.id},pre_court,,\n`,
      },
    });
    expect(
      (bad2.body as { error: { details: { param: string; code: string }[] } }).error.details.map(
        (d) => `${d.param}:${d.code}`,
      ),
    ).toEqual(["line_3.claim_id:claim_unknown", "line_4.status:invalid_transition"]);
    // Nothing of a refused file applies.
    expect((await claimOf(order.id))!.stage).toBe("sent_to_collection_agency");

    const good = await call(t.app, "POST", "/cabinet/dunning/agency_imports", {
      token: await tok(seller),
      body: {
        csv: `claim_id,status,not_collected_reason,note\r\n${claim.id},pre_court,,"Reminder, registered"\r\n${claim.id},court,,\r\n${claim.id},post_court,,\r\n${claim.id},not_collected,debtor_insolvent,\r\n`,
      },
    });
    expect(good.body).toEqual({ applied: 4 });
    expect(await claimOf(order.id)).toMatchObject({
      stage: "post_court",
      outcome: "not_collected",
      notCollectedReason: "debtor_insolvent",
    });
    const writeOff = await call(t.app, "POST", "/cabinet/dunning/agency_imports", {
      token: await tok(seller),
      body: { csv: `claim_id,status,not_collected_reason,note\n${claim.id},written_off,,Uncollectable\n` },
    });
    expect(writeOff.body).toEqual({ applied: 1 });
    expect(await claimOf(order.id)).toMatchObject({
      outcome: "written_off",
      writeOffReason: "Uncollectable",
    });
  });
});

describe("who sees what", () => {
  it("shows court stages to power sellers only, and a seller never another seller's claims", async () => {
    const seller = await sellerWith();
    const { order, claim } = await claimWithAgency(seller);
    const csv = `claim_id,status,not_collected_reason,note\n${claim.id},court,,\n`;
    expect(
      (
        await call(t.app, "POST", "/cabinet/dunning/agency_imports", {
          token: await tok(seller),
          body: { csv },
        })
      ).status,
    ).toBe(200);

    const list = await call(t.app, "GET", "/cabinet/dunning/claims", { token: await tok(seller) });
    expect(list.body).toMatchObject({
      total_count: 1,
      list: [
        {
          id: claim.id,
          order_id: order.id,
          strategy_stage: "sent_to_collection_agency",
          inkasso_status: "sent",
        },
      ],
    });
    const detail = await call(t.app, "GET", `/cabinet/dunning/claims/${claim.id}`, {
      token: await tok(seller),
    });
    const stages = (detail.body as { claim: { events: { stage: string }[] } }).claim.events.map(
      (e) => e.stage,
    );
    expect(stages).not.toContain("court");
    const refused = await call(t.app, "GET", "/cabinet/dunning/claims", {
      token: await tok(seller),
      query: { strategy_stage: "court" },
    });
    expect(refused.status).toBe(400);
    const sent = await call(t.app, "GET", "/cabinet/dunning/claims", {
      token: await tok(seller),
      query: { strategy_stage: "sent_to_collection_agency" },
    });
    expect((sent.body as { total_count: number }).total_count).toBe(1);

    await t.deps.db.update(users).set({ powerSeller: true }).where(eq(users.id, seller.id));
    const power = await call(t.app, "GET", "/cabinet/dunning/claims", {
      token: await tok(seller),
      query: { strategy_stage: "court" },
    });
    expect(power.body).toMatchObject({
      total_count: 1,
      list: [{ strategy_stage: "court", color: { color: "red" } }],
    });

    const other = await sellerWith();
    expect(
      (await call(t.app, "GET", "/cabinet/dunning/claims", { token: await tok(other) })).body,
    ).toMatchObject({
      total_count: 0,
    });
    expect(
      (await call(t.app, "GET", `/cabinet/dunning/claims/${claim.id}`, { token: await tok(other) })).status,
    ).toBe(404);
    const foreign = await call(t.app, "POST", `/cabinet/dunning/claims/${claim.id}/skip`, {
      token: await tok(other),
    });
    expect(foreign.status).toBe(404);
    const foreignFile = await t.app.inject({
      method: "GET",
      url: `/api/v1/cabinet/dunning/agency_batches/${claim.agencyBatchId}/export.csv`,
      headers: { authorization: `Bearer ${await tok(other)}` },
    });
    expect(foreignFile.statusCode).toBe(404);
    const foreignImport = await call(t.app, "POST", "/cabinet/dunning/agency_imports", {
      token: await tok(other),
      body: { csv },
    });
    expect(foreignImport.status).toBe(400);
  });
});

describe("GET /cabinet/dunning/claims", () => {
  it("filters by the spec's keys, sorts, pages and exports the same rows as CSV", async () => {
    const seller = await sellerWith();
    const first = await failedRate(seller);
    await tickAfter(1);
    const second = await failedRate(seller);
    await tickAfter(1);
    const ids = [(await claimOf(first.order.id))!.id, (await claimOf(second.order.id))!.id];
    const list = async (query: Record<string, string>) => {
      const res = await call(t.app, "GET", "/cabinet/dunning/claims", { token: await tok(seller), query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { list: { id: number }[] }).list.map((c) => c.id);
    };
    expect(await list({})).toEqual([ids[1], ids[0]]);
    expect(await list({ sort_key: "created_at", sort_dir: "asc", per: "10", page: "1" })).toEqual(ids);
    expect(await list({ sort_key: "created_at", sort_dir: "asc", per: "10", page: "2" })).toEqual([]);
    // The first rate is 9 days overdue, the second 1.
    expect(await list({ overdue_from: "5" })).toEqual([ids[0]]);
    expect(await list({ overdue_to: "5" })).toEqual([ids[1]]);
    expect(await list({ days_overdue: "1" })).toEqual([ids[1]]);
    expect(await list({ strategy_stage: "dunning_second_email" })).toEqual([ids[0]]);
    expect(
      await list({ dunning_status: "in_progress", payer_type: "private", strategy_type: "dunning_inkasso" }),
    ).toHaveLength(2);
    expect(await list({ dunning_status: "completed" })).toEqual([]);
    expect(await list({ strategy_status: "scheduled", inkasso_status: "none" })).toHaveLength(2);
    expect(await list({ amount_from: "1900", amount_to: "1900", order_amount_from: "1900" })).toHaveLength(2);
    expect(await list({ amount_from: "1901" })).toEqual([]);
    expect(await list({ preferred_strategy: "dunning_inkasso" })).toHaveLength(2);
    expect(await list({ preferred_strategy: "inkasso" })).toEqual([]);
    expect(await list({ is_written_off: "false" })).toHaveLength(2);
    expect(await list({ query: payerEmail(first.order) })).toEqual([ids[0]]);
    const bad = await call(t.app, "GET", "/cabinet/dunning/claims", {
      token: await tok(seller),
      query: { overdue_from: "400" },
    });
    expect(bad.status).toBe(400);

    const csv = await t.app.inject({
      method: "GET",
      url: "/api/v1/cabinet/dunning/claims/export.csv?strategy_stage=dunning_second_email",
      headers: { authorization: `Bearer ${await tok(seller)}` },
    });
    const rows = csv.body.trim().split("\r\n");
    expect(rows[0]).toMatch(
      /^id,order_id,rate_number,product,payer_name,payer_email,payer_type,currency,amount,fees,total/,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${ids[0]},${first.order.id},2,`);
    expect(rows[1]).toContain(",eur,19.00,2.50,21.50,");
  });
});
