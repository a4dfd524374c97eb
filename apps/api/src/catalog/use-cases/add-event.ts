import type { z } from "zod";
import type { events as contract } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { events } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { EVENT_FORMS } from "../event-content.ts";
import { eventView } from "../views/events.ts";

const date = (value: string | null) => (value ? new Date(value) : null);

/** A new event (its dates were checked by the schema); ticket types are added to it afterwards. */
export async function addEvent(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: z.infer<typeof contract.eventCreateBody>,
): Promise<Result<Edited<contract.Event>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: EVENT_FORMS },
    async (tx, product) => {
      const [row] = await tx
        .insert(events)
        .values({
          productId,
          name: input.name,
          location: input.location,
          startsAt: new Date(input.starts_at),
          endsAt: new Date(input.ends_at),
          salesStartAt: date(input.sales_start_at),
          salesEndAt: date(input.sales_end_at),
          active: input.active,
        })
        .returning();
      return ok(eventView(row!, [], product.currency));
    },
  );
}
