import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkPublisherVatStatus, selfBillingVat } from "../src/index.ts";

// The VAT of a publisher's self-billing credit memo by their VAT status (docs/affiliates.md
// "Self-billing credit memo").

describe("selfBillingVat", () => {
  it.each([
    [
      "German small business (§ 19)",
      { country: "DE", vatPayer: false, vatId: null },
      "small_business",
      "small_business_de",
      11_900,
      0,
    ],
    [
      "German VAT payer",
      { country: "DE", vatPayer: true, vatId: "DE123456789" },
      "standard",
      null,
      10_000,
      1_900,
    ],
    [
      "Austrian business with a VAT id",
      { country: "AT", vatPayer: true, vatId: "ATU12345678" },
      "reverse_charge",
      "reverse_charge",
      11_900,
      0,
    ],
    [
      "French publisher without a VAT id",
      { country: "FR", vatPayer: false, vatId: null },
      "small_business",
      "small_business",
      11_900,
      0,
    ],
    [
      "Swiss publisher",
      { country: "CH", vatPayer: true, vatId: null },
      "outside_eu",
      "outside_eu",
      11_900,
      0,
    ],
    ["US publisher", { country: "US", vatPayer: false, vatId: null }, "outside_eu", "outside_eu", 11_900, 0],
    [
      "no country, no VAT id: Germany",
      { country: null, vatPayer: true, vatId: null },
      "standard",
      null,
      10_000,
      1_900,
    ],
    [
      "no country, Dutch VAT id",
      { country: "", vatPayer: true, vatId: "NL123456789B01" },
      "reverse_charge",
      "reverse_charge",
      11_900,
      0,
    ],
  ] as const)("%s", (_, publisher, mode, noteKey, net, vat) => {
    const memo = selfBillingVat(publisher, 11_900);
    expect(memo).toMatchObject({ mode, noteKey, net, vat, gross: 11_900 });
  });

  it("rounds the German VAT half up and keeps net + VAT = gross", () => {
    expect(selfBillingVat({ country: "DE", vatPayer: true, vatId: null }, 1)).toMatchObject({
      net: 1,
      vat: 0,
    });
    expect(selfBillingVat({ country: "DE", vatPayer: true, vatId: null }, 1_000)).toMatchObject({
      net: 840,
      vat: 160,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom("DE", "AT", "US", ""),
        fc.boolean(),
        (gross, country, vatPayer) => {
          const memo = selfBillingVat(
            { country, vatPayer, vatId: country === "AT" ? "ATU12345678" : null },
            gross,
          );
          expect(memo.net + memo.vat).toBe(memo.gross);
          expect(memo.gross).toBe(gross);
          expect(memo.vat).toBeGreaterThanOrEqual(0);
          if (memo.mode !== "standard") expect(memo.vat).toBe(0);
          else expect(memo.vat).toBe(Math.round((gross * 1900) / 11_900));
        },
      ),
    );
  });
});

describe("checkPublisherVatStatus", () => {
  it("asks a VAT payer in another EU country for a VAT id, nobody else", () => {
    expect(checkPublisherVatStatus({ country: "AT", vatPayer: true, vatId: null })).toBe("required");
    expect(checkPublisherVatStatus({ country: "AT", vatPayer: true, vatId: "ATU12345678" })).toBeNull();
    expect(checkPublisherVatStatus({ country: "AT", vatPayer: false, vatId: null })).toBeNull();
    expect(checkPublisherVatStatus({ country: "DE", vatPayer: true, vatId: null })).toBeNull();
    expect(checkPublisherVatStatus({ country: "US", vatPayer: true, vatId: null })).toBeNull();
  });
});
