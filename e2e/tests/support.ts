import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "sellwerk-demo";
export const MANAGER = "manager@sellwerk.test";

interface Session {
  access_token: string;
  refresh_token: string;
}

/** Signs in through the API (for the test's own look-ups, not the browser's session). */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const res = await request.post("/api/v1/app/session", {
    data: { email, password, fingerprint: "e2e-test-runner" },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Session;
}

/**
 * The newest mail to an address, as the manager's email log shows it; the journey then opens
 * its "view in browser" page (/email_logs/{token}) like a user would.
 */
export async function latestMailToken(
  request: APIRequestContext,
  to: string,
  template: string,
): Promise<string> {
  const manager = await apiSignIn(request, MANAGER);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get("/api/v1/admin/email_logs", {
        params: { query: to, template, sort_key: "created_at", sort_dir: "desc" },
        headers: { authorization: `Bearer ${manager.access_token}` },
      });
      const body = (await res.json()) as { list: { token: string; to: string }[] };
      token = body.list.find((m) => m.to === to)?.token;
      return token;
    })
    .toBeTruthy();
  return token!;
}

export function uniqueEmail(prefix: string): { email: string; username: string } {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return { email: `${prefix}-${tag}@example.com`, username: `${prefix}-${tag}` };
}

export async function storedTokens(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
  );
}

/**
 * The back-office's language switch, from English to German (signed in, it is saved on the account).
 * Opened again when the page, still loading its area right after sign-in, re-renders the header
 * and closes the menu under the click: the click would otherwise wait for an item that never
 * comes back (the dunning journey hung on it for its whole time).
 */
export async function switchToGerman(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole("button", { name: /^Language: English/ }).click({ timeout: 5_000 });
    await page.getByRole("menuitem", { name: "Deutsch" }).click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
}

/**
 * Saves a user's interface language through the API: a journey that switched a demo user to
 * German puts English back, which later journeys expect.
 */
export async function saveLocale(
  request: APIRequestContext,
  email: string,
  locale: "en" | "de",
): Promise<void> {
  const session = await apiSignIn(request, email);
  const res = await request.patch("/api/v1/app/user", {
    data: { locale },
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}
