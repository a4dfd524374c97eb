import type { checkoutSettings } from "@sellwerk/contracts";
import { themeParts, type CheckoutThemeRow } from "./themes.ts";

/** A theme as the cabinet shows it: the buyer view's keys plus what editing needs. */
export function checkoutThemeView(row: CheckoutThemeRow): checkoutSettings.CheckoutTheme {
  const parts = themeParts(row);
  return {
    id: row.id,
    name: row.name,
    layout: parts.layout,
    theme: parts.theme,
    trust_seals: parts.trustSeals,
    buyer_include_type: parts.buyerIncludeType,
    is_default: row.isDefault,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
