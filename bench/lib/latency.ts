// Latency of a list request as the back office sends it: one request after another with the
// user's token, a few unmeasured first, the answer checked for a list (an error page or a 401
// would otherwise be timed as a fast answer).

export interface Latency {
  p50: number;
  p95: number;
  /** Rows on the last answer. */
  rows: number;
}

/** p50 and p95 (ms) of `n` GETs of `url` one after another, after three unmeasured ones. */
export async function listLatency(url: string, token: string, n: number): Promise<Latency> {
  const headers = { authorization: `Bearer ${token}` };
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { list?: unknown[] };
    if (res.status !== 200 || !Array.isArray(body.list))
      throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - t0, rows: body.list.length };
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < n; i++) {
    const r = await once();
    times.push(r.ms);
    rows = r.rows;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), rows };
}
