import os from "node:os";
import { mkdtemp } from "node:fs/promises";
import path from "node:path";
import { REPO } from "./lib/api.ts";
import { checkoutBody, findTarget } from "./lib/checkout-target.ts";
import { warmUp } from "./lib/checkout-rounds.ts";
import { runBench } from "./lib/cleanup.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { freePort, startServer, HOST } from "./lib/process.ts";
import autocannon from "autocannon";

runBench(async () => {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL!);
  const tmp = await mkdtemp(path.join(os.tmpdir(), "prof-"));
  const port = await freePort();
  const role = process.env.PROF_ROLE ?? "api";
  const api = await startServer({
    label: "api",
    command: process.execPath,
    args: [...(process.env.PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : []), path.join(REPO, "apps/api/dist/main.js"), `--role=${role}`],
    env: { ...process.env, PORT: String(port), HOST, PUBLIC_URL: `http://${HOST}:${port}`, DATA_DIR: tmp, SEED_DEMO: "true", LOG_LEVEL: "warn", DATABASE_URL: database.url, RATE_LIMIT_PAY: "100000000" },
    port,
    readyPath: "/readyz",
  });
  const target = await findTarget(api.url);
  const body = checkoutBody(target);
  await warmUp(api.url + "/api/v1/shop/checkout", body, 16);
  const cpu0 = Number((await import("node:fs")).readFileSync(`/proc/${api.pid}/stat`, "utf8").split(" ")[13]) + Number((await import("node:fs")).readFileSync(`/proc/${api.pid}/stat`, "utf8").split(" ")[14]);
  const sys0 = (await import("node:fs")).readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
  let n = 0;
  const r = await autocannon({
    url: api.url,
    connections: 16,
    duration: Number(process.env.SECS ?? 10),
    requests: [{ method: "POST", path: "/api/v1/shop/checkout", headers: { "content-type": "application/json" }, setupRequest: (req: any) => ({ ...req, headers: { ...req.headers, "idempotency-key": `k-${Date.now()}-${n++}-${Math.random()}` }, body }) }],
  });
  const st = (await import("node:fs")).readFileSync(`/proc/${api.pid}/stat`, "utf8").split(" ");
  const cpu1 = Number(st[13]) + Number(st[14]);
  const sys1 = (await import("node:fs")).readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
  const d = sys1.map((v, i) => v - sys0[i]!); const tot = d.reduce((a, b) => a + b, 0);
  console.log(`machine busy ${(100 * (tot - d[3]! - d[4]!) / tot).toFixed(0)}%, busy cpu ms per req ${((tot - d[3]! - d[4]!) * 10 / r.requests.total).toFixed(2)}`);
  console.log(`req/s ${r.requests.average}, total ${r.requests.total}, non2xx ${r.non2xx}, cpu ${(cpu1 - cpu0) * 10} ms, per req ${((cpu1 - cpu0) * 10 / r.requests.total).toFixed(2)} ms`);
  await api.stop();
});
