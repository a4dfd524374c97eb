import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The API runs from its sources (tests, tsx) and from its bundle (dist/main.js); both find
// the migrations and the web build relative to the package folder.
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const manifest = path.join(dir, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "@sellwerk/api"
    )
      return dir;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot find the @sellwerk/api package folder");
}

export const apiRoot = findApiRoot();
export const migrationsDir = path.join(apiRoot, "drizzle");
export const defaultWebDist = path.join(apiRoot, "..", "web", "dist");
