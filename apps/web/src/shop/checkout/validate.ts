import {
  checkEmail,
  checkLength,
  checkRequired,
  checkVatNumber,
  NAME_MAX_LENGTH,
  PAYER_ADDRESS_FIELDS,
} from "@sellwerk/domain";
import type { CheckoutView } from "../types.ts";
import type { CheckoutForm, Selection } from "./model.ts";

// The checks the browser runs before sending, with the domain's rules and the catalog's codes,
// so the buyer reads the same sentence the server would answer with.

export type FieldErrors = Record<string, string>;

/** Fields of step 1 in the two-step layouts; everything else belongs to step 2. */
export const DETAIL_FIELDS = new Set([
  "email",
  "first_name",
  "last_name",
  "company",
  "vat_id",
  "street",
  "street_number",
  "zip",
  "city",
  "country",
  "access_password",
  "tickets",
]);

export function checkDetails(
  view: CheckoutView,
  s: Selection,
  form: CheckoutForm,
  /** The chosen method's provider needs every buyer's address (payerAddressRequired). */
  needsAddress = false,
): FieldErrors {
  const p = form.payer;
  const errors: FieldErrors = {};
  const put = (field: string, code: string | null) => {
    if (code && !errors[field]) errors[field] = code;
  };
  put("email", checkRequired(p.email) ?? checkEmail(p.email.trim()));
  for (const field of ["first_name", "last_name"] as const)
    put(field, checkRequired(p[field]) ?? checkLength(p[field].trim(), { max: NAME_MAX_LENGTH }));
  put("country", checkRequired(p.country));
  if (p.buyer_kind === "business" || needsAddress)
    for (const field of PAYER_ADDRESS_FIELDS) put(field, checkRequired(p[field]));
  if (p.buyer_kind === "business") {
    put("company", checkRequired(p.company));
    if (p.vat_id.trim()) put("vat_id", checkVatNumber(p.vat_id));
  }
  if (view.product.password_required) put("access_password", checkRequired(form.password));
  const seats = Object.values(s.tickets).reduce((sum, n) => sum + n, 0);
  if (view.product.events.length > 0 && seats === 0) put("tickets", "tickets");
  return errors;
}

/** Where a server field error (`payer.email`, `payment_data.iban`) shows in the form. */
export function fieldOf(param: string): string {
  return param.replace(/^(payer|payment_data)\./, "");
}
