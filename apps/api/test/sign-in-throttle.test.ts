import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, FINGERPRINT, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { linkIn } from "./support/smtp.ts";
import { emailLogs } from "../src/notifications/tables.ts";

// The per-client limit is high here: every attempt comes from an address of its own anyway, as
// from a botnet. Three failures lock for 60 s, doubling, at most 180 s.
const MAX_FAILURES = 3;
const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({
    SIGN_IN_MAX_FAILURES: String(MAX_FAILURES),
    SIGN_IN_LOCK_SECONDS: "60",
    SIGN_IN_LOCK_MAX_SECONDS: "180",
  });
});
afterAll(() => t.close());

let address = 0;
/** A sign-in from a client address never seen before. */
async function attempt(email: string, password: string) {
  address += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/app/session",
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ email, password, fingerprint: FINGERPRINT }),
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers["retry-after"] };
}

async function lockMails(userId: number) {
  return t.deps.db
    .select({ subject: emailLogs.subject })
    .from(emailLogs)
    .where(and(eq(emailLogs.userId, userId), eq(emailLogs.template, "sign_in_locked")));
}

describe("per-account sign-in throttle", () => {
  it("locks an account after a few wrong passwords from many addresses, even for the right one, and mails the owner once", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"], locale: "de" });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(user.email, `wrong-${i}`)).status);
    expect(statuses).toEqual([...Array(MAX_FAILURES).fill(401), ...Array(30 - MAX_FAILURES).fill(429)]);

    const right = await attempt(user.email, "correct horse");
    expect(right.status).toBe(429);
    expect(right.body.error.code).toBe("MS_MAX_CONCURRENT_REQ");
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(60);

    const mail = await t.mailbox.waitFor(user.email, /fehlgeschlagene Anmeldungen/);
    expect(mail.text).toContain("3-mal");
    expect(linkIn(mail, "/users/password/new")).toBeTruthy();
    expect(await lockMails(user.id)).toHaveLength(1);

    t.clock.advance(61_000);
    expect((await attempt(user.email, "correct horse")).status).toBe(200);
  });

  it("locks longer each time within a day, up to the cap", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const locks: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < MAX_FAILURES; i++) expect((await attempt(user.email, "wrong")).status).toBe(401);
      const locked = await attempt(user.email, "correct horse");
      expect(locked.status).toBe(429);
      locks.push(Number(locked.retryAfter));
      t.clock.advance(Number(locked.retryAfter) * 1000 + 1000);
    }
    expect(locks).toEqual([60, 120, 180]);
    expect(await lockMails(user.id)).toHaveLength(3);
    // A right password in between starts the count over.
    expect((await attempt(user.email, "correct horse")).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await attempt(user.email, "wrong")).status).toBe(401);
    expect((await attempt(user.email, "correct horse")).status).toBe(200);
    expect((await attempt(user.email, "wrong")).status).toBe(401);
  });

  it("answers an unknown address exactly like an account, and mails nobody", async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES + 2; i++) statuses.push((await attempt(email, "wrong")).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const rows = await t.deps.db.select().from(emailLogs).where(eq(emailLogs.to, email));
    expect(rows).toEqual([]);
  });

  it("counts the address however it is spelled", async () => {
    const user = await givenUser(t.deps, { profiles: ["payer"] });
    const spellings = [user.email.toUpperCase(), ` ${user.email}`, user.email];
    for (const spelling of spellings) expect((await attempt(spelling, "wrong")).status).toBe(401);
    expect((await attempt(user.email, "correct horse")).status).toBe(429);
  });

  it("lets the owner in by magic link while locked, and a password reset lifts the lock", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    for (let i = 0; i < MAX_FAILURES; i++) await attempt(user.email, "wrong");
    expect((await attempt(user.email, "correct horse")).status).toBe(429);

    await call(t.app, "POST", "/app/user/send_magic_link", {
      body: { profile_type: "seller", email: user.email },
    });
    const magic = linkIn(await t.mailbox.waitFor(user.email, /sign-in link/), "/users/magic_link");
    const viaLink = await call(t.app, "POST", "/app/session/magic_link", {
      body: { token: magic.searchParams.get("token"), fingerprint: FINGERPRINT },
    });
    expect(viaLink.status).toBe(200);

    await call(t.app, "POST", "/app/user/password/reset", { body: { email: user.email } });
    const reset = linkIn(await t.mailbox.waitFor(user.email, /Reset your password/), "/users/password/edit");
    const done = await call(t.app, "PUT", "/app/user/password/reset", {
      body: {
        reset_password_token: reset.searchParams.get("reset_password_token"),
        password: "brand new secret",
      },
    });
    expect(done.status).toBe(204);
    expect((await signIn(t.app, user.email, "brand new secret")).user.id).toBe(user.id);
  });

  it(`checks the password at most ${MAX_FAILURES} times however many attempts arrive at once`, async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const atOnce = onServer ? 60 : 20;
    const results = await Promise.all(
      Array.from({ length: atOnce }, (_, i) => attempt(user.email, `wrong-${i}`)),
    );
    const tally = results.reduce<Record<number, number>>(
      (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
      {},
    );
    expect(tally).toEqual({ 401: MAX_FAILURES, 429: atOnce - MAX_FAILURES });
    await t.mailbox.waitFor(user.email, /Many failed sign-ins/);
    expect(await lockMails(user.id)).toHaveLength(1);
  });
});
