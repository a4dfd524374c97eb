import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, FINGERPRINT } from "./support/api.ts";
import { buildApp } from "../src/app.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ RATE_LIMIT_AUTH: "3" });
});
afterAll(() => t.close());

describe("HTTP platform", () => {
  it("answers unknown API routes with the API's 404", async () => {
    const res = await call(t.app, "GET", "/nothing/here", { locale: "de" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "NOT_FOUND", message: "Nicht gefunden." } });
  });

  it("answers malformed JSON as invalid input", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/app/user/check_email",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("INVALID_INPUT");
  });

  it("accepts form-encoded bodies as the spec's client may send them", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/app/user/check_username",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "username=fresh-name",
    });
    expect(res.json()).toMatchObject({ username: "fresh-name", valid: true, available: true });
  });

  it("sends security headers, a strict CSP and a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });

  it("sends Strict-Transport-Security only for requests that came over TLS", async () => {
    const viaProxy = { "x-forwarded-proto": "https" };
    const plain = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    // Without TRUST_PROXY anyone can write X-Forwarded-Proto: it proves nothing.
    const untrusted = await t.app.inject({ method: "GET", url: "/healthz", headers: viaProxy });
    expect(untrusted.headers["strict-transport-security"]).toBeUndefined();

    const { app: behindProxy } = await buildApp(
      { ...t.deps, config: { ...t.deps.config, trustProxy: true } },
      { serveWeb: false },
    );
    try {
      const tls = await behindProxy.inject({ method: "GET", url: "/healthz", headers: viaProxy });
      expect(tls.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const http = await behindProxy.inject({
        method: "GET",
        url: "/healthz",
        headers: { "x-forwarded-proto": "http" },
      });
      expect(http.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it("reports liveness and readiness", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = (await t.app.inject({ method: "GET", url: "/readyz" })).json();
    expect(ready.status).toBe("ready");
    // Each queue's backlog, so an operator sees workers falling behind (README, "Scaling out").
    const idle = { waiting: 0, oldest_waiting_seconds: 0, active: expect.any(Number) };
    expect(ready.jobs).toMatchObject({
      "mail.deliver": idle,
      "billing.issue-invoice": idle,
      "fulfilment.deliver": idle,
    });
  });

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/app/user", "/api/v1/app/session/renew_token", "/api/v1/admin/users"]),
    );
    expect(doc.paths["/api/v1/app/user/check_username"].post.requestBody).toBeTruthy();
    expect((await t.app.inject({ method: "GET", url: "/api/v1/docs/" })).statusCode).toBe(200);
  });

  it("lists the cookie consent categories", async () => {
    const res = await call(t.app, "GET", "/common/cookies_consent_categories");
    expect(res.body.list).toContainEqual({ key: "necessary", required: true });
  });

  it("throttles sign-in attempts with MS_MAX_CONCURRENT_REQ and Retry-After", async () => {
    const attempt = () =>
      call(t.app, "POST", "/app/session", {
        body: { email: "x@example.com", password: "whatever1", fingerprint: FINGERPRINT },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const throttled = await attempt();
    expect(throttled.status).toBe(429);
    expect(throttled.body.error.code).toBe("MS_MAX_CONCURRENT_REQ");
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers a failure it did not expect with 500 and no internals", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/app/user",
      headers: { authorization: "Bearer x" },
    });
    expect(res.statusCode).toBe(401);
    // A table vanishing under the running app stands for any fault the code did not plan for.
    await t.deps.db.execute(sql`ALTER TABLE users RENAME TO users_gone`);
    const broken = await call(t.app, "POST", "/app/user/check_email", { body: { email: "a@example.com" } });
    await t.deps.db.execute(sql`ALTER TABLE users_gone RENAME TO users`);
    expect(broken.status).toBe(500);
    expect(broken.body).toEqual({
      error: { code: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again." },
    });
  });
});
