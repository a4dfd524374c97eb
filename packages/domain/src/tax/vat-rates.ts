import { EU_COUNTRIES } from "../constants/countries.ts";

// VAT rates of the 27 EU member states, as data (docs/billing.md, "VAT and invoice numbers").
//
// Source: European Commission, "VAT rates applied in the Member States of the European Union"
// (taxation-customs.ec.europa.eu, Taxes in Europe Database), checked against the national changes
// of 2025 and 2026: Finland 25.5 % standard (since 1 Sep 2024) and 13.5 % instead of 14 % reduced
// (1 Jan 2026); Estonia 24 % (1 Jul 2025), 13 % accommodation (1 Jan 2025); Slovakia 23 %, reduced
// 19 % and 5 % (1 Jan 2025); Romania 21 %, one reduced rate of 11 % (1 Aug 2025); Czechia one
// reduced rate of 12 % (1 Jan 2024); Lithuania 12 % instead of 9 % (1 Jan 2026).
// When a state changes a rate, change it here and move VAT_RATES_VALID_FROM.
//
// Digital products (e-books, courses, downloads, memberships, digital services) are charged at the
// STANDARD rate. Several states tax e-books or e-learning at a reduced rate; choosing a rate by
// product category is out of scope, so `reduced` is informational only and nothing reads it for a
// charge. `reduced` lists the reduced rates (Art. 98 of Directive 2006/112/EC) in ascending order,
// without super-reduced rates below 5 %, zero rates and parking rates.

export type EuCountry = (typeof EU_COUNTRIES)[number];

export interface VatRates {
  /** Basis points: 1900 = 19 %. */
  standard: number;
  /** Basis points, ascending; informational. */
  reduced: number[];
}

/** The day from which every rate in EU_VAT_RATES is in force (ISO date). */
export const VAT_RATES_VALID_FROM = "2026-01-01";

export const EU_VAT_RATES: Record<EuCountry, VatRates> = {
  AT: { standard: 2000, reduced: [1000, 1300] },
  BE: { standard: 2100, reduced: [600, 1200] },
  BG: { standard: 2000, reduced: [900] },
  CY: { standard: 1900, reduced: [500, 900] },
  CZ: { standard: 2100, reduced: [1200] },
  DE: { standard: 1900, reduced: [700] },
  DK: { standard: 2500, reduced: [] },
  EE: { standard: 2400, reduced: [900, 1300] },
  ES: { standard: 2100, reduced: [1000] },
  FI: { standard: 2550, reduced: [1000, 1350] },
  FR: { standard: 2000, reduced: [550, 1000] },
  GR: { standard: 2400, reduced: [600, 1300] },
  HR: { standard: 2500, reduced: [500, 1300] },
  HU: { standard: 2700, reduced: [500, 1800] },
  IE: { standard: 2300, reduced: [900, 1350] },
  IT: { standard: 2200, reduced: [500, 1000] },
  LT: { standard: 2100, reduced: [500, 1200] },
  LU: { standard: 1700, reduced: [800, 1400] },
  LV: { standard: 2100, reduced: [500, 1200] },
  MT: { standard: 1800, reduced: [500, 700, 1200] },
  NL: { standard: 2100, reduced: [900] },
  PL: { standard: 2300, reduced: [500, 800] },
  PT: { standard: 2300, reduced: [600, 1300] },
  RO: { standard: 2100, reduced: [1100] },
  SE: { standard: 2500, reduced: [600, 1200] },
  SI: { standard: 2200, reduced: [500, 950] },
  SK: { standard: 2300, reduced: [500, 1900] },
};

export function isEuCountry(country: string): country is EuCountry {
  return (EU_COUNTRIES as readonly string[]).includes(country);
}

/** The standard rate of an EU country in basis points, or null outside the EU. */
export function standardVatRate(country: string): number | null {
  const code = country.trim().toUpperCase();
  return isEuCountry(code) ? EU_VAT_RATES[code].standard : null;
}
