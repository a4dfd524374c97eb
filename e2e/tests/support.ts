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
