import pino from "pino";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { FINGERPRINT } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { dropKeys, redisAvailable, TEST_REDIS_URL, uniqueKeyPrefix } from "./support/redis.ts";
import { buildApp } from "../src/app.ts";
import { createSharedStore, type SharedStore } from "../src/platform/counters/index.ts";
import type { Deps } from "../src/platform/deps.ts";

// Two API instances over one Redis stand for two API processes behind a load balancer (the
// spawned processes are in scale-out.test.ts): whatever one counts, the other sees.
const RATE_LIMIT_AUTH = 4;
const MAX_FAILURES = 3;
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const prefix = uniqueKeyPrefix();

let t: TestPlatform;
let second: { app: FastifyInstance; shared: SharedStore };

/** Another instance of the API over the same database and a connection of its own to the store. */
async function instance(deps: Deps, shared: SharedStore) {
  const { app } = await buildApp({ ...deps, shared }, { serveWeb: false });
  return { app, shared };
}

async function attempt(app: FastifyInstance, email: string, password: string, remoteAddress?: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/app/session",
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ email, password, fingerprint: FINGERPRINT }),
  });
  return res.statusCode;
}

describe.skipIf(!(await redisAvailable()))("rate limits and sign-in throttle in Redis", () => {
  beforeAll(async () => {
    t = await startTestPlatform({
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_AUTH: String(RATE_LIMIT_AUTH),
      SIGN_IN_MAX_FAILURES: String(MAX_FAILURES),
    });
    second = await instance(t.deps, await createSharedStore(t.deps.config, t.clock, t.deps.log));
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.shared.close();
    await t?.close();
    await dropKeys(prefix);
  });

  it("counts a client's sign-ins once across both instances", async () => {
    const apps = [t.app, second.app];
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_AUTH; i++)
      statuses.push(await attempt(apps[i % 2]!, `client-${i}@example.com`, "wrong", "192.0.2.7"));
    // Counted per instance, each would have let every one of these through.
    expect(statuses).toEqual([...Array(RATE_LIMIT_AUTH).fill(401), 429]);
    // Another client is not affected.
    expect(await attempt(second.app, "other@example.com", "wrong", "192.0.2.8")).toBe(401);
  });

  it("locks an account once for attempts at once on both instances", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const atOnce = onServer ? 60 : 20;
    const statuses = await Promise.all(
      Array.from({ length: atOnce }, (_, i) =>
        attempt(i % 2 ? second.app : t.app, user.email, `wrong-${i}`, `198.51.100.${i + 1}`),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(atOnce - MAX_FAILURES);
    expect(await attempt(second.app, user.email, "correct horse", "198.51.100.200")).toBe(429);
  });

  it("fails open with a logged warning when Redis is unreachable", async () => {
    const lines: string[] = [];
    const log = pino({ level: "warn" }, { write: (line: string) => void lines.push(line) });
    const config = { ...t.deps.config, redisUrl: "redis://127.0.0.1:1" };
    const down = await createSharedStore(config, t.clock, log);
    const broken = await instance({ ...t.deps, config, log }, down);
    try {
      const user = await givenUser(t.deps, { profiles: ["seller"] });
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT_AUTH + MAX_FAILURES; i++)
        statuses.push(await attempt(broken.app, user.email, "wrong", "203.0.113.9"));
      expect(statuses).toEqual(Array(RATE_LIMIT_AUTH + MAX_FAILURES).fill(401));
      expect(await attempt(broken.app, user.email, "correct horse", "203.0.113.9")).toBe(200);
      expect(lines.join("\n")).toContain("Redis unreachable");
    } finally {
      await broken.app.close();
      await down.close();
    }
  });

  it("keeps its keys under the configured prefix", async () => {
    const { Redis } = await import("ioredis");
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.some((k) => k.startsWith(`${prefix}rate:`))).toBe(true);
      expect(keys.some((k) => k.startsWith(`${prefix}sign-in:`))).toBe(true);
      expect(keys.every((k) => !k.includes("@"))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
