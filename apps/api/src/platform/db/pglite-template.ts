import { constants, cpSync, existsSync } from "node:fs";
import path from "node:path";
import { apiRoot } from "../paths.ts";

/** Written by `npm run build` (make-pglite-template.ts): an empty, fully migrated data folder. */
export const pgliteTemplateDir = path.join(apiRoot, "dist", "pglite-template");

/**
 * A new embedded database starts as a copy of the build's template: copying a few dozen MB is
 * milliseconds, while initdb and replaying every migration in WebAssembly take seconds (most of a
 * cold start). Migrations still run afterwards and apply whatever is newer than the template.
 * An existing data folder is never touched. Answers whether the template was used.
 */
export function startFromTemplate(dataDir: string, template = pgliteTemplateDir): boolean {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return false;
  if (!existsSync(path.join(template, "PG_VERSION"))) return false;
  // A copy-on-write clone where the file system can (btrfs, XFS, APFS), else a plain copy.
  cpSync(template, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return true;
}
