import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { REFUND_WINDOW_MS } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { buyAttributed, givenChain } from "./support/given-affiliate.ts";
import { until, verifySellerForPayouts } from "./support/verification.ts";
import { chargeDueRates } from "../src/orders/index.ts";
import { emailLogs } from "../src/notifications/tables.ts";
import { users } from "../src/identity/index.ts";
import { payments } from "../src/payments/tables.ts";
import { affiliateCommissions } from "../src/affiliates/tables.ts";
import { sendPublisherMoneyMails } from "../src/affiliates/money-mails/send-publisher-money-mails.ts";

// Issue 14: the publisher's money mails (docs/affiliates.md "Mails") — a commission earned on
// every paid rate (new_sale), a commission returned by a refund or chargeback
// (commission_clawed_back), a payout sent (payout_sent) and a membership the seller ended
// (node_canceled), each unless turned off on /publish/email_notification.

const DAY = 86_400_000;

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

let keys = 0;
const key = () => ({ "idempotency-key": `affiliate-mails-${process.pid}-${++keys}` });

/** 40.00 now, then 30.00 a month later. */
const INSTALLMENTS = {
  plans: [
    {
      form: "installment" as const,
      prefs: {
        firstAmount: 4000,
        nextAmount: 3000,
        paymentsCount: 2,
        interval: { unit: "month" as const, count: 1 },
      },
    },
  ],
};

const ALL_ON = {
  new_sale: true,
  commission_clawed_back: true,
  platform_commission: true,
  node_answered: true,
  node_canceled: true,
  payout_sent: true,
};

/** The mails of one template written for a user (what the job wrote, sent or not yet). */
const mailsOf = (userId: number, template: string) =>
  t.deps.db
    .select()
    .from(emailLogs)
    .where(and(eq(emailLogs.userId, userId), eq(emailLogs.template, template)));

/** The commission mails written for a user (what the job wrote, sent or not yet). */
const commissionMails = (userId: number) =>
  t.deps.db
    .select()
    .from(emailLogs)
    .where(and(eq(emailLogs.userId, userId), eq(emailLogs.template, "affiliate_commission_earned")));

describe("a paid attributed rate", () => {
  it("mails each stage's publisher their commission once, at checkout and on the renewal", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, INSTALLMENTS);
    const chain = await givenChain(t.deps, seller.id);
    const { payment } = await buyAttributed(t.app, t.deps, product, chain.terms());

    // 10 % and 5 % of 40.00, in the publisher's language, linking to their orders.
    const first = await t.mailbox.waitFor(chain.publisher.email, /^You earned a commission/);
    expect(first.subject).toContain("4.00");
    expect(first.text).toContain("Partners");
    expect(first.text).toContain("stage 1");
    expect(first.text).toContain("/publish/orders");
    const second = await t.mailbox.waitFor(chain.recruiter.email, /^You earned a commission/);
    expect(second.subject).toContain("2.00");
    expect(second.text).toContain("stage 2");

    // Rate 2 through the batched renewals: 3.00 and 1.50.
    t.clock.advance(31 * DAY);
    await chargeDueRates(t.deps);
    expect((await t.mailbox.waitFor(chain.publisher.email, /^You earned a commission/)).subject).toContain(
      "3.00",
    );
    expect((await t.mailbox.waitFor(chain.recruiter.email, /^You earned a commission/)).subject).toContain(
      "1.50",
    );
    // Exactly one mail per commission row, even when the mail job runs again (a retry).
    await sendPublisherMoneyMails(t.deps, { paymentIds: [payment.id] });
    expect(await commissionMails(chain.publisher.id)).toHaveLength(2);
    expect(await commissionMails(chain.recruiter.id)).toHaveLength(2);
  });

  it("does not mail a publisher who turned new_sale off", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 10_000 } }],
    });
    const chain = await givenChain(t.deps, seller.id);
    const { access_token: token } = await signIn(t.app, chain.publisher.email);
    const off = await call(t.app, "PUT", "/publish/email_notification", {
      token,
      body: { email_notification: { ...ALL_ON, new_sale: false } },
    });
    expect(off.status).toBe(200);
    await buyAttributed(t.app, t.deps, product, chain.terms());
    // Both stages' mails are written together: once the recruiter has theirs, none came for the publisher.
    await t.mailbox.waitFor(chain.recruiter.email, /^You earned a commission/);
    expect(await commissionMails(chain.publisher.id)).toHaveLength(0);
    expect(t.mailbox.received.filter((m) => m.to.includes(chain.publisher.email))).toHaveLength(0);
  });
});

describe("a publisher's payout", () => {
  async function paidOut(payoutSent: boolean) {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 10_000 } }],
    });
    const chain = await givenChain(t.deps, seller.id, [2000]);
    let token = (await signIn(t.app, chain.publisher.email)).access_token;
    await verifySellerForPayouts(t, token);
    if (!payoutSent)
      await call(t.app, "PUT", "/publish/email_notification", {
        token,
        body: { email_notification: { ...ALL_ON, payout_sent: false } },
      });
    await buyAttributed(t.app, t.deps, product, chain.terms());
    await t.mailbox.waitFor(chain.publisher.email, /^You earned a commission/);
    t.clock.advance(REFUND_WINDOW_MS + DAY);
    token = (await signIn(t.app, chain.publisher.email)).access_token;
    const paid = await call(t.app, "POST", "/publish/payouts", {
      token,
      body: { currency: "eur" },
      headers: key(),
    });
    expect(paid.status).toBe(201);
    await until(
      () => call(t.app, "GET", "/publish/payouts", { token }),
      (res) => res.body.list[0]?.state === "successful",
    );
    return { publisher: chain.publisher, payoutId: paid.body.payout.id as number };
  }

  it("mails the publisher that the payout is on its way", async () => {
    const { publisher, payoutId } = await paidOut(true);
    const mail = await t.mailbox.waitFor(publisher.email, /^Your payout is on its way/);
    expect(mail.subject).toContain("20.00");
    expect(mail.text).toContain("/publish/payouts");
    // Once, even when its job runs again.
    await sendPublisherMoneyMails(t.deps, { payoutId });
    const sent = await t.deps.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.userId, publisher.id), eq(emailLogs.template, "affiliate_payout_sent")));
    expect(sent).toHaveLength(1);
  });

  it("stays quiet when payout_sent is off", async () => {
    const { publisher } = await paidOut(false);
    // The mail job runs right after the payout's transaction; give it the time it would take.
    await new Promise((r) => setTimeout(r, 1500));
    const sent = await t.deps.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.userId, publisher.id), eq(emailLogs.template, "affiliate_payout_sent")));
    expect(sent).toHaveLength(0);
  });
});

describe("a refund or chargeback of an attributed sale", () => {
  it("mails each stage's publisher what was returned, once per refund, in their language", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 10_000 } }],
    });
    const chain = await givenChain(t.deps, seller.id);
    await t.deps.db.update(users).set({ locale: "de" }).where(eq(users.id, chain.recruiter.id));
    const { order } = await buyAttributed(t.app, t.deps, product, chain.terms());
    await t.mailbox.waitFor(chain.publisher.email, /^You earned a commission/);
    const sellerToken = (await signIn(t.app, seller.email)).access_token;
    const refund = (amount: number) =>
      call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
        token: sellerToken,
        body: { amount },
        headers: key(),
      });

    // Half of 100.00 back: 5.00 of the publisher's 10.00 and 2.50 of the recruiter's 5.00.
    expect((await refund(5000)).status).toBeLessThan(300);
    const mail = await t.mailbox.waitFor(chain.publisher.email, /^A commission was returned/);
    expect(mail.subject).toContain("5.00");
    expect(mail.text).toContain("refunded");
    expect(mail.text).toContain("Partners");
    expect(mail.text).toContain("/publish/payouts_balance");
    const german = await t.mailbox.waitFor(chain.recruiter.email, /^Eine Provision wurde zurückgebucht/);
    expect(german.subject).toContain("2,50");
    expect(german.text).toContain("erstattet");

    // The rest back later: a second mail each; a rerun of the first job writes nothing new.
    expect((await refund(5000)).status).toBeLessThan(300);
    await until(
      () => mailsOf(chain.publisher.id, "affiliate_commission_clawed_back"),
      (rows) => rows.length === 2,
    );
    const [first] = await mailsOf(chain.publisher.id, "affiliate_commission_clawed_back");
    expect(first!.template).toBe("affiliate_commission_clawed_back");
    const refunds = await t.deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, "refund")));
    const [commission] = await t.deps.db
      .select()
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.orderId, order.id),
          eq(affiliateCommissions.publisherId, chain.publisher.id),
        ),
      );
    await sendPublisherMoneyMails(t.deps, {
      clawback: { paymentId: refunds[0]!.id, clawbacks: [{ commissionId: commission!.id, amount: 500 }] },
    });
    expect(await mailsOf(chain.publisher.id, "affiliate_commission_clawed_back")).toHaveLength(2);
    expect(await mailsOf(chain.recruiter.id, "affiliate_commission_clawed_back")).toHaveLength(2);
  });

  it("does not mail a publisher who turned commission_clawed_back off", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 10_000 } }],
    });
    const chain = await givenChain(t.deps, seller.id);
    const { access_token: token } = await signIn(t.app, chain.publisher.email);
    await call(t.app, "PUT", "/publish/email_notification", {
      token,
      body: { email_notification: { ...ALL_ON, commission_clawed_back: false } },
    });
    const { order } = await buyAttributed(t.app, t.deps, product, chain.terms());
    const sellerToken = (await signIn(t.app, seller.email)).access_token;
    const refunded = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
      token: sellerToken,
      body: { amount: 10_000 },
      headers: key(),
    });
    expect(refunded.status).toBeLessThan(300);
    // Written together: once the recruiter has theirs, none came for the publisher.
    await t.mailbox.waitFor(chain.recruiter.email, /^A commission was returned/);
    expect(await mailsOf(chain.publisher.id, "affiliate_commission_clawed_back")).toHaveLength(0);
  });
});

describe("a membership the seller ends", () => {
  it("mails the publisher, not when the publisher left, and not when turned off", async () => {
    const seller = await givenSellingSeller(t.deps);
    const chain = await givenChain(t.deps, seller.id);
    const sellerToken = (await signIn(t.app, seller.email)).access_token;
    const nodeId = chain.terms().nodeId;
    const canceled = await call(t.app, "POST", `/cabinet/affiliate_nodes/${nodeId}/cancel`, {
      token: sellerToken,
    });
    expect(canceled.status).toBe(200);
    const mail = await t.mailbox.waitFor(chain.publisher.email, /^Your membership ended: Partners/);
    expect(mail.text).toContain("/publish/affiliate_programs");

    // The recruiter turned it off: the seller ends theirs too, and no mail is written.
    const { access_token: token } = await signIn(t.app, chain.recruiter.email);
    await call(t.app, "PUT", "/publish/email_notification", {
      token,
      body: { email_notification: { ...ALL_ON, node_canceled: false } },
    });
    const top = chain.terms().stages[1]!.nodeId;
    expect(
      (await call(t.app, "POST", `/cabinet/affiliate_nodes/${top}/cancel`, { token: sellerToken })).status,
    ).toBe(200);
    expect(await mailsOf(chain.recruiter.id, "affiliate_node_canceled")).toHaveLength(0);
    expect(await mailsOf(chain.publisher.id, "affiliate_node_canceled")).toHaveLength(1);
  });
});
