// Custom delivery mails (spec core §3 "email delivery options: standard, custom, no email"): the
// seller's own subject and text per language, with placeholders filled per order.

export const EMAIL_DELIVERY_PLACEHOLDERS = [
  "buyer_name",
  "buyer_first_name",
  "buyer_email",
  "product_name",
  "seller_name",
  "order_id",
  "access_url",
] as const;
export type EmailDeliveryPlaceholder = (typeof EMAIL_DELIVERY_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

function isPlaceholder(name: string): name is EmailDeliveryPlaceholder {
  return (EMAIL_DELIVERY_PLACEHOLDERS as readonly string[]).includes(name);
}

/** A typo such as {{buyer_nmae}} would reach every buyer verbatim, so unknown names are refused. */
export function checkPlaceholders(text: string): "unknown_placeholder" | null {
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!isPlaceholder(match[1] ?? "")) return "unknown_placeholder";
  }
  return null;
}

/** Fills {{name}} placeholders; values are inserted as given (escape them for HTML first). */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<EmailDeliveryPlaceholder, string>>,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    isPlaceholder(name) ? (values[name] ?? "") : whole,
  );
}
