import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { cabinetClient, givenSeller } from "./support/catalog.ts";
import { givenChain } from "./support/given-affiliate.ts";
import { affiliateNodes, publisherProfiles } from "../src/affiliates/tables.ts";
import { publisherAccount, sellerAccount } from "@sellwerk/domain";
import { postLedger } from "../src/ledger/post.ts";
import { givenUser } from "./support/users.ts";
import { call, signIn } from "./support/api.ts";

// GET /cabinet/affiliate_publishers: the orders list's publisher picker (spec two §3 orders
// filter publisher_id) — only the publishers of the seller's own programs, each once; and the
// publisher area's money lists, which page by the spec's 15 while the cabinet's page by 20.

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

async function seller() {
  const s = await givenSeller(t.deps, t.app);
  return { ...s, api: cabinetClient(t.app, s.token) };
}
const names = (res: { body: { list: { id: number }[] } }) => res.body.list.map((p) => p.id);

describe("the seller's publishers", () => {
  it("lists each publisher of the seller's programs once, by name, and never another seller's", async () => {
    const s = await seller();
    const chain = await givenChain(t.deps, s.user.id);
    // The publisher joined a second program of the same seller: still one row.
    const second = await givenChain(t.deps, s.user.id);
    await t.deps.db.insert(affiliateNodes).values({
      sellerId: s.user.id,
      programId: second.program.id,
      publisherId: chain.publisher.id,
      email: chain.publisher.email,
      state: "canceled",
      initiator: "publisher",
    });
    // An invitation nobody took has no publisher yet.
    await t.deps.db.insert(affiliateNodes).values({
      sellerId: s.user.id,
      programId: chain.program.id,
      email: "nobody-yet@example.com",
      state: "requested",
      initiator: "seller",
    });
    await t.deps.db
      .insert(publisherProfiles)
      .values({ userId: chain.recruiter.id, displayName: "Aaron Affiliates" });
    const other = await seller();
    const foreign = await givenChain(t.deps, other.user.id);

    const all = await s.api.get("/cabinet/affiliate_publishers");
    expect(all.status).toBe(200);
    expect(all.body.list[0]).toEqual({
      id: chain.recruiter.id,
      name: "Aaron Affiliates",
      username: chain.recruiter.username,
    });
    expect(names(all).sort()).toEqual(
      [chain.recruiter.id, chain.publisher.id, second.recruiter.id, second.publisher.id].sort(),
    );
    expect(names(all)).not.toContain(foreign.publisher.id);
    expect(names(await other.api.get("/cabinet/affiliate_publishers")).sort()).toEqual(
      [foreign.recruiter.id, foreign.publisher.id].sort(),
    );
  });

  it("searches by display name or username, case-insensitively, with LIKE characters taken literally", async () => {
    const s = await seller();
    const chain = await givenChain(t.deps, s.user.id);
    await t.deps.db
      .insert(publisherProfiles)
      .values({ userId: chain.publisher.id, displayName: "Pia 100% Yoga" });
    const search = (query: string) =>
      s.api.get("/cabinet/affiliate_publishers", undefined, { query: { query } });

    expect(names(await search("pia"))).toEqual([chain.publisher.id]);
    expect(names(await search("100%"))).toEqual([chain.publisher.id]);
    expect(names(await search(chain.recruiter.username.toUpperCase()))).toEqual([chain.recruiter.id]);
    expect(names(await search("0%y"))).toEqual([]);
  });

  it("refuses an overlong search naming the field, and is the seller's alone", async () => {
    const s = await seller();
    const res = await s.api.get("/cabinet/affiliate_publishers", undefined, {
      query: { query: "x".repeat(201) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_INPUT");
    expect(JSON.stringify(res.body.error)).toContain("query");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/cabinet/affiliate_publishers" })).statusCode,
    ).toBe(401);
  });
});

describe("the publisher area's money lists", () => {
  it("page by 15 (spec two §9) while the cabinet's lists keep 20 and refuse 15", async () => {
    const owner = await givenUser(t.deps, { profiles: ["seller"] });
    const publisher = await givenUser(t.deps, { profiles: ["publisher"] });
    for (let i = 0; i < 16; i++)
      await postLedger(
        t.deps.db,
        [
          { account: sellerAccount(owner.id), amount: 100, kind: "commission" },
          { account: publisherAccount(publisher.id), amount: -100, kind: "commission" },
        ],
        { currency: "eur", sellerId: owner.id, orderId: null, orderRateId: null, paymentId: null },
      );
    const token = (await signIn(t.app, publisher.email)).access_token;
    const page = await call(t.app, "GET", "/publish/payouts_statement", { token });
    expect(page.status).toBe(200);
    expect(page.body.total_count).toBe(16);
    expect(page.body.list).toHaveLength(15);
    for (const path of ["/publish/payouts", "/publish/transfers"])
      expect((await call(t.app, "GET", `${path}?per=15`, { token })).status).toBe(200);

    const s = await seller();
    expect((await s.api.get("/cabinet/payouts_statement", undefined, { query: { per: "15" } })).status).toBe(
      400,
    );
    expect((await s.api.get("/cabinet/transfers")).status).toBe(200);
  });
});
