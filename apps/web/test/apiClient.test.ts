import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClient, type Notify } from "../src/api/client/apiClient.ts";
import { AbortRegistry } from "../src/api/client/abortRegistry.ts";
import { MemoryStorage, TokenStore } from "../src/api/client/tokenStore.ts";
import { keysToCamel, keysToSnake } from "../src/api/client/caseConversion.ts";
import { ApiError } from "../src/api/client/errors.ts";

// A fake server: each test routes requests to handlers that answer real Response objects.
type Handler = (request: {
  url: URL;
  init: RequestInit;
  headers: Headers;
  body: unknown;
}) => Response | Promise<Response>;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function errorResponse(status: number, code: string, message = code): Response {
  return json(status, { error: { code, message } });
}

// The client reads globalThis.fetch at call time, so each test swaps in its fake server.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function setup(handler: Handler, options: { signedIn?: boolean; pollIntervalMs?: number } = {}) {
  const tokens = new TokenStore(new MemoryStorage());
  if (options.signedIn !== false) tokens.setSession({ accessToken: "old-access", refreshToken: "refresh-1" });
  const registry = new AbortRegistry();
  const notify = vi.fn<Notify>();
  const onSignInRequired = vi.fn();
  const calls: { method: string; path: string; headers: Headers; body: unknown }[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), "http://localhost");
    const headers = new Headers(init.headers);
    const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    calls.push({ method: init.method ?? "GET", path: url.pathname + url.search, headers, body });
    return handler({ url, init, headers, body });
  });
  globalThis.fetch = fakeFetch;
  const client = new ApiClient({
    tokens,
    registry,
    notify,
    onSignInRequired,
    translate: (key) => `t:${key}`,
    getLocale: () => "de",
    pollIntervalMs: options.pollIntervalMs ?? 20,
  });
  return { client, tokens, registry, notify, onSignInRequired, calls };
}

const renewed = {
  access_token: "new-access",
  refresh_token: "refresh-2",
  token_type: "Bearer",
  expires_in: 900,
};

/** Answers 401 ACCESS_TOKEN_EXPIRED to the old token, 200 to the new one; renewal takes `renewDelay` ms. */
function expiringServer(renewDelay = 0): Handler {
  return async ({ url, headers }) => {
    if (url.pathname === "/api/v1/app/session/renew_token") {
      await new Promise((resolve) => setTimeout(resolve, renewDelay));
      return json(200, renewed);
    }
    if (headers.get("Authorization") === "Bearer new-access") return json(200, { ok_value: url.pathname });
    return errorResponse(401, "ACCESS_TOKEN_EXPIRED");
  };
}

describe("case conversion", () => {
  it("sends snake_case and reads camelCase, deeply, leaving values alone", () => {
    expect(
      keysToSnake({ firstName: "Anna", profileType: "seller", nested: [{ sortKey: "createdAt" }] }),
    ).toEqual({
      first_name: "Anna",
      profile_type: "seller",
      nested: [{ sort_key: "createdAt" }],
    });
    expect(
      keysToCamel({ total_count_max: 10000, list: [{ email_confirmed: true, admin_mode: null }] }),
    ).toEqual({
      totalCountMax: 10000,
      list: [{ emailConfirmed: true, adminMode: null }],
    });
  });

  it("converts request bodies, query params and responses on the wire", async () => {
    const { client, calls } = setup(() =>
      json(200, { user: { first_name: "Anna", created_at: "2024-01-01" } }),
    );
    const result = await client.patch<{ user: { firstName: string; createdAt: string } }>("/app/user", {
      firstName: "Anna",
    });
    expect(result.user.firstName).toBe("Anna");
    expect(calls[0]!.body).toEqual({ first_name: "Anna" });

    await client.get("/admin/users", {
      params: { sortKey: "created_at", sortDir: "desc", page: 2, query: "" },
    });
    expect(calls[1]!.path).toBe("/api/v1/admin/users?sort_key=created_at&sort_dir=desc&page=2");
  });

  it("sends form-encoded bodies on request and honours the version prefix", async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.post(
      "/app/user/check_email",
      { emailAddress: "a@b.de", tags: ["x"] },
      { bodyType: "form", version: "v2" },
    );
    expect(calls[0]!.path).toBe("/api/v2/app/user/check_email");
    expect(String(calls[0]!.body)).toBe("email_address=a%40b.de&tags%5B%5D=x");
  });

  it("sends bearer token, locale headers and the acting seller", async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.get("/team_member/sellers", { sellerId: 42 });
    const headers = calls[0]!.headers;
    expect(headers.get("Authorization")).toBe("Bearer old-access");
    expect(headers.get("Accept-Language")).toBe("de");
    expect(headers.get("X-Locale")).toBe("de");
    expect(headers.get("X-Seller-Id")).toBe("42");
  });
});

describe("token renewal", () => {
  it("renews once and repeats the request with the new token", async () => {
    const { client, tokens, calls } = setup(expiringServer());
    const result = await client.get<{ okValue: string }>("/app/user");
    expect(result).toEqual({ okValue: "/api/v1/app/user" });
    expect(calls.map((c) => c.path)).toEqual([
      "/api/v1/app/user",
      "/api/v1/app/session/renew_token",
      "/api/v1/app/user",
    ]);
    expect(calls[1]!.body).toEqual({ refresh_token: "refresh-1", fingerprint: tokens.fingerprint });
    expect(tokens.accessToken).toBe("new-access");
    expect(tokens.refreshToken).toBe("refresh-2");
  });

  it("renews only once for two requests failing at the same time", async () => {
    const { client, calls } = setup(expiringServer(60));
    const [a, b] = await Promise.all([client.get("/app/user"), client.get("/team_member/sellers")]);
    expect(a).toEqual({ okValue: "/api/v1/app/user" });
    expect(b).toEqual({ okValue: "/api/v1/team_member/sellers" });
    expect(calls.filter((c) => c.path.endsWith("/renew_token"))).toHaveLength(1);
  });

  it("does not renew a second time when the repeated request fails again", async () => {
    const { client, calls, onSignInRequired } = setup(({ url }) =>
      url.pathname.endsWith("/renew_token") ? json(200, renewed) : errorResponse(401, "ACCESS_TOKEN_INVALID"),
    );
    await expect(client.get("/app/user")).rejects.toMatchObject({ code: "ACCESS_TOKEN_INVALID" });
    expect(calls.filter((c) => c.path.endsWith("/renew_token"))).toHaveLength(1);
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it("removes tokens and asks for sign-in when the refresh token is refused", async () => {
    const { client, tokens, onSignInRequired, notify } = setup(({ url }) =>
      url.pathname.endsWith("/renew_token")
        ? errorResponse(401, "REFRESH_TOKEN_EXPIRED")
        : errorResponse(401, "ACCESS_TOKEN_EXPIRED"),
    );
    await expect(client.get("/app/user")).rejects.toMatchObject({ code: "REFRESH_TOKEN_EXPIRED" });
    expect(tokens.accessToken).toBeNull();
    expect(tokens.refreshToken).toBeNull();
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it("ends a session without refresh token (admin mode) instead of renewing", async () => {
    const { client, tokens, calls, onSignInRequired } = setup(() =>
      errorResponse(401, "ACCESS_TOKEN_EXPIRED"),
    );
    tokens.enterAdminMode("admin-access");
    await expect(client.get("/app/user")).rejects.toMatchObject({ code: "ACCESS_TOKEN_EXPIRED" });
    expect(calls.map((c) => c.path)).toEqual(["/api/v1/app/user"]);
    expect(tokens.accessToken).toBeNull();
    expect(tokens.adminMode).toBe(true);
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it("looks at 400 and 404 for access token errors too", async () => {
    let first = true;
    const { client } = setup(({ url }) => {
      if (url.pathname.endsWith("/renew_token")) return json(200, renewed);
      if (first) {
        first = false;
        return errorResponse(404, "ACCESS_TOKEN_MISSING");
      }
      return json(200, { fine: true });
    });
    await expect(client.get("/app/user")).resolves.toEqual({ fine: true });
  });
});

describe("answers and failures", () => {
  it("warns 'retry later' on 429 and clears the tokens", async () => {
    const { client, tokens, notify } = setup(() =>
      json(429, { error: { code: "MS_MAX_CONCURRENT_REQ", message: "slow down" } }, { "Retry-After": "5" }),
    );
    await expect(client.get("/app/user")).rejects.toMatchObject({
      status: 429,
      code: "MS_MAX_CONCURRENT_REQ",
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: "warning", message: "t:retryLater" });
    expect(tokens.accessToken).toBeNull();
  });

  it("keeps the session on a 429 of an action's own quota and leaves the words to the caller", async () => {
    const { client, tokens, notify } = setup(() =>
      json(429, { error: { code: "MS_MAX_CONCURRENT_REQ", message: "slow down" } }, { "Retry-After": "600" }),
    );
    await expect(
      client.post("/payer/orders/t/deliveries/resend", undefined, { suppressErrors: true, ownQuota: true }),
    ).rejects.toMatchObject({ status: 429, code: "MS_MAX_CONCURRENT_REQ" });
    expect(notify).not.toHaveBeenCalled();
    expect(tokens.accessToken).toBe("old-access");
  });

  it("answers 204 with an empty result", async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.delete("/app/sessions")).resolves.toBeUndefined();
  });

  it("normalises a network failure to an ApiError and shows it", async () => {
    const { client, notify } = setup(() => {
      throw new TypeError("fetch failed");
    });
    const error = await client.get("/app/user").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "NETWORK_ERROR", message: "t:network", status: 0 });
    expect(notify).toHaveBeenCalledWith({ kind: "error", message: "t:network" });
  });

  it("shows server errors as a toast unless suppressed", async () => {
    const { client, notify } = setup(() => errorResponse(403, "PERMISSION_DENIED", "Nope"));
    await expect(client.get("/admin/users")).rejects.toMatchObject({
      code: "PERMISSION_DENIED",
      message: "Nope",
    });
    expect(notify).toHaveBeenCalledWith({ kind: "error", message: "Nope" });
    notify.mockClear();
    await expect(client.get("/admin/users", { suppressErrors: true })).rejects.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });

  it("keeps field errors of INVALID_INPUT", async () => {
    const { client } = setup(() =>
      json(400, {
        error: {
          code: "INVALID_INPUT",
          message: "Check",
          param: "email",
          details: [{ param: "email", code: "invalid_email", message: "Bad" }],
        },
      }),
    );
    await expect(client.post("/app/user", {}, { suppressErrors: true })).rejects.toMatchObject({
      param: "email",
      details: [{ param: "email", code: "invalid_email", message: "Bad" }],
    });
  });
});

describe("cancellation on route change", () => {
  /** A server that never answers by itself: requests end by abort or by `release`. */
  function hangingServer() {
    const pending: ((response: Response) => void)[] = [];
    const handler: Handler = ({ init }) =>
      new Promise<Response>((resolve, reject) => {
        pending.push(resolve);
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    return { handler, release: () => pending.forEach((resolve) => resolve(json(200, { done: true }))) };
  }

  it("aborts ordinary requests and keeps exempt ones", async () => {
    const server = hangingServer();
    const { client, registry, notify } = setup(server.handler);
    const ordinary = client.get("/admin/users").catch((e: unknown) => e);
    const exempt = client.post("/storage/upload", { name: "file" }, { keepOnRouteChange: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(registry.size).toBe(1);

    registry.abortAll();
    expect(await ordinary).toMatchObject({ code: "REQUEST_ABORTED" });
    server.release();
    await expect(exempt).resolves.toEqual({ done: true });
    expect(notify).not.toHaveBeenCalled();
    expect(registry.size).toBe(0);
  });
});
