import { and, eq, isNull, gt } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { hashToken, randomToken } from "../platform/auth/tokens.ts";
import { fail, ok, type Result } from "../platform/result.ts";
import { userTokens } from "./tables.ts";

export type TokenPurpose = "confirmation" | "magic_link" | "password_reset";

export async function issueToken(
  ex: Executor,
  input: {
    userId: number;
    purpose: TokenPurpose;
    ttlSeconds: number;
    now: Date;
    data?: Record<string, string>;
  },
): Promise<string> {
  const token = randomToken(32);
  await ex.insert(userTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    data: input.data ?? {},
    expiresAt: new Date(input.now.getTime() + input.ttlSeconds * 1000),
  });
  return token;
}

/**
 * Uses a link token once. The conditional UPDATE is the lock: of two concurrent uses, one wins.
 */
export async function consumeToken(
  ex: Executor,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<Result<{ userId: number; data: Record<string, string> }>> {
  const tokenHash = hashToken(token);
  const [used] = await ex
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, data: userTokens.data });
  if (used) return ok(used);
  const [existing] = await ex
    .select({ expiresAt: userTokens.expiresAt, usedAt: userTokens.usedAt })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)));
  return fail(existing && !existing.usedAt && existing.expiresAt <= now ? "LINK_EXPIRED" : "LINK_INVALID");
}
