import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, FINGERPRINT, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { linkIn } from "./support/smtp.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

describe("magic links", () => {
  it("signs in once with the link from the mail, keeping the shop it was asked for", async () => {
    const user = await givenUser(t.deps, { profiles: ["payer"], locale: "de" });
    const asked = await call(t.app, "POST", "/app/user/send_magic_link", {
      body: { profile_type: "payer", email: user.email, seller: "demo-seller" },
    });
    expect(asked.body).toEqual({ sent: true });
    const mail = await t.mailbox.waitFor(user.email, /Anmeldelink/);
    const link = linkIn(mail, "/users/magic_link");
    expect(link.searchParams.get("seller")).toBe("demo-seller");
    expect(link.searchParams.get("profile_type")).toBe("payer");

    const token = link.searchParams.get("token")!;
    const session = await call(t.app, "POST", "/app/session/magic_link", {
      body: { token, fingerprint: FINGERPRINT },
    });
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(user.email);
    const replay = await call(t.app, "POST", "/app/session/magic_link", {
      body: { token, fingerprint: FINGERPRINT },
    });
    expect(replay.body.error.code).toBe("LINK_INVALID");
  });

  it("expires", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    await call(t.app, "POST", "/app/user/send_magic_link", {
      body: { profile_type: "seller", email: user.email },
    });
    const token = linkIn(await t.mailbox.waitFor(user.email), "/users/magic_link").searchParams.get("token")!;
    t.clock.advance(16 * 60 * 1000);
    const late = await call(t.app, "POST", "/app/session/magic_link", {
      body: { token, fingerprint: FINGERPRINT },
    });
    expect(late.body.error.code).toBe("LINK_EXPIRED");
  });

  it("answers the same for unknown addresses and sends nothing", async () => {
    const res = await call(t.app, "POST", "/app/user/send_magic_link", {
      body: { profile_type: "payer", email: "nobody@example.com" },
    });
    expect(res.body).toEqual({ sent: true });
    await expect(t.mailbox.waitFor("nobody@example.com", undefined, 1500)).rejects.toThrow();
  });
});

describe("password reset", () => {
  it("sets a new password from the mailed link and ends every session", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const old = await signIn(t.app, user.email);
    await call(t.app, "POST", "/app/user/password/reset", { body: { email: user.email } });
    const mail = await t.mailbox.waitFor(user.email, /Reset your password/);
    const token = linkIn(mail, "/users/password/edit").searchParams.get("reset_password_token")!;

    const weak = await call(t.app, "PUT", "/app/user/password/reset", {
      body: { reset_password_token: token, password: "short" },
    });
    expect(weak.body.error.param).toBe("password");

    const done = await call(t.app, "PUT", "/app/user/password/reset", {
      body: { reset_password_token: token, password: "brand new secret" },
    });
    expect(done.status).toBe(204);
    expect((await call(t.app, "GET", "/app/user", { token: old.access_token })).status).toBe(401);
    expect((await signIn(t.app, user.email, "brand new secret")).user.id).toBe(user.id);
    const reused = await call(t.app, "PUT", "/app/user/password/reset", {
      body: { reset_password_token: token, password: "another secret" },
    });
    expect(reused.body.error.code).toBe("LINK_INVALID");
  });
});

describe("email log and unsubscribe", () => {
  it("lets the recipient unsubscribe and resubscribe with the link from a mail", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    await call(t.app, "POST", "/app/user/password/reset", { body: { email: user.email } });
    const link = linkIn(await t.mailbox.waitFor(user.email), "/emails/unsubscribe/");
    const path = `/common${link.pathname}`;
    const shown = await call(t.app, "GET", path);
    expect(shown.body.unsubscribed).toBe(false);
    expect(shown.body.email).not.toBe(user.email);
    expect(shown.body.email).toMatch(/^gi\**@example\.com$/);
    expect((await call(t.app, "POST", path)).body.unsubscribed).toBe(true);
    expect((await call(t.app, "GET", path)).body.unsubscribed).toBe(true);
    expect((await call(t.app, "DELETE", path)).body.unsubscribed).toBe(false);
    expect((await call(t.app, "GET", "/common/emails/unsubscribe/not-a-real-token-123")).status).toBe(404);
  });

  it("does not find a mail by a guessed token", async () => {
    expect((await call(t.app, "GET", "/common/email_logs/abcdefghijklmnopqrstuvwx")).status).toBe(404);
  });
});
