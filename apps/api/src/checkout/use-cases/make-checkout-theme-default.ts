import { and, eq } from "drizzle-orm";
import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { checkoutThemes } from "../tables.ts";
import { findOwnTheme, ownTheme } from "../theme-store.ts";
import { checkoutThemeView } from "../theme-view.ts";

/**
 * Makes a theme the seller's default (for every product naming none). At most one default per
 * seller is a unique index, so the old one is cleared first, in the same transaction.
 */
export async function makeCheckoutThemeDefault(
  deps: Deps,
  sellerId: number,
  id: number,
): Promise<Result<checkoutSettings.CheckoutTheme>> {
  return deps.db.transaction(async (tx) => {
    if (!(await findOwnTheme(tx, sellerId, id))) return fail("NOT_FOUND");
    await tx
      .update(checkoutThemes)
      .set({ isDefault: false })
      .where(and(eq(checkoutThemes.sellerId, sellerId), eq(checkoutThemes.isDefault, true)));
    const [row] = await tx
      .update(checkoutThemes)
      .set({ isDefault: true })
      .where(ownTheme(sellerId, id))
      .returning();
    return ok(checkoutThemeView(row!));
  });
}
