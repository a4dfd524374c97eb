/**
 * Intl formatters, made once per locale and options. Making one costs tens of microseconds (it
 * loads locale data and resolves the time zone); a checkout's invoice and mails format a dozen
 * dates and amounts, and renewals run by the thousand, so formatters are kept and reused. Both
 * kinds are immutable, and the number of distinct locale/options pairs is small and fixed by
 * the code (the zone is a seller's or the platform's), so the cache stays small.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
