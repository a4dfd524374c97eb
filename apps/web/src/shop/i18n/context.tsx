import { createContext, Fragment, useContext, useMemo, type ReactNode } from "react";
import { interpolate } from "@sellwerk/contracts/i18n";
import { formatDate, formatMoney, type Locale } from "@sellwerk/domain";
import type { MessageKey } from "./en.ts";
import type { CountryOption, ShopEnv } from "../types.ts";

// The buyer pages' tiny i18n: the page's messages arrive with its data (server: from en.ts or
// de.ts; browser: from the embedded JSON), so no dictionary is ever bundled into the scripts.

export interface Shop {
  locale: Locale;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  /** A message with React nodes in its placeholders (links inside a sentence). */
  rich: (key: MessageKey, nodes: Record<string, ReactNode>) => ReactNode;
  /** A validation code of the contracts' catalog as a sentence. */
  v: (code: string, params?: Record<string, string | number>) => string;
  money: (amount: number, currency: string) => string;
  date: (value: string) => string;
  /** The server's render time; the first client render uses the same instant. */
  now: number;
  countries: readonly CountryOption[];
}

const ShopContext = createContext<Shop | null>(null);

export function createShop(env: ShopEnv): Shop {
  const messages = env.messages;
  const t: Shop["t"] = (key, params) => interpolate(messages[key] ?? key, params);
  return {
    locale: env.locale,
    t,
    rich: (key, nodes) =>
      (messages[key] ?? key)
        .split(/\{(\w+)\}/)
        .map((part, i) => <Fragment key={i}>{i % 2 === 1 ? (nodes[part] ?? part) : part}</Fragment>),
    v: (code, params) => interpolate(env.validation[code] ?? env.validation.invalid ?? code, params),
    money: (amount, currency) => formatMoney(amount, currency, env.locale),
    date: (value) => formatDate(value, env.locale),
    now: Date.parse(env.now),
    countries: env.countries,
  };
}

export function ShopProvider({ env, children }: { env: ShopEnv; children: ReactNode }) {
  const shop = useMemo(() => createShop(env), [env]);
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error("useShop outside ShopProvider");
  return shop;
}
