import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { cabinetClient, givenSeller } from "./support/catalog.ts";
import { givenUser } from "./support/users.ts";
import { signIn } from "./support/api.ts";
import { affiliateNodes, publisherProfiles } from "../src/affiliates/tables.ts";
import { nodeChain } from "../src/affiliates/repository.ts";
import { emailLogs } from "../src/notifications/tables.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

async function seller(opts: Parameters<typeof givenSeller>[2] = {}) {
  const s = await givenSeller(t.deps, t.app, opts);
  return { ...s, api: cabinetClient(t.app, s.token) };
}
async function publisher(
  opts: { locale?: "en" | "de"; profiles?: ("publisher" | "seller" | "payer")[] } = {},
) {
  const user = await givenUser(t.deps, { profiles: opts.profiles ?? ["publisher"], locale: opts.locale });
  const session = await signIn(t.app, user.email);
  return { user, api: cabinetClient(t.app, session.access_token) };
}
async function program(api: Awaited<ReturnType<typeof seller>>["api"], extra: object = {}) {
  const res = await api.post("/cabinet/affiliate_programs", {
    name: "Yoga partners",
    form: "multiple",
    commissions: [10, 5],
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.affiliate_program as { id: number };
}
const nodesOf = (programId: number) =>
  t.deps.db.select().from(affiliateNodes).where(eq(affiliateNodes.programId, programId));
const tokenOf = (text: string) => /invite=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe("invitations by email", () => {
  it("mail a link; the publisher who follows it joins; the seller sees them active and is told", async () => {
    const s = await seller();
    const { id } = await program(s.api);
    const p = await publisher({ locale: "de" });
    const invited = await s.api.post("/cabinet/affiliate_nodes", {
      affiliate_program_id: id,
      email: p.user.email.toUpperCase(),
      name: "Petra",
      bonus: 2.5,
    });
    expect(invited.status).toBe(201);
    expect(invited.body.affiliate_node).toMatchObject({
      affiliate_program_id: id,
      state: "requested",
      initiator: "seller",
      publisher_id: null,
      email: p.user.email,
      name: "Petra",
      bonus: 2.5,
      affiliate_program: { id, name: "Yoga partners" },
      actions: ["cancel"],
    });
    // German: the invitee's account language.
    const mail = await t.mailbox.waitFor(p.user.email, /lädt dich zum Partnerprogramm Yoga partners ein/);
    expect(mail.text).toContain("12,5 % / 5 %");
    const token = tokenOf(mail.text);

    // The invitee sees it among their new requests before taking it.
    const waiting = await p.api.get("/publish/affiliate_nodes", undefined, { query: { waiting: "true" } });
    expect(waiting.body.list.map((n: { id: number; actions: string[] }) => [n.id, n.actions])).toEqual([
      [invited.body.affiliate_node.id, ["accept", "reject", "cancel"]],
    ]);

    const accepted = await p.api.post(`/publish/affiliate_nodes/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.affiliate_node).toMatchObject({ state: "accepted", publisher_id: p.user.id });
    // The link is spent.
    expect((await p.api.post(`/publish/affiliate_nodes/invitations/${token}/accept`)).status).toBe(404);

    await t.mailbox.waitFor(s.user.email, /^Accepted: Yoga partners/);
    const list = await s.api.get("/cabinet/affiliate_nodes", undefined, { query: { state: "accepted" } });
    expect(list.body.list).toHaveLength(1);
    expect(
      (await s.api.get(`/cabinet/affiliate_programs/${id}`)).body.affiliate_program.publishers_count,
    ).toBe(1);
  });

  it("send a waiting invitation again with a fresh link, and refuse an address already in the program", async () => {
    const s = await seller();
    const { id } = await program(s.api);
    const email = `again-${Date.now()}@example.com`;
    expect((await s.api.post("/cabinet/affiliate_nodes", { affiliate_program_id: id, email })).status).toBe(
      201,
    );
    const first = tokenOf((await t.mailbox.waitFor(email)).text);
    const again = await s.api.post("/cabinet/affiliate_nodes", { affiliate_program_id: id, email });
    expect(again.status).toBe(200);
    expect(await nodesOf(id)).toHaveLength(1);

    const p = await publisher();
    expect((await p.api.post(`/publish/affiliate_nodes/invitations/${first}/accept`)).status).toBe(404);
    const requested = await p.api.post("/publish/affiliate_nodes", { affiliate_program_id: id });
    expect(requested.status).toBe(201);
    const dup = await s.api.post("/cabinet/affiliate_nodes", {
      affiliate_program_id: id,
      email: p.user.email,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: "CONFLICT", param: "email" });
    expect(dup.body.error.details[0].code).toBe("affiliate_node_exists");
    // The seller's own address is no publisher of their program.
    const self = await s.api.post("/cabinet/affiliate_nodes", {
      affiliate_program_id: id,
      email: s.user.email,
    });
    expect(self.status).toBe(400);
    expect(self.body.error.param).toBe("email");

    // An invitation without a name takes the publisher's once they accept.
    const q = await publisher();
    const unnamed = (
      await s.api.post("/cabinet/affiliate_nodes", { affiliate_program_id: id, email: q.user.email })
    ).body.affiliate_node;
    expect(unnamed.name).toBeNull();
    const taken = await q.api.post(`/publish/affiliate_nodes/${unnamed.id}/accept`);
    expect(taken.body.affiliate_node).toMatchObject({
      publisher_id: q.user.id,
      name: `${q.user.firstName} ${q.user.lastName}`,
    });
  });

  it("refuse a bonus beyond 100 % with the stages, a foreign program, and a bad address, storing nothing", async () => {
    const s = await seller();
    const other = await seller();
    const { id } = await program(s.api, { commissions: [60, 30] });
    const foreign = await program(other.api);
    const cases: [object, number, string, string][] = [
      [
        { affiliate_program_id: id, email: "a@example.com", bonus: 11 },
        400,
        "bonus",
        "affiliate_bonus_too_high",
      ],
      [{ affiliate_program_id: id, email: "a@example.com", bonus: 101 }, 400, "bonus", "too_high"],
      [{ affiliate_program_id: id, email: "not-an-email" }, 400, "email", "invalid_email"],
      [
        { affiliate_program_id: foreign.id, email: "a@example.com" },
        400,
        "affiliate_program_id",
        "invalid_value",
      ],
    ];
    for (const [body, status, param, code] of cases) {
      const res = await s.api.post("/cabinet/affiliate_nodes", body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.details).toContainEqual(expect.objectContaining({ param, code }));
    }
    expect(await nodesOf(id)).toHaveLength(0);
    expect(await nodesOf(foreign.id)).toHaveLength(0);
  });
});

describe("requests to join", () => {
  it("wait for the seller, who is mailed and answers; the publisher cannot answer their own request", async () => {
    const s = await seller();
    const { id } = await program(s.api, { affiliate_marketplace_product: true });
    const p = await publisher();
    const res = await p.api.post("/publish/affiliate_nodes", { affiliate_program_id: id });
    expect(res.status).toBe(201);
    const node = res.body.affiliate_node;
    expect(node).toMatchObject({
      state: "requested",
      initiator: "publisher",
      publisher_id: p.user.id,
      actions: ["cancel"],
    });
    await t.mailbox.waitFor(s.user.email, /^New publisher request for Yoga partners/);

    const own = await p.api.post(`/publish/affiliate_nodes/${node.id}/accept`);
    expect(own.status).toBe(409);
    expect(own.body.error.details[0].code).toBe("affiliate_not_your_answer");

    const accepted = await s.api.post(`/cabinet/affiliate_nodes/${node.id}/accept`);
    expect(accepted.body.affiliate_node).toMatchObject({ state: "accepted", actions: ["cancel"] });
    await t.mailbox.waitFor(p.user.email, /^Accepted: Yoga partners/);
    // Accepted → only cancel; a final state allows nothing.
    expect((await s.api.post(`/cabinet/affiliate_nodes/${node.id}/reject`)).status).toBe(409);
    expect((await p.api.post(`/publish/affiliate_nodes/${node.id}/cancel`)).body.affiliate_node.state).toBe(
      "canceled",
    );
    // A publisher who turned off "node answered" mails gets none.
    const quiet = await publisher();
    await t.deps.db
      .insert(publisherProfiles)
      .values({ userId: quiet.user.id, notifications: { node_answered: false } });
    const quietNode = (await quiet.api.post("/publish/affiliate_nodes", { affiliate_program_id: id })).body
      .affiliate_node;
    await s.api.post(`/cabinet/affiliate_nodes/${quietNode.id}/reject`);
    const logged = (to: string) => t.deps.db.select().from(emailLogs).where(eq(emailLogs.to, to));
    expect((await logged(quiet.user.email)).map((m) => m.template)).toEqual([]);
    expect((await logged(p.user.email)).map((m) => m.template)).toContain("affiliate_node_accepted");
    const again = await s.api.post(`/cabinet/affiliate_nodes/${node.id}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.error.details[0].code).toBe("invalid_state_change");
  });

  it("are refused for programs that take nobody and when already in the program", async () => {
    const s = await seller();
    const closed = await program(s.api, { disable_landing_page: true });
    const p = await publisher();
    const res = await p.api.post("/publish/affiliate_nodes", { affiliate_program_id: closed.id });
    expect(res.status).toBe(409);
    expect(res.body.error.details[0].code).toBe("affiliate_program_closed");
    const open = await program(s.api);
    expect((await p.api.post("/publish/affiliate_nodes", { affiliate_program_id: open.id })).status).toBe(
      201,
    );
    expect((await p.api.post("/publish/affiliate_nodes", { affiliate_program_id: open.id })).status).toBe(
      409,
    );
    await s.api.post(`/cabinet/affiliate_programs/${open.id}/archive`);
    const other = await publisher();
    expect((await other.api.post("/publish/affiliate_nodes", { affiliate_program_id: open.id })).status).toBe(
      404,
    );
  });

  it("name the recruiter's node as parent in a multiple-stage program; the chain climbs it", async () => {
    const s = await seller();
    const { id } = await program(s.api, { commissions: [10, 5, 2] });
    const [a, b, c] = [await publisher(), await publisher(), await publisher()];
    const nodeA = (await a.api.post("/publish/affiliate_nodes", { affiliate_program_id: id })).body
      .affiliate_node;
    // A is not accepted yet: B's link from A does not count.
    const early = (
      await b.api.post("/publish/affiliate_nodes", { affiliate_program_id: id, recruiter_id: a.user.id })
    ).body.affiliate_node;
    expect(early.parent_node_id).toBeNull();
    await s.api.post(`/cabinet/affiliate_nodes/${early.id}/reject`);
    await s.api.post(`/cabinet/affiliate_nodes/${nodeA.id}/accept`);

    const nodeC = (
      await c.api.post("/publish/affiliate_nodes", { affiliate_program_id: id, recruiter_id: a.user.id })
    ).body.affiliate_node;
    expect(nodeC.parent_node_id).toBe(nodeA.id);
    await s.api.post(`/cabinet/affiliate_nodes/${nodeC.id}/accept`);
    const d = await publisher();
    const nodeD = (
      await d.api.post("/common/affiliate_programs/" + id + "/accept", { recruiter_id: c.user.id })
    ).body.affiliate_node;
    expect(nodeD).toMatchObject({ parent_node_id: nodeC.id, from_landing_page: true });
    expect((await nodeChain(t.deps.db, nodeD.id, 5)).map((l) => l.publisherId)).toEqual([
      d.user.id,
      c.user.id,
      a.user.id,
    ]);
    expect((await nodeChain(t.deps.db, nodeD.id, 2)).map((l) => l.publisherId)).toEqual([
      d.user.id,
      c.user.id,
    ]);

    // A single-stage program has no chain.
    const single = await program(s.api, { form: "single", commissions: [10] });
    await a.api.post("/publish/affiliate_nodes", { affiliate_program_id: single.id });
    const lone = (
      await c.api.post("/publish/affiliate_nodes", {
        affiliate_program_id: single.id,
        recruiter_id: a.user.id,
      })
    ).body.affiliate_node;
    expect(lone.parent_node_id).toBeNull();
  });
});

describe("the node list and its visibility", () => {
  it("filters by state, program, landing page, search and date, 15 a page; sellers and publishers see only their own", async () => {
    const s = await seller();
    const other = await seller();
    const { id } = await program(s.api);
    const second = await program(s.api, { name: "Second" });
    for (let i = 0; i < 16; i++)
      await s.api.post("/cabinet/affiliate_nodes", {
        affiliate_program_id: id,
        email: `list${i}-${id}@example.com`,
        name: `Person ${i}`,
      });
    const p = await publisher();
    const joinedRes = await p.api.post(`/common/affiliate_programs/${second.id}/accept`);
    expect(joinedRes.status, JSON.stringify(joinedRes.body)).toBe(201);
    const joined = joinedRes.body.affiliate_node;

    const page = await s.api.get("/cabinet/affiliate_nodes");
    expect(page.body.list).toHaveLength(15);
    expect(page.body.total_count).toBe(17);
    expect(Object.keys(page.body.list[0])).toEqual(
      expect.arrayContaining([
        "id",
        "affiliate_program_id",
        "created_at",
        "state",
        "from_landing_page",
        "bonus",
        "publisher_id",
        "name",
        "email",
        "affiliate_program",
      ]),
    );
    const q = (query: Record<string, string>) => s.api.get("/cabinet/affiliate_nodes", undefined, { query });
    expect(
      (await q({ affiliate_program_id: String(second.id) })).body.list.map((n: { id: number }) => n.id),
    ).toEqual([joined.id]);
    expect((await q({ from_landing_page: "true" })).body.list).toHaveLength(1);
    expect((await q({ query: "person 1" })).body.total_count).toBe(7);
    expect((await q({ query: `list3-${id}` })).body.list).toHaveLength(1);
    expect((await q({ created_till: "2000-01-01" })).body.list).toHaveLength(0);
    expect((await q({ state: "rejected" })).body.list).toHaveLength(0);

    expect((await other.api.get("/cabinet/affiliate_nodes")).body.list).toEqual([]);
    for (const path of [
      `/cabinet/affiliate_nodes/${joined.id}/accept`,
      `/cabinet/affiliate_nodes/${joined.id}/cancel`,
    ])
      expect((await other.api.post(path)).status).toBe(404);
    expect((await other.api.put(`/cabinet/affiliate_nodes/${joined.id}`, { bonus: 1 })).status).toBe(404);
    // A publisher searches their nodes by the program's name.
    const mine = (query: string) => p.api.get("/publish/affiliate_nodes", undefined, { query: { query } });
    expect((await mine("secon")).body.list.map((n: { id: number }) => n.id)).toEqual([joined.id]);
    expect((await mine("yoga")).body.list).toEqual([]);
    const stranger = await publisher();
    expect((await stranger.api.get("/publish/affiliate_nodes")).body.list).toEqual([]);
    expect((await stranger.api.post(`/publish/affiliate_nodes/${joined.id}/cancel`)).status).toBe(404);
    // A seller without the publisher profile has no publisher side.
    expect((await s.api.get("/publish/affiliate_nodes")).status).toBe(403);

    const bonus = await s.api.put(`/cabinet/affiliate_nodes/${joined.id}`, { bonus: 3 });
    expect(bonus.body.affiliate_node.bonus).toBe(3);
  });
});

describe("the landing page call", () => {
  it("shows the program with its placeholders filled, or where to go when the landing page is off", async () => {
    const s = await seller();
    const { id } = await program(s.api, {
      bonus: 2.5,
      landing_body: "Join {program}: {commission}, {cookies} days. {buttons}",
    });
    const res = await t.app.inject({ method: "GET", url: `/api/v1/common/affiliate_programs/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().affiliate_program).toMatchObject({
      name: "Yoga partners",
      commissions: [12.5, 5],
      commission_text: "12.5 % / 5 %",
      cookies_expire: 180,
      landing_body: "Join Yoga partners: 12.5 % / 5 %, 180 days. {buttons}",
      redirection_url: null,
    });
    const de = await t.app.inject({
      method: "GET",
      url: `/api/v1/common/affiliate_programs/${id}`,
      headers: { "x-locale": "de" },
    });
    expect(de.json().affiliate_program.commission_text).toBe("12,5 % / 5 %");
    const off = await program(s.api, {
      disable_landing_page: true,
      redirection_url: "https://example.com/partners",
    });
    const offRes = (
      await t.app.inject({ method: "GET", url: `/api/v1/common/affiliate_programs/${off.id}` })
    ).json();
    expect(offRes.affiliate_program).toMatchObject({
      landing_body: null,
      redirection_url: "https://example.com/partners",
    });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/common/affiliate_programs/999999999" })).statusCode,
    ).toBe(404);
  });

  it("lets a signed-in user without a publisher profile join and become a publisher", async () => {
    const s = await seller();
    const { id } = await program(s.api);
    const payer = await publisher({ profiles: ["payer"] });
    expect((await payer.api.get("/publish/affiliate_nodes")).status).toBe(403);
    const joined = await payer.api.post(`/common/affiliate_programs/${id}/accept`, {});
    expect(joined.status).toBe(201);
    expect(joined.body.affiliate_node).toMatchObject({ from_landing_page: true, state: "requested" });
    expect((await payer.api.get("/publish/affiliate_nodes")).status).toBe(200);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/v1/common/affiliate_programs/${id}/accept`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("under concurrency (run on PostgreSQL with TEST_DATABASE_URL)", () => {
  it("20 joins of one publisher to one program make exactly one node; the rest answer 409", async () => {
    const s = await seller();
    const { id } = await program(s.api);
    const p = await publisher();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => p.api.post("/publish/affiliate_nodes", { affiliate_program_id: id })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await nodesOf(id)).toHaveLength(1);
  });

  it("an accept and a reject of one request at once: exactly one wins", async () => {
    const s = await seller();
    const { id } = await program(s.api);
    const p = await publisher();
    const node = (await p.api.post("/publish/affiliate_nodes", { affiliate_program_id: id })).body
      .affiliate_node;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        s.api.post(`/cabinet/affiliate_nodes/${node.id}/${i % 2 ? "reject" : "accept"}`),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const [row] = await nodesOf(id);
    const winner = answers.find((r) => r.status === 200)!.body.affiliate_node.state;
    expect(row!.state).toBe(winner);
  });

  it("20 invitations of one address at once make one node", async () => {
    const s = await seller();
    const { id } = await program(s.api);
    const email = `race-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.api.post("/cabinet/affiliate_nodes", { affiliate_program_id: id, email }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.every((r) => [200, 201, 409].includes(r.status))).toBe(true);
    expect(await nodesOf(id)).toHaveLength(1);
  });
});

describe("an old invitation link", () => {
  // Last in the file: it moves the shared clock.
  it("expires after 30 days; the invitation itself still waits in the publisher's list", async () => {
    const s = await seller();
    const { id } = await program(s.api);
    const p = await publisher();
    await s.api.post("/cabinet/affiliate_nodes", { affiliate_program_id: id, email: p.user.email });
    const token = tokenOf((await t.mailbox.waitFor(p.user.email, /invites you/)).text);
    t.clock.advance(31 * 86_400_000);
    // A month later the publisher signs in afresh.
    const api = cabinetClient(t.app, (await signIn(t.app, p.user.email)).access_token);
    const late = await api.post(`/publish/affiliate_nodes/invitations/${token}/accept`);
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe("LINK_EXPIRED");
    const [node] = (await api.get("/publish/affiliate_nodes", undefined, { query: { waiting: "true" } })).body
      .list;
    expect((await api.post(`/publish/affiliate_nodes/${node.id}/accept`)).body.affiliate_node.state).toBe(
      "accepted",
    );
  });
});
