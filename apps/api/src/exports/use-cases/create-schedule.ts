import { eq } from "drizzle-orm";
import type { exportJobs } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { users } from "../../identity/index.ts";
import { EXPORTABLE_LISTS } from "../lists.ts";
import { exportSchedules } from "../tables.ts";

/**
 * Schedules a list's export with the filters the list shows and the columns the seller chose
 * now; without recipients the seller's own address gets it. A weekday or month day the
 * frequency does not use is not kept.
 */
export async function createSchedule(deps: Deps, sellerId: number, body: exportJobs.CreateScheduleBody) {
  const columns = await EXPORTABLE_LISTS[body.list].columns(deps, sellerId);
  const [seller] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, sellerId));
  const recipients = body.recipients.length ? [...new Set(body.recipients)] : [seller!.email];
  const [row] = await deps.db
    .insert(exportSchedules)
    .values({
      sellerId,
      list: body.list,
      filters: body.filters,
      columns,
      frequency: body.frequency,
      weekday: body.frequency === "weekly" ? body.weekday : null,
      monthDay: body.frequency === "monthly" ? body.month_day : null,
      delivery: body.delivery,
      recipients,
    })
    .returning();
  return row!;
}
