import { useEffect, useState } from "react";
import type { CheckoutView } from "../types.ts";
import { useShop } from "../i18n/context.tsx";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Counts down to the theme's end time. The first render uses the server's clock (embedded with
 * the page), so the hydrated markup matches; after that it ticks with the browser's clock.
 * Hidden when switched off or past.
 */
export function Countdown({ theme }: { theme: CheckoutView["theme"] }) {
  const shop = useShop();
  const [now, setNow] = useState(shop.now);
  const ends = theme.countdown_ends_at ? Date.parse(theme.countdown_ends_at) : NaN;
  const active = theme.countdown_enabled && Number.isFinite(ends);
  const left = active ? Math.max(0, Math.floor((ends - now) / 1000)) : 0;

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);

  if (!active || left <= 0) return null;
  const parts: [number, string][] = [
    [Math.floor(left / 86400), shop.t("countdown.days")],
    [Math.floor((left % 86400) / 3600), shop.t("countdown.hours")],
    [Math.floor((left % 3600) / 60), shop.t("countdown.minutes")],
    [left % 60, shop.t("countdown.seconds")],
  ];
  return (
    // role="timer" is not announced every second, which is what we want.
    <div className="countdown" role="timer">
      {theme.countdown_text && <span className="countdown-text">{theme.countdown_text}</span>}
      <span className="countdown-units">
        {parts.map(([value, unit], i) =>
          i === 0 && value === 0 ? null : (
            <span key={unit} className="countdown-unit">
              <b>{pad(value)}</b> {unit}
            </span>
          ),
        )}
      </span>
    </div>
  );
}
