// Currencies are lowercase ISO 4217 codes (spec two §9). Amounts travel as integers in the
// currency's minor unit, so how many minor digits a currency has matters everywhere.

/** Active ISO 4217 currencies, without funds codes and precious metals. */
// prettier-ignore
export const CURRENCIES = [
  "aed", "afn", "all", "amd", "aoa", "ars", "aud", "awg", "azn", "bam", "bbd", "bdt", "bgn", "bhd",
  "bif", "bmd", "bnd", "bob", "brl", "bsd", "btn", "bwp", "byn", "bzd", "cad", "cdf", "chf", "clp",
  "cny", "cop", "crc", "cup", "cve", "czk", "djf", "dkk", "dop", "dzd", "egp", "ern", "etb", "eur",
  "fjd", "fkp", "gbp", "gel", "ghs", "gip", "gmd", "gnf", "gtq", "gyd", "hkd", "hnl", "htg", "huf",
  "idr", "ils", "inr", "iqd", "irr", "isk", "jmd", "jod", "jpy", "kes", "kgs", "khr", "kmf", "kpw",
  "krw", "kwd", "kyd", "kzt", "lak", "lbp", "lkr", "lrd", "lsl", "lyd", "mad", "mdl", "mga", "mkd",
  "mmk", "mnt", "mop", "mru", "mur", "mvr", "mwk", "mxn", "myr", "mzn", "nad", "ngn", "nio", "nok",
  "npr", "nzd", "omr", "pab", "pen", "pgk", "php", "pkr", "pln", "pyg", "qar", "ron", "rsd", "rub",
  "rwf", "sar", "sbd", "scr", "sdg", "sek", "sgd", "shp", "sle", "sos", "srd", "ssp", "stn", "svc",
  "syp", "szl", "thb", "tjs", "tmt", "tnd", "top", "try", "ttd", "twd", "tzs", "uah", "ugx", "usd",
  "uyu", "uzs", "ves", "vnd", "vuv", "wst", "xaf", "xcd", "xcg", "xof", "xpf", "yer", "zar", "zmw",
  "zwg",
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = "eur";

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** ISO 4217 exponents that differ from the usual 2. */
// prettier-ignore
const MINOR_UNIT_EXCEPTIONS: Readonly<Record<string, number>> = {
  bif: 0, clp: 0, djf: 0, gnf: 0, isk: 0, jpy: 0, kmf: 0, krw: 0, pyg: 0, rwf: 0, ugx: 0, vnd: 0,
  vuv: 0, xaf: 0, xof: 0, xpf: 0,
  bhd: 3, iqd: 3, jod: 3, kwd: 3, lyd: 3, omr: 3, tnd: 3,
};

/** Digits after the decimal point: 2 for most, 0 for jpy or krw, 3 for bhd or kwd. */
export function minorUnits(currency: string): number {
  return MINOR_UNIT_EXCEPTIONS[currency.toLowerCase()] ?? 2;
}

/** Symbols people recognise; other currencies show their code in upper case, which is never ambiguous. */
// prettier-ignore
const SYMBOLS: Readonly<Record<string, string>> = {
  eur: "€", usd: "$", gbp: "£", chf: "CHF", pln: "zł", jpy: "¥", cny: "¥", krw: "₩", inr: "₹",
  rub: "₽", try: "₺", uah: "₴", ils: "₪", czk: "Kč", huf: "Ft", sek: "kr", nok: "kr", dkk: "kr",
  isk: "kr", ron: "lei", brl: "R$", aud: "A$", cad: "CA$", nzd: "NZ$", hkd: "HK$", sgd: "S$",
  mxn: "MX$", zar: "R", thb: "฿", php: "₱", vnd: "₫", ngn: "₦", kzt: "₸", gel: "₾", azn: "₼",
  bgn: "лв", rsd: "RSD", aed: "AED", sar: "SAR", twd: "NT$", idr: "Rp", myr: "RM",
};

export function currencySymbol(currency: string): string {
  const code = currency.toLowerCase();
  return SYMBOLS[code] ?? code.toUpperCase();
}

/** Spec two §9: the symbol goes left for usd and gbp, right for every other currency. */
const SYMBOL_LEFT: ReadonlySet<string> = new Set(["usd", "gbp"]);

export function isSymbolLeft(currency: string): boolean {
  return SYMBOL_LEFT.has(currency.toLowerCase());
}
