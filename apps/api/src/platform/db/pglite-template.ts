import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { apiRoot } from "../paths.ts";

/** Written by `npm run build` (make-pglite-template.ts): an empty, fully migrated data folder. */
export const pgliteTemplateDir = path.join(apiRoot, "dist", "pglite-template");

/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDataDir = (dataDir: string): string => path.join(dataDir, "pglite");

/**
 * The copies under way, by data folder. Kept on the global object, not in this module: the
 * production entry starts the copy from its own small bundle (early-start.ts) before the server's
 * bundle loads, and the server's copy of this module must find it.
 */
const PENDING = Symbol.for("sellwerk.pgliteTemplateCopies");
type Copies = Map<string, Promise<boolean>>;

function pending(): Copies {
  const holder = globalThis as { [PENDING]?: Copies };
  return (holder[PENDING] ??= new Map<string, Promise<boolean>>());
}

/**
 * A new embedded database starts as a copy of the build's template: copying a few dozen MB is
 * under a second, while initdb and replaying every migration in WebAssembly take seconds (most of a
 * cold start). Migrations still run afterwards and apply whatever is newer than the template.
 * An existing data folder is never touched. Answers whether the template was used.
 *
 * The copy runs on a worker thread, so the code that starts the server goes on loading meanwhile
 * (about 1,500 small files: this machine's file system makes that 0.7 s or more). It is written
 * beside the data folder and renamed into place when complete: a start that dies half-way leaves
 * no half-copied folder that the next start would take for its database.
 */
export function startFromTemplate(dataDir: string, template = pgliteTemplateDir): Promise<boolean> {
  const underWay = pending().get(dataDir);
  if (underWay) return underWay;
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return Promise.resolve(false);
  if (!existsSync(path.join(template, "PG_VERSION"))) return Promise.resolve(false);
  const copy = copyOnThread(template, dataDir);
  pending().set(dataDir, copy);
  void copy.then(
    () => pending().delete(dataDir),
    () => pending().delete(dataDir),
  );
  return copy;
}

// CommonJS, as an eval'd worker runs. A copy-on-write clone where the file system can (btrfs,
// XFS, APFS), else a plain copy; the staging folder of a start that died is replaced.
const COPY = `
const { constants, cpSync, renameSync, rmSync } = require("node:fs");
const { template, staging, dataDir } = require("node:worker_threads").workerData;
rmSync(staging, { recursive: true, force: true });
cpSync(template, staging, { recursive: true, mode: constants.COPYFILE_FICLONE });
renameSync(staging, dataDir);
`;

function copyOnThread(template: string, dataDir: string): Promise<boolean> {
  const staging = `${dataDir}.copying`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY, { eval: true, workerData: { template, staging, dataDir } });
    worker.once("error", reject);
    worker.once("exit", (code) =>
      code === 0 ? resolve(true) : reject(new Error(`copying the database template ended with ${code}`)),
    );
  });
}
