import { useEffect, useRef, useState, type RefObject } from "react";
import type { CheckoutMethod } from "../types.ts";
import { useShop } from "../i18n/context.tsx";
import type { StripeSession } from "./stripe.ts";

/**
 * Mounts Stripe's Payment Element for the chosen method. The module that loads Stripe.js is
 * imported here, on mount, so buyers who never pick a Stripe method never download it.
 */
export function StripeFields({
  method,
  amount,
  currency,
  recurring,
  session,
}: {
  method: CheckoutMethod;
  amount: number;
  currency: string;
  recurring: boolean;
  session: RefObject<StripeSession | null>;
}) {
  const { t, locale } = useShop();
  const box = useRef<HTMLDivElement>(null);
  // Each method mounts its own StripeFields (MethodPicker), so "loading" is the start state.
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  // The element is built once per method; later amounts are passed to update().
  const initial = useRef({ amount, currency, recurring });

  useEffect(() => {
    let mounted: StripeSession | null = null;
    let cancelled = false;
    // Keys as the provider adapters name them (payments/providers/stripe.ts clientConfig).
    const publishableKey = method.client_config.publishableKey ?? "";
    import("./stripe.ts")
      .then(({ mountStripe }) =>
        mountStripe(box.current!, {
          publishableKey,
          stripeAccount: method.client_config.stripeAccount,
          method: method.method,
          ...initial.current,
          locale,
        }),
      )
      .then((s) => {
        if (cancelled) return s.destroy();
        mounted = s;
        session.current = s;
        setState("ready");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      mounted?.destroy();
      session.current = null;
    };
  }, [method, locale, session]);

  useEffect(() => {
    session.current?.update(amount);
  }, [amount, session]);

  return (
    <div className="stripe">
      <div ref={box} className="stripe-element" />
      {state === "loading" && (
        <p className="hint" role="status">
          {t("stripe.loading")}
        </p>
      )}
      {state === "failed" && (
        <p className="field-error" role="alert">
          {t("stripe.failed")}
        </p>
      )}
    </div>
  );
}
