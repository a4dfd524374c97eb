import { eq } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { users } from "../identity/tables.ts";

export interface PublicSeller {
  id: number;
  username: string;
  /** What buyers see: the seller's name (a company name lands here with the seller profile). */
  name: string;
}

/** The user columns a public seller is made of, for a caller that joins them to its own row. */
export const publicSellerColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

export function publicSellerOf(row: {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
}): PublicSeller {
  return { id: row.id, username: row.username, name: `${row.firstName} ${row.lastName}`.trim() };
}

/** The seller behind /s/{username}; usernames are stored lower-case. */
export async function sellerByUsername(ex: Executor, username: string): Promise<PublicSeller | null> {
  const [row] = await ex
    .select(publicSellerColumns)
    .from(users)
    .where(eq(users.username, username.toLowerCase()));
  return row ? publicSellerOf(row) : null;
}

export async function sellerById(ex: Executor, id: number): Promise<PublicSeller | null> {
  const [row] = await ex.select(publicSellerColumns).from(users).where(eq(users.id, id));
  return row ? publicSellerOf(row) : null;
}
