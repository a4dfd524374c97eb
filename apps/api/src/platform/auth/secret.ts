import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { platformSettings } from "../db/tables.ts";
import { randomToken } from "./tokens.ts";

/**
 * The token signing secret: JWT_SECRET when set, otherwise one generated on first start and kept
 * in the database, so every API process of one installation signs and verifies alike.
 */
export async function signingSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(platformSettings)
    .values({ key: "jwt_secret", value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, "jwt_secret"));
  return row!.value;
}
