import type { Executor } from "../../platform/db/client.ts";
import type { ProductRow } from "../repository.ts";
import { savedFormat, stockOf, type Stock } from "./pool.ts";

export interface KeysAdded {
  added: number;
  duplicates: number;
  duplicate_keys: string[];
  available: number;
  stock: Stock;
  format: string | null;
}

/** How many duplicates are named back to the seller; the count covers all of them. */
const SHOWN_DUPLICATES = 50;

/** The answer to adding keys: counts, the first duplicates, and the pool's stock afterwards. */
export async function keysAdded(
  ex: Executor,
  product: ProductRow,
  added: number,
  duplicates: readonly string[],
  format: string | null = savedFormat(product),
): Promise<KeysAdded> {
  const stock = await stockOf(ex, product.id);
  return {
    added,
    duplicates: duplicates.length,
    duplicate_keys: [...new Set(duplicates)].slice(0, SHOWN_DUPLICATES),
    available: stock.available,
    stock,
    format,
  };
}
