/**
 * A lesson opens either a number of days after the buyer got access, or on a date, or at once
 * (neither set). Both at once would leave the buyer guessing which one wins, so it is refused.
 */
export function checkDrip(days: number | null, date: string | Date | null): "drip_conflict" | null {
  return days !== null && date !== null ? "drip_conflict" : null;
}
