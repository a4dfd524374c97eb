import http from "node:http";
import https from "node:https";
import type { OrdersController, PaymentsController } from "@paypal/paypal-server-sdk";
import { loadPayPal, type PayPalSdk } from "./paypal-sdk.ts";

// The PayPal SDK client of one seller's REST app. The SDK hard-codes its two base URLs (live and
// sandbox) and offers no custom base URL; it does pass `unstable_httpClientOptions` to axios, whose
// `transport` option is the hook for how a request leaves the process. With `apiBase` set, that
// transport sends the request, unchanged apart from its destination, to the given server; tests
// use it to answer PayPal's documented HTTP contracts from a local server.

export interface PayPalApi {
  orders: OrdersController;
  payments: PaymentsController;
  /** The loaded SDK, for its enums and error classes. */
  sdk: PayPalSdk;
}

export interface PayPalCredentials {
  clientId: string;
  clientSecret: string;
  sandbox: boolean;
}

/** axios' `transport`: `request(options, callback)` like node:http, called with the target's options. */
function transportTo(base: URL) {
  const send = base.protocol === "https:" ? https : http;
  const prefix = base.pathname.replace(/\/$/, "");
  return {
    request(
      options: http.RequestOptions,
      callback: (response: http.IncomingMessage) => void,
    ): http.ClientRequest {
      return send.request(
        {
          ...options,
          protocol: base.protocol,
          hostname: base.hostname,
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          path: `${prefix}${options.path ?? "/"}`,
          // The agent axios chose belongs to the original https target.
          agent: undefined,
        },
        callback,
      );
    },
  };
}

/** The SDK is loaded on the first call for a seller's app, not at start. */
export function createPayPalApiFactory(
  apiBase: URL | undefined,
): (credentials: PayPalCredentials) => Promise<PayPalApi> {
  // One client per REST app: the SDK keeps its OAuth token in the client and renews it on expiry.
  const apis = new Map<string, PayPalApi>();
  return async (credentials) => {
    const key = JSON.stringify([credentials.sandbox, credentials.clientId, credentials.clientSecret]);
    const sdk = await loadPayPal();
    const cached = apis.get(key);
    if (cached) return cached;
    const { Client, Environment, OrdersController, PaymentsController } = sdk;
    const client = new Client({
      environment: credentials.sandbox ? Environment.Sandbox : Environment.Production,
      clientCredentialsAuthCredentials: {
        oAuthClientId: credentials.clientId,
        oAuthClientSecret: credentials.clientSecret,
      },
      timeout: 30_000,
      httpClientOptions: {
        timeout: 30_000,
        // The SDK's retry wraps its error mapping, so it would retry every 4xx too (a decline three
        // times). retrying() below retries only what may succeed on a second try.
        retryConfig: { maxNumberOfRetries: 0 },
      },
      ...(apiBase ? { unstable_httpClientOptions: { transport: transportTo(apiBase) } } : {}),
    });
    const api = { orders: new OrdersController(client), payments: new PaymentsController(client), sdk };
    apis.set(key, api);
    return api;
  };
}

const RETRY_DELAYS_MS = [300, 1_000];

/**
 * Runs a PayPal call again after a network error, a 429 or a 5xx, up to twice. Safe for POSTs
 * because every POST we send carries a PayPal-Request-Id, which PayPal answers as a replay.
 */
export async function retrying<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      // Loaded already: the call that failed was the SDK's.
      const { ApiError, ArgumentsValidationError, ResponseValidationError } = await loadPayPal();
      // A request or answer the SDK's schema refuses will be refused again.
      const invalid = error instanceof ArgumentsValidationError || error instanceof ResponseValidationError;
      const status = error instanceof ApiError ? error.statusCode : undefined;
      const retryable = !invalid && (status === undefined || status === 429 || status >= 500);
      if (delay === undefined || !retryable) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
