import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  installStatementCounter,
  countJobSql,
  measureSql,
  type SqlCount,
} from "./support/statement-counter.ts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { CARD, checkoutCall, givenSellingSeller } from "./support/given-checkout.ts";
import { freshBuyer, givenDownload } from "./support/given-fulfilment.ts";
import { orders } from "../src/orders/index.ts";
import { emailLogs } from "../src/notifications/tables.ts";

// Issue 11: a checkout in a handful of statements. The common case (a one-time download bought
// with the sandbox card, no coupon) is counted statement by statement on its request path and
// in the jobs that follow it (delivery, invoice, mails), so the figure cannot creep back.
const REQUEST_STATEMENTS = 20;
const REQUEST_TRANSACTIONS = 2;
/**
 * The target for the jobs is 40. Today's figure is 23–27 on both engines: delivery with the
 * payer's new account 11, invoice 8 (each mail written with its delivery job in one statement),
 * five mails 6–9, as the mails fall into the batches the queue fetches (two statements a batch;
 * mail-delivery.test.ts holds the batching). The bound is the case of every mail fetched alone,
 * so the figure cannot creep back and timing cannot fail it.
 */
const JOB_STATEMENTS = 33;

installStatementCounter();

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

/** Every job the checkout caused ran (none created, retrying or running). */
async function jobsIdle(): Promise<void> {
  for (let i = 0; i < 400; i++) {
    // Both drivers answer execute() with { rows }.
    const answer: unknown = await t.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`,
    );
    if ((answer as { rows: { n: number }[] }).rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the checkout's jobs did not finish");
}

const listing = (count: SqlCount) => count.texts.map((s, i) => `${i + 1}. ${s}`).join("\n");

describe("one sandbox card checkout", () => {
  it(`pays in at most ${REQUEST_STATEMENTS} statements and ${REQUEST_TRANSACTIONS} transactions; its jobs take at most ${JOB_STATEMENTS}`, async () => {
    const seller = await givenSellingSeller(t.deps);
    const made = await givenDownload(t.deps, seller.id, { methods: ["card"] });
    const body = (payer: ReturnType<typeof freshBuyer>) => {
      const { locale, ...party } = payer;
      return {
        product_id: made.product.id,
        pricing_plan_id: made.plans[0]!.id,
        payment_method: "card",
        payment_data: CARD(),
        payer: party,
        locale,
      };
    };
    // A first purchase warms what is cached per process (prepared statements, the seller's
    // decrypted settings are not cached), so the counted one is the steady state.
    expect((await checkoutCall(t.app, body(freshBuyer()))).body.status).toBe("paid");
    await jobsIdle();

    const jobs = countJobSql();
    const { result: res, count } = await measureSql(() => checkoutCall(t.app, body(freshBuyer("de"))));
    expect(res.body.status).toBe("paid");
    await jobsIdle();
    const jobCount = jobs.stop();

    // What the buyer notices: the order is paid, the download mail and the receipt went out.
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
    expect(order).toMatchObject({ paymentState: "paid" });
    const mails = await t.deps.db
      .select({ template: emailLogs.template, state: emailLogs.state })
      .from(emailLogs)
      .where(eq(emailLogs.to, (order!.payer as { email: string }).email));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails.every((m) => m.state === "sent")).toBe(true);

    console.log(
      `checkout request: ${count.statements} statements (${count.autocommit} outside a transaction), ` +
        `${count.transactions} transactions; its jobs: ${jobCount.statements} statements, ${jobCount.transactions} transactions`,
    );
    expect(count.statements, listing(count)).toBeLessThanOrEqual(REQUEST_STATEMENTS);
    expect(count.transactions, listing(count)).toBeLessThanOrEqual(REQUEST_TRANSACTIONS);
    if (process.env.PRINT_SQL) console.log(`${listing(count)}\n\n${listing(jobCount)}`);
    expect(jobCount.statements, listing(jobCount)).toBeLessThanOrEqual(JOB_STATEMENTS);
  });
});
