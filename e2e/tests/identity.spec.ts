import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, latestMailToken, storedTokens, uniqueEmail } from "./support.ts";

test.describe("identity journeys", () => {
  test("sign up as a seller, confirm through the email log, sign in, switch to German, sign out", async ({
    page,
    request,
  }) => {
    const { email, username } = uniqueEmail("seller");
    await page.goto("/users/sign_up");
    await page.getByRole("radio", { name: /Sell/ }).first().check();
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("textbox", { name: "Username" }).fill(username);
    // Both live checks answer "available".
    await expect(page.getByRole("img", { name: "Available" })).toHaveCount(2);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("a good password");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/users\/sign_up\/about_you/);
    await page.getByRole("textbox", { name: "First name" }).fill("Erika");
    await page.getByRole("textbox", { name: "Last name" }).fill("Mustermann");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    // Signing in before confirming is refused with a way to get the mail again.
    await page.goto("/users/sign_in");
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("a good password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Please confirm your email address first.")).toBeVisible();

    // The confirmation mail, opened from the email log, confirms the address.
    const token = await latestMailToken(request, email, "confirmation");
    await page.goto(`/email_logs/${token}`);
    await expect(page.getByText("Confirm your email address").first()).toBeVisible();
    await page
      .getByRole("region", { name: "Links in this email" })
      .getByRole("link", { name: "Confirm email address" })
      .click();
    await expect(page.getByText("Your email address is confirmed. You can sign in now.")).toBeVisible();

    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("a good password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByRole("heading", { name: "Hello, Erika" })).toBeVisible();

    await page.getByRole("button", { name: /^Language: English/ }).click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await expect(page.getByRole("heading", { name: "Hallo, Erika" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    await page.getByRole("button", { name: /Kontomenü|Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Abmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/users\/sign_in/);
    expect((await storedTokens(page))["sellwerk.access_token"] ?? null).toBeNull();

    // The language was saved on the account: the next sign-in is German again.
    await page
      .getByRole("textbox", { name: /E-Mail-Adresse/ })
      .first()
      .fill(email);
    await page.getByRole("textbox", { name: "Passwort", exact: true }).fill("a good password");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Hallo, Erika" })).toBeVisible();
  });

  test("sign in with a magic link from the mail", async ({ page, request }) => {
    await page.goto("/users/sign_in");
    await page.getByRole("button", { name: "Sign in with a magic link instead" }).click();
    await page.getByRole("textbox", { name: "Email address for the link" }).fill("publisher@sellwerk.test");
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible();

    const token = await latestMailToken(request, "publisher@sellwerk.test", "magic_link");
    await page.goto(`/email_logs/${token}`);
    await page
      .getByRole("region", { name: "Links in this email" })
      .getByRole("link", { name: "Sign in" })
      .click();
    await expect(page).toHaveURL(/\/publish$/);
    await expect(page.getByRole("heading", { name: "Hello, Pia" })).toBeVisible();
  });

  test("a replayed refresh token ends the session", async ({ page, request }) => {
    await page.goto("/users/sign_in");
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill("payer@sellwerk.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/payer$/);

    // Someone copied the browser's refresh token and used it; then the copy is used again.
    const tokens = await storedTokens(page);
    const stolen = {
      refresh_token: tokens["sellwerk.refresh_token"],
      fingerprint: tokens["sellwerk.fingerprint"],
    };
    expect((await request.post("/api/v1/app/session/renew_token", { data: stolen })).status()).toBe(200);
    const replay = await request.post("/api/v1/app/session/renew_token", { data: stolen });
    expect(replay.status()).toBe(401);

    // The whole session is gone: the browser is sent to sign-in on its next call.
    await page.reload();
    await expect(page).toHaveURL(/\/users\/sign_in/);
    expect((await storedTokens(page))["sellwerk.refresh_token"] ?? null).toBeNull();
  });

  test("a protected link is remembered across sign-in", async ({ page }) => {
    // Path and query both come back: the page, its size and the search (other journeys add
    // buyers, so the search keeps the expected rows independent of them).
    await page.goto("/admin/users?per=5&query=manager");
    await expect(page).toHaveURL(/\/users\/sign_in\?redirect=/);
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill("manager@sellwerk.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users\?(?=.*per=5)(?=.*query=manager)/);
    await expect(page.getByRole("table")).toContainText("manager@sellwerk.test");
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
  });

  test("unknown pages show the 404 page", async ({ page }) => {
    // The page is the app's own 404 page, and the answer says 404 too.
    const answer = await page.goto("/this/does/not/exist");
    expect(answer?.status()).toBe(404);
    await expect(page.getByText(/404|not found/i).first()).toBeVisible();
    const api = await page.request.get("/api/v1/nothing");
    expect(api.status()).toBe(404);
  });

  test("a manager acts as a user visibly, and the audit log shows it", async ({ page }) => {
    await page.goto("/users/sign_in");
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill("manager@sellwerk.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/users?query=seller%40sellwerk.test");
    await page.getByRole("button", { name: "Act as seller@sellwerk.test" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Start admin mode" }).click();
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByText("Admin mode: acting as", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Hello, Sam" })).toBeVisible();
    await page.getByRole("button", { name: "Leave admin mode" }).click();
    await expect(page.getByText("Admin mode: acting as", { exact: false })).toHaveCount(0);
    await page.goto("/admin/audit_logs");
    await expect(page.getByRole("table")).toContainText("admin_session_started");
  });
});
