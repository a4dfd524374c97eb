// What the buyer pays for a checkout (DESIGN §5: splits allocate remainders so parts sum to the whole).

/**
 * Splits an integer `total` over non-negative integer `weights` in proportion (largest
 * remainder): each part is its exact share rounded down, and the units left over go to the
 * largest fractional remainders, earlier weights first on ties. The parts sum exactly to the
 * total, and no part exceeds its exact share by a unit or more. All-zero weights split evenly.
 * Computed in BigInt: amount × weight can pass 2^53.
 */
export function allocate(total: number, weights: number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`total must be an integer: ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError("weights must be non-negative integers");
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new RangeError("cannot allocate a non-zero total over no weights");
  }
  if (total < 0) return allocate(-total, weights).map((part) => (part === 0 ? 0 : -part));

  const even = weights.every((w) => w === 0);
  const big = weights.map((w) => BigInt(even ? 1 : w));
  const sum = big.reduce((a, b) => a + b, 0n);
  const whole = BigInt(total);
  const parts = big.map((w) => (whole * w) / sum);
  const remainders = big.map((w, i) => ({ i, rest: (whole * w) % sum }));
  let left = Number(whole - parts.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i]! += 1n;
    left -= 1;
  }
  return parts.map(Number);
}

export const CHECKOUT_LINE_KINDS = ["product", "bump", "ticket"] as const;
export type CheckoutLineKind = (typeof CHECKOUT_LINE_KINDS)[number];

/**
 * The order type (spec two §9) of a checkout: bumps are lines of the one order, so an order with
 * a bump line is a `bump` order (bumps are what a seller filters for, also on a bundle); an
 * order of a bundle product without bumps is a `bundle` order; anything else `standard` (an
 * upsell too: it is its own order, marked by its parent and upsell type). `ticket_upgrade` is
 * never made: Sellwerk has no ticket upgrades.
 */
export function checkoutOrderType(
  productForm: string,
  lines: readonly { kind: CheckoutLineKind }[],
): "standard" | "bundle" | "bump" {
  if (lines.some((l) => l.kind === "bump")) return "bump";
  return productForm === "bundle" ? "bundle" : "standard";
}

export interface CheckoutLineInput {
  kind: CheckoutLineKind;
  productId: number;
  name: string;
  quantity: number;
  /** Minor units, gross. */
  unitAmount: number;
}

export interface PricedLine extends CheckoutLineInput {
  /** This line's share of the coupon discount. */
  discountAmount: number;
  /** quantity × unitAmount − discountAmount. */
  amount: number;
}

export interface PricedCheckout {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  total: number;
}

/**
 * Prices the lines and spreads the coupon discount over them in proportion to their amounts, so
 * each line (and later its invoice line and VAT) carries its share. The discount is capped at the
 * subtotal; a line's share never exceeds its amount, since its exact share does not and largest
 * remainder adds less than one unit to it.
 */
export function priceCheckout(lines: CheckoutLineInput[], couponDiscountTotal: number): PricedCheckout {
  const gross = lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`quantity must be a positive integer: ${line.quantity}`);
    if (!Number.isSafeInteger(line.unitAmount) || line.unitAmount < 0)
      throw new RangeError(`unitAmount must be a non-negative integer: ${line.unitAmount}`);
    return line.quantity * line.unitAmount;
  });
  const subtotal = gross.reduce((a, b) => a + b, 0);
  const discount = Math.min(subtotal, Math.max(0, Math.round(couponDiscountTotal)));
  const shares = lines.length ? allocate(discount, gross) : [];
  const priced = lines.map((line, i) => {
    const discountAmount = shares[i] ?? 0;
    return { ...line, discountAmount, amount: (gross[i] ?? 0) - discountAmount };
  });
  return { lines: priced, subtotal, discount, total: subtotal - discount };
}
