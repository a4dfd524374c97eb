import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { checkoutThemes } from "../tables.ts";
import { ownTheme } from "../theme-store.ts";

/**
 * Removes a theme. Products that named it fall back to the seller's default theme (or the
 * built-in look): checkoutThemeFor only ever finds the seller's existing themes.
 */
export async function removeCheckoutTheme(deps: Deps, sellerId: number, id: number): Promise<Result<void>> {
  const removed = await deps.db
    .delete(checkoutThemes)
    .where(ownTheme(sellerId, id))
    .returning({ id: checkoutThemes.id });
  return removed.length ? ok(undefined) : fail("NOT_FOUND");
}
