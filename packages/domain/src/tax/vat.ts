import { allocate } from "../orders/checkout-total.ts";
import { isCountryCode } from "../constants/countries.ts";
import type { VatExemptionReason } from "../constants/profiles.ts";
import { isValidVatNumber, vatCountry } from "../validation/vat.ts";
import { EU_VAT_RATES, isEuCountry } from "./vat-rates.ts";

// Which VAT a sale of digital products carries, and how much of an amount is VAT
// (docs/billing.md, "VAT and invoice numbers"). Amounts are integers in minor units.

/**
 * - `standard`: VAT at the buyer's country rate (EU one-stop shop for B2C digital services).
 * - `reverse_charge`: business buyer in another EU country; the buyer accounts for the VAT.
 * - `small_business`: the seller is not a VAT payer under a small business scheme.
 * - `exempt`: the seller is not a VAT payer for another exemption reason.
 * - `outside_eu`: the buyer is outside the EU; not taxable in the EU.
 */
export const VAT_MODES = ["standard", "reverse_charge", "small_business", "exempt", "outside_eu"] as const;
export type VatMode = (typeof VAT_MODES)[number];

export interface SellerVat {
  /** ISO 3166 country of the seller's establishment. */
  country: string;
  vatPayer: boolean;
  /** Read only when `vatPayer` is false. */
  exemptionReason: VatExemptionReason | null;
  vatId: string | null;
}

export interface BuyerVat {
  /** ISO 3166 country the buyer gave (for a business: where it is established). */
  country: string;
  kind: "private" | "business";
  vatId: string | null;
}

/**
 * The invoice notes, in the wording the invoice prints (en, de). The keys are stable: invoices
 * store the key, not the text. Exemption notes name the provision, as an invoice without VAT must
 * (Art. 226 No. 11 and 11a of Directive 2006/112/EC, § 14 Abs. 4 Nr. 8 UStG).
 */
export const VAT_NOTES = {
  reverse_charge: {
    en: "Reverse charge: the recipient of the service is liable for the VAT (Article 196 of Council Directive 2006/112/EC).",
    de: "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 196 MwStSystRL.",
  },
  small_business_de: {
    en: "No VAT is charged: small business under § 19 UStG (German VAT Act).",
    de: "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
  },
  small_business: {
    en: "No VAT is charged: the seller applies the small business exemption (Articles 282 to 292 of Council Directive 2006/112/EC).",
    de: "Es wird keine Umsatzsteuer berechnet: Der Verkäufer wendet die Steuerbefreiung für Kleinunternehmen an (Art. 282 bis 292 MwStSystRL).",
  },
  exempt_educational: {
    en: "VAT-exempt educational service (Article 132(1)(i) and (j) of Council Directive 2006/112/EC; in Germany § 4 No. 21 UStG).",
    de: "Umsatzsteuerfreie Bildungsleistung (Art. 132 Abs. 1 Buchst. i und j MwStSystRL; in Deutschland § 4 Nr. 21 UStG).",
  },
  exempt_regulated_profession: {
    en: "VAT-exempt service of a regulated profession (Article 132(1) of Council Directive 2006/112/EC; in Germany § 4 UStG).",
    de: "Umsatzsteuerfreie Leistung im Rahmen eines regulierten Berufs (Art. 132 Abs. 1 MwStSystRL; in Deutschland § 4 UStG).",
  },
  exempt_other: {
    en: "No VAT is charged: the service is exempt from VAT.",
    de: "Es wird keine Umsatzsteuer berechnet: Die Leistung ist umsatzsteuerfrei.",
  },
  outside_eu: {
    en: "Not taxable in the EU: the place of supply is outside the European Union.",
    de: "Nicht in der EU steuerbare Leistung: Der Leistungsort liegt außerhalb der Europäischen Union.",
  },
} as const satisfies Record<string, { en: string; de: string }>;
export type VatNoteKey = keyof typeof VAT_NOTES;
export const VAT_NOTE_KEYS = Object.keys(VAT_NOTES) as VatNoteKey[];

export interface VatTreatment {
  mode: VatMode;
  /** 0 unless `standard`. */
  rateBasisPoints: number;
  /** The country whose rate applies (the buyer's, `standard` only), else null. */
  rateCountry: string | null;
  /** Key into VAT_NOTES for the invoice, or null (`standard` needs none). */
  noteKey: VatNoteKey | null;
}

function country(value: string, who: string): string {
  const code = value.trim().toUpperCase();
  if (!isCountryCode(code)) throw new RangeError(`${who} country must be an ISO 3166 code: "${value}"`);
  return code;
}

const EXEMPT_NOTES: Record<Exclude<VatExemptionReason, "small_business">, VatNoteKey> = {
  educational: "exempt_educational",
  regulated_profession: "exempt_regulated_profession",
  other: "exempt_other",
};

/**
 * The VAT treatment of a sale of digital products (electronically supplied services), first rule
 * that matches:
 * 1. seller not a VAT payer: `small_business` (reason small_business; § 19 UStG note for a German
 *    seller) or `exempt` (any other reason, or none given), rate 0;
 * 2. buyer outside the EU (CH, GB, …): `outside_eu`, rate 0;
 * 3. business buyer with a well-formed VAT id of its own EU country, which is not the seller's:
 *    `reverse_charge`, rate 0;
 * 4. otherwise `standard` at the buyer's country rate (one-stop shop).
 * Throws a RangeError when a country is not a two-letter code: an unknown buyer country must not
 * silently become "outside the EU".
 */
export function vatTreatment(seller: SellerVat, buyer: BuyerVat): VatTreatment {
  const sellerCountry = country(seller.country, "seller");
  const buyerCountry = country(buyer.country, "buyer");

  if (!seller.vatPayer) {
    const reason = seller.exemptionReason;
    if (reason === "small_business") {
      const noteKey = sellerCountry === "DE" ? "small_business_de" : "small_business";
      return { mode: "small_business", rateBasisPoints: 0, rateCountry: null, noteKey };
    }
    const noteKey = reason === null ? "exempt_other" : EXEMPT_NOTES[reason];
    return { mode: "exempt", rateBasisPoints: 0, rateCountry: null, noteKey };
  }

  if (!isEuCountry(buyerCountry)) {
    return { mode: "outside_eu", rateBasisPoints: 0, rateCountry: null, noteKey: "outside_eu" };
  }

  if (buyer.kind === "business" && hasForeignEuVatId(buyer.vatId, buyerCountry, sellerCountry)) {
    return { mode: "reverse_charge", rateBasisPoints: 0, rateCountry: null, noteKey: "reverse_charge" };
  }

  return {
    mode: "standard",
    rateBasisPoints: EU_VAT_RATES[buyerCountry].standard,
    rateCountry: buyerCountry,
    noteKey: null,
  };
}

/** A well-formed VAT id whose prefix is the buyer's EU country, and that country is not the seller's. */
function hasForeignEuVatId(vatId: string | null, buyerCountry: string, sellerCountry: string): boolean {
  if (vatId === null || !isValidVatNumber(vatId)) return false;
  const idCountry = vatCountry(vatId);
  return idCountry === buyerCountry && isEuCountry(idCountry) && idCountry !== sellerCountry;
}

function checkRate(rateBasisPoints: number): void {
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0)
    throw new RangeError(`rate must be non-negative integer basis points: ${rateBasisPoints}`);
}

function checkAmount(amount: number, name: string): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${name} must be an integer: ${amount}`);
}

/** numerator / denominator rounded half up, in BigInt (amount × rate passes 2^53 on large amounts). */
function divHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * The VAT contained in a gross price (what the buyer pays): vat = gross × rate / (10000 + rate)
 * rounded half up, net = gross − vat. A negative gross (a credit) splits as the mirror image.
 */
export function splitGross(gross: number, rateBasisPoints: number): { net: number; vat: number } {
  checkAmount(gross, "gross");
  checkRate(rateBasisPoints);
  if (gross < 0) {
    const { net, vat } = splitGross(-gross, rateBasisPoints);
    return { net: -net || 0, vat: -vat || 0 };
  }
  const vat = divHalfUp(BigInt(gross) * BigInt(rateBasisPoints), BigInt(10_000 + rateBasisPoints));
  return { net: gross - vat || 0, vat }; // `|| 0`: no -0 from a -0 input
}

/**
 * The VAT on a net price (plans priced net): vat = net × rate / 10000 rounded half up,
 * gross = net + vat. A negative net splits as the mirror image.
 */
export function splitNet(net: number, rateBasisPoints: number): { net: number; vat: number; gross: number } {
  checkAmount(net, "net");
  checkRate(rateBasisPoints);
  if (net < 0) {
    const { vat, gross } = splitNet(-net, rateBasisPoints);
    return { net, vat: -vat || 0, gross: -gross };
  }
  const vat = divHalfUp(BigInt(net) * BigInt(rateBasisPoints), 10_000n);
  return { net: net || 0, vat, gross: net + vat || 0 };
}

export interface VatLine {
  net: number;
  vat: number;
  gross: number;
}

export interface VatForLines extends VatLine {
  lines: VatLine[];
}

/**
 * VAT of an invoice: computed once on the total (so the invoice's VAT is what the rate gives on
 * its total, not a sum of per-line roundings), then spread over the lines in proportion to their
 * amounts with largest remainder (`allocate`), so the lines sum exactly to the totals and each
 * line's VAT is within one unit of its own split. `amount`s are gross by default (what the buyer
 * pays); pass "net" for net-priced plans. All amounts must be ≥ 0, or all ≤ 0 (a credit memo).
 */
export function vatForLines(
  lines: { amount: number }[],
  rateBasisPoints: number,
  pricesAre: "gross" | "net" = "gross",
): VatForLines {
  checkRate(rateBasisPoints);
  lines.forEach((line, i) => checkAmount(line.amount, `lines[${i}].amount`));
  if (lines.some((l) => l.amount > 0) && lines.some((l) => l.amount < 0))
    throw new RangeError("line amounts must not mix charges and credits");
  if (lines.some((l) => l.amount < 0)) {
    const mirrored = vatForLines(
      lines.map((l) => ({ amount: -l.amount })),
      rateBasisPoints,
      pricesAre,
    );
    return negate(mirrored);
  }

  const weights = lines.map((line) => line.amount || 0); // no -0
  const total = weights.reduce((sum, amount) => sum + amount, 0);
  checkAmount(total, "total");
  if (pricesAre === "gross") {
    const { net, vat } = splitGross(total, rateBasisPoints);
    const shares = allocate(vat, weights);
    const out = weights.map((amount, i) => ({ net: amount - shares[i]!, vat: shares[i]!, gross: amount }));
    return { net, vat, gross: total, lines: out };
  }
  const { vat, gross } = splitNet(total, rateBasisPoints);
  checkAmount(gross, "gross");
  const shares = allocate(vat, weights);
  const out = weights.map((amount, i) => ({ net: amount, vat: shares[i]!, gross: amount + shares[i]! }));
  return { net: total, vat, gross, lines: out };
}

function negateLine(line: VatLine): VatLine {
  return { net: -line.net || 0, vat: -line.vat || 0, gross: -line.gross || 0 };
}

function negate(result: VatForLines): VatForLines {
  return { ...negateLine(result), lines: result.lines.map(negateLine) };
}
