import { eq } from "drizzle-orm";
import type { ExportList } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { EXPORTABLE_LISTS } from "../lists.ts";
import { exportRuns } from "../tables.ts";
import { runFilePath } from "./mail-run.ts";
import { findRun } from "./list-runs.ts";

type RunRow = typeof exportRuns.$inferSelect;

/**
 * A done run's bytes and file name; not done: not found. A done run whose file is no longer in
 * storage (the clean-up of old runs removed it) answers 410 EXPORT_FILE_GONE: make it again.
 */
async function fileOf(deps: Deps, run: RunRow) {
  if (run.state !== "done" || !run.storageKey) throw new AppError("NOT_FOUND");
  const body = await deps.storage.get(run.storageKey);
  if (!body) throw new AppError("EXPORT_FILE_GONE");
  const day = run.createdAt.toISOString().slice(0, 10);
  const name = EXPORTABLE_LISTS[run.list as ExportList].fileName.replace(
    ".csv",
    `_${run.periodKey ?? day}.csv`,
  );
  return { body, fileName: name };
}

/** The seller's own download from the cabinet. */
export async function downloadRun(deps: Deps, sellerId: number, id: number) {
  return fileOf(deps, await findRun(deps, sellerId, id));
}

/**
 * A mailed link's download, without a sign-in: only a genuine signature within its expiry opens
 * it (an expired one answers 403 DOWNLOAD_LINK_EXPIRED, a forged one 404). A genuine link to a
 * run the clean-up removed answers 410 EXPORT_FILE_GONE.
 */
export async function openRunFile(deps: Deps, input: { id: number; expires: number; sig: string }) {
  const check = deps.urlSigner.verifyUntil(runFilePath(input.id), input.expires, input.sig, deps.clock.now());
  if (check !== "valid") throw new AppError(check === "expired" ? "DOWNLOAD_LINK_EXPIRED" : "NOT_FOUND");
  const [run] = await deps.db.select().from(exportRuns).where(eq(exportRuns.id, input.id));
  if (!run) throw new AppError("EXPORT_FILE_GONE");
  return fileOf(deps, run);
}
