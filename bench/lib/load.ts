import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  /** Average requests per second over the run. */
  reqPerSec: number;
  latencyAvgMs: number;
  latencyP99Ms: number;
  requests: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  seconds: number;
  connections?: number;
  headers?: Record<string, string>;
  /** A short unmeasured run first, so the figures are the JIT-warm steady state. */
  warmupSeconds?: number;
}

/** One fixed-duration autocannon run; any error, timeout or non-2xx answer fails the bench. */
export async function load(o: LoadOptions): Promise<LoadResult> {
  const connections = o.connections ?? 16;
  const headers = o.headers ?? {};
  const warmup = o.warmupSeconds ?? 1;
  if (warmup > 0) await autocannon({ url: o.url, connections, duration: warmup, headers });

  // autocannon's own histogram keeps whole milliseconds (a 0.3 ms answer counts as 0 ms), too
  // coarse for a hello world; the exact response times come with its "response" event.
  const times: number[] = [];
  const run = autocannon({ url: o.url, connections, duration: o.seconds, headers });
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
    latencyP99Ms: round(sorted[Math.ceil(0.99 * sorted.length) - 1]!),
    requests: sorted.length,
  };
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;
