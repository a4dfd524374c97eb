import { and, eq, sql } from "drizzle-orm";
import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { checkoutThemes } from "../tables.ts";
import { findOwnTheme, ownTheme } from "../theme-store.ts";
import { themeColumns } from "../theme-values.ts";
import { checkoutThemeView } from "../theme-view.ts";

/**
 * Replaces a theme. The version condition is part of the UPDATE, so of two editors saving the
 * same theme the second gets CONFLICT and overwrites nothing (like products, catalog/repository.ts).
 */
export async function updateCheckoutTheme(
  deps: Deps,
  sellerId: number,
  id: number,
  body: checkoutSettings.UpdateCheckoutThemeBody,
): Promise<Result<checkoutSettings.CheckoutTheme>> {
  const columns = await themeColumns(deps, deps.db, sellerId, body);
  if (!columns.ok) return columns;
  const [row] = await deps.db
    .update(checkoutThemes)
    .set({ ...columns.value, version: sql`${checkoutThemes.version} + 1`, updatedAt: deps.clock.now() })
    .where(and(ownTheme(sellerId, id), eq(checkoutThemes.version, body.version)))
    .returning();
  if (row) return ok(checkoutThemeView(row));
  return (await findOwnTheme(deps.db, sellerId, id)) ? fail("CONFLICT") : fail("NOT_FOUND");
}
