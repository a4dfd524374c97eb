import { useEffect, useState } from "react";
import type { Shop } from "../i18n/context.tsx";
import type { ApiResult } from "./api.ts";

/** One sentence for a request that did not succeed, in the page's language. */
export function problemText(shop: Shop, result: Exclude<ApiResult<unknown>, { kind: "ok" }>): string {
  switch (result.kind) {
    case "network":
      return shop.t("common.networkError");
    case "limited":
      return retryText(shop, result.retryAfter, result.busy === true);
    case "invalid":
      return result.message || shop.t("error.fields");
    case "error":
      if (result.code === "SOLD_OUT") return shop.t("error.soldOut");
      return result.message || shop.t("common.genericError");
  }
}

/** "Wait n seconds": too many attempts of this buyer, or a busy server that took nothing. */
export function retryText(shop: Shop, seconds: number, busy: boolean): string {
  return shop.t(busy ? "common.busy" : "common.tooMany", { seconds });
}

/**
 * Seconds left of a Retry-After (429, or 503 when the server sheds load), counting down; buttons
 * stay disabled meanwhile. The third value is the sentence to show while waiting, else null.
 */
export function useRetryAfter(
  shop: Shop,
): [number, (result: { retryAfter: number; busy?: boolean }) => void, string | null] {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = (result: { retryAfter: number; busy?: boolean }) => {
    setBusy(result.busy === true);
    setLeft(result.retryAfter);
  };
  return [left, start, left > 0 ? retryText(shop, left, busy) : null];
}
