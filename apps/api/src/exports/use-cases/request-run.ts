import type { exportJobs } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { EXPORTABLE_LISTS } from "../lists.ts";
import { startRun } from "./start-run.ts";

/** An export of a list with its filters now, as a job the screen polls (rows written / total). */
export async function requestRun(deps: Deps, sellerId: number, body: exportJobs.CreateRunBody) {
  const columns = await EXPORTABLE_LISTS[body.list].columns(deps, sellerId);
  return deps.db.transaction(async (tx) => {
    const run = await startRun(deps, tx, {
      sellerId,
      list: body.list,
      filters: body.filters,
      columns,
      scheduleId: null,
      periodKey: null,
    });
    return run!;
  });
}
