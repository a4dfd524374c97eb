import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  EU_COUNTRIES,
  EU_VAT_RATES,
  isValidVatNumber,
  PENDING_VAT_CHANGE_STATES,
  splitGross,
  splitNet,
  standardVatRate,
  VAT_EXEMPTION_REASONS,
  VAT_MODES,
  VAT_NOTE_KEYS,
  VAT_NOTES,
  VAT_RATES_VALID_FROM,
  vatForLines,
  vatSettingsAt,
  vatTreatment,
} from "../src/index.ts";
import type { BuyerVat, EuCountry, SellerVat } from "../src/index.ts";

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** One well-formed VAT id per EU country (GR files as EL). */
const VAT_IDS: Record<EuCountry, string> = {
  AT: "ATU13585627",
  BE: "BE0417497106",
  BG: "BG175074752",
  CY: "CY10259033P",
  CZ: "CZ25123891",
  DE: "DE136695976",
  DK: "DK13585628",
  EE: "EE100931558",
  ES: "ESA12345674",
  FI: "FI20774740",
  FR: "FR40303265045",
  GR: "EL094259216",
  HR: "HR33392005961",
  HU: "HU12892312",
  IE: "IE6388047V",
  IT: "IT00743110157",
  LT: "LT119511515",
  LU: "LU15027442",
  LV: "LV40003521600",
  MT: "MT11679112",
  NL: "NL004495445B01",
  PL: "PL5260001246",
  PT: "PT501964843",
  RO: "RO18547290",
  SE: "SE123456789701",
  SI: "SI50223054",
  SK: "SK2022749619",
};

const deSeller: SellerVat = { country: "DE", vatPayer: true, exemptionReason: null, vatId: "DE136695976" };
const privateBuyer = (country: string): BuyerVat => ({ country, kind: "private", vatId: null });
const business = (country: string, vatId: string | null): BuyerVat => ({ country, kind: "business", vatId });

describe("EU VAT rates", () => {
  it("list exactly the 27 member states, standard rates between 15 % and 27 %", () => {
    expect(Object.keys(EU_VAT_RATES).sort()).toEqual([...EU_COUNTRIES].sort());
    for (const { standard, reduced } of Object.values(EU_VAT_RATES)) {
      expect(Number.isInteger(standard)).toBe(true);
      expect(standard).toBeGreaterThanOrEqual(1500);
      expect(standard).toBeLessThanOrEqual(2700);
      expect([...reduced].sort((a, b) => a - b)).toEqual(reduced);
      for (const rate of reduced) {
        expect(Number.isInteger(rate)).toBe(true);
        expect(rate).toBeGreaterThanOrEqual(500);
        expect(rate).toBeLessThan(standard);
      }
    }
    expect(VAT_RATES_VALID_FROM).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("carry the 2025/2026 changes", () => {
    const standard = Object.fromEntries(Object.entries(EU_VAT_RATES).map(([c, r]) => [c, r.standard]));
    expect(standard).toEqual({
      AT: 2000, BE: 2100, BG: 2000, CY: 1900, CZ: 2100, DE: 1900, DK: 2500, EE: 2400, ES: 2100,
      FI: 2550, FR: 2000, GR: 2400, HR: 2500, HU: 2700, IE: 2300, IT: 2200, LT: 2100, LU: 1700,
      LV: 2100, MT: 1800, NL: 2100, PL: 2300, PT: 2300, RO: 2100, SE: 2500, SI: 2200, SK: 2300,
    }); // prettier-ignore
    expect(EU_VAT_RATES.FI.reduced).toEqual([1000, 1350]);
    expect(EU_VAT_RATES.RO.reduced).toEqual([1100]);
    expect(standardVatRate(" de ")).toBe(1900);
    expect(standardVatRate("CH")).toBeNull();
  });
});

describe("vatTreatment", () => {
  it("charges a private buyer in the EU at the buyer's country rate (one-stop shop)", () => {
    expect(vatTreatment(deSeller, privateBuyer("DE"))).toEqual({
      mode: "standard",
      rateBasisPoints: 1900,
      rateCountry: "DE",
      noteKey: null,
    });
    expect(vatTreatment(deSeller, privateBuyer("fr"))).toMatchObject({
      rateBasisPoints: 2000,
      rateCountry: "FR",
    });
    expect(vatTreatment(deSeller, privateBuyer("FI"))).toMatchObject({ rateBasisPoints: 2550 });
  });

  it("reverse-charges a business with a well-formed VAT id of another EU country", () => {
    const reverse = {
      mode: "reverse_charge",
      rateBasisPoints: 0,
      rateCountry: null,
      noteKey: "reverse_charge",
    };
    expect(vatTreatment(deSeller, business("FR", "FR 40 303 265 045"))).toEqual(reverse);
    expect(vatTreatment(deSeller, business("GR", "EL094259216"))).toEqual(reverse);
    expect(vatTreatment(deSeller, business("GR", "GR094259216"))).toEqual(reverse);
    // a seller outside the EU: the EU business buyer still accounts for the VAT
    expect(vatTreatment({ ...deSeller, country: "CH" }, business("DE", "DE136695976"))).toEqual(reverse);
  });

  it("charges VAT to a business without a usable foreign VAT id", () => {
    const standardFr = { mode: "standard", rateBasisPoints: 2000, rateCountry: "FR" };
    expect(vatTreatment(deSeller, business("FR", null))).toMatchObject(standardFr);
    expect(vatTreatment(deSeller, business("FR", "FR123"))).toMatchObject(standardFr); // malformed
    expect(vatTreatment(deSeller, business("FR", "DE136695976"))).toMatchObject(standardFr); // not the buyer's country
    expect(vatTreatment(deSeller, business("DE", "DE136695976"))).toMatchObject({ rateCountry: "DE" }); // domestic
    expect(vatTreatment(deSeller, { ...privateBuyer("FR"), vatId: "FR40303265045" })).toMatchObject(
      standardFr,
    );
  });

  it("charges nothing outside the EU, Switzerland, Great Britain and Northern Ireland included", () => {
    const outside = { mode: "outside_eu", rateBasisPoints: 0, rateCountry: null, noteKey: "outside_eu" };
    expect(vatTreatment(deSeller, privateBuyer("CH"))).toEqual(outside);
    expect(vatTreatment(deSeller, privateBuyer("GB"))).toEqual(outside);
    expect(vatTreatment(deSeller, business("GB", "XI123456789"))).toEqual(outside);
    expect(vatTreatment(deSeller, business("US", null))).toEqual(outside);
  });

  it("charges nothing for a seller who is not a VAT payer, with the reason's note", () => {
    const seller = (country: string, exemptionReason: SellerVat["exemptionReason"]): SellerVat => ({
      country,
      vatPayer: false,
      exemptionReason,
      vatId: null,
    });
    expect(vatTreatment(seller("DE", "small_business"), privateBuyer("FR"))).toEqual({
      mode: "small_business",
      rateBasisPoints: 0,
      rateCountry: null,
      noteKey: "small_business_de",
    });
    expect(vatTreatment(seller("AT", "small_business"), business("DE", "DE136695976"))).toMatchObject({
      mode: "small_business",
      noteKey: "small_business",
    });
    expect(vatTreatment(seller("DE", "educational"), privateBuyer("CH"))).toMatchObject({
      mode: "exempt",
      noteKey: "exempt_educational",
    });
    expect(vatTreatment(seller("DE", "regulated_profession"), privateBuyer("DE")).noteKey).toBe(
      "exempt_regulated_profession",
    );
    expect(vatTreatment(seller("DE", "other"), privateBuyer("DE")).noteKey).toBe("exempt_other");
    expect(vatTreatment(seller("DE", null), privateBuyer("DE"))).toMatchObject({ mode: "exempt" });
    // a VAT payer's exemption reason is not read
    expect(vatTreatment({ ...deSeller, exemptionReason: "small_business" }, privateBuyer("DE")).mode).toBe(
      "standard",
    );
  });

  it("refuses a country that is not an ISO code rather than guess", () => {
    expect(() => vatTreatment(deSeller, privateBuyer(""))).toThrow(RangeError);
    expect(() => vatTreatment(deSeller, privateBuyer("Germany"))).toThrow(RangeError);
    expect(() => vatTreatment({ ...deSeller, country: "" }, privateBuyer("DE"))).toThrow(RangeError);
  });

  it("names notes with legal wording in en and de", () => {
    expect(VAT_NOTES.reverse_charge.de).toContain(
      "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge",
    );
    expect(VAT_NOTES.reverse_charge.en).toMatch(/^Reverse charge/);
    expect(VAT_NOTES.small_business_de.de).toBe("Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.");
    for (const key of VAT_NOTE_KEYS) {
      expect(VAT_NOTES[key].en.length).toBeGreaterThan(10);
      expect(VAT_NOTES[key].de.length).toBeGreaterThan(10);
    }
  });
});

describe("splitGross and splitNet", () => {
  it("take the VAT out of a gross price, rounding half up", () => {
    expect(splitGross(11_900, 1900)).toEqual({ net: 10_000, vat: 1900 });
    expect(splitGross(100, 1900)).toEqual({ net: 84, vat: 16 }); // 15.97
    expect(splitGross(1, 1900)).toEqual({ net: 1, vat: 0 }); // 0.16
    expect(splitGross(1, 10_000)).toEqual({ net: 0, vat: 1 }); // exactly 0.5 rounds up
    expect(splitGross(3, 10_000)).toEqual({ net: 1, vat: 2 }); // 1.5
    expect(splitGross(999, 0)).toEqual({ net: 999, vat: 0 });
    expect(splitGross(-11_900, 1900)).toEqual({ net: -10_000, vat: -1900 });
    expect(splitGross(0, 1900)).toEqual({ net: 0, vat: 0 });
  });

  it("add VAT to a net price, rounding half up", () => {
    expect(splitNet(10_000, 1900)).toEqual({ net: 10_000, vat: 1900, gross: 11_900 });
    expect(splitNet(50, 2100)).toEqual({ net: 50, vat: 11, gross: 61 }); // 10.5
    expect(splitNet(-50, 2100)).toEqual({ net: -50, vat: -11, gross: -61 });
  });

  it("stay exact where amount × rate passes 2^53", () => {
    const gross = 9_000_000_000_000_001;
    const exact = (BigInt(gross) * 2700n * 2n + 12_700n) / (12_700n * 2n);
    expect(splitGross(gross, 2700).vat).toBe(Number(exact));
  });

  it("refuse what is not money", () => {
    expect(() => splitGross(1.5, 1900)).toThrow(RangeError);
    expect(() => splitGross(100, -1)).toThrow(RangeError);
    expect(() => splitNet(100, 19.5)).toThrow(RangeError);
  });

  it("property: net + vat = gross, 0 ≤ vat ≤ gross, vat within half a unit of the exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, rate) => {
          const { net, vat } = splitGross(gross, rate);
          expect(net + vat).toBe(gross);
          expect(vat).toBeGreaterThanOrEqual(0);
          expect(vat).toBeLessThanOrEqual(gross);
          expect(Math.abs(vat - (gross * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5 + 1e-9);
          const mirrored = splitGross(-gross, rate);
          expect(mirrored.net).toBe(-net || 0);
          expect(mirrored.vat).toBe(-vat || 0);
        },
      ),
    );
  });

  it("property: a net price's gross splits back into the same net and VAT", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (net, rate) => {
          const forward = splitNet(net, rate);
          expect(forward.net + forward.vat).toBe(forward.gross);
          expect(splitGross(forward.gross, rate)).toEqual({ net, vat: forward.vat });
        },
      ),
    );
  });
});

describe("vatForLines", () => {
  it("computes VAT on the total and spreads it over the lines", () => {
    const result = vatForLines([{ amount: 100 }, { amount: 100 }, { amount: 100 }], 1900);
    // per line 15.97 → 16 would give 48; on the total 47.9 → 48 here, spread 16/16/16
    expect(result.vat).toBe(48);
    expect(result).toMatchObject({ net: 252, gross: 300 });
    expect(sum(result.lines.map((l) => l.vat))).toBe(48);

    const odd = vatForLines([{ amount: 10 }, { amount: 10 }, { amount: 10 }], 1900);
    expect(odd.vat).toBe(5); // 4.79; per line 1.6 → 2 each would be 6
    expect(odd.lines.map((l) => l.vat)).toEqual([2, 2, 1]);
  });

  it("handles net prices, credits, zero amounts and no lines", () => {
    expect(vatForLines([{ amount: 10_000 }, { amount: 5000 }], 1900, "net")).toEqual({
      net: 15_000,
      vat: 2850,
      gross: 17_850,
      lines: [
        { net: 10_000, vat: 1900, gross: 11_900 },
        { net: 5000, vat: 950, gross: 5950 },
      ],
    });
    expect(vatForLines([{ amount: -11_900 }, { amount: 0 }], 1900)).toEqual({
      net: -10_000,
      vat: -1900,
      gross: -11_900,
      lines: [
        { net: -10_000, vat: -1900, gross: -11_900 },
        { net: 0, vat: 0, gross: 0 },
      ],
    });
    expect(vatForLines([], 1900)).toEqual({ net: 0, vat: 0, gross: 0, lines: [] });
    expect(vatForLines([{ amount: 0 }, { amount: 0 }], 1900).lines).toEqual([
      { net: 0, vat: 0, gross: 0 },
      { net: 0, vat: 0, gross: 0 },
    ]);
    expect(() => vatForLines([{ amount: 5 }, { amount: -5 }], 1900)).toThrow(RangeError);
    expect(() => vatForLines([{ amount: 0.5 }], 1900)).toThrow(RangeError);
  });

  const linesArb = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 12 });

  it("property (gross): lines sum exactly, each line consistent and within a unit of its own split", () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 0, max: 10_000 }), (amounts, rate) => {
        const result = vatForLines(
          amounts.map((amount) => ({ amount })),
          rate,
        );
        expect(result.gross).toBe(sum(amounts));
        expect(result.net + result.vat).toBe(result.gross);
        expect(result.vat).toBe(splitGross(result.gross, rate).vat);
        expect(sum(result.lines.map((l) => l.net))).toBe(result.net);
        expect(sum(result.lines.map((l) => l.vat))).toBe(result.vat);
        expect(sum(result.lines.map((l) => l.gross))).toBe(result.gross);
        result.lines.forEach((line, i) => {
          expect(line.gross).toBe(amounts[i]);
          expect(line.net + line.vat).toBe(line.gross);
          expect(line.vat).toBeGreaterThanOrEqual(0);
          expect(line.vat).toBeLessThanOrEqual(line.gross);
          expect(Math.abs(line.vat - splitGross(line.gross, rate).vat)).toBeLessThanOrEqual(1);
        });
      }),
    );
  });

  it("property (net): lines sum exactly and keep their net amounts", () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 0, max: 10_000 }), (amounts, rate) => {
        const result = vatForLines(
          amounts.map((amount) => ({ amount })),
          rate,
          "net",
        );
        expect(result.net).toBe(sum(amounts));
        expect(result.vat).toBe(splitNet(result.net, rate).vat);
        expect(result.net + result.vat).toBe(result.gross);
        expect(sum(result.lines.map((l) => l.vat))).toBe(result.vat);
        expect(sum(result.lines.map((l) => l.gross))).toBe(result.gross);
        result.lines.forEach((line, i) => {
          expect(line.net).toBe(amounts[i]);
          expect(line.net + line.vat).toBe(line.gross);
          expect(line.vat).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it("property: for every country, buyer kind and seller, VAT and totals sum exactly", () => {
    const countries = [...EU_COUNTRIES, "CH", "GB", "US", "NO"];
    const sellerArb = fc.record({
      country: fc.constantFrom(...countries),
      vatPayer: fc.boolean(),
      exemptionReason: fc.constantFrom(null, ...VAT_EXEMPTION_REASONS),
      vatId: fc.constant(null),
    });
    const buyerArb = fc
      .record({
        country: fc.constantFrom(...countries),
        kind: fc.constantFrom("private" as const, "business" as const),
        id: fc.constantFrom("none", "own", "seller", "malformed"),
      })
      .map(({ country, kind, id }) => ({ country, kind, id }));
    fc.assert(
      fc.property(sellerArb, buyerArb, linesArb, (seller, { country, kind, id }, amounts) => {
        const idOf = (c: string) => (c in VAT_IDS ? VAT_IDS[c as EuCountry] : null);
        const vatId =
          id === "own"
            ? idOf(country)
            : id === "seller"
              ? idOf(seller.country)
              : id === "malformed"
                ? "DE12"
                : null;
        const buyer: BuyerVat = { country, kind, vatId };
        const t = vatTreatment(seller, buyer);
        expect(VAT_MODES).toContain(t.mode);
        const eu = country in EU_VAT_RATES;

        if (t.mode === "standard") {
          expect(seller.vatPayer).toBe(true);
          expect(eu).toBe(true);
          expect(t.rateCountry).toBe(country);
          expect(t.rateBasisPoints).toBe(EU_VAT_RATES[country as EuCountry].standard);
          expect(t.noteKey).toBeNull();
        } else {
          expect(t.rateBasisPoints).toBe(0);
          expect(t.rateCountry).toBeNull();
          expect(VAT_NOTE_KEYS).toContain(t.noteKey);
        }
        if (!seller.vatPayer) expect(["small_business", "exempt"]).toContain(t.mode);
        else if (!eu) expect(t.mode).toBe("outside_eu");
        else {
          const reverse = kind === "business" && id === "own" && country !== seller.country;
          expect(t.mode).toBe(reverse ? "reverse_charge" : "standard");
        }

        const result = vatForLines(
          amounts.map((amount) => ({ amount })),
          t.rateBasisPoints,
        );
        expect(result.gross).toBe(sum(amounts));
        expect(result.net + result.vat).toBe(result.gross);
        expect(sum(result.lines.map((l) => l.vat))).toBe(result.vat);
        expect(sum(result.lines.map((l) => l.net))).toBe(result.net);
        if (t.mode !== "standard") {
          expect(result.vat).toBe(0);
          expect(result.net).toBe(result.gross);
        }
      }),
    );
  });

  it("uses well-formed test ids", () => {
    for (const [country, id] of Object.entries(VAT_IDS))
      expect([country, isValidVatNumber(id)]).toEqual([country, true]);
  });
});

describe("pending VAT change", () => {
  const current: SellerVat = {
    country: "DE",
    vatPayer: false,
    exemptionReason: "small_business",
    vatId: null,
  };
  const next: SellerVat = deSeller;
  const effectiveFrom = new Date("2026-07-01T00:00:00Z");

  it("lists the spec's states", () => {
    expect(PENDING_VAT_CHANGE_STATES).toEqual(["pending", "in_process"]);
  });

  it("applies the pending settings from their date on, the current ones before", () => {
    expect(
      vatSettingsAt(current, { effectiveFrom, settings: next }, new Date("2026-06-30T23:59:59.999Z")),
    ).toBe(current);
    expect(vatSettingsAt(current, { effectiveFrom, settings: next }, effectiveFrom)).toBe(next);
    expect(vatSettingsAt(current, { effectiveFrom, settings: next }, new Date("2027-01-01T00:00:00Z"))).toBe(
      next,
    );
    expect(vatSettingsAt(current, null, new Date("2030-01-01T00:00:00Z"))).toBe(current);
    expect(() => vatSettingsAt(current, null, new Date("nope"))).toThrow(RangeError);
    expect(() =>
      vatSettingsAt(current, { effectiveFrom: new Date("nope"), settings: next }, effectiveFrom),
    ).toThrow(RangeError);
  });
});
