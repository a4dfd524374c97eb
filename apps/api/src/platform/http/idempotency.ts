import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../deps.ts";
import { idempotencyKeys } from "../db/tables.ts";
import { AppError } from "./errors.ts";

// Money-moving POSTs take an Idempotency-Key (DESIGN §4). The first request claims the key with
// its fingerprint (route + caller + body); a replay with the same fingerprint answers the stored
// result without running again; another fingerprint is refused; a replay while the first still
// runs answers 409. An unexpected failure releases the key so the buyer can simply try again.

const KEY = /^[\w:.-]{8,255}$/;

function fingerprintOf(req: FastifyRequest): string {
  return createHash("sha256")
    .update(
      `${req.method} ${req.routeOptions.url ?? req.url}\n${JSON.stringify(req.params)}\n${JSON.stringify(req.body ?? null)}`,
    )
    .digest("hex");
}

/** The key of the request; a missing or malformed one is a field error on the header. */
export function idempotencyKeyOf(req: FastifyRequest): string {
  const key = req.headers["idempotency-key"];
  if (typeof key !== "string" || !KEY.test(key))
    throw new AppError("INVALID_INPUT", { param: "idempotency-key", code: key ? "invalid" : "required" });
  return key;
}

/**
 * Runs `work` at most once per (scope, key). `scope` separates callers (a seller id, an order
 * token) so one caller's keys never answer another's requests.
 */
export async function idempotent<T>(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  work: () => Promise<T>,
  status = 200,
): Promise<T> {
  const key = idempotencyKeyOf(req);
  const fingerprint = fingerprintOf(req);
  const claimed = await deps.db
    .insert(idempotencyKeys)
    .values({ scope, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [first] = await deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!first || first.fingerprint !== fingerprint) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    if (first.statusCode === null) throw new AppError("IDEMPOTENCY_IN_PROGRESS");
    void reply.header("idempotent-replayed", "true");
    if (first.statusCode >= 400) {
      const stored = first.response as { code: AppError["code"]; field?: AppError["field"] };
      throw new AppError(stored.code, stored.field);
    }
    void reply.code(first.statusCode);
    return first.response as T;
  }
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  try {
    const result = await work();
    await deps.db.update(idempotencyKeys).set({ statusCode: status, response: result }).where(where);
    void reply.code(status);
    return result;
  } catch (err) {
    // An expected refusal is the answer to this key (a replay gets it again); anything else
    // frees the key: nothing was acknowledged, so trying again must be possible.
    if (err instanceof AppError && err.statusCode < 500)
      await deps.db
        .update(idempotencyKeys)
        .set({ statusCode: err.statusCode, response: { code: err.code, field: err.field ?? null } })
        .where(where);
    else await deps.db.delete(idempotencyKeys).where(where);
    throw err;
  }
}

/** Keys older than a day are forgotten (Stripe keeps them 24 hours too). */
export async function pruneIdempotencyKeys(deps: Deps): Promise<void> {
  await deps.db
    .delete(idempotencyKeys)
    .where(sql`created_at < ${deps.clock.now()}::timestamptz - interval '1 day'`);
}
