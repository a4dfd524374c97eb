// `npm run bench`: every bench in turn, each in its own process (a failing one does not stop the
// others). `npm run bench -- foundation` runs only the named ones. Later issues add theirs here.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const BENCHES = [
  "foundation",
  "products-list",
  "orders-list",
  "money-lists",
  "upload",
  "checkout",
  "checkout-split",
  "invoices",
  "downloads",
  "jobs",
  "serve",
  "renewals",
  "clicks",
  "attribution",
];

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !BENCHES.includes(w));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(", ")} (known: ${BENCHES.join(", ")})`);
  process.exit(2);
}

const failed: string[] = [];
for (const name of wanted.length > 0 ? wanted : BENCHES) {
  console.log(`\n=== bench: ${name} ===`);
  const r = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, `${name}.ts`)], {
    stdio: "inherit",
  });
  if (r.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
