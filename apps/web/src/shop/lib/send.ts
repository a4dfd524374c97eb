import { useRef } from "react";
import type { Locale } from "@sellwerk/domain";
import { newIdempotencyKey, shopApi, wait, type ApiResult } from "./api.ts";

/**
 * Money-moving POSTs with an Idempotency-Key. Each attempt gets a fresh key; when an attempt got
 * no answer (network), it is sent again with the SAME key — automatically twice, and again when
 * the buyer presses the button without changing anything — so the server can never charge twice.
 * A key whose first request is still running (409 IDEMPOTENCY_IN_PROGRESS) is asked again too.
 */
export function useIdempotentPost(locale: Locale) {
  const last = useRef<{ key: string; request: string; lost: boolean } | null>(null);
  return async function post<T>(path: string, body: unknown): Promise<ApiResult<T>> {
    const request = `${path} ${JSON.stringify(body)}`;
    const previous = last.current;
    const key = previous?.lost && previous.request === request ? previous.key : newIdempotencyKey();
    const attempt = { key, request, lost: false };
    last.current = attempt;
    for (let round = 0; ; round++) {
      const result = await shopApi<T>("POST", path, { locale, body, idempotencyKey: key });
      const unanswered =
        result.kind === "network" || (result.kind === "error" && result.code === "IDEMPOTENCY_IN_PROGRESS");
      if (!unanswered || round >= 2) {
        attempt.lost = unanswered;
        return result;
      }
      await wait(800 * (round + 1));
    }
  };
}
