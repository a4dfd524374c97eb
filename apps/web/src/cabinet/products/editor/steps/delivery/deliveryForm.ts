import {
  checkLength,
  checkNoScript,
  checkPlaceholders,
  EMAIL_DELIVERY_OPTIONS,
  EMAIL_DELIVERY_PLACEHOLDERS,
  PRODUCT_RICH_TEXT_LIMIT,
  PRODUCT_TEXT_LIMIT,
} from "@sellwerk/domain";
import type { CustomEmail, EmailDelivery, Product } from "../../../../../api/catalogTypes.ts";
import { catalogIssue, IssueList, type Issues } from "../form/issues.ts";

// The delivery step: the purchase mail is the standard one, the seller's own text per
// interface language, or none at all (spec core §3 email delivery options).

export const DELIVERY_LANGUAGES = ["en", "de"] as const;
export type DeliveryLanguage = (typeof DELIVERY_LANGUAGES)[number];
export const SUBJECT_MAX_LENGTH = PRODUCT_TEXT_LIMIT;
export const BODY_MAX_LENGTH = PRODUCT_RICH_TEXT_LIMIT;

/** Placeholders the purchase mail fills in; written with double braces in the mail text. */
export const DELIVERY_PLACEHOLDERS = EMAIL_DELIVERY_PLACEHOLDERS;

export interface DeliveryForm {
  email: EmailDelivery;
  custom: Record<DeliveryLanguage, CustomEmail>;
}

const EMPTY: CustomEmail = { subject: "", body: "" };

export function toDeliveryForm(product: Product): DeliveryForm {
  const email = product.delivery?.email;
  const custom = product.delivery?.custom ?? {};
  return {
    email: email && (EMAIL_DELIVERY_OPTIONS as readonly string[]).includes(email) ? email : "standard",
    custom: { en: { ...EMPTY, ...custom.en }, de: { ...EMPTY, ...custom.de } },
  };
}

export const placeholderText = (name: string) => `{{${name}}}`;

export function validateDelivery(form: DeliveryForm): Issues {
  const list = new IssueList();
  if (form.email !== "custom") return list.issues;
  const filled = filledLanguages(form);
  if (filled.length === 0) list.add("custom", catalogIssue("delivery.oneLanguage"));
  for (const lng of filled) {
    const { subject, body } = form.custom[lng];
    const path = `custom.${lng}`;
    if (!subject.trim()) list.code(`${path}.subject`, "required");
    if (!body.trim()) list.code(`${path}.body`, "required");
    const check = (text: string, max: number) =>
      checkNoScript(text) ?? checkPlaceholders(text) ?? checkLength(text.trim(), { max });
    list.code(`${path}.subject`, check(subject, SUBJECT_MAX_LENGTH), { max: SUBJECT_MAX_LENGTH });
    list.code(`${path}.body`, check(body, BODY_MAX_LENGTH), { max: BODY_MAX_LENGTH });
  }
  return list.issues;
}

/** Languages the seller wrote something in; an empty one is not sent (the API would ask for it). */
export function filledLanguages(form: DeliveryForm): DeliveryLanguage[] {
  return DELIVERY_LANGUAGES.filter((lng) => form.custom[lng].subject.trim() || form.custom[lng].body.trim());
}

export function deliveryPayload(form: DeliveryForm, version: number): Record<string, unknown> {
  const custom = Object.fromEntries(
    filledLanguages(form).map((lng) => [
      lng,
      { subject: form.custom[lng].subject.trim(), body: form.custom[lng].body.trim() },
    ]),
  );
  return { version, email: form.email, custom };
}
