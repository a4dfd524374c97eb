import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";

let t: TestPlatform;
let manager: string;
beforeAll(async () => {
  t = await startTestPlatform();
  manager = (await signIn(t.app, (await givenUser(t.deps, { profiles: ["manager"] })).email)).access_token;
});
afterAll(() => t.close());

describe("admin users list", () => {
  it("pages, sorts, searches and filters with the generic list parameters", async () => {
    for (let i = 0; i < 7; i++) await givenUser(t.deps, { profiles: [i % 2 ? "publisher" : "seller"] });
    const unconfirmed = await call(t.app, "POST", "/app/user", {
      body: {
        email: "unconfirmed-zz@example.com",
        password: "correct horse",
        username: "unconfirmed-zz",
        first_name: "Zed",
        last_name: "Zulu",
        profile_type: "payer",
        terms_accepted: true,
      },
    });
    expect(unconfirmed.status).toBe(201);

    const page1 = await call(t.app, "GET", "/admin/users", {
      token: manager,
      query: { per: "5", page: "1", sort_key: "id", sort_dir: "asc" },
    });
    expect(page1.status).toBe(200);
    expect(page1.body.list).toHaveLength(5);
    expect(page1.body.total_count).toBe(9);
    expect(page1.body.total_count_max).toBe(10000);
    const page2 = await call(t.app, "GET", "/admin/users", {
      token: manager,
      query: { per: "5", page: "2", sort_key: "id", sort_dir: "asc" },
    });
    const ids = [...page1.body.list, ...page2.body.list].map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(9);

    const publishers = await call(t.app, "GET", "/admin/users", {
      token: manager,
      query: { profile_type: "publisher" },
    });
    expect(publishers.body.total_count).toBe(3);
    expect(
      publishers.body.list.every((u: { profiles: { type: string }[] }) =>
        u.profiles.some((p) => p.type === "publisher"),
      ),
    ).toBe(true);

    const notConfirmed = await call(t.app, "GET", "/admin/users", {
      token: manager,
      query: { email_confirmed: "false" },
    });
    expect(notConfirmed.body.list.map((u: { email: string }) => u.email)).toEqual([
      "unconfirmed-zz@example.com",
    ]);

    const search = await call(t.app, "GET", "/admin/users", { token: manager, query: { query: "ZULU" } });
    expect(search.body.total_count).toBe(1);

    const byEmailDesc = await call(t.app, "GET", "/admin/users", {
      token: manager,
      query: { sort_key: "email", sort_dir: "desc", per: "50" },
    });
    const emails = byEmailDesc.body.list.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());

    const future = await call(t.app, "GET", "/admin/users", {
      token: manager,
      query: { created_from: "2999-01-01" },
    });
    expect(future.body.total_count).toBe(0);
  });

  it("rejects list parameters outside the spec's ranges by name", async () => {
    const res = await call(t.app, "GET", "/admin/users", {
      token: manager,
      query: { per: "7", sort_key: "password_hash" },
    });
    expect(res.status).toBe(400);
    const params = res.body.error.details.map((d: { param: string }) => d.param);
    expect(params).toEqual(expect.arrayContaining(["per", "sort_key"]));
  });
});

describe("admin mode", () => {
  it("acts as a user visibly, and records every request in the audit log", async () => {
    const seller = await givenUser(t.deps, { profiles: ["seller"] });
    const started = await call(t.app, "POST", `/admin/users/${seller.id}/admin_session`, { token: manager });
    expect(started.status).toBe(200);
    expect(started.body.user.admin_mode).toMatchObject({ manager_id: expect.any(Number) });
    expect(started.body).not.toHaveProperty("refresh_token");

    const asSeller = started.body.access_token as string;
    const me = await call(t.app, "GET", "/app/user", { token: asSeller });
    expect(me.body.user.id).toBe(seller.id);
    expect(me.body.user.admin_mode).not.toBeNull();
    await call(t.app, "PATCH", "/app/user", { token: asSeller, body: { first_name: "Changed" } });
    // Admin mode cannot reach the admin area of the acted-as user, nor chain.
    expect((await call(t.app, "GET", "/admin/users", { token: asSeller })).status).toBe(403);

    // A request's entry is written once its response has gone out (onResponse): on a busy
    // machine the last ones may come a moment after the answers.
    const readLog = () =>
      call(t.app, "GET", "/admin/audit_logs", {
        token: manager,
        query: { user_id: String(seller.id), sort_dir: "asc" },
      });
    await expect
      .poll(async () =>
        (
          (await readLog()).body.list as {
            action: string;
            method: string;
            path: string;
            status_code: number;
          }[]
        ).map((e) => [e.action, e.method, e.path, e.status_code]),
      )
      .toEqual([
        ["admin_session_started", "POST", `/api/v1/admin/users/${seller.id}/admin_session`, 200],
        ["request", "GET", "/api/v1/app/user", 200],
        ["request", "PATCH", "/api/v1/app/user", 200],
        ["request", "GET", "/api/v1/admin/users", 403],
      ]);
    const log = await readLog();
    expect(log.status).toBe(200);
    expect(log.body.list[0].user_email).toBe(seller.email);
    const searched = await call(t.app, "GET", "/admin/audit_logs", {
      token: manager,
      query: { user_id: String(seller.id), query: "PATCH" },
    });
    expect(searched.body.total_count).toBe(0);
    const byPath = await call(t.app, "GET", "/admin/audit_logs", {
      token: manager,
      query: { user_id: String(seller.id), query: "admin/users" },
    });
    expect(byPath.body.total_count).toBe(2);
  });

  it("does not find a user that does not exist", async () => {
    expect((await call(t.app, "POST", "/admin/users/999999/admin_session", { token: manager })).status).toBe(
      404,
    );
  });
});

describe("admin email log", () => {
  it("lists every mail with its delivery state, filtered by template and recipient", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    await call(t.app, "POST", "/app/user/password/reset", { body: { email: user.email } });
    await t.mailbox.waitFor(user.email);
    const res = await call(t.app, "GET", "/admin/email_logs", {
      token: manager,
      query: { template: "password_reset", query: user.email },
    });
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(1);
    expect(res.body.list[0]).toMatchObject({
      to: user.email,
      template: "password_reset",
      subject: "Reset your password",
    });
    // Delivery is recorded by the job once the SMTP server took the mail.
    await expect
      .poll(
        async () =>
          (await call(t.app, "GET", "/admin/email_logs", { token: manager, query: { query: user.email } }))
            .body.list[0].state,
      )
      .toBe("sent");
    const shown = await call(t.app, "GET", `/common/email_logs/${res.body.list[0].token}`);
    expect(shown.body.email_log.to).toBe(user.email);
  });
});
