/**
 * Intl formatters, made once per locale and options. Making one costs tens of microseconds (it
 * loads locale data and resolves the time zone); a checkout's invoice and mails format a dozen
 * dates and amounts, and renewals run by the thousand, so formatters are kept and reused. Both
 * kinds are immutable, and the number of distinct locale/options pairs is small and fixed by
 * the code (the zone is a seller's or the platform's), so the cache stays small.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
