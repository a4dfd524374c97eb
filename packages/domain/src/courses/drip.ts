/**
 * A lesson opens either a number of days after the buyer got access, or on a date, or at once
 * (neither set). Both at once would leave the buyer guessing which one wins, so it is refused.
 */
export function checkDrip(days: number | null, date: string | Date | null): "drip_conflict" | null {
  return days !== null && date !== null ? "drip_conflict" : null;
}

const MS_PER_DAY = 86_400_000;

/**
 * When a lesson opens for one buyer: `days` after their access started, on `date`, or with the
 * access itself. Never before the access starts — a date already past when someone buys later
 * opens at once, and an access that starts after a trial keeps everything closed until then.
 */
export function lessonOpensAt(
  lesson: { dripDays: number | null; dripDate: Date | null },
  accessStartsAt: Date,
): Date {
  const start = accessStartsAt.getTime();
  if (lesson.dripDays !== null) return new Date(start + lesson.dripDays * MS_PER_DAY);
  if (lesson.dripDate !== null) return new Date(Math.max(start, lesson.dripDate.getTime()));
  return new Date(start);
}
