import type { ProfileType } from "@sellwerk/domain";
import type { Edited } from "../edit-product.ts";

// What the routes of a product's parts (course content, events, designs) have in common.

/** Sellers and the team members acting for them (docs/api-catalog.md). */
export const SELLER_ACCESS: readonly ProfileType[] = ["seller", "team_member", "sales_team_member"];
export const cabinetConfig = { access: SELLER_ACCESS };

/** A written part under its name, with the product version the next edit must name. */
export function partAnswer<K extends string, T>(
  key: K,
  edited: Edited<T>,
): Record<K, T> & { product_version: number } {
  return { [key]: edited.value, product_version: edited.product.version } as Record<K, T> & {
    product_version: number;
  };
}
