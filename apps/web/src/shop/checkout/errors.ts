import { NAME_MAX_LENGTH } from "@sellwerk/domain";
import type { Shop } from "../i18n/context.tsx";
import type { FieldProblem } from "../lib/api.ts";
import { fieldOf } from "./validate.ts";

// Field errors of the checkout: codes from our own checks and sentences from the server, both
// shown under their fields, plus focus on the first one so keyboard users land there.

export function codeMessages(shop: Shop, codes: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(codes))
    out[field] =
      code === "tickets"
        ? shop.t("error.tickets")
        : code === "method"
          ? shop.t("error.method")
          : shop.v(code, { max: NAME_MAX_LENGTH });
  return out;
}

/** Server field errors that have a field on the page; the rest are returned as sentences. */
export function serverFieldErrors(fields: FieldProblem[]): {
  errors: Record<string, string>;
  other: string[];
} {
  const errors: Record<string, string> = {};
  const other: string[] = [];
  for (const f of fields) {
    const field = fieldOf(f.param);
    if (typeof document !== "undefined" && document.getElementById(field)) errors[field] ??= f.message;
    else other.push(f.message);
  }
  return { errors, other };
}

const FOCUS_TARGET: Record<string, string> = {
  tickets: "#tickets-error",
  method: 'input[name="payment_method"]',
};

/** Focuses the first field with an error, in the page's order. */
export function focusFirstError(fields: string[]): void {
  const selector = fields.map((f) => FOCUS_TARGET[f] ?? `#${CSS.escape(f)}`).join(",");
  if (selector) document.querySelector<HTMLElement>(selector)?.focus();
}
