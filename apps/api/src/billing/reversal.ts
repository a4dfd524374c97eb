import { allocate } from "@sellwerk/domain";
import type { VatLineSnapshot } from "./snapshot.ts";

/** value × part / whole, rounded half up, in BigInt (amount × amount passes 2^53). */
function proportion(value: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  return Number((2n * BigInt(value) * BigInt(part) + BigInt(whole)) / (2n * BigInt(whole)));
}

/** Each VAT line's gross and VAT once `reversed` of the invoice's gross has been credited in all. */
function reversedAt(vatLines: VatLineSnapshot[], reversed: number) {
  const gross = allocate(
    reversed,
    vatLines.map((l) => l.gross),
  );
  return vatLines.map((l, i) => ({ gross: gross[i]!, vat: proportion(l.vat, gross[i]!, l.gross) }));
}

/**
 * The VAT lines of a credit memo for `amount` of an invoice of which `before` was credited
 * already: the invoice's amounts in proportion, computed on the running total and differenced,
 * so that memos adding up to the whole invoice reverse exactly its net and VAT, whatever the
 * rounding of each part.
 */
export function reversalLines(
  vatLines: VatLineSnapshot[],
  before: number,
  amount: number,
): VatLineSnapshot[] {
  const invoiceGross = vatLines.reduce((sum, l) => sum + l.gross, 0);
  if (amount <= 0 || before + amount > invoiceGross)
    throw new RangeError(`cannot credit ${amount} after ${before} of an invoice of ${invoiceGross}`);
  const from = reversedAt(vatLines, before);
  const to = reversedAt(vatLines, before + amount);
  return vatLines.map((line, i) => {
    const gross = to[i]!.gross - from[i]!.gross;
    const vat = to[i]!.vat - from[i]!.vat;
    return { ...line, gross, vat, net: gross - vat };
  });
}
