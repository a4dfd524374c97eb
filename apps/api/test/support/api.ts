import type { FastifyInstance } from "fastify";
import type { Session } from "@sellwerk/contracts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Call {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string | string[] | number | undefined>;
}

/** app.inject with the API's conventions: JSON, bearer token, locale header. */
export async function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    locale?: string;
    headers?: Record<string, string>;
    query?: Record<string, string | number>;
  } = {},
): Promise<Call> {
  const query = options.query
    ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
    : undefined;
  const res = await app.inject({
    method,
    url: `/api/v1${path}`,
    query,
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.locale ? { "x-locale": options.locale } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  return {
    status: res.statusCode,
    body: res.body ? (JSON.parse(res.body) as unknown) : undefined,
    headers: res.headers,
  };
}

export const FINGERPRINT = "test-device-0001";

export function signUpBody(overrides: Record<string, unknown> = {}) {
  const n = Math.random().toString(36).slice(2, 8);
  return {
    email: `user-${n}@example.com`,
    password: "correct horse",
    username: `user-${n}`,
    first_name: "Erika",
    last_name: "Mustermann",
    profile_type: "seller",
    locale: "en",
    company_size: "1-5",
    position: "founder",
    terms_accepted: true,
    ...overrides,
  };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = "correct horse",
): Promise<Session> {
  const res = await call(app, "POST", "/app/session", {
    body: { email, password, fingerprint: FINGERPRINT },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body as Session;
}
