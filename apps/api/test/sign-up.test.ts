import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, FINGERPRINT, signUpBody } from "./support/api.ts";
import { linkIn } from "./support/smtp.ts";
import { users } from "../src/identity/index.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

const userCount = async () => (await t.deps.db.select({ n: count() }).from(users))[0]!.n;

describe("sign up, confirm, sign in", () => {
  it("creates the account, mails a confirmation over SMTP, and signs in only after confirming", async () => {
    const body = signUpBody({ locale: "de" });
    const created = await call(t.app, "POST", "/app/user", { body });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      email: body.email,
      username: body.username,
      email_confirmed: false,
      profiles: [{ type: "seller" }],
    });
    expect(created.body.user).not.toHaveProperty("password_hash");

    const early = await call(t.app, "POST", "/app/session", {
      body: { email: body.email, password: body.password, fingerprint: FINGERPRINT },
    });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe("EMAIL_NOT_CONFIRMED");

    // The mail arrives in the user's language, and the same mail is readable in the email log.
    const mail = await t.mailbox.waitFor(body.email);
    expect(mail.subject).toBe("Bestätige deine E-Mail-Adresse");
    const viewLink = linkIn(mail, "/email_logs/");
    const logged = await call(t.app, "GET", `/common${viewLink.pathname}`);
    expect(logged.status).toBe(200);
    expect(logged.body.email_log.subject).toBe(mail.subject);
    expect(logged.body.email_log.to).toBe(body.email);

    const confirmLink = linkIn(mail, "/users/confirmation");
    const token = confirmLink.searchParams.get("confirmation_token")!;
    const confirmed = await call(t.app, "POST", "/app/user/confirmation", {
      body: { confirmation_token: token },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email_confirmed).toBe(true);

    const again = await call(t.app, "POST", "/app/user/confirmation", {
      body: { confirmation_token: token },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("LINK_INVALID");

    const session = await call(t.app, "POST", "/app/session", {
      body: { email: body.email, password: body.password, fingerprint: FINGERPRINT },
    });
    expect(session.status).toBe(200);
    expect(session.body.token_type).toBe("Bearer");
    const me = await call(t.app, "GET", "/app/user", { token: session.body.access_token });
    expect(me.body.user.email).toBe(body.email);
  });

  it("refuses a taken email or username by field, and writes nothing", async () => {
    const first = signUpBody();
    expect((await call(t.app, "POST", "/app/user", { body: first })).status).toBe(201);
    const before = await userCount();

    const sameEmail = await call(t.app, "POST", "/app/user", {
      body: signUpBody({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.error).toMatchObject({ code: "INVALID_INPUT", param: "email" });
    expect(sameEmail.body.error.details[0].code).toBe("already_exists");

    const sameName = await call(t.app, "POST", "/app/user", {
      body: signUpBody({ username: first.username }),
    });
    expect(sameName.body.error).toMatchObject({ code: "INVALID_INPUT", param: "username" });

    const reserved = await call(t.app, "POST", "/app/user", { body: signUpBody({ username: "cabinet" }) });
    expect(reserved.body.error.param).toBe("username");
    expect(await userCount()).toBe(before);
  });

  it("names every bad field with a translated message", async () => {
    const before = await userCount();
    const res = await call(t.app, "POST", "/app/user", {
      locale: "de",
      body: {
        email: "not-an-email",
        password: "short",
        username: "A",
        first_name: " ",
        last_name: "x".repeat(61),
        terms_accepted: false,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_INPUT");
    const byField = Object.fromEntries(
      (res.body.error.details as { param: string; code: string; message: string }[]).map((d) => [d.param, d]),
    );
    expect(byField.email).toMatchObject({
      code: "invalid_email",
      message: "Bitte gib eine gültige E-Mail-Adresse ein.",
    });
    expect(byField.password).toMatchObject({ code: "too_short", message: "Zu kurz: mindestens 8 Zeichen." });
    expect(byField.username!.code).toBe("too_small");
    expect(byField.first_name!.code).toBe("required");
    expect(byField.last_name!.code).toBe("too_long");
    expect(byField.profile_type!.code).toBe("required");
    expect(byField.terms_accepted!.code).toBe("must_accept");
    expect(await userCount()).toBe(before);

    const english = await call(t.app, "POST", "/app/user", {
      body: { ...signUpBody(), password: "x".repeat(41) },
    });
    expect(english.body.error.details[0]).toMatchObject({
      param: "password",
      code: "too_long",
      message: "Too long: at most 40 characters.",
    });
  });

  it("checks emails and usernames live with the spec's codes", async () => {
    const taken = signUpBody();
    await call(t.app, "POST", "/app/user", { body: taken });
    const email = async (e: string) =>
      (await call(t.app, "POST", "/app/user/check_email", { body: { email: e } })).body;
    expect(await email("fresh@example.com")).toMatchObject({ valid: true, available: true });
    expect(await email(taken.email)).toMatchObject({
      valid: true,
      available: false,
      error: "already_exists",
    });
    expect(await email("nope")).toMatchObject({ valid: false, error: "invalid_email" });

    const name = async (u: string) =>
      (await call(t.app, "POST", "/app/user/check_username", { body: { username: u } })).body;
    expect(await name("ab")).toMatchObject({ valid: false, error: "too_small" });
    expect(await name("a".repeat(51))).toMatchObject({ valid: false, error: "too_big" });
    expect(await name("hello world")).toMatchObject({ valid: false, error: "invalid_pattern" });
    expect(await name(taken.username)).toMatchObject({
      valid: true,
      available: false,
      error: "already_exists",
    });
    expect(await name("admin")).toMatchObject({ available: false, error: "already_exists" });
    expect(await name("brand-new")).toMatchObject({ valid: true, available: true });
  });

  it("resends the confirmation without revealing whether an account exists", async () => {
    const body = signUpBody();
    await call(t.app, "POST", "/app/user", { body });
    await t.mailbox.waitFor(body.email);
    const known = await call(t.app, "POST", "/app/user/confirmation/resend", { body: { email: body.email } });
    const unknown = await call(t.app, "POST", "/app/user/confirmation/resend", {
      body: { email: "nobody@example.com" },
    });
    expect(known.body).toEqual({ sent: true });
    expect(unknown.body).toEqual({ sent: true });
    const resent = await t.mailbox.waitFor(body.email);
    expect(linkIn(resent, "/users/confirmation").searchParams.get("confirmation_token")).toBeTruthy();
  });
});
