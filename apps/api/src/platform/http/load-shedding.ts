import { getHeapStatistics } from "node:v8";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import underPressure from "@fastify/under-pressure";
import type { Config } from "../../config.ts";
import { AppError } from "./errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The request may charge a buyer (checkout, paying a draft order, upsells): bounded in flight
     * per process on its own, see installLoadShedding. Set through `payLimit` (rate-limit.ts).
     */
    paymentAttempt?: boolean;
  }
}

/** How long an overloaded process asks clients to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** Probes answer whatever the load: a load balancer must not take a busy process for a dead one. */
const PROBES = new Set(["/healthz", "/readyz"]);

function shed(reply: FastifyReply): AppError {
  void reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  return new AppError("MS_UNAVAILABLE");
}

/** Counts requests between their start and the end of their answer (or the client leaving). */
function gauge(max: number) {
  let inFlight = 0;
  return {
    full: () => max > 0 && inFlight >= max,
    enter(reply: FastifyReply) {
      inFlight++;
      // "close" comes for a finished answer and for a client that went away alike.
      reply.raw.once("close", () => inFlight--);
    },
  };
}

/**
 * Under overload a request is refused at once with 503 MS_UNAVAILABLE and Retry-After, instead of
 * queueing until the client gives up. Refusing happens in onRequest, before the body is read and
 * before any work starts, so a refused checkout has done nothing and a buyer is never charged by
 * a request that then times out without an order; an accepted request is never cut off midway.
 *
 * - Requests in flight per process: at most `SHED_REQUESTS_IN_FLIGHT`; payment attempts at most
 *   `SHED_PAYMENTS_IN_FLIGHT` (each holds a database connection and waits on a provider, so a
 *   longer queue only adds latency). Counting is exact, so an idle process never refuses.
 * - The process itself: when the heap nears V8's limit, and (opt-in) when the event loop lags,
 *   mean delay above `SHED_EVENT_LOOP_DELAY_MS`. Off by default: the embedded database runs
 *   its queries on the event loop, and one long query would read as overload for a second.
 * The probes are never refused.
 */
export async function installLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  const { maxEventLoopDelayMs, maxRequestsInFlight, maxPaymentsInFlight } = config.shedding;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.95),
    retryAfter: RETRY_AFTER_SECONDS,
    // Resolving lets the request go on; rejecting answers the error through the error handler.
    pressureHandler: async (req: FastifyRequest, reply: FastifyReply, type: string, value?: number) => {
      if (PROBES.has(req.url)) return;
      req.log.warn({ pressure: type, value }, "shedding load");
      throw shed(reply);
    },
  });

  const requests = gauge(maxRequestsInFlight);
  const payments = gauge(maxPaymentsInFlight);
  app.addHook("onRequest", async (req, reply) => {
    if (PROBES.has(req.url)) return;
    const payment = req.routeOptions.config.paymentAttempt === true;
    if (requests.full() || (payment && payments.full())) {
      req.log.warn({ payment }, "shedding load: too many requests in flight");
      throw shed(reply);
    }
    requests.enter(reply);
    if (payment) payments.enter(reply);
  });
}
