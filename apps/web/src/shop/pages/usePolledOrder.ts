import { useEffect, useState } from "react";
import { shopApi } from "../lib/api.ts";
import { useShop } from "../i18n/context.tsx";
import type { PublicOrder } from "../types.ts";

const EVERY_MS = 2000;
/** Five minutes; after that the page says an email will follow instead of spinning forever. */
const MAX_POLLS = 150;

/** The order, asked again every 2 s while `active`, one request at a time. */
export function usePolledOrder(initial: PublicOrder, active: (order: PublicOrder) => boolean) {
  const { locale } = useShop();
  const [order, setOrder] = useState(initial);
  const [gaveUp, setGaveUp] = useState(false);
  const polling = active(order);

  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      if (++polls > MAX_POLLS) return setGaveUp(true);
      void shopApi<PublicOrder>("GET", `/shop/orders/${encodeURIComponent(initial.token)}`, { locale }).then(
        (result) => {
          if (stopped) return;
          if (result.kind === "ok") setOrder(result.body);
          timer = setTimeout(poll, EVERY_MS);
        },
      );
    };
    timer = setTimeout(poll, EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, initial.token, locale]);

  return { order, setOrder, gaveUp };
}
