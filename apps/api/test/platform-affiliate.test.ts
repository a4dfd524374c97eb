import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { PLATFORM_FEES_ACCOUNT, publisherAccount } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signUpBody } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { buy, givenProductOf } from "./support/billing.ts";
import { commissionsOf } from "./support/given-affiliate.ts";
import { platformAffiliateReferrals, publisherProfiles } from "../src/affiliates/tables.ts";
import { sendPublisherMoneyMails } from "../src/affiliates/money-mails/send-publisher-money-mails.ts";
import { emailLogs } from "../src/notifications/tables.ts";
import { payments } from "../src/payments/tables.ts";
import { recordPlatformReferral } from "../src/affiliates/commissions/index.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import { users } from "../src/identity/index.ts";

// The platform's own affiliate program (issue 14, platform_affiliate): a seller who signs up by a
// publisher's link (/users/sign_up?platform_affiliate={id}) is that publisher's referral, and the
// publisher earns a share (PLATFORM_AFFILIATE_PERCENT, default 20 %) of the platform's fee on
// the seller's sales. No fee configured, nothing to share.

let t: TestPlatform;
beforeAll(async () => {
  // A platform fee of 5 % per sale, as an installation may configure; the share stays at 20 %.
  t = await startTestPlatform({ PLATFORM_FEE_PERCENT: "5" });
});
afterAll(() => t.close());

async function referralOf(email: string) {
  const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
  const [row] = await t.deps.db
    .select()
    .from(platformAffiliateReferrals)
    .where(eq(platformAffiliateReferrals.sellerId, user!.id));
  return row ?? null;
}

describe("signing up by a publisher's platform link", () => {
  it("makes a new seller the publisher's referral", async () => {
    const publisher = await givenUser(t.deps, { profiles: ["publisher"] });
    const body = signUpBody({ platform_affiliate_id: publisher.id });
    const created = await call(t.app, "POST", "/app/user", { body });
    expect(created.status).toBe(201);
    expect(await referralOf(body.email)).toMatchObject({ publisherId: publisher.id });
  });

  it("records nothing for a buyer's sign-up, an unknown id or someone who is no publisher — and signs them up", async () => {
    const publisher = await givenUser(t.deps, { profiles: ["publisher"] });
    const seller = await givenUser(t.deps, { profiles: ["seller"] });
    for (const body of [
      signUpBody({ platform_affiliate_id: publisher.id, profile_type: "payer" }),
      signUpBody({ platform_affiliate_id: 987_654_321 }),
      signUpBody({ platform_affiliate_id: seller.id }),
    ]) {
      const created = await call(t.app, "POST", "/app/user", { body });
      expect(created.status).toBe(201);
      expect(await referralOf(body.email)).toBeNull();
    }
  });

  it("refuses an id that is no positive whole number, naming the field", async () => {
    const res = await call(t.app, "POST", "/app/user", { body: signUpBody({ platform_affiliate_id: "x1" }) });
    // The platform answers invalid bodies with 400 INVALID_INPUT, each field named (sign-up.test.ts).
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_INPUT");
    expect(res.body.error.details.map((d: { param: string }) => d.param)).toEqual(["platform_affiliate_id"]);
  });
});

describe("the referred seller's sales", () => {
  it("pay the publisher 20 % of the platform's fee, from the platform's fees", async () => {
    const publisher = await givenUser(t.deps, { profiles: ["publisher"] });
    const seller = await givenSellingSeller(t.deps);
    expect(await recordPlatformReferral(t.deps.db, seller.id, publisher.id)).toBe(true);
    // A second link later changes nothing: the first publisher keeps the seller.
    const other = await givenUser(t.deps, { profiles: ["publisher"] });
    expect(await recordPlatformReferral(t.deps.db, seller.id, other.id)).toBe(false);

    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    // 49.00 × 5 % = 2.45 platform fee; 20 % of it = 0.49.
    expect(await commissionsOf(t.deps, order.id)).toMatchObject([
      { rate: 1, kind: "platform_affiliate", stage: 1, publisherId: publisher.id, base: 245, amount: 49 },
    ]);
    const lines = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, "platform_affiliate_commission")),
      );
    expect(lines.map((l) => [l.account, l.amount]).sort()).toEqual(
      [
        [PLATFORM_FEES_ACCOUNT, 49],
        [publisherAccount(publisher.id), -49],
      ].sort(),
    );
    // The publisher hears of it once, naming the seller (platform_commission); a rerun of the job adds none.
    const [sellerUser] = await t.deps.db.select().from(users).where(eq(users.id, seller.id));
    const mail = await t.mailbox.waitFor(publisher.email, /^You earned a platform commission: 0\.49 €/);
    expect(mail.text).toContain(`${sellerUser!.firstName} ${sellerUser!.lastName}`.trim());
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    await sendPublisherMoneyMails(t.deps, { paymentIds: [payment!.id] });
    const written = await t.deps.db
      .select()
      .from(emailLogs)
      .where(
        and(eq(emailLogs.userId, publisher.id), eq(emailLogs.template, "affiliate_platform_commission")),
      );
    expect(written).toHaveLength(1);
  });

  it("mail nothing to a publisher who turned platform_commission off", async () => {
    const publisher = await givenUser(t.deps, { profiles: ["publisher"] });
    await t.deps.db
      .insert(publisherProfiles)
      .values({ userId: publisher.id, notifications: { platform_commission: false } });
    const seller = await givenSellingSeller(t.deps);
    await recordPlatformReferral(t.deps.db, seller.id, publisher.id);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    expect(await commissionsOf(t.deps, order.id)).toHaveLength(1);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    // Run the job by hand (it may not have run yet): it still writes nothing.
    await sendPublisherMoneyMails(t.deps, { paymentIds: [payment!.id] });
    expect(
      await t.deps.db
        .select()
        .from(emailLogs)
        .where(
          and(eq(emailLogs.userId, publisher.id), eq(emailLogs.template, "affiliate_platform_commission")),
        ),
    ).toHaveLength(0);
  });

  it("of a seller nobody recruited pay no share", async () => {
    const seller = await givenSellingSeller(t.deps);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    expect(await commissionsOf(t.deps, order.id)).toEqual([]);
  });
});

describe("without a platform fee", () => {
  it("there is nothing to share", async () => {
    const free = await startTestPlatform();
    try {
      const publisher = await givenUser(free.deps, { profiles: ["publisher"] });
      const seller = await givenSellingSeller(free.deps);
      await recordPlatformReferral(free.deps.db, seller.id, publisher.id);
      const order = await buy(free.app, free.deps, await givenProductOf(free.deps, seller.id));
      expect(await commissionsOf(free.deps, order.id)).toEqual([]);
    } finally {
      await free.close();
    }
  });
});
