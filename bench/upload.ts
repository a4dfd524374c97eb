// Issue 3 upload bench: a 1 GiB file uploaded to the built server as one multipart request, with
// the server's resident memory sampled every 200 ms; then the same file downloaded. Streaming
// means the memory stays flat whatever the file size. BENCH_S3=1 stores into an s3rver bucket
// instead of STORAGE_DIR (s3rver runs in this process, so the sampled RSS is the server's alone).
// See bench/README.md.
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureApiBuilt, REPO, signIn, startApi, type ApiDatabase } from "./lib/api.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { mib, sampleRss } from "./lib/memory.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";
import { download, measured, upload } from "./lib/transfer.ts";

const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const SELLER = { email: "seller@sellwerk.test", password: "sellwerk-demo" };
const S3 = process.env.BENCH_S3 === "1";

// s3rver (a devDependency of the API, resolved from there) ships no types: the little used here.
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => { run(): Promise<AddressInfo>; close(): Promise<void> };

/** Starts s3rver with one bucket on disk under `dir`; answers the API's settings for it. */
async function startS3rver(dir: string): Promise<NodeJS.ProcessEnv> {
  const S3rver = createRequire(path.join(REPO, "apps/api/package.json"))("s3rver") as S3rverClass;
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "bench" }],
  });
  const { port } = await server.run();
  onCleanup("stop s3rver", () => server.close());
  return {
    STORAGE_S3_BUCKET: "bench",
    STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    STORAGE_S3_ACCESS_KEY_ID: "S3RVER",
    STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
  };
}

interface Transfer {
  backend: string;
  name: "upload" | "download";
  seconds: number;
  mbPerSecond: number;
  idleMiB: number;
  lowMiB: number;
  peakMiB: number;
  growthMiB: number;
  samples: number;
}

/** One server on one database: warm-up, idle memory, then the upload and the download. */
async function run(backend: string, db: ApiDatabase, storageEnv: NodeJS.ProcessEnv): Promise<Transfer[]> {
  const api = await startApi(db, `API (${backend})`, storageEnv);
  const token = await signIn(api.url, SELLER.email, SELLER.password);
  // Warm up the upload path (multipart, storage, JIT) with a small file, then let the heap settle.
  const warm = await upload(api.url, token, 1024 * 1024);
  if (warm.status !== 201) throw new Error(`warm-up upload answered ${warm.status}: ${warm.body}`);
  // Idle: the highest of 2 s of samples, so growth during the transfer is not flattered.
  const idleSampler = sampleRss(api.pid);
  await new Promise((r) => setTimeout(r, 2000));
  const idle = Math.max(...idleSampler.stop());

  const up = await measured(api.pid, () => upload(api.url, token, SIZE));
  if (up.result.status !== 201) throw new Error(`upload answered ${up.result.status}: ${up.result.body}`);
  const file = (JSON.parse(up.result.body) as { file: { id: number; size: number } }).file;
  if (file.size !== SIZE) throw new Error(`stored ${file.size} bytes, sent ${SIZE}`);

  const down = await measured(api.pid, () => download(`${api.url}/api/v1/files/${file.id}`, token));
  if (down.result.status !== 200 || down.result.bytes !== SIZE)
    throw new Error(`download answered ${down.result.status} with ${down.result.bytes} bytes`);
  await api.stop();

  return [
    { name: "upload" as const, run: up },
    { name: "download" as const, run: down },
  ].map(({ name, run: r }) => {
    const peak = Math.max(...r.samples);
    return {
      backend,
      name,
      seconds: r.seconds,
      mbPerSecond: SIZE / 1e6 / r.seconds,
      idleMiB: mib(idle),
      lowMiB: mib(Math.min(...r.samples)),
      peakMiB: mib(peak),
      growthMiB: mib(peak - idle),
      samples: r.samples.length,
    };
  });
}

runBench(async () => {
  if (!Number.isInteger(SIZE) || SIZE <= 0) throw new Error(`BENCH_UPLOAD_BYTES must be a positive integer`);
  ensureApiBuilt();
  const busyBefore = await cpuBusyPercent();
  if (busyBefore > 15)
    console.warn(
      `warning: the CPUs are ${busyBefore} % busy with other work; figures will be low and noisy\n`,
    );
  const tmp = await mkdtemp(path.join(os.tmpdir(), "sellwerk-bench-"));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));

  // The bytes go to STORAGE_DIR (a local folder) or the s3rver bucket; the database gets a row per file.
  const s3Env = S3 ? await startS3rver(path.join(tmp, "s3rver")) : undefined;
  const storageEnv = (name: string) => s3Env ?? { STORAGE_DIR: path.join(tmp, `files-${name}`) };
  const transfers = await run(
    "PGlite",
    { kind: "pglite", dataDir: path.join(tmp, "pglite") },
    storageEnv("pglite"),
  );
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const database = await createBenchDatabase(serverUrl);
    transfers.push(
      ...(await run(
        "PostgreSQL",
        { kind: "postgres", url: database.url, dataDir: path.join(tmp, "postgres") },
        storageEnv("postgres"),
      )),
    );
  }

  console.log(
    `\n${fmt.int(SIZE / 1024 ** 2)} MiB through one request each way, ${S3 ? "s3rver" : "local"} storage; idle RSS is the highest of 2 s after a 1 MiB warm-up upload\n`,
  );
  console.log(
    table(
      [
        "database",
        "transfer",
        "seconds",
        "MB/s",
        "idle RSS MiB",
        "RSS low",
        "RSS peak",
        "peak - idle",
        "samples",
      ],
      transfers.map((r) => [
        r.backend,
        r.name,
        r.seconds.toFixed(1),
        r.mbPerSecond.toFixed(0),
        fmt.int(r.idleMiB),
        fmt.int(r.lowMiB),
        fmt.int(r.peakMiB),
        fmt.int(r.growthMiB),
        String(r.samples),
      ]),
    ),
  );
  const results = writeResults(S3 ? "upload-s3" : "upload", {
    machine: machine(),
    cpuBusyBefore: busyBefore,
    bytes: SIZE,
    storage: S3 ? "s3rver" : "local",
    transfers,
  });
  console.log(`\nresults: ${results}`);
});
