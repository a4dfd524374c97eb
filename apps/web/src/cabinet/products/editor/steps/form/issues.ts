// What a step's client-side validation finds, keyed by the field's path as the API names it in
// camelCase ("name", "pricingPlans.0.prefs.price"), so a field shows the browser's and the
// server's complaint in the same place.

export interface Issue {
  /** Full translation key: a shared validation code (contracts:validation.*) or a catalog text. */
  key: string;
  params?: Record<string, string | number>;
}

export type Issues = Record<string, Issue>;

/** A rule of @sellwerk/domain broke: its code is translated by the shared catalog. */
export function codeIssue(code: string, params?: Record<string, string | number>): Issue {
  return { key: `contracts:validation.${code}`, params };
}

/** A rule of the catalog screens broke: its text lives in the catalog namespace. */
export function catalogIssue(key: string, params?: Record<string, string | number>): Issue {
  return { key: `catalog:${key}`, params };
}

/** Collects issues; a null check result adds nothing. */
export class IssueList {
  readonly issues: Issues = {};

  add(path: string, issue: Issue | null | undefined): this {
    if (issue && !(path in this.issues)) this.issues[path] = issue;
    return this;
  }

  code(path: string, code: string | null | undefined, params?: Record<string, string | number>): this {
    return code ? this.add(path, codeIssue(code, params)) : this;
  }
}

/** Plain data compared by value: what the form holds against what was loaded or saved. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * After a conflict: the latest saved values, with the fields this person changed kept as they
 * typed them. A field they did not touch takes the other person's value, so saving again
 * overwrites only what was edited here.
 */
export function rebaseForm<F extends object>(typed: F, loaded: F, latest: F): F {
  const out = { ...latest };
  for (const key of Object.keys(typed) as (keyof F)[]) {
    if (!sameValue(typed[key], loaded[key])) out[key] = typed[key];
  }
  return out;
}
