import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { buy, deliverTwice, freshBuyer, givenProductOf } from "./support/given-fulfilment.ts";
import { teamMemberships } from "../src/identity/index.ts";

// The seller's tasks from sold services (GET /cabinet/seller_tasks, POST …/:id/done): the list
// conventions (pages, sort, state filter, search by buyer, service or order), marking one done
// once, and every seller seeing only their own.

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;
let token: string;
let otherToken: string;
const bought: { orderId: number; email: string; name: string }[] = [];

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
  const other = await givenSellingSeller(t.deps);
  token = (await signIn(t.app, seller.email)).access_token;
  otherToken = (await signIn(t.app, other.email)).access_token;
  const coaching = await givenProductOf(t.deps, seller.id, "service");
  const review = await givenProductOf(t.deps, seller.id, "service");
  for (const made of [coaching, coaching, review]) {
    const payer = freshBuyer();
    const order = await buy(t, made, { payer });
    await deliverTwice(t, order.id);
    bought.push({ orderId: order.id, email: payer.email, name: made.product.name });
  }
});
afterAll(() => t.close());

const list = (query: Record<string, string> = {}, as = token) =>
  call(t.app, "GET", "/cabinet/seller_tasks", { token: as, query });

describe("the seller's tasks", () => {
  it("lists the tasks of sold services with the buyer and the order, newest first, in pages", async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.total_count).toBe(3);
    expect(all.body.list.map((x: { order_id: number }) => x.order_id)).toEqual(
      bought.map((b) => b.orderId).reverse(),
    );
    expect(all.body.list[0]).toMatchObject({
      state: "open",
      done_at: null,
      product: { name: bought[2]!.name, form: "service" },
      payer: { email: bought[2]!.email, name: "Bea Buyer" },
    });
    // Page sizes are the list's own (spec two §7); others are refused.
    expect((await list({ per: "5" })).status).toBe(400);
    const page = await list({ sort_key: "id", sort_dir: "asc", per: "10", page: "1" });
    expect(page.body.list.map((x: { order_id: number }) => x.order_id)).toEqual(bought.map((b) => b.orderId));
    const beyond = await list({ page: "2" });
    expect(beyond.body).toMatchObject({ list: [], total_count: 3 });
  });

  it("searches by the buyer's email, the service's name or the order number", async () => {
    expect((await list({ query: bought[1]!.email })).body.list).toEqual([
      expect.objectContaining({ order_id: bought[1]!.orderId }),
    ]);
    const byService = await list({ query: bought[2]!.name });
    expect(byService.body.list.map((x: { order_id: number }) => x.order_id)).toEqual([bought[2]!.orderId]);
    expect((await list({ query: `#${bought[0]!.orderId}` })).body.total_count).toBe(1);
  });

  it("marks a task done once, and filters by state", async () => {
    const id = (await list()).body.list[1].id as number;
    const done = await call(t.app, "POST", `/cabinet/seller_tasks/${id}/done`, { token });
    expect(done.status).toBe(200);
    expect(done.body.task).toMatchObject({ id, state: "done" });
    const again = await call(t.app, "POST", `/cabinet/seller_tasks/${id}/done`, { token });
    expect(again.body.task.done_at).toBe(done.body.task.done_at);
    expect((await list({ state: "done" })).body.list.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await list({ state: "open" })).body.total_count).toBe(2);
    expect((await list({ state: "closed" })).status).toBe(400);
  });

  it("shows another seller none of them, and refuses to change them", async () => {
    expect((await list({}, otherToken)).body).toMatchObject({ list: [], total_count: 0 });
    const id = (await list({ state: "open" })).body.list[0].id as number;
    const foreign = await call(t.app, "POST", `/cabinet/seller_tasks/${id}/done`, { token: otherToken });
    expect(foreign.status).toBe(404);
    expect((await list({ state: "open" })).body.total_count).toBe(2);
  });

  it("lets a team member work the selected seller's tasks; a payer may not", async () => {
    const member = await givenUser(t.deps, { profiles: ["team_member"] });
    await t.deps.db
      .insert(teamMemberships)
      .values({ sellerId: seller.id, memberId: member.id, role: "team_member" });
    const memberToken = (await signIn(t.app, member.email)).access_token;
    const listed = await call(t.app, "GET", "/cabinet/seller_tasks", {
      token: memberToken,
      headers: { "x-seller-id": String(seller.id) },
    });
    expect(listed.body.total_count).toBe(3);
    const payer = await givenUser(t.deps, { profiles: ["payer"] });
    const payerToken = (await signIn(t.app, payer.email)).access_token;
    expect((await list({}, payerToken)).status).toBe(403);
  });
});
