import { and, desc, eq, or } from "drizzle-orm";
import type { ZodType } from "zod";
import { checkoutSettings, type checkout } from "@sellwerk/contracts";
import { DEFAULT_BUYER_INCLUDE_TYPE, type CheckoutLayout } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { checkoutThemes } from "./tables.ts";

// Checkout themes as stored: every jsonb column in the API's own shape, read back through the
// same zod schemas, which fill what was never saved with the built-in defaults (spec core §9).

export type CheckoutThemeRow = typeof checkoutThemes.$inferSelect;
type TrustSeals = checkout.CheckoutView["trust_seals"];

/** The stored seal settings: the wire's plus the seal image's signed URL, made when saved. */
export interface StoredTrustSeals extends checkoutSettings.TrustSealsSettings {
  product_seal_url: string | null;
}

export interface ThemeParts {
  layout: CheckoutLayout;
  theme: checkout.CheckoutThemeLook;
  trustSeals: StoredTrustSeals;
  buyerIncludeType: checkout.CheckoutView["buyer_include_type"];
}

/** A stored value that no longer fits (a rule tightened since) falls back rather than fail a checkout. */
function parsed<T>(schema: ZodType<T>, value: unknown, fallback: T): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

export const BUILT_IN_THEME: ThemeParts = {
  layout: "default",
  theme: checkoutSettings.DEFAULT_CHECKOUT_THEME_LOOK,
  trustSeals: { ...checkoutSettings.DEFAULT_TRUST_SEALS_SETTINGS, product_seal_url: null },
  buyerIncludeType: DEFAULT_BUYER_INCLUDE_TYPE,
};

export function themeParts(row: CheckoutThemeRow): ThemeParts {
  const seals = parsed(checkoutSettings.trustSealsInput, row.trustSealsSettings, BUILT_IN_THEME.trustSeals);
  const url = row.trustSealsSettings.product_seal_url;
  return {
    layout: parsed(checkoutSettings.createCheckoutThemeBody.shape.layout, row.layout, "default"),
    theme: parsed(checkoutSettings.checkoutThemeLookInput, row.theme, BUILT_IN_THEME.theme),
    trustSeals: {
      ...seals,
      product_seal_url: seals.product_seal_file_id !== null && typeof url === "string" ? url : null,
    },
    buyerIncludeType: parsed(
      checkoutSettings.buyerIncludeType,
      row.buyerInformation.include_type,
      BUILT_IN_THEME.buyerIncludeType,
    ),
  };
}

/**
 * The look of a product's checkout: the product's theme (the seller's own only), else the
 * seller's default theme, else the built-in defaults. One query.
 */
export async function checkoutThemeFor(
  db: Executor,
  sellerId: number,
  themeId: number | null,
): Promise<{
  layout: CheckoutLayout;
  theme: checkout.CheckoutThemeLook;
  trustSeals: TrustSeals;
  buyerIncludeType: ThemeParts["buyerIncludeType"];
}> {
  const isDefault = eq(checkoutThemes.isDefault, true);
  // The chosen theme sorts before the default (true > false); without a choice only the default matches.
  const chosen = themeId === null ? isDefault : eq(checkoutThemes.id, themeId);
  const [row] = await db
    .select()
    .from(checkoutThemes)
    .where(and(eq(checkoutThemes.sellerId, sellerId), or(chosen, isDefault)))
    .orderBy(desc(chosen))
    .limit(1);
  const parts = row ? themeParts(row) : BUILT_IN_THEME;
  const { visa, ssl_secure, mastercard, product_seal_url } = parts.trustSeals;
  return { ...parts, trustSeals: { visa, ssl_secure, mastercard, product_seal_url } };
}
