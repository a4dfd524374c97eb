import type { fulfilment } from "@sellwerk/contracts";
import type { ProductRow } from "../../catalog/index.ts";
import { partyName, type Party, type SellerTaskRow } from "../repository.ts";
import { productRef } from "./deliveries.ts";

export function sellerTaskView(
  task: SellerTaskRow,
  product: ProductRow,
  payer: Record<string, unknown>,
): fulfilment.SellerTask {
  const party = payer as unknown as Party;
  return {
    id: task.id,
    state: task.state === "done" ? "done" : "open",
    created_at: task.createdAt.toISOString(),
    done_at: task.doneAt?.toISOString() ?? null,
    product: productRef(product),
    order_id: task.orderId,
    payer: { name: partyName(party), email: party.email },
  };
}
