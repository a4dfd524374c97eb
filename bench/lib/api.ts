import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { execPostgres } from "./postgres.ts";
import { HOST, freePort, startServer, type Started } from "./process.ts";

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MAIN = path.join(REPO, "apps/api/dist/main.js");

/** The bundle `npm start` runs; built once if missing, with a warning if older than the sources. */
export function ensureApiBuilt(): void {
  if (!existsSync(MAIN)) {
    console.log("apps/api/dist/main.js is missing: npm run build -w @sellwerk/api");
    const r = spawnSync("npm", ["run", "build", "-w", "@sellwerk/api"], { cwd: REPO, stdio: "inherit" });
    if (r.status !== 0) throw new Error("API build failed");
    return;
  }
  const built = statSync(MAIN).mtimeMs;
  const sources = ["apps/api/src", "packages/domain/src", "packages/contracts/src"].map((d) =>
    path.join(REPO, d),
  );
  if (sources.some((d) => newestMtime(d) > built)) {
    console.warn(
      "warning: apps/api/dist/main.js is older than the sources; run `npm run build -w @sellwerk/api` to bench the current code\n",
    );
  }
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) newest = Math.max(newest, statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return newest;
}

/** Where the API keeps its data: the embedded engine's folder, or a PostgreSQL database. */
export type ApiDatabase =
  { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string; dataDir: string };

/** Starts `node apps/api/dist/main.js` (one process, all roles) on a free port of 127.0.0.1. */
export async function startApi(
  db: ApiDatabase,
  label: string,
  extraEnv: NodeJS.ProcessEnv = {},
  options: { readyOutput?: RegExp } = {},
): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    PUBLIC_URL: `http://${HOST}:${port}`,
    DATA_DIR: db.dataDir,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  if (db.kind === "postgres") env.DATABASE_URL = db.url;
  else delete env.DATABASE_URL;
  return startServer({
    label,
    command: process.execPath,
    args: [MAIN],
    env,
    port,
    readyPath: "/readyz",
    ...options,
  });
}

/** Signs in through the API and answers the access token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/app/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, fingerprint: "sellwerk-bench" }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Runs SQL directly on the API's database while the API is stopped (PGlite allows one process
 * per data folder; for PostgreSQL it keeps both cases alike).
 */
export async function runSql(db: ApiDatabase, statements: string[]): Promise<void> {
  if (db.kind === "postgres") return execPostgres(db.url, statements);
  const pglite = new PGlite(path.join(db.dataDir, "pglite"), { extensions: { pg_trgm } });
  try {
    for (const s of statements) await pglite.exec(s);
  } finally {
    await pglite.close();
  }
}
