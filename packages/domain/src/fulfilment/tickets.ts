import type { PaymentTicketState } from "../states/lists.ts";

// Payment tickets (spec core §4): how a code looks, how typed or scanned input is read back, the
// state a ticket shows, and what a check-in answers.

/** Letters and digits nobody confuses on a printout or reads aloud wrongly: no I, O, 0 or 1. */
export const TICKET_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** 12 characters of 32 symbols: 60 random bits, printed as three groups of four. */
export const TICKET_CODE_LENGTH = 12;
const GROUP = 4;

/** "K7Q2XF9MZB3H" → "K7Q2-XF9M-ZB3H". */
export function formatTicketCode(raw: string): string {
  const groups: string[] = [];
  for (let i = 0; i < raw.length; i += GROUP) groups.push(raw.slice(i, i + GROUP));
  return groups.join("-");
}

/**
 * What a hand scanner or a person typed, as the stored code: case, spaces and hyphens do not
 * matter. Null when it cannot be a code at all (answered as unknown without a lookup).
 */
export function normalizeTicketCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, "");
  if (raw.length !== TICKET_CODE_LENGTH) return null;
  for (const char of raw) if (!TICKET_CODE_ALPHABET.includes(char)) return null;
  return formatTicketCode(raw);
}

/**
 * The state a ticket shows: an unused ticket of an event that has ended reads as expired. Derived
 * on every read rather than stored, so no job has to sweep tickets when events end.
 */
export function ticketState(stored: PaymentTicketState, eventEndsAt: Date, now: Date): PaymentTicketState {
  return stored === "unused" && eventEndsAt.getTime() < now.getTime() ? "expired" : stored;
}

export const CHECK_IN_RESULTS = [
  "checked_in",
  "already_used",
  "refunded",
  "invalidated",
  "expired",
  "unknown",
] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/** Why a ticket in this state cannot be checked in, or null when it can. */
export function checkInRefusal(
  state: PaymentTicketState,
): Exclude<CheckInResult, "checked_in" | "unknown"> | null {
  switch (state) {
    case "unused":
      return null;
    case "used":
      return "already_used";
    default:
      return state;
  }
}
