import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { checkoutThemes } from "../tables.ts";
import { themeColumns } from "../theme-values.ts";
import { checkoutThemeView } from "../theme-view.ts";

/** A new theme; it applies where a product names it, or everywhere once made the default. */
export async function createCheckoutTheme(
  deps: Deps,
  sellerId: number,
  body: checkoutSettings.CreateCheckoutThemeBody,
): Promise<Result<checkoutSettings.CheckoutTheme>> {
  const columns = await themeColumns(deps, deps.db, sellerId, body);
  if (!columns.ok) return columns;
  const [row] = await deps.db
    .insert(checkoutThemes)
    .values({ sellerId, ...columns.value })
    .returning();
  return ok(checkoutThemeView(row!));
}
