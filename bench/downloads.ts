// Issue 5 download bench: a buyer downloads a 1 GiB file through their signed, expiring download
// link (GET /api/v1/shop/downloads/{order}/{digital}?expires&sig, no token) from the built server,
// with the server's resident memory sampled every 200 ms. The file is uploaded by the demo seller,
// added to the demo download product, and bought through the real sandbox checkout; the link comes
// from the order's deliveries answer once the delivery job has run. Streaming from storage means
// the memory stays flat whatever the file size. See bench/README.md.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ensureApiBuilt, signIn, startApi, type ApiDatabase } from "./lib/api.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { mib, sampleRss } from "./lib/memory.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";
import { download, measured, upload } from "./lib/transfer.ts";

const SIZE = Number(process.env.BENCH_DOWNLOAD_BYTES ?? 1024 ** 3);
const SELLER = { email: "seller@sellwerk.test", password: "sellwerk-demo" };
const FILENAME = "bench-download.bin";
/** The delivery job runs in the server's own worker; it has this long to deliver the order. */
const DELIVERY_WAIT_MS = 30_000;

async function json<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** The demo seller's published download and its one-time card plan. */
async function demoDownload(url: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const me = await json<{ user?: { username: string }; username?: string }>(
    await fetch(`${url}/api/v1/app/user`, { headers }),
    "the user",
  );
  const username = me.user?.username ?? me.username ?? "";
  const products = await json<{ list: { id: number; slug: string; form: string; state: string }[] }>(
    await fetch(`${url}/api/v1/cabinet/products?per=30`, { headers }),
    "the product list",
  );
  const product = products.list.find((p) => p.form === "download" && p.state === "published");
  if (!product) throw new Error("the demo seed has no published download");
  const view = await json<{ plans: { id: number; form: string; payment_methods: string[] }[] }>(
    await fetch(`${url}/api/v1/shop/${username}/products/${product.slug}/checkout`),
    "the checkout page data",
  );
  const plan = view.plans.find((p) => p.form === "one_time" && p.payment_methods.includes("card"));
  if (!plan) throw new Error("the demo download has no one-time card plan");
  return { productId: product.id, planId: plan.id };
}

/** Uploads the big file as the seller and adds it to the product's files. */
async function addBigFile(url: string, token: string, productId: number): Promise<void> {
  const uploaded = await upload(url, token, SIZE, FILENAME);
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${uploaded.body}`);
  const file = (JSON.parse(uploaded.body) as { file: { id: number; size: number } }).file;
  if (file.size !== SIZE) throw new Error(`stored ${file.size} bytes, sent ${SIZE}`);
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const digitals = await json<{ product_version: number }>(
    await fetch(`${url}/api/v1/cabinet/products/${productId}/digitals`, { headers }),
    "the product's files",
  );
  await json(
    await fetch(`${url}/api/v1/cabinet/products/${productId}/digitals`, {
      method: "POST",
      headers,
      body: JSON.stringify({ version: digitals.product_version, file_id: file.id }),
    }),
    "adding the file",
  );
}

/** A buyer's sandbox card purchase; answers the order token. */
async function buy(url: string, target: { productId: number; planId: number }): Promise<string> {
  const paid = await json<{ status: string; order_token: string }>(
    await fetch(`${url}/api/v1/shop/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({
        product_id: target.productId,
        pricing_plan_id: target.planId,
        payer: { email: "bench-buyer@example.com", first_name: "Bench", last_name: "Buyer", country: "DE" },
        payment_method: "card",
        payment_data: { card_number: "4242424242424242", exp: "12/34", cvc: "123" },
        accept_terms: true,
      }),
    }),
    "the checkout",
  );
  if (paid.status !== "paid") throw new Error(`the checkout ended ${paid.status}`);
  return paid.order_token;
}

/** The buyer's signed link to the big file, once the delivery job has delivered the order. */
async function signedLink(url: string, orderToken: string): Promise<string> {
  const until = Date.now() + DELIVERY_WAIT_MS;
  while (Date.now() < until) {
    const view = await json<{ downloads: { filename: string; url: string }[] }>(
      await fetch(`${url}/api/v1/shop/orders/${orderToken}/deliveries`),
      "the deliveries",
    );
    const link = view.downloads.find((d) => d.filename === FILENAME);
    if (link) return link.url;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the order was not delivered within ${DELIVERY_WAIT_MS / 1000} s`);
}

interface Run {
  backend: string;
  seconds: number;
  mbPerSecond: number;
  beforeMiB: number;
  lowMiB: number;
  peakMiB: number;
  afterMiB: number;
  growthMiB: number;
  samples: number;
}

/** Highest RSS over 2 s: the server's resting memory, not flattered by a lucky sample. */
async function restingRss(pid: number): Promise<number> {
  const sampler = sampleRss(pid);
  await new Promise((r) => setTimeout(r, 2000));
  return Math.max(...sampler.stop());
}

async function run(backend: string, db: ApiDatabase, storageDir: string): Promise<Run> {
  const api = await startApi(db, `API (${backend})`, { STORAGE_DIR: storageDir });
  const token = await signIn(api.url, SELLER.email, SELLER.password);
  const target = await demoDownload(api.url, token);
  await addBigFile(api.url, token, target.productId);
  const link = await signedLink(api.url, await buy(api.url, target));
  // Warm up the download path (signature, order and delivery lookup, storage read) with a range.
  const warm = await fetch(`${api.url}${link}`, { headers: { range: "bytes=0-1048575" } });
  if (warm.status !== 206) throw new Error(`warm-up range answered ${warm.status}`);
  await warm.arrayBuffer();

  const before = await restingRss(api.pid);
  const got = await measured(api.pid, () => download(`${api.url}${link}`));
  if (got.result.status !== 200 || got.result.bytes !== SIZE)
    throw new Error(`the download answered ${got.result.status} with ${got.result.bytes} bytes`);
  const after = await restingRss(api.pid);
  await api.stop();
  const peak = Math.max(...got.samples);
  return {
    backend,
    seconds: got.seconds,
    mbPerSecond: SIZE / 1e6 / got.seconds,
    beforeMiB: mib(before),
    lowMiB: mib(Math.min(...got.samples)),
    peakMiB: mib(peak),
    afterMiB: mib(after),
    growthMiB: mib(peak - before),
    samples: got.samples.length,
  };
}

runBench(async () => {
  if (!Number.isInteger(SIZE) || SIZE <= 0)
    throw new Error(`BENCH_DOWNLOAD_BYTES must be a positive integer`);
  ensureApiBuilt();
  const busyBefore = await cpuBusyPercent();
  if (busyBefore > 15)
    console.warn(
      `warning: the CPUs are ${busyBefore} % busy with other work; figures will be low and noisy\n`,
    );
  const tmp = await mkdtemp(path.join(os.tmpdir(), "sellwerk-bench-downloads-"));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));

  const runs = [
    await run(
      "PGlite",
      { kind: "pglite", dataDir: path.join(tmp, "pglite") },
      path.join(tmp, "files-pglite"),
    ),
  ];
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const database = await createBenchDatabase(serverUrl);
    runs.push(
      await run(
        "PostgreSQL",
        { kind: "postgres", url: database.url, dataDir: path.join(tmp, "postgres") },
        path.join(tmp, "files-postgres"),
      ),
    );
  }

  console.log(
    `\n${fmt.int(SIZE / 1024 ** 2)} MiB downloaded by a buyer through one signed link (local storage); RSS before and after are the highest of 2 s at rest\n`,
  );
  console.log(
    table(
      [
        "database",
        "seconds",
        "MB/s",
        "RSS before MiB",
        "RSS low",
        "RSS peak",
        "RSS after",
        "peak - before",
        "samples",
      ],
      runs.map((r) => [
        r.backend,
        r.seconds.toFixed(1),
        r.mbPerSecond.toFixed(0),
        fmt.int(r.beforeMiB),
        fmt.int(r.lowMiB),
        fmt.int(r.peakMiB),
        fmt.int(r.afterMiB),
        fmt.int(r.growthMiB),
        String(r.samples),
      ]),
    ),
  );
  const results = writeResults("downloads", {
    machine: machine(),
    cpuBusyBefore: busyBefore,
    bytes: SIZE,
    runs,
  });
  console.log(`\nresults: ${results}`);
});
