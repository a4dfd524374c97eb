import { useEffect, useState } from "react";
import { shopApi } from "../lib/api.ts";
import { useShop } from "../i18n/context.tsx";
import type { CheckoutView, Quote } from "../types.ts";
import { quoteRequest, type Selection } from "./model.ts";

const DEBOUNCE_MS = 250;

/**
 * The live price: every change of plan, coupon, bump or tickets asks the server for a quote,
 * debounced, and a newer question aborts the older one so a slow answer never wins. Pending is
 * derived: the last answer was for another question than the current one.
 */
export function useQuote(view: CheckoutView, selection: Selection, enabled: boolean) {
  const { locale } = useShop();
  const [answer, setAnswer] = useState<{ question: string; quote: Quote | null } | null>(null);
  const question = JSON.stringify(quoteRequest(view, selection));

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      shopApi<Quote>("POST", "/shop/checkout/quote", {
        locale,
        body: JSON.parse(question) as unknown,
        signal: controller.signal,
      })
        // A refused quote must not leave another plan's figures on screen: back to the estimate.
        .then((result) => setAnswer({ question, quote: result.kind === "ok" ? result.body : null }))
        .catch(() => undefined); // aborted: a newer quote is on its way
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [question, enabled, locale]);

  return { quote: answer?.quote ?? null, pending: enabled && answer?.question !== question };
}
