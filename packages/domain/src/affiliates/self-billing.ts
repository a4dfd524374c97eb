import { DEFAULT_COUNTRY } from "../constants/countries.ts";
import { EU_VAT_RATES, isEuCountry } from "../tax/vat-rates.ts";
import { splitGross } from "../tax/vat.ts";
import { vatCountry } from "../validation/vat.ts";

// The VAT of a publisher's self-billing credit memo (Gutschrift). The memo is issued from Germany
// (the platform pays the commissions on the sellers' behalf), so the publisher's own VAT status
// decides: a German VAT payer adds 19 %, a German small business adds none (§ 19 UStG), a business
// in another EU country is under reverse charge, a publisher outside the EU supplies a service not
// taxable in Germany.

/**
 * - `standard`: German publisher charging VAT, 19 % inside the commission.
 * - `small_business`: no VAT charged (German § 19 UStG, or an EU publisher without a VAT id).
 * - `reverse_charge`: publisher in another EU country with a VAT id; the recipient owes the VAT.
 * - `outside_eu`: publisher outside the EU; not taxable in Germany.
 */
export type SelfBillingVatMode = "standard" | "small_business" | "reverse_charge" | "outside_eu";

/** The notes a memo prints (en, de); a memo stores the key, so the text may be improved later. */
export const SELF_BILLING_NOTES = {
  small_business_de: {
    en: "No VAT is shown: the publisher is a small business under § 19 UStG (German VAT Act).",
    de: "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmer).",
  },
  small_business: {
    en: "No VAT is shown: the publisher has no VAT identification number and charges no VAT.",
    de: "Ohne Umsatzsteuer: Der Publisher hat keine USt-IdNr. und weist keine Umsatzsteuer aus.",
  },
  reverse_charge: {
    en: "Steuerschuldnerschaft des Leistungsempfängers / reverse charge: the recipient of the service is liable for the VAT (Article 196 of Council Directive 2006/112/EC).",
    de: "Steuerschuldnerschaft des Leistungsempfängers / reverse charge (§ 13b UStG, Art. 196 MwStSystRL).",
  },
  outside_eu: {
    en: "Not taxable in Germany: the publisher is established outside the European Union.",
    de: "Nicht im Inland steuerbare Leistung: Der Publisher ist außerhalb der Europäischen Union ansässig.",
  },
} as const satisfies Record<string, { en: string; de: string }>;
export type SelfBillingNoteKey = keyof typeof SELF_BILLING_NOTES;

export interface SelfBillingPublisher {
  /** ISO 3166 code from the publisher's profile; empty or null counts as Germany. */
  country: string | null;
  vatPayer: boolean;
  vatId: string | null;
}

export interface SelfBillingVat {
  mode: SelfBillingVatMode;
  rateBasisPoints: number;
  /** Null for `standard`: the VAT line says it all. */
  noteKey: SelfBillingNoteKey | null;
  net: number;
  vat: number;
  gross: number;
}

/** The country a publisher is established in: the profile's, else their VAT id's, else Germany. */
function countryOf(p: SelfBillingPublisher): string {
  const given = p.country?.trim().toUpperCase();
  if (given) return given;
  return (p.vatId && vatCountry(p.vatId)) || DEFAULT_COUNTRY;
}

/**
 * Splits a memo's gross (the commissions the payout settles, what the publisher receives) into
 * net and VAT by the publisher's VAT status; net + vat = gross exactly, in minor units.
 */
export function selfBillingVat(publisher: SelfBillingPublisher, gross: number): SelfBillingVat {
  const country = countryOf(publisher);
  if (country === "DE") {
    if (!publisher.vatPayer)
      return {
        mode: "small_business",
        rateBasisPoints: 0,
        noteKey: "small_business_de",
        net: gross,
        vat: 0,
        gross,
      };
    const rate = EU_VAT_RATES.DE.standard;
    return { mode: "standard", rateBasisPoints: rate, noteKey: null, ...splitGross(gross, rate), gross };
  }
  if (!isEuCountry(country))
    return { mode: "outside_eu", rateBasisPoints: 0, noteKey: "outside_eu", net: gross, vat: 0, gross };
  if (publisher.vatId)
    return {
      mode: "reverse_charge",
      rateBasisPoints: 0,
      noteKey: "reverse_charge",
      net: gross,
      vat: 0,
      gross,
    };
  return { mode: "small_business", rateBasisPoints: 0, noteKey: "small_business", net: gross, vat: 0, gross };
}

/**
 * The profile rule behind the memo: a VAT payer in another EU country needs a VAT id (reverse
 * charge prints it). Returns the field and code to refuse, or null.
 */
export function checkPublisherVatStatus(p: SelfBillingPublisher): "required" | null {
  const country = countryOf(p);
  return p.vatPayer && country !== "DE" && isEuCountry(country) && !p.vatId ? "required" : null;
}
