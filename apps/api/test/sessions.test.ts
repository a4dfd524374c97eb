import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, FINGERPRINT, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

const renew = (refresh: string, fingerprint = FINGERPRINT) =>
  call(t.app, "POST", "/app/session/renew_token", { body: { refresh_token: refresh, fingerprint } });
const me = (token: string) => call(t.app, "GET", "/app/user", { token });

describe("sessions", () => {
  it("refuses a wrong password without saying which part was wrong", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const wrong = await call(t.app, "POST", "/app/session", {
      body: { email: user.email, password: "wrong password", fingerprint: FINGERPRINT },
    });
    const unknown = await call(t.app, "POST", "/app/session", {
      body: { email: "ghost@example.com", password: "wrong password", fingerprint: FINGERPRINT },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe("INVALID_CREDENTIALS");
    expect(unknown.body).toEqual(wrong.body);
  });

  it("rotates the refresh token on renewal", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const first = await signIn(t.app, user.email);
    const second = await renew(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.body.access_token)).status).toBe(200);
    const third = await renew(second.body.refresh_token);
    expect(third.status).toBe(200);
  });

  it("ends the whole session when a refresh token is replayed", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const first = await signIn(t.app, user.email);
    const rotated = await renew(first.refresh_token);
    expect(rotated.status).toBe(200);

    const replay = await renew(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("REFRESH_TOKEN_INVALID");
    // The legitimate holder's tokens die with the family: both parties must sign in again.
    expect((await renew(rotated.body.refresh_token)).body.error.code).toBe("REFRESH_TOKEN_INVALID");
    expect((await me(rotated.body.access_token)).body.error.code).toBe("ACCESS_TOKEN_INVALID");
    // Other sessions of the user are untouched.
    const other = await signIn(t.app, user.email);
    expect((await me(other.access_token)).status).toBe(200);
  });

  it("binds a refresh token to its device fingerprint", async () => {
    const user = await givenUser(t.deps, { profiles: ["payer"] });
    const session = await signIn(t.app, user.email);
    expect((await renew(session.refresh_token, "another-device")).body.error.code).toBe(
      "REFRESH_TOKEN_INVALID",
    );
    expect((await renew(session.refresh_token)).status).toBe(200);
  });

  it("expires access tokens after their lifetime and refresh tokens after theirs", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const session = await signIn(t.app, user.email);
    t.clock.advance(16 * 60 * 1000);
    const expired = await me(session.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe("ACCESS_TOKEN_EXPIRED");
    const renewed = await renew(session.refresh_token);
    expect(renewed.status).toBe(200);
    t.clock.advance(31 * 86400 * 1000);
    expect((await renew(renewed.body.refresh_token)).body.error.code).toBe("REFRESH_TOKEN_EXPIRED");
  });

  it("answers missing and garbage tokens with the codes the client renews on", async () => {
    expect((await call(t.app, "GET", "/app/user")).body.error.code).toBe("ACCESS_TOKEN_MISSING");
    expect((await me("garbage.token.here")).body.error.code).toBe("ACCESS_TOKEN_INVALID");
  });

  it("answers a renewal without a refresh token, or with a malformed one, with the codes that send the user to sign-in", async () => {
    const renewWith = (body: Record<string, unknown>) =>
      call(t.app, "POST", "/app/session/renew_token", { body });
    for (const body of [{ fingerprint: FINGERPRINT }, { refresh_token: "", fingerprint: FINGERPRINT }]) {
      const res = await renewWith(body);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("REFRESH_TOKEN_MISSING");
    }
    for (const refresh_token of ["short", 42, "x".repeat(500)]) {
      const res = await renewWith({ refresh_token, fingerprint: FINGERPRINT });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("REFRESH_TOKEN_INVALID");
    }
    // A well-formed token with a malformed fingerprint is still the caller's input error.
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const session = await signIn(t.app, user.email);
    const res = await renewWith({ refresh_token: session.refresh_token, fingerprint: "x" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "INVALID_INPUT", param: "fingerprint" });
  });

  it("signs out this device at once, and every device on request", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const a = await signIn(t.app, user.email);
    const b = await signIn(t.app, user.email);
    const c = await signIn(t.app, user.email);

    expect(
      (
        await call(t.app, "DELETE", "/app/session", {
          token: a.access_token,
          body: { refresh_token: a.refresh_token },
        })
      ).status,
    ).toBe(204);
    expect((await me(a.access_token)).status).toBe(401);
    expect((await renew(a.refresh_token)).status).toBe(401);
    expect((await me(b.access_token)).status).toBe(200);

    expect((await call(t.app, "DELETE", "/app/sessions", { token: b.access_token })).status).toBe(204);
    for (const s of [b, c]) {
      expect((await me(s.access_token)).status).toBe(401);
      expect((await renew(s.refresh_token)).status).toBe(401);
    }
  });

  it("ends every session on a password change and hands this device a new one", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const here = await signIn(t.app, user.email);
    const elsewhere = await signIn(t.app, user.email);
    const wrong = await call(t.app, "PUT", "/app/user/password", {
      token: here.access_token,
      body: { current_password: "not it at all", password: "a new password", fingerprint: FINGERPRINT },
    });
    expect(wrong.body.error).toMatchObject({ code: "INVALID_INPUT", param: "current_password" });

    const changed = await call(t.app, "PUT", "/app/user/password", {
      token: here.access_token,
      body: { current_password: "correct horse", password: "a new password", fingerprint: FINGERPRINT },
    });
    expect(changed.status).toBe(200);
    expect((await me(elsewhere.access_token)).status).toBe(401);
    expect((await me(here.access_token)).status).toBe(401);
    expect((await me(changed.body.access_token)).status).toBe(200);
    await expect(signIn(t.app, user.email)).rejects.toThrow();
    expect((await signIn(t.app, user.email, "a new password")).access_token).toBeTruthy();
  });

  it("remembers the language and profiles per user", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const s = await signIn(t.app, user.email);
    const patched = await call(t.app, "PATCH", "/app/user", {
      token: s.access_token,
      body: { locale: "de" },
    });
    expect(patched.body.user.locale).toBe("de");
    const added = await call(t.app, "POST", "/app/user/profiles", {
      token: s.access_token,
      body: { type: "publisher" },
    });
    expect(added.body.user.profiles.map((p: { type: string }) => p.type)).toEqual(["seller", "publisher"]);
    const refused = await call(t.app, "POST", "/app/user/profiles", {
      token: s.access_token,
      body: { type: "manager" },
    });
    expect(refused.status).toBe(400);
    expect((await signIn(t.app, user.email)).user.locale).toBe("de");
  });
});
