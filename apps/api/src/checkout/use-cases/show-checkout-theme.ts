import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnTheme } from "../theme-store.ts";
import { checkoutThemeView } from "../theme-view.ts";

export async function showCheckoutTheme(
  deps: Deps,
  sellerId: number,
  id: number,
): Promise<Result<checkoutSettings.CheckoutTheme>> {
  const row = await findOwnTheme(deps.db, sellerId, id);
  return row ? ok(checkoutThemeView(row)) : fail("NOT_FOUND");
}
