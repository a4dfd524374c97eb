import type { checkout } from "@sellwerk/contracts";
import type { CheckoutLineKind } from "@sellwerk/domain";

/** An order line as every answer shows it (quote, buyer's order, seller's order). */
export interface LineSource {
  kind: string;
  productId: number;
  ticketTypeId: number | null;
  name: string;
  quantity: number;
  unitAmount: number;
  discountAmount: number;
  amount: number;
}

export function lineView(l: LineSource): checkout.PublicOrder["lines"][number] {
  return {
    kind: l.kind as CheckoutLineKind,
    product_id: l.productId,
    ticket_type_id: l.ticketTypeId,
    name: l.name,
    quantity: l.quantity,
    unit_amount: l.unitAmount,
    discount_amount: l.discountAmount,
    amount: l.amount,
  };
}
