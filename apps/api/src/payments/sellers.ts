import { and, eq } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { profiles } from "../identity/index.ts";

/** Payment settings belong to sellers; any other user has none to show or change. */
export async function isSeller(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.type, "seller")));
  return row !== undefined;
}
