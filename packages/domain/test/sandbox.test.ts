import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  cardBrand,
  checkCardNumber,
  checkIban,
  ibanValid,
  luhnValid,
  SANDBOX_CARDS,
  SANDBOX_DECLINE_CODES,
  SANDBOX_IBANS,
  sandboxCardOutcome,
  sandboxIbanOutcome,
  VALIDATION_CODES,
} from "../src/index.ts";

describe("sandbox cards", () => {
  it("behave as documented", () => {
    const outcomes = Object.fromEntries(SANDBOX_CARDS.map((c) => [c.number, sandboxCardOutcome(c.number)]));
    expect(outcomes).toEqual({
      "4242424242424242": { kind: "succeed" },
      "5555555555554444": { kind: "succeed" },
      "378282246310005": { kind: "succeed" },
      "4000000000000002": { kind: "decline", code: "card_declined" },
      "4000000000009995": { kind: "decline", code: "insufficient_funds" },
      "4000000000000069": { kind: "decline", code: "expired_card" },
      "4000000000003220": { kind: "challenge" },
      "4000000000000341": { kind: "succeed_then_decline_off_session" },
      "4000000000000259": { kind: "succeed_then_chargeback" },
    });
  });

  it("are all valid numbers of their brand", () => {
    for (const card of SANDBOX_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(card.brand).toBe(cardBrand(card.number));
    }
    expect(SANDBOX_CARDS.slice(0, 3).map((c) => c.brand)).toEqual(["visa", "mastercard", "amex"]);
  });

  it("read numbers typed with spaces; other valid numbers succeed, invalid ones are no card", () => {
    expect(sandboxCardOutcome("4000 0000 0000 0002")).toEqual({ kind: "decline", code: "card_declined" });
    expect(sandboxCardOutcome("4111 1111 1111 1111")).toEqual({ kind: "succeed" });
    expect(sandboxCardOutcome("4242424242424241")).toBeNull();
    expect(sandboxCardOutcome("4242-4242-4242-4242")).toBeNull();
    expect(sandboxCardOutcome("")).toBeNull();
    expect(checkCardNumber("4242 4242 4242 4242")).toBeNull();
    expect(checkCardNumber("1234")).toBe("invalid_card_number");
  });
});

describe("card numbers", () => {
  it("luhnValid: the check digit, 12–19 digits", () => {
    expect(luhnValid("79927398713")).toBe(false); // the textbook number is only 11 digits
    expect(luhnValid("000000000000")).toBe(true);
    expect(luhnValid("4242424242424242x")).toBe(false);
    expect(luhnValid("42424242424242424242")).toBe(false);
  });

  it("property: exactly one check digit completes any prefix", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), (prefix) => {
        const valid = "0123456789".split("").filter((d) => luhnValid(prefix + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it("cardBrand: by issuer prefix", () => {
    expect(cardBrand("4000 0566 5566 5556")).toBe("visa");
    expect(cardBrand("5105105105105100")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("2720990000000000")).toBe("mastercard");
    expect(cardBrand("2721000000000000")).toBe("unknown");
    expect(cardBrand("371449635398431")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("unknown");
    expect(cardBrand("abc")).toBe("unknown");
  });
});

describe("sandbox IBANs", () => {
  it("settle later, one of them failing", () => {
    expect(SANDBOX_IBANS.map((i) => sandboxIbanOutcome(i.iban))).toEqual([
      { kind: "settle_later", succeed: true },
      { kind: "settle_later", succeed: false, code: "sepa_debit_failed" },
    ]);
    expect(sandboxIbanOutcome("de62 3704 0044 0532 0130 01")).toEqual({
      kind: "settle_later",
      succeed: false,
      code: "sepa_debit_failed",
    });
    // Any other valid IBAN settles successfully; an invalid one is refused.
    expect(sandboxIbanOutcome("GB82 WEST 1234 5698 7654 32")).toEqual({
      kind: "settle_later",
      succeed: true,
    });
    expect(sandboxIbanOutcome("DE89370400440532013001")).toBeNull();
  });

  it("ibanValid: ISO 13616 check digits", () => {
    expect(ibanValid("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(ibanValid("AT611904300234573201")).toBe(true);
    expect(ibanValid("DE88370400440532013000")).toBe(false);
    expect(ibanValid("DE89")).toBe(false);
    expect(checkIban("NL91ABNA0417164300")).toBeNull();
    expect(checkIban("NL91ABNA0417164301")).toBe("invalid_iban");
  });
});

describe("decline codes", () => {
  it("are the documented ones, each with a translated validation code", () => {
    expect([...SANDBOX_DECLINE_CODES]).toEqual([
      "card_declined",
      "insufficient_funds",
      "expired_card",
      "authentication_failed",
      "sepa_debit_failed",
      "bank_wire_expired",
    ]);
    for (const code of SANDBOX_DECLINE_CODES) expect(VALIDATION_CODES).toContain(code);
  });
});
