import { and, eq } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { checkoutThemes } from "./tables.ts";
import type { CheckoutThemeRow } from "./themes.ts";

/** A theme of the acting seller; another seller's theme does not exist for this caller. */
export function ownTheme(sellerId: number, id: number) {
  return and(eq(checkoutThemes.sellerId, sellerId), eq(checkoutThemes.id, id));
}

export async function findOwnTheme(
  ex: Executor,
  sellerId: number,
  id: number,
): Promise<CheckoutThemeRow | undefined> {
  const [row] = await ex.select().from(checkoutThemes).where(ownTheme(sellerId, id));
  return row;
}
