import { useEffect, useState } from "react";
import { useShop } from "../i18n/context.tsx";
import { shopApi } from "../lib/api.ts";
import type { Deliveries } from "../types.ts";

const EVERY_MS = 2000;
/** A minute: the delivery job answers within moments, and the mail carries the keys anyway. */
const MAX_POLLS = 30;

/**
 * The license keys a paid order gave, shown on the success page itself (spec: "shown on the
 * success page, in the mail and in the payer area"); everything else is one click away on the
 * deliveries page. The delivery job assigns keys just after the payment, so the page asks until
 * the delivery is done. Nothing shows for orders without keys.
 */
export function DeliveredKeys({ token }: { token: string }) {
  const { locale, t } = useShop();
  const [keys, setKeys] = useState<Deliveries["license_keys"]>([]);

  useEffect(() => {
    let stopped = false;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      const path = `/shop/orders/${encodeURIComponent(token)}/deliveries`;
      void shopApi<Deliveries>("GET", path, { locale }).then((result) => {
        if (stopped) return;
        if (result.kind === "ok") {
          setKeys(result.body.license_keys.filter((k) => k.state === "assigned"));
          if (result.body.status !== "waiting") return;
        }
        if (++polls < MAX_POLLS) timer = setTimeout(poll, EVERY_MS);
      });
    };
    poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token, locale]);

  if (keys.length === 0) return null;
  return (
    <section className="card" aria-labelledby="keys-title">
      <h2 id="keys-title" className="card-title">
        {t("deliveries.keys")}
      </h2>
      <ul className="deliveries">
        {keys.map((key) => (
          <li key={key.key}>
            {key.product.name}: <code className="code">{key.key}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
