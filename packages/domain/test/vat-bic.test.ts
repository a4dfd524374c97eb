import { describe, expect, it } from "vitest";
import {
  checkBic,
  checkVatNumber,
  normalizeBic,
  normalizeVatNumber,
  VAT_PREFIXES,
  vatCountry,
} from "../src/index.ts";

// Real-world shaped numbers per prefix: [valid examples, invalid examples].
const VAT_EXAMPLES: Record<string, [string[], string[]]> = {
  AT: [
    ["ATU13585627", "ATU 1358 5627"],
    ["AT13585627", "ATU1358562", "ATU135856270"],
  ],
  BE: [
    ["BE0417497106", "BE 1234.567.890"],
    ["BE417497106", "BE2417497106", "BE04174971061"],
  ],
  BG: [
    ["BG175074752", "BG1234567890"],
    ["BG12345678", "BG12345678901"],
  ],
  CY: [["CY10259033P"], ["CY102590331", "CY1025903P"]],
  CZ: [
    ["CZ25123891", "CZ699001234", "CZ7103192745"],
    ["CZ1234567", "CZ12345678901"],
  ],
  DE: [
    ["DE136695976", "de 136 695 976", "DE-136.695.976"],
    ["DE13669597", "DE1366959760", "DE13669597X"],
  ],
  DK: [["DK13585628"], ["DK1358562", "DK135856281"]],
  EE: [["EE100931558"], ["EE10093155", "EE1009315580"]],
  EL: [
    ["EL094259216", "GR094259216"],
    ["EL09425921", "EL0942592160"],
  ],
  ES: [
    ["ESA12345674", "ESB1234567X", "ES12345678Z", "ESX1234567L"],
    ["ES123456789", "ESA1234567", "ES1234567AB"],
  ],
  FI: [["FI20774740"], ["FI2077474", "FI207747401"]],
  FR: [
    ["FR40303265045", "FRXX303265045", "FR 4A 303265045"],
    ["FR4030326504", "FRIO303265045", "FR403032650450"],
  ],
  HR: [["HR33392005961"], ["HR3339200596", "HR333920059612"]],
  HU: [["HU12892312"], ["HU1289231", "HU128923121"]],
  IE: [
    ["IE6388047V", "IE3628739UA", "IE8Z49289F", "IE8+49289F"],
    ["IE6388047", "IE638804V7", "IE6388047VZ"],
  ],
  IT: [["IT00743110157"], ["IT0074311015", "IT007431101570"]],
  LT: [
    ["LT119511515", "LT100001919017"],
    ["LT11951151", "LT1195115150"],
  ],
  LU: [["LU26375245"], ["LU2637524", "LU263752450"]],
  LV: [["LV40003521600"], ["LV4000352160", "LV400035216001"]],
  MT: [["MT11679112"], ["MT1167911", "MT116791120"]],
  NL: [
    ["NL004495445B01", "NL 0044.95.445.B.01"],
    ["NL004495445B1", "NL004495445A01", "NL00449544B01"],
  ],
  PL: [["PL5260001246"], ["PL526000124", "PL52600012460"]],
  PT: [["PT501964843"], ["PT50196484", "PT5019648430"]],
  RO: [
    ["RO18547290", "RO12", "RO1234567890"],
    ["RO1", "RO01234567", "RO12345678901"],
  ],
  SE: [["SE556188840401"], ["SE556188840402", "SE55618884041"]],
  SI: [["SI50223054"], ["SI5022305", "SI502230540"]],
  SK: [["SK2022749619"], ["SK202274961", "SK20227496190"]],
  XI: [
    ["XI123456789", "XI123456789012", "XIGD001", "XIHA500"],
    ["XI12345678", "XIGD500", "XIHA001"],
  ],
  CHE: [
    ["CHE-116.281.710 MWST", "CHE116281710", "CHE-116.281.710 TVA", "che 116 281 710 iva"],
    ["CHE11628171", "CHE-116.281.710 VAT", "CH116281710"],
  ],
};

describe("checkVatNumber", () => {
  it("covers every EU country, Northern Ireland and Switzerland", () => {
    expect(new Set(VAT_PREFIXES)).toEqual(new Set(Object.keys(VAT_EXAMPLES)));
  });

  for (const [prefix, [valid, invalid]] of Object.entries(VAT_EXAMPLES)) {
    it(`${prefix}: accepts real shapes and rejects near misses`, () => {
      for (const value of valid) expect(checkVatNumber(value), value).toBeNull();
      for (const value of invalid) expect(checkVatNumber(value), value).toBe("wrong_vat");
    });
  }

  it("rejects unknown prefixes, non-EU countries and empty input", () => {
    for (const value of ["", "US123456789", "GB123456789", "123456789", "NO123456789MVA"]) {
      expect(checkVatNumber(value)).toBe("wrong_vat");
    }
  });

  it("normalizes spaces, dots, hyphens and case, and GR to EL", () => {
    expect(normalizeVatNumber(" de 136.695-976 ")).toBe("DE136695976");
    expect(normalizeVatNumber("GR094259216")).toBe("EL094259216");
  });

  it("names the country of the prefix", () => {
    expect(vatCountry("DE136695976")).toBe("DE");
    expect(vatCountry("EL094259216")).toBe("GR");
    expect(vatCountry("gr094259216")).toBe("GR");
    expect(vatCountry("CHE-116.281.710 MWST")).toBe("CH");
    expect(vatCountry("XI123456789")).toBe("XI");
    expect(vatCountry("US123")).toBeNull();
  });
});

describe("checkBic", () => {
  it("accepts 8 and 11 character BICs in any case and with spaces", () => {
    for (const bic of [
      "DEUTDEFF",
      "DEUTDEFF500",
      "deutdeff",
      "COBA DE FF XXX",
      "BNPAFRPPXXX",
      "UBSWCHZH80A",
    ]) {
      expect(checkBic(bic), bic).toBeNull();
    }
  });
  it("rejects other lengths and a wrong structure", () => {
    for (const bic of [
      "DEUTDEF",
      "DEUTDEFF5",
      "DEUTDEFF50",
      "DEUTDEFF5000",
      "1EUTDEFF",
      "DEUT1EFF",
      "DEUTDEF!",
      "",
    ]) {
      expect(checkBic(bic), bic).toBe("invalid_bic");
    }
  });
  it("normalizes to upper case without spaces", () => {
    expect(normalizeBic(" coba de ff ")).toBe("COBADEFF");
  });
});
