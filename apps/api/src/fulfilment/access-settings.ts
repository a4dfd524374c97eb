import { eq } from "drizzle-orm";
import type { fulfilment } from "@sellwerk/contracts";
import type { UnpaidAccessMode } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { accessSettings } from "./tables.ts";

/** A seller's choice of what unpaid rates do to access; no row is the default, keep. */
export async function accessSettingsOf(ex: Executor, sellerId: number): Promise<fulfilment.AccessSettings> {
  const [row] = await ex.select().from(accessSettings).where(eq(accessSettings.sellerId, sellerId));
  return {
    unpaid_access: (row?.unpaidAccess ?? "keep") as UnpaidAccessMode,
    grace_days: row?.graceDays ?? 0,
  };
}
