import type { EWalletWireConfig } from "./config.ts";

// The label a buyer types on their bank wire, and how a money-in's label is matched back to an
// order. The provider credits the wallet named by `<platformCode>-<wallet>` at the label's start;
// our order reference (SW-<order id>-<4 token characters>) follows it. Banks and the provider may
// drop the dashes and spaces (only letters and digits are sure to travel), so matching compares
// letters and digits only.

/** What the buyer writes as the wire's label (Lemonway's "IBAN Common" format plus our reference). */
export function wireLabel(wire: EWalletWireConfig, orderReference: string): string {
  return `${wire.platformCode}-${wire.collectionWallet} ${orderReference}`;
}

/** Letters and digits, upper case: the part of a label that survives the banks. */
export function flatReference(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** Enough for any real label; a longer run of digits is not one of our references. */
const MAX_CANDIDATES = 24;

/**
 * The orders a money-in's label may name: each "SW" followed by digits gives one candidate per
 * split of those digits into order id and token (the token may itself start with digits once the
 * dashes are gone). The caller keeps only a candidate whose order's reference flattens to
 * exactly `flat`, so a wrong split or a stray "SW" never matches.
 */
export function referenceCandidates(label: string): { orderId: number; flat: string }[] {
  const text = flatReference(label);
  const found: { orderId: number; flat: string }[] = [];
  for (const match of text.matchAll(/SW(\d+)/g)) {
    const start = match.index + 2;
    const digits = match[1]!;
    for (let length = 1; length <= digits.length && found.length < MAX_CANDIDATES; length++) {
      const orderId = Number(digits.slice(0, length));
      const token = text.slice(start + length, start + length + 4);
      if (token.length === 4 && Number.isSafeInteger(orderId) && orderId > 0)
        found.push({ orderId, flat: `SW${digits.slice(0, length)}${token}` });
    }
  }
  return found;
}
