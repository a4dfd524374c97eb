import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  /** Average requests per second over the run. */
  reqPerSec: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  requests: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  seconds: number;
  connections?: number;
  headers?: Record<string, string>;
  /** Several paths (relative to url) taken in turn, e.g. different filters of one list. */
  paths?: string[];
  /** Requests with bodies (POST), each prepared per request (fresh Idempotency-Key …). */
  requests?: autocannon.Request[];
  /** A short unmeasured run first, so the figures are the JIT-warm steady state. */
  warmupSeconds?: number;
}

/** One fixed-duration autocannon run; any error, timeout or non-2xx answer fails the bench. */
export async function load(o: LoadOptions): Promise<LoadResult> {
  const connections = o.connections ?? 16;
  const headers = o.headers ?? {};
  const warmup = o.warmupSeconds ?? 1;
  const requests = o.requests ?? o.paths?.map((p) => ({ method: "GET" as const, path: p }));
  const options = { url: o.url, connections, headers, ...(requests ? { requests } : {}) };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });

  // autocannon's own histogram keeps whole milliseconds (a 0.3 ms answer counts as 0 ms), too
  // coarse for a hello world; the exact response times come with its "response" event.
  const times: number[] = [];
  const run = autocannon({ ...options, duration: o.seconds });
  run.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const r = await run;
  if (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0 || times.length === 0) {
    throw new Error(
      `${o.name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers, ${times.length} answers`,
    );
  }
  const sorted = Float64Array.from(times).sort();
  return {
    name: o.name,
    url: o.url,
    connections,
    seconds: o.seconds,
    reqPerSec: Math.round(r.requests.average),
    latencyAvgMs: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
    latencyP50Ms: percentile(sorted, 0.5),
    latencyP95Ms: percentile(sorted, 0.95),
    latencyP99Ms: percentile(sorted, 0.99),
    requests: sorted.length,
  };
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;
const percentile = (sorted: Float64Array, p: number) => round(sorted[Math.ceil(p * sorted.length) - 1]!);
