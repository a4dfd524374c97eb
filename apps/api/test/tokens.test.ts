import { describe, expect, it } from "vitest";
import { AccessTokens } from "../src/platform/auth/tokens.ts";
import { ManualClock } from "../src/platform/clock.ts";

const clock = new ManualClock(new Date("2026-01-01T00:00:00Z"));
const tokens = new AccessTokens("a-long-enough-test-secret-value", 900, () => clock.now());
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

describe("access tokens", () => {
  it("round-trip their claims", async () => {
    const token = await tokens.sign({ sub: "7", sid: 3, adm: 9 });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: { sub: "7", sid: 3, adm: 9 } });
  });

  it("refuse a changed payload, another key, or a forged header", async () => {
    const token = await tokens.sign({ sub: "7", sid: 3 });
    const [header, , signature] = token.split(".");
    const elevated = `${header}.${b64({ sub: "1", sid: 3, aud: "sellwerk", iat: 0, exp: 9e9 })}.${signature}`;
    expect(await tokens.verify(elevated)).toEqual({ ok: false, code: "ACCESS_TOKEN_INVALID" });
    const other = new AccessTokens("another-secret-entirely-000000", 900, () => clock.now());
    expect((await other.verify(token)).ok).toBe(false);
    const none = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: "1", sid: 1, aud: "sellwerk", exp: 9e9 })}.`;
    expect(await tokens.verify(none)).toEqual({ ok: false, code: "ACCESS_TOKEN_INVALID" });
    expect((await tokens.verify("not-a-token")).ok).toBe(false);
  });

  it("expire after their lifetime", async () => {
    const token = await tokens.sign({ sub: "7", sid: 3 });
    clock.advance(899_000);
    expect((await tokens.verify(token)).ok).toBe(true);
    clock.advance(1_000);
    expect(await tokens.verify(token)).toEqual({ ok: false, code: "ACCESS_TOKEN_EXPIRED" });
  });
});
