import type { Failure, Result } from "../result.ts";
import type { Db, Tx } from "./client.ts";

/** Carries a failure out of a transaction so that everything written inside it is rolled back. */
class Rollback extends Error {
  constructor(readonly failure: Failure) {
    super(failure.code);
  }
}

/**
 * A transaction whose work answers a Result: a failure rolls back whatever the work wrote before
 * it noticed (a refused edit, a batch that could not finish) and is answered as the failure.
 */
export async function resultTransaction<T>(db: Db, work: (tx: Tx) => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new Rollback(result);
      return result;
    });
  } catch (err) {
    if (err instanceof Rollback) return err.failure;
    throw err;
  }
}
