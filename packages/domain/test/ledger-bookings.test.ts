import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LEDGER_KINDS, ledgerBooking, type SellerLedgerEntry } from "../src/index.ts";

// Kinds that never post to a seller's account: the platform's own program pays from its fees.
const NOT_ON_SELLER = new Set<string>(["platform_affiliate_commission"]);
const SELLER_KINDS = LEDGER_KINDS.filter((k) => !NOT_ON_SELLER.has(k));

const entry = fc.record({
  kind: fc.constantFrom(...SELLER_KINDS),
  amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  currency: fc.constant("eur"),
  partIndex: fc.constantFrom(0, 1),
  invoiceNumber: fc.constantFrom("", "RE-2026-17"),
}) satisfies fc.Arbitrary<SellerLedgerEntry>;

describe("ledger entries of the seller's balance as DATEV bookings", () => {
  it("book every kind that moves a seller's balance, so the books' platform balance is the ledger's", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        let platformBalance = 0;
        for (const e of entries) {
          const booking = ledgerBooking(e);
          if (e.amount === 0) {
            expect(booking).toBeNull();
            continue;
          }
          expect(booking, e.kind).not.toBeNull();
          expect(booking!.contraKey).toBe("platform_balance");
          expect(booking!.amount).toBe(Math.abs(e.amount));
          // Side S debits the kind's account and credits the balance (money leaves it).
          platformBalance += booking!.side === "S" ? -booking!.amount : booking!.amount;
        }
        // Compared as a sum: -0 and 0 are the same balance.
        expect(platformBalance + entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
      }),
    );
  });

  it("book collected reminder fees as other income, credited, with the invoice they belong to", () => {
    expect(
      ledgerBooking({
        kind: "dunning_fee",
        amount: -250,
        currency: "eur",
        partIndex: 0,
        invoiceNumber: "RE-2026-17",
      }),
    ).toMatchObject({
      bookingType: "dunning_fee",
      accountKey: "dunning_fees",
      side: "H",
      amount: 250,
      currency: "EUR",
      documentField1: "RE-2026-17",
      text: "Mahngebühren RE-2026-17",
    });
  });
});
