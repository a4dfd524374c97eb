import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  balanceOf,
  chargebackPostings,
  chargePostings,
  isBalanced,
  LEDGER_KINDS,
  PLATFORM_FEE_BASIS_POINTS,
  PLATFORM_FEES_ACCOUNT,
  PLATFORM_FIXED_FEE,
  platformFee,
  providerAccount,
  providerFeesAccount,
  refundPostings,
  SANDBOX_FEE,
  sellerAccount,
  VAT_PAYABLE_ACCOUNT,
} from "../src/index.ts";
import type { Posting } from "../src/index.ts";

const SELLER = sellerAccount(7);
const PROVIDER = providerAccount("sandbox");
const FEES = providerFeesAccount("sandbox");
const balances = (postings: Posting[]) =>
  Object.fromEntries(
    [SELLER, PROVIDER, FEES, PLATFORM_FEES_ACCOUNT, VAT_PAYABLE_ACCOUNT].map((a) => [
      a,
      balanceOf(postings, a),
    ]),
  );

describe("accounts", () => {
  it("are named by kind and id", () => {
    expect([SELLER, PROVIDER, FEES, PLATFORM_FEES_ACCOUNT, VAT_PAYABLE_ACCOUNT]).toEqual([
      "seller:7",
      "provider:sandbox",
      "provider_fees:sandbox",
      "platform:fees",
      "vat:payable",
    ]);
  });
});

describe("chargePostings", () => {
  const charge = chargePostings({
    sellerId: 7,
    provider: "sandbox",
    amount: 11_900,
    providerFee: 192,
    platformFee: 300,
    vatAmount: 1_900,
  });

  it("credits the seller the charge less fees and VAT, and balances", () => {
    expect(isBalanced(charge)).toBe(true);
    expect(balances(charge)).toEqual({
      [SELLER]: -(11_900 - 192 - 300 - 1_900),
      [PROVIDER]: 11_900 - 192,
      [FEES]: 0,
      [PLATFORM_FEES_ACCOUNT]: -300,
      [VAT_PAYABLE_ACCOUNT]: -1_900,
    });
  });

  it("passes the provider's fee through its clearing account, labelled by kind", () => {
    expect(charge.filter((p) => p.kind === "provider_fee")).toEqual([
      { account: FEES, amount: 192, kind: "provider_fee" },
      { account: PROVIDER, amount: -192, kind: "provider_fee" },
      { account: SELLER, amount: 192, kind: "provider_fee" },
      { account: FEES, amount: -192, kind: "provider_fee" },
    ]);
    for (const kind of LEDGER_KINDS)
      expect(isBalanced(charge.filter((p) => p.kind === kind)), kind).toBe(true);
  });

  it("writes nothing for zero amounts", () => {
    const free = chargePostings({
      sellerId: 7,
      provider: "sandbox",
      amount: 0,
      providerFee: 0,
      platformFee: 0,
      vatAmount: 0,
    });
    expect(free).toEqual([]);
    const noFees = chargePostings({
      sellerId: 7,
      provider: "sandbox",
      amount: 500,
      providerFee: 0,
      platformFee: 0,
      vatAmount: 0,
    });
    expect(noFees).toEqual([
      { account: PROVIDER, amount: 500, kind: "charge" },
      { account: SELLER, amount: -500, kind: "charge" },
    ]);
  });

  it("refuses negative or fractional amounts", () => {
    const base = {
      sellerId: 7,
      provider: "sandbox",
      amount: 100,
      providerFee: 0,
      platformFee: 0,
      vatAmount: 0,
    };
    expect(() => chargePostings({ ...base, amount: -1 })).toThrow(RangeError);
    expect(() => chargePostings({ ...base, providerFee: 0.5 })).toThrow(RangeError);
  });
});

describe("refunds and chargebacks", () => {
  it("a full refund takes back the charge from the seller except the fees", () => {
    const p = {
      sellerId: 7,
      provider: "sandbox",
      amount: 11_900,
      providerFee: 192,
      platformFee: 300,
      vatAmount: 1_900,
    };
    const all = [
      ...chargePostings(p),
      ...refundPostings({ sellerId: 7, provider: "sandbox", amount: 11_900, vatAmount: 1_900 }),
    ];
    expect(isBalanced(all)).toBe(true);
    expect(balances(all)).toEqual({
      [SELLER]: 192 + 300,
      [PROVIDER]: -192,
      [FEES]: 0,
      [PLATFORM_FEES_ACCOUNT]: -300,
      [VAT_PAYABLE_ACCOUNT]: 0,
    });
  });

  it("a chargeback takes the amount and the dispute fee from the seller", () => {
    const postings = chargebackPostings({ sellerId: 7, provider: "sandbox", amount: 5_000, fee: 1_500 });
    expect(isBalanced(postings)).toBe(true);
    expect(balances(postings)).toEqual({
      [SELLER]: 6_500,
      [PROVIDER]: -6_500,
      [FEES]: 0,
      [PLATFORM_FEES_ACCOUNT]: 0,
      [VAT_PAYABLE_ACCOUNT]: 0,
    });
    expect(postings.find((p) => p.account === SELLER && p.kind === "chargeback")?.amount).toBe(5_000);
    const withVat = chargebackPostings({
      sellerId: 7,
      provider: "sandbox",
      amount: 5_000,
      fee: 0,
      vatAmount: 798,
    });
    expect(balances(withVat)[VAT_PAYABLE_ACCOUNT]).toBe(798);
    expect(balances(withVat)[SELLER]).toBe(5_000 - 798);
  });
});

describe("fees", () => {
  it("platformFee: basis points half up plus a fixed part, never above the amount", () => {
    expect(platformFee(10_000, SANDBOX_FEE.basisPoints, SANDBOX_FEE.fixed)).toBe(165);
    expect(platformFee(1_250, 140, 25)).toBe(43); // 17.5 → 18
    expect(platformFee(10, 140, 25)).toBe(10);
    expect(platformFee(0, 140, 25)).toBe(0);
    expect(platformFee(99_999, PLATFORM_FEE_BASIS_POINTS, PLATFORM_FIXED_FEE)).toBe(0);
  });
});

describe("ledger properties", () => {
  const minor = fc.integer({ min: 0, max: 10_000_000_000 });
  const provider = fc.constantFrom("sandbox", "stripe", "paypal");

  it("every posting set is integer and sums to zero, however the inputs", () => {
    fc.assert(
      fc.property(fc.nat(), provider, minor, minor, minor, minor, (sellerId, name, amount, a, b, c) => {
        const sets = [
          chargePostings({ sellerId, provider: name, amount, providerFee: a, platformFee: b, vatAmount: c }),
          refundPostings({ sellerId, provider: name, amount, vatAmount: c }),
          chargebackPostings({ sellerId, provider: name, amount, fee: a, vatAmount: c }),
        ];
        for (const set of sets) {
          expect(isBalanced(set)).toBe(true);
          for (const p of set) {
            expect(Number.isInteger(p.amount)).toBe(true);
            expect(p.amount).not.toBe(0);
            expect(LEDGER_KINDS).toContain(p.kind);
          }
          expect(balanceOf(set, providerFeesAccount(name))).toBe(0);
        }
      }),
    );
  });

  it("the seller nets amount − fees − VAT on a charge", () => {
    fc.assert(
      fc.property(minor, minor, minor, minor, (amount, providerFee, fee, vatAmount) => {
        const set = chargePostings({
          sellerId: 1,
          provider: "sandbox",
          amount,
          providerFee,
          platformFee: fee,
          vatAmount,
        });
        // Sum rather than negate: −(0) is −0, which Object.is tells apart from the ledger's 0.
        expect(balanceOf(set, sellerAccount(1)) + (amount - providerFee - fee - vatAmount)).toBe(0);
      }),
    );
  });

  it("platformFee is an integer between 0 and the amount", () => {
    fc.assert(
      fc.property(
        minor,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp, fixed) => {
          const fee = platformFee(amount, bp, fixed);
          expect(Number.isInteger(fee)).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });

  it("isBalanced refuses fractions and sums other than zero", () => {
    expect(isBalanced([{ account: "a", amount: 1, kind: "charge" }])).toBe(false);
    expect(
      isBalanced([
        { account: "a", amount: 0.5, kind: "charge" },
        { account: "b", amount: -0.5, kind: "charge" },
      ]),
    ).toBe(false);
    expect(isBalanced([])).toBe(true);
  });
});
