import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, ok, type Result } from "../../platform/result.ts";
import { events } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { EVENT_FORMS, findEvent, hasBuyers, lockTicketTypes } from "../event-content.ts";

/**
 * Removes an event with its ticket types, unless tickets of it were sold or are held in a
 * checkout: buyers hold those tickets, so such an event can only be deactivated.
 */
export async function removeEvent(
  deps: Deps,
  sellerId: number,
  productId: number,
  eventId: number,
  version: number,
): Promise<Result<Edited<null>>> {
  return editProduct(deps, { sellerId, productId, version, forms: EVENT_FORMS }, async (tx) => {
    if (!(await findEvent(tx, productId, eventId))) return fail("NOT_FOUND");
    const tickets = await lockTicketTypes(tx, { eventId });
    if (tickets.some(hasBuyers)) return fieldFail("event_id", "tickets_sold");
    await tx.delete(events).where(eq(events.id, eventId));
    return ok(null);
  });
}
