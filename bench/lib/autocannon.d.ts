// autocannon ships no types and @types/autocannon is not installed: the subset the benches use.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Taken in turn by each connection. */
    requests?: Request[];
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send; answers the request to send (a fresh header, a new body). */
    setupRequest?: (req: Request) => Request;
  }
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  /** Emits "response" (client, statusCode, bytes, responseTimeMs) per answer; resolves when done. */
  interface Instance extends EventEmitter, PromiseLike<Result> {}
  function autocannon(options: Options): Instance;
  namespace autocannon {
    export type { Request };
  }
  export default autocannon;
}
