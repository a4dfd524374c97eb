import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, ok, type Result } from "../../platform/result.ts";
import { ticketTypes } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { EVENT_FORMS, findEvent, hasBuyers, lockTicketTypes } from "../event-content.ts";

/** Removes a ticket type nobody bought or holds; otherwise it can only be deactivated. */
export async function removeTicketType(
  deps: Deps,
  sellerId: number,
  productId: number,
  ids: { eventId: number; ticketTypeId: number },
  version: number,
): Promise<Result<Edited<null>>> {
  return editProduct(deps, { sellerId, productId, version, forms: EVENT_FORMS }, async (tx) => {
    if (!(await findEvent(tx, productId, ids.eventId))) return fail("NOT_FOUND");
    const [ticket] = await lockTicketTypes(tx, ids);
    if (!ticket) return fail("NOT_FOUND");
    if (hasBuyers(ticket)) return fieldFail("ticket_type_id", "tickets_sold");
    await tx.delete(ticketTypes).where(eq(ticketTypes.id, ids.ticketTypeId));
    return ok(null);
  });
}
