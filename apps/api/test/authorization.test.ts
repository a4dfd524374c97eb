import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { collectRoutes, type RouteRecord } from "../src/platform/auth/access.ts";
import { teamMemberships } from "../src/identity/index.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

describe("the authorization matrix", () => {
  it("every API route declares who may call it", () => {
    expect(t.routes.length).toBeGreaterThan(20);
    const undeclared = t.routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it("a route without a declaration stops the server from starting", async () => {
    const app = Fastify();
    const registry: RouteRecord[] = [];
    collectRoutes(app, registry);
    expect(() => app.get("/api/v1/cabinet/forgotten", async () => ({}))).toThrow(/declares no access rule/);
    await app.close();
  });

  it("every protected route refuses an anonymous caller", async () => {
    const protectedRoutes = t.routes.filter((r) => r.access !== "public" && r.method !== "HEAD");
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:(\w+)/g, "1");
      const res = await t.app.inject({ method: route.method as "GET", url });
      expect([route.url, res.statusCode]).toEqual([route.url, 401]);
    }
  });

  it("answers 403 to a signed-in user without the route's profile", async () => {
    const publisher = await signIn(t.app, (await givenUser(t.deps, { profiles: ["publisher"] })).email);
    const res = await call(t.app, "GET", "/admin/users", { token: publisher.access_token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("PERMISSION_DENIED");
    expect(
      (await call(t.app, "GET", "/cabinet/team_members", { token: publisher.access_token })).status,
    ).toBe(403);
  });
});

describe("seller scoping and team members", () => {
  it("shows a seller only their own team and a foreign id as not found", async () => {
    const sellerA = await givenUser(t.deps, { profiles: ["seller"] });
    const sellerB = await givenUser(t.deps, { profiles: ["seller"] });
    const member = await givenUser(t.deps, { profiles: ["team_member"] });
    const [membershipA] = await t.deps.db
      .insert(teamMemberships)
      .values({ sellerId: sellerA.id, memberId: member.id, role: "team_member" })
      .returning();

    const a = await signIn(t.app, sellerA.email);
    const b = await signIn(t.app, sellerB.email);
    const listA = await call(t.app, "GET", "/cabinet/team_members", { token: a.access_token });
    expect(listA.body.list.map((m: { email: string }) => m.email)).toEqual([member.email]);
    expect((await call(t.app, "GET", "/cabinet/team_members", { token: b.access_token })).body.list).toEqual(
      [],
    );
    expect(
      (await call(t.app, "GET", `/cabinet/team_members/${membershipA!.id}`, { token: a.access_token }))
        .status,
    ).toBe(200);
    const foreign = await call(t.app, "GET", `/cabinet/team_members/${membershipA!.id}`, {
      token: b.access_token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("NOT_FOUND");
    // Naming another seller in the header does not open their cabinet to a seller.
    const spoof = await call(t.app, "GET", "/cabinet/team_members", {
      token: b.access_token,
      headers: { "x-seller-id": String(sellerA.id) },
    });
    expect(spoof.status).toBe(404);
  });

  it("lets a team member act on the selected seller's cabinet and no other", async () => {
    const seller = await givenUser(t.deps, { profiles: ["seller"] });
    const stranger = await givenUser(t.deps, { profiles: ["seller"] });
    const member = await givenUser(t.deps, { profiles: ["team_member"] });
    await t.deps.db
      .insert(teamMemberships)
      .values({ sellerId: seller.id, memberId: member.id, role: "team_member" });
    const s = await signIn(t.app, member.email);

    const sellers = await call(t.app, "GET", "/team_member/sellers", { token: s.access_token });
    expect(sellers.body.list).toEqual([
      expect.objectContaining({ id: seller.id, username: seller.username, role: "team_member" }),
    ]);

    const own = await call(t.app, "GET", "/cabinet/team_members", {
      token: s.access_token,
      headers: { "x-seller-id": String(seller.id) },
    });
    expect(own.status).toBe(200);
    expect(own.body.list[0].member_id).toBe(member.id);
    const other = await call(t.app, "GET", "/cabinet/team_members", {
      token: s.access_token,
      headers: { "x-seller-id": String(stranger.id) },
    });
    expect(other.status).toBe(404);
    const none = await call(t.app, "GET", "/cabinet/team_members", { token: s.access_token });
    expect(none.status).toBe(403);
  });
});
