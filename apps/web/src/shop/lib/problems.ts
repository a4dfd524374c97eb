import { useEffect, useState } from "react";
import type { Shop } from "../i18n/context.tsx";
import type { ApiResult } from "./api.ts";

/** One sentence for a request that did not succeed, in the page's language. */
export function problemText(shop: Shop, result: Exclude<ApiResult<unknown>, { kind: "ok" }>): string {
  switch (result.kind) {
    case "network":
      return shop.t("common.networkError");
    case "limited":
      return shop.t("common.tooMany", { seconds: result.retryAfter });
    case "invalid":
      return result.message || shop.t("error.fields");
    case "error":
      if (result.code === "SOLD_OUT") return shop.t("error.soldOut");
      return result.message || shop.t("common.genericError");
  }
}

/** Seconds left of a 429's Retry-After, counting down; buttons stay disabled meanwhile. */
export function useRetryAfter(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}
