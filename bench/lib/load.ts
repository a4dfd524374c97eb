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
  const r = await autocannon({ url: o.url, connections, duration: o.seconds, headers });
  if (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0) {
    throw new Error(`${o.name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers`);
  }
  return {
    name: o.name,
    url: o.url,
    connections,
    seconds: o.seconds,
    reqPerSec: Math.round(r.requests.average),
    latencyAvgMs: r.latency.average,
    latencyP99Ms: r.latency.p99,
    requests: r.requests.total,
  };
}
