import { afterEach, describe, expect, it, vi } from "vitest";
import { shopApi } from "../src/shop/lib/api.ts";
import { problemText } from "../src/shop/lib/problems.ts";
import { createShop } from "../src/shop/i18n/context.tsx";
import { en } from "../src/shop/i18n/en.ts";
import { de } from "../src/shop/i18n/de.ts";

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json", ...headers },
        }),
    ),
  );
}

function shop(locale: "en" | "de") {
  return createShop({
    locale,
    messages: locale === "en" ? en : de,
    validation: {},
    now: new Date().toISOString(),
    countries: [],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("buyer pages told to wait", () => {
  it("a shed request (503 MS_UNAVAILABLE) waits its Retry-After and says nothing was charged", async () => {
    answer(503, { error: { code: "MS_UNAVAILABLE", message: "unavailable" } }, { "retry-after": "5" });
    const result = await shopApi("POST", "/shop/checkout", { locale: "en", body: {} });
    expect(result).toEqual({ kind: "limited", retryAfter: 5, busy: true });
    if (result.kind === "ok") throw new Error("expected a refusal");
    expect(problemText(shop("en"), result)).toBe(
      "Very many buyers are paying right now. Nothing was charged; please try again in 5 s.",
    );
    expect(problemText(shop("de"), result)).toContain("Es wurde nichts abgebucht");
  });

  it("too many attempts (429) keeps its own sentence", async () => {
    answer(429, { error: { code: "MS_MAX_CONCURRENT_REQ", message: "slow down" } }, { "retry-after": "12" });
    const result = await shopApi("POST", "/shop/checkout", { locale: "de", body: {} });
    expect(result).toEqual({ kind: "limited", retryAfter: 12 });
    if (result.kind === "ok") throw new Error("expected a refusal");
    expect(problemText(shop("de"), result)).toBe(
      "Zu viele Versuche. Bitte warte 12 s und versuche es dann erneut.",
    );
  });

  it("another 503 is an ordinary error", async () => {
    answer(503, { error: { code: "SOMETHING_ELSE", message: "down" } });
    expect(await shopApi("GET", "/shop/x", { locale: "en" })).toMatchObject({ kind: "error", status: 503 });
  });
});
