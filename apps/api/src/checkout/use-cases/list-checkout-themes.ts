import { asc, desc, eq } from "drizzle-orm";
import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { checkoutThemes } from "../tables.ts";
import { checkoutThemeView } from "../theme-view.ts";

/** A seller has a handful of themes: all of them, the default first, then by name. */
export async function listCheckoutThemes(
  deps: Deps,
  sellerId: number,
): Promise<checkoutSettings.CheckoutTheme[]> {
  const rows = await deps.db
    .select()
    .from(checkoutThemes)
    .where(eq(checkoutThemes.sellerId, sellerId))
    .orderBy(desc(checkoutThemes.isDefault), asc(checkoutThemes.name), asc(checkoutThemes.id));
  return rows.map(checkoutThemeView);
}
