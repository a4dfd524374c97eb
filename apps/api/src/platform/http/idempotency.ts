import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../deps.ts";
import type { Executor } from "../db/client.ts";
import { compiled, slot } from "../db/compiled.ts";
import { idempotencyKeys } from "../db/tables.ts";
import { AppError } from "./errors.ts";

// Money-moving POSTs take an Idempotency-Key (DESIGN §4). The first request claims the key with
// its fingerprint (route + caller + body); a replay with the same fingerprint answers the stored
// result without running again; another fingerprint is refused; a replay while the first still
// runs answers 409. An unexpected failure before the work committed anything releases the key so
// the buyer can simply try again.
//
// A claim is a lease the running request renews: when its process dies, the lease runs out
// within seconds and a retry takes the key over. Work that commits in steps (a checkout commits
// its order, then calls the provider) writes a checkpoint in its own transaction; the retry gets
// it and resumes from what committed — asking the provider again under the same payment id —
// instead of starting a second purchase. The answer is then derived from the committed rows, so
// a crash between the work and storing its answer loses nothing.

const KEY = /^[\w:.-]{8,255}$/;

/** How long a claim holds without renewal; a live request renews it every third of that. */
export const LEASE_SECONDS = 10;

/** What an idempotent work knows of its key. */
export interface IdempotencyClaim<C> {
  /** The checkpoint an earlier request with this key committed before its process died. */
  readonly resumed: C | null;
  /** Records progress in the work's own transaction, so it commits exactly with the work. */
  checkpoint(tx: Executor, value: C): Promise<void>;
}

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

// The lease is measured by the database's clock: it is about processes, which share that one.
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

// Every money-moving request writes these three: built once (platform/db/compiled.ts).
const claimFresh = compiled((ex: Executor) =>
  ex
    .insert(idempotencyKeys)
    .values({
      scope: slot("scope"),
      key: slot("key"),
      fingerprint: slot("fingerprint"),
      lockedUntil: leaseEnd,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);

const ofKey = and(
  eq(idempotencyKeys.scope, sql.placeholder("scope")),
  eq(idempotencyKeys.key, sql.placeholder("key")),
);

const saveCheckpoint = compiled((ex: Executor) =>
  ex
    .update(idempotencyKeys)
    .set({ checkpoint: slot("checkpoint") })
    .where(ofKey),
);

/** The answer stored with a key still unanswered (a lease ended by the answer). */
const saveAnswer = compiled((ex: Executor) =>
  ex
    .update(idempotencyKeys)
    .set({ statusCode: slot("statusCode"), response: slot("response"), lockedUntil: null })
    .where(and(ofKey, isNull(idempotencyKeys.statusCode))),
);

/**
 * Claims the key: a new one, or one whose request died (its lease ran out unanswered) — then
 * with the checkpoint that request committed. Null when another request holds or answered it.
 */
async function claim(
  deps: Deps,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<{ checkpoint: unknown } | null> {
  const fresh = await claimFresh(deps.db, { scope, key, fingerprint });
  if (fresh.length > 0) return { checkpoint: null };
  const [taken] = await deps.db
    .update(idempotencyKeys)
    .set({ lockedUntil: leaseEnd })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.fingerprint, fingerprint),
        isNull(idempotencyKeys.statusCode),
        or(isNull(idempotencyKeys.lockedUntil), lt(idempotencyKeys.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ checkpoint: idempotencyKeys.checkpoint });
  return taken ?? null;
}

/**
 * Runs `work` at most once per (scope, key) — or resumes it, when the request that ran it died.
 * `scope` separates callers (a seller id, an order token) so one caller's keys never answer
 * another's requests.
 */
export async function idempotent<T, C = unknown>(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  work: (claim: IdempotencyClaim<C>) => Promise<T>,
  status = 200,
): Promise<T> {
  const key = idempotencyKeyOf(req);
  const fingerprint = fingerprintOf(req);
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const claimed = await claim(deps, scope, key, fingerprint);
  if (!claimed) {
    const [first] = await deps.db.select().from(idempotencyKeys).where(where);
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
  const open = and(where, isNull(idempotencyKeys.statusCode));
  const renewal = setInterval(
    () => {
      deps.db
        .update(idempotencyKeys)
        .set({ lockedUntil: leaseEnd })
        .where(open)
        .catch((err: unknown) => deps.log.warn({ err, key }, "could not renew an idempotency lease"));
    },
    (LEASE_SECONDS * 1000) / 3,
  );
  renewal.unref();
  const release = () => deps.db.update(idempotencyKeys).set({ lockedUntil: null }).where(open);
  try {
    const result = await work({
      resumed: claimed.checkpoint as C | null,
      checkpoint: async (tx, value) => {
        await saveCheckpoint(tx, { scope, key, checkpoint: value });
      },
    });
    clearInterval(renewal);
    await saveAnswer(deps.db, { scope, key, statusCode: status, response: result });
    void reply.code(status);
    return result;
  } catch (err) {
    clearInterval(renewal);
    // An expected refusal is the answer to this key (a replay gets it again). Anything else:
    // nothing was acknowledged, so trying again must be possible — from scratch when nothing
    // committed, else from the checkpoint (the lease is dropped so a retry need not wait).
    if (err instanceof AppError && err.statusCode < 500)
      await saveAnswer(deps.db, {
        scope,
        key,
        statusCode: err.statusCode,
        response: { code: err.code, field: err.field ?? null },
      });
    else {
      await deps.db.delete(idempotencyKeys).where(and(open, isNull(idempotencyKeys.checkpoint)));
      await release();
    }
    throw err;
  }
}

/** Keys older than a day are forgotten (Stripe keeps them 24 hours too). */
export async function pruneIdempotencyKeys(deps: Deps): Promise<void> {
  await deps.db
    .delete(idempotencyKeys)
    .where(sql`created_at < ${deps.clock.now()}::timestamptz - interval '1 day'`);
}
