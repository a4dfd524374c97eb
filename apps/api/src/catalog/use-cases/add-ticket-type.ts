import type { z } from "zod";
import type { events as contract } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { ticketTypes } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { EVENT_FORMS, findEvent, nextTicketPosition } from "../event-content.ts";
import { ticketTypeView } from "../views/events.ts";

/** A new ticket type at the end of its event; a free one costs 0 whatever price was sent. */
export async function addTicketType(
  deps: Deps,
  sellerId: number,
  productId: number,
  eventId: number,
  input: z.infer<typeof contract.ticketTypeCreateBody>,
): Promise<Result<Edited<contract.TicketType>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: EVENT_FORMS },
    async (tx, product) => {
      if (!(await findEvent(tx, productId, eventId))) return fail("NOT_FOUND");
      const [row] = await tx
        .insert(ticketTypes)
        .values({
          eventId,
          name: input.name,
          free: input.free,
          price: input.free ? 0 : input.price,
          quota: input.quota,
          active: input.active,
          position: await nextTicketPosition(tx, eventId),
        })
        .returning();
      return ok(ticketTypeView(row!, product.currency));
    },
  );
}
