import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { REFUND_WINDOW_MS, sellerAccount, teamMemberAccount } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { until, verifySellerForPayouts } from "./support/verification.ts";
import { givenUser } from "./support/users.ts";
import { payouts, teamMemberPayee } from "../src/payouts/index.ts";
import { payeeOf } from "../src/payouts/payee.ts";
import { postLedger } from "../src/ledger/post.ts";
import { teamMemberships } from "../src/identity/index.ts";

// Issue 13: team members are payees (team_member:{userId}) with the payout routes under
// /team_member. The spec names no earning of a team member, so here the seller's account credits
// the member's through the ledger's posting API, the way a future earning (a sales team member's
// fee) would post it; everything after that is the real flow.

const DAY = 86_400_000;
const TEAM_PATHS = [
  "/team_member/payouts_balance",
  "/team_member/payouts_settings",
  "/team_member/payouts",
  "/team_member/payouts_held_reasons",
  "/team_member/payouts_statement",
  "/team_member/transfers",
  "/team_member/bank_accounts",
  "/team_member/legitimation",
];

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
}, 180_000);
afterAll(() => t.close());

let keys = 0;
const key = () => ({ "idempotency-key": `team-payout-${process.pid}-${++keys}` });

/** A team member of a fresh seller, signed in. */
async function givenTeamMember(role: "team_member" | "sales_team_member" = "team_member") {
  const seller = await givenUser(t.deps, { profiles: ["seller"] });
  const member = await givenUser(t.deps, { profiles: [role] });
  await t.deps.db.insert(teamMemberships).values({ sellerId: seller.id, memberId: member.id, role });
  const token = (await signIn(t.app, member.email)).access_token;
  return { seller, member, token };
}

/** What a future earning posts: the seller owes the member `amount` (minor units), dated `at`. */
async function credit(sellerId: number, memberId: number, amount: number, at: Date) {
  await postLedger(
    t.deps.db,
    [
      { account: sellerAccount(sellerId), amount, kind: "commission" },
      { account: teamMemberAccount(memberId), amount: -amount, kind: "commission" },
    ],
    { currency: "eur", sellerId, orderId: null, orderRateId: null, paymentId: null, createdAt: at },
  );
}

async function balance(token: string) {
  const res = await call(t.app, "GET", "/team_member/payouts_balance", { token });
  expect(res.status).toBe(200);
  return res.body.list.find((b: { currency: string }) => b.currency === "eur");
}

describe("a team member's payouts", () => {
  it("names the payee kind from its stored account (the scheduled payouts read it back)", () => {
    expect(payeeOf(teamMemberAccount(42))?.account).toBe("team_member:42");
    expect(payeeOf(teamMemberAccount(42))).toMatchObject({ sellerId: null });
    expect(payeeOf("constructor:1")).toBeNull();
    expect(teamMemberPayee(42).account).toBe(teamMemberAccount(42));
  });

  it("starts at zero: no earning is defined, and a payout is held for the missing verification", async () => {
    const { token } = await givenTeamMember();
    const balances = (await call(t.app, "GET", "/team_member/payouts_balance", { token })).body.list;
    for (const b of balances) expect(b).toMatchObject({ pending: 0, available: 0, on_hold: 0, paid_out: 0 });
    const held = await call(t.app, "GET", "/team_member/payouts_held_reasons", { token });
    expect(held.status).toBe(200);
    expect(held.body.reasons).toContainEqual({
      code: "missing_verification",
      link: "/team_member/legitimation",
    });
  });

  it("are refused to sellers, publishers and payers, and open to sales team members", async () => {
    const others = await Promise.all(
      (["seller", "publisher", "payer"] as const).map((p) => givenUser(t.deps, { profiles: [p] })),
    );
    for (const user of others) {
      const token = (await signIn(t.app, user.email)).access_token;
      for (const path of TEAM_PATHS) {
        const res = await call(t.app, "GET", path, { token });
        expect([path, res.status, res.body.error?.code]).toEqual([path, 403, "PERMISSION_DENIED"]);
      }
    }
    const sales = await givenTeamMember("sales_team_member");
    for (const path of TEAM_PATHS)
      expect([path, (await call(t.app, "GET", path, { token: sales.token })).status]).toEqual([path, 200]);
  });

  it("are a sales team member's own to manage, though the seller's payouts are not (the web shows them the controls)", async () => {
    const sales = await givenTeamMember("sales_team_member");
    // The web sends the selected seller from every /team_member page; it plays no part here.
    const headers = { "x-seller-id": String(sales.seller.id) };
    const body = { schedule: "weekly", minimum_amount: 5000, currency: "eur" };
    const saved = await call(t.app, "PUT", "/team_member/payouts_settings", {
      token: sales.token,
      headers,
      body,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ schedule: "weekly", minimum_amount: 5000 });
    const paid = await call(t.app, "POST", "/team_member/payouts", {
      token: sales.token,
      headers: { ...headers, ...key() },
      body: { currency: "eur" },
    });
    // Allowed, and held: nothing is available and the member is not verified.
    expect([paid.status, paid.body.error?.code]).toEqual([409, "PAYOUT_HELD"]);
    const seller = await call(t.app, "PUT", "/cabinet/payouts_settings", {
      token: sales.token,
      headers,
      body,
    });
    expect(seller.status).toBe(403);
  });

  it("pays a verified team member's earnings to their own bank account through the sandbox", async () => {
    const { seller, member, token } = await givenTeamMember();
    const other = await givenTeamMember();
    // A seller header changes nothing: these routes are the member's own.
    const verified = await verifySellerForPayouts(t, token, { area: "/team_member" });

    const now = t.clock.now().getTime();
    await credit(seller.id, member.id, 3000, new Date(now - REFUND_WINDOW_MS - DAY));
    await credit(seller.id, member.id, 1200, new Date(now - DAY));
    expect(await balance(token)).toEqual({
      currency: "eur",
      pending: 1200,
      available: 3000,
      on_hold: 0,
      paid_out: 0,
    });
    // The member's account is no one else's: the other member and the seller's cabinet see nothing of it.
    expect(await balance(other.token)).toMatchObject({ pending: 0, available: 0 });
    const sellerToken = (await signIn(t.app, seller.email)).access_token;
    const sellerBalance = await call(t.app, "GET", "/cabinet/payouts_balance", { token: sellerToken });
    // The seller owes both earnings at once (a debt waits for no refund window): the member's money is theirs.
    expect(sellerBalance.body.list.find((b: { currency: string }) => b.currency === "eur")).toMatchObject({
      available: -4200,
    });
    expect(
      (await call(t.app, "GET", "/team_member/bank_accounts", { token: other.token })).body.list,
    ).toEqual([]);

    const paid = await call(t.app, "POST", "/team_member/payouts", {
      token,
      body: { currency: "eur" },
      headers: { ...key(), "x-seller-id": String(seller.id) },
    });
    expect(paid.status).toBe(201);
    expect(paid.body.payout).toMatchObject({ amount: 3000, currency: "eur" });
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, paid.body.payout.id));
    expect(row!.payee).toBe(teamMemberAccount(member.id));
    expect(row!.bankAccountId).toBe(verified.bankAccountId);
    await until(
      () => balance(token),
      (b) => b.paid_out === 3000,
    );
    expect(await balance(token)).toMatchObject({ available: 0, pending: 1200, paid_out: 3000 });

    const list = await call(t.app, "GET", "/team_member/payouts", { token });
    expect(list.body.list).toMatchObject([{ id: paid.body.payout.id, amount: 3000, state: "successful" }]);
    expect((await call(t.app, "GET", "/team_member/payouts", { token: other.token })).body.list).toEqual([]);
    // The statement: both earnings, and the payout (off the balance, through "on hold" and out).
    const statement = await call(t.app, "GET", "/team_member/payouts_statement", { token });
    expect(statement.status).toBe(200);
    const amounts = statement.body.list.map((e: { amount: number }) => e.amount);
    expect(amounts.sort((a: number, b: number) => a - b)).toEqual([-3000, -3000, 1200, 3000, 3000]);
  });
});
