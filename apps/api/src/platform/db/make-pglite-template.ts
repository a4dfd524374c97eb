import { rmSync } from "node:fs";
import { openPglite } from "./client.ts";

/**
 * Writes the embedded database's template at build time (build.mjs): a PGlite data folder with
 * every migration applied, shut down cleanly. It is opened exactly as the server opens its own
 * (same extensions) and holds the schema only: no signing secret, user or job.
 */
export async function makePgliteTemplate(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const database = await openPglite(dir);
  await database.migrate();
  await database.close();
}
