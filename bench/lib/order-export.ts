// The order CSV of all of a seller's orders against `psql \copy` of the same orders' rows: the
// database's own fastest way out, the floor any export through the API is measured against.
import { spawnSync } from "node:child_process";
import { residentBytes } from "./memory.ts";
import { download, measured } from "./transfer.ts";

export interface ExportFigures {
  seconds: number;
  bytes: number;
  /** The server's resident memory just before the export and its highest sample during it. */
  idleRss: number;
  peakRss: number;
  copySeconds: number;
}

export async function orderExportAgainstCopy(
  api: { url: string; pid: number },
  token: string,
  databaseUrl: string,
  sellerId: number,
): Promise<ExportFigures> {
  const idleRss = residentBytes(api.pid);
  const csv = await measured(api.pid, () => download(`${api.url}/api/v1/cabinet/orders/export.csv`, token));
  if (csv.result.status !== 200) throw new Error(`export answered ${csv.result.status}`);
  const c0 = performance.now();
  const copy = spawnSync(
    "psql",
    [
      databaseUrl,
      "-c",
      `\\copy (SELECT * FROM orders WHERE seller_id = ${sellerId} ORDER BY id) TO '/dev/null' CSV HEADER`,
    ],
    { encoding: "utf8" },
  );
  const copySeconds = (performance.now() - c0) / 1000;
  if (copy.status !== 0) throw new Error(`psql \\copy failed: ${copy.stderr}`);
  return {
    seconds: csv.seconds,
    bytes: csv.result.bytes,
    idleRss,
    peakRss: Math.max(...csv.samples),
    copySeconds,
  };
}
