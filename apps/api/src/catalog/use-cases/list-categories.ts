import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { categoriesView, sellerCategories } from "../categories.ts";

export async function listCategories(deps: Deps, sellerId: number): Promise<catalog.Category[]> {
  return categoriesView(deps.db, await sellerCategories(deps.db, sellerId));
}
