import { isBlank, isValidVatNumber } from "@sellwerk/domain";
import type { BuyerKind, InvoiceBuyer } from "../../api/invoiceTypes.ts";
import type { CorrectionInput } from "../../api/invoices.ts";
import type { FormIssues } from "../../ui/useFormErrors.ts";

// The correction form: the buyer's invoice address as the invoice names it, checked as the API
// checks it (contracts billing.ts invoiceBuyerInput) before it is sent.

export type BuyerForm = CorrectionInput["buyer"];

export function toBuyerForm(buyer: InvoiceBuyer): BuyerForm {
  return {
    name: buyer.name,
    company: buyer.company,
    street: buyer.street,
    zip: buyer.zip,
    city: buyer.city,
    country: buyer.country,
    vatId: buyer.vatId,
    kind: buyer.kind,
  };
}

/** Keyed as the API names the fields (`buyer.vatId` once camel-cased), so both read alike. */
export function buyerIssues(form: BuyerForm): FormIssues {
  const issues: FormIssues = {};
  if (isBlank(form.name)) issues["buyer.name"] = { code: "required" };
  if (isBlank(form.country)) issues["buyer.country"] = { code: "required" };
  // A business invoice names the company; a VAT id must at least have its country's shape.
  if (form.kind === "business" && isBlank(form.company)) issues["buyer.company"] = { code: "required" };
  if (!isBlank(form.vatId) && !isValidVatNumber(form.vatId)) issues["buyer.vatId"] = { code: "wrong_vat" };
  return issues;
}

export function buyerPayload(form: BuyerForm): BuyerForm {
  const trim = (value: string) => value.trim();
  return {
    name: trim(form.name),
    company: trim(form.company),
    street: trim(form.street),
    zip: trim(form.zip),
    city: trim(form.city),
    country: form.country,
    vatId: trim(form.vatId),
    kind: form.kind satisfies BuyerKind,
  };
}
