import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import type { ProductRow } from "../../catalog/index.ts";
import type { OrderRow } from "../../orders/repository.ts";

/** What every grant works with: one product of a paid order, inside its delivery's transaction. */
export interface Grant {
  deps: Deps;
  tx: Tx;
  order: OrderRow;
  product: ProductRow;
  /** The bundle or membership the product came in (the one the order bought); null when bought itself. */
  via: ProductRow | null;
  payerUserId: number;
  now: Date;
}
