import { eq } from "drizzle-orm";
import { checkEventDates } from "@sellwerk/domain";
import type { events as contract } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, ok, type Result } from "../../platform/result.ts";
import { events } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { EVENT_FORMS, findEvent, ticketTypesOf, type EventRow } from "../event-content.ts";
import { eventView } from "../views/events.ts";

const FIELD_PARAMS = {
  startsAt: "starts_at",
  endsAt: "ends_at",
  salesStartAt: "sales_start_at",
  salesEndAt: "sales_end_at",
} as const;

/** A moment from the body when it names one (null clears it), the stored one otherwise. */
function merged(given: string | null | undefined, stored: Date | null): Date | null {
  if (given === undefined) return stored;
  return given === null ? null : new Date(given);
}

/** Changes what the body names; the dates are checked again together with the stored ones. */
export async function updateEvent(
  deps: Deps,
  sellerId: number,
  productId: number,
  eventId: number,
  input: contract.EventUpdate,
): Promise<Result<Edited<contract.Event>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: EVENT_FORMS },
    async (tx, product) => {
      const stored = await findEvent(tx, productId, eventId);
      if (!stored) return fail("NOT_FOUND");
      const dates = {
        startsAt: merged(input.starts_at, stored.startsAt)!,
        endsAt: merged(input.ends_at, stored.endsAt)!,
        salesStartAt: merged(input.sales_start_at, stored.salesStartAt),
        salesEndAt: merged(input.sales_end_at, stored.salesEndAt),
      } satisfies Pick<EventRow, keyof typeof FIELD_PARAMS>;
      const [issue] = checkEventDates(dates);
      if (issue) return fieldFail(FIELD_PARAMS[issue.field], issue.code);
      const [row] = await tx
        .update(events)
        .set({
          ...dates,
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.location !== undefined ? { location: input.location } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
        })
        .where(eq(events.id, eventId))
        .returning();
      return ok(eventView(row!, await ticketTypesOf(tx, eventId), product.currency));
    },
  );
}
