import { sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { downloadCounts } from "../tables.ts";

/**
 * Counts a download of an order's file. One row per (order, file), incremented in place, so
 * concurrent downloads all count. The route counts a download that starts at the first byte
 * only: a download manager fetching the rest in ranges is still one download.
 */
export async function countDownload(deps: Deps, orderId: number, digitalId: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .insert(downloadCounts)
    .values({ orderId, digitalId, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: [downloadCounts.orderId, downloadCounts.digitalId],
      set: { count: sql`${downloadCounts.count} + 1`, lastAt: now },
    });
}
