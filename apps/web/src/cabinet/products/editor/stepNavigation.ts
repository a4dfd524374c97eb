import type { StepKey } from "../../../api/catalogTypes.ts";

// Step numbers in the editor's URL (?step=N) are 1-based positions in the product's own step
// list (spec core §2 table); a missing or impossible one resumes where the seller left off.

export function resolveStep(raw: string | null, steps: readonly StepKey[], lastStep: number): number {
  const total = Math.max(1, steps.length);
  const asked = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (Number.isInteger(asked) && asked >= 1 && asked <= total) return asked;
  return Math.min(total, Math.max(1, Number.isInteger(lastStep) ? lastStep : 1));
}

export function neighbourSteps(
  current: number,
  total: number,
): { previous: number | null; next: number | null } {
  return {
    previous: current > 1 ? current - 1 : null,
    next: current < total ? current + 1 : null,
  };
}

/** The furthest step is remembered only when the seller moves past it. */
export function shouldRememberStep(target: number, lastStep: number): boolean {
  return target > lastStep;
}

/** Leaving with unsaved changes asks first; staying on the same page and step does not. */
export function isLeaving(
  current: { pathname: string; search: string },
  next: { pathname: string; search: string },
): boolean {
  return current.pathname !== next.pathname || current.search !== next.search;
}
