import type { fulfilment } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { accessSettings } from "../tables.ts";

/**
 * Saves what unpaid rates do to access. It applies to rates that go unpaid from now on; orders
 * paused already stay paused until paid (a buyer's access does not flip with a setting), and a
 * pause still waiting for its grace days reads the setting again when it falls due.
 */
export async function saveAccessSettings(
  deps: Deps,
  sellerId: number,
  input: fulfilment.AccessSettings,
): Promise<fulfilment.AccessSettings> {
  const values = {
    unpaidAccess: input.unpaid_access,
    graceDays: input.grace_days,
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(accessSettings)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: accessSettings.sellerId, set: values });
  return { unpaid_access: input.unpaid_access, grace_days: input.grace_days };
}
