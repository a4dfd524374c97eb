import { useTranslation } from "react-i18next";
import {
  formatDate,
  formatMoney,
  isLocale,
  LOCALE_CODES,
  DEFAULT_LOCALE,
  type Locale,
} from "@sellwerk/domain";

/**
 * Dates, numbers and money in the interface language through the domain's formatters, so the
 * back-office and the server-rendered buyer pages write them the same way.
 */
export function useFormat(override?: string) {
  const { i18n } = useTranslation();
  const language = override && isLocale(override) ? override : (i18n.resolvedLanguage ?? i18n.language);
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const code = LOCALE_CODES[locale];
  return {
    locale,
    date: (value: string | Date | null | undefined) => formatDate(value, locale),
    dateTime: (value: string | null | undefined) => {
      if (!value) return "";
      const time = new Intl.DateTimeFormat(code, { hour: "2-digit", minute: "2-digit" }).format(
        new Date(value),
      );
      return `${formatDate(value, locale, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })} ${time}`;
    },
    number: (value: number) => new Intl.NumberFormat(code).format(value),
    money: (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, locale),
  };
}
