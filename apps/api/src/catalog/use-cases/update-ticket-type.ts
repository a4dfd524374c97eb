import { and, eq, sql } from "drizzle-orm";
import { checkTicketQuota } from "@sellwerk/domain";
import type { events as contract } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, ok, type Result } from "../../platform/result.ts";
import { ticketTypes } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { EVENT_FORMS, findEvent, findTicketType } from "../event-content.ts";
import { ticketTypeView } from "../views/events.ts";

/**
 * Changes what the body names. A new quota is written only if it still covers the tickets sold
 * and reserved at that moment: the condition sits in the UPDATE itself, so a checkout reserving a
 * ticket at the same time cannot slip under it.
 */
export async function updateTicketType(
  deps: Deps,
  sellerId: number,
  productId: number,
  ids: { eventId: number; ticketTypeId: number },
  input: contract.TicketTypeUpdate,
): Promise<Result<Edited<contract.TicketType>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: EVENT_FORMS },
    async (tx, product) => {
      const stored =
        (await findEvent(tx, productId, ids.eventId)) &&
        (await findTicketType(tx, ids.eventId, ids.ticketTypeId));
      if (!stored) return fail("NOT_FOUND");
      const free = input.free ?? stored.free;
      const price = free ? 0 : (input.price ?? stored.price);
      if (!free && price < 1) return fieldFail("price", "too_low", { min: 1 });
      const quota = input.quota !== undefined ? input.quota : stored.quota;
      const [row] = await tx
        .update(ticketTypes)
        .set({
          free,
          price,
          quota,
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
        })
        .where(
          and(
            eq(ticketTypes.id, ids.ticketTypeId),
            quota === null
              ? undefined
              : sql`${ticketTypes.soldCount} + ${ticketTypes.reservedCount} <= ${quota}`,
          ),
        )
        .returning();
      if (row) return ok(ticketTypeView(row, product.currency));
      const current = (await findTicketType(tx, ids.eventId, ids.ticketTypeId)) ?? stored;
      const code = checkTicketQuota(quota, current) ?? "quota_below_sold";
      return fieldFail("quota", code, { min: current.soldCount + current.reservedCount });
    },
  );
}
