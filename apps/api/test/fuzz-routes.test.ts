import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { givenPayerOrder } from "./support/given-payer.ts";
import {
  BAD_QUERY_VALUES,
  BAD_SEGMENTS,
  RAW_SEGMENTS,
  badMultipartBodies,
  badRawBodies,
  bodySchema,
  encodeSegment,
  plausible,
  seeded,
  wrongValues,
  type Json,
  type Random,
  type Schema,
} from "./support/fuzz.ts";

// Bad input over every route of the OpenAPI document: path values, query values and bodies of
// every wrong kind, anonymously and as the roles the route admits. Whatever the input, the answer
// must be a 4xx (or a success), never a 5xx. Deterministic for a seed (FUZZ_SEED picks another
// one to explore, FUZZ_ONLY=<path part> one route); bounded by sampling per operation.
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Bad values tried per path parameter, besides NUL which is always sent. */
const PER_SEGMENT = onServer ? 6 : 3;
/** Bad values tried per query parameter, besides NUL (lists have up to twenty parameters). */
const PER_QUERY = onServer ? 3 : 1;
/** Wrong values tried per body property (the properties themselves are all visited). */
const PER_PROPERTY = onServer ? 3 : 2;
/** Malformed raw bodies tried per caller (of the fourteen kinds). */
const RAW_BODIES = onServer ? 8 : 5;

type Who = "anonymous" | "seller" | "manager" | "payer" | "team_member" | "publisher";
type Access = TestPlatform["routes"][number]["access"];

let t: TestPlatform;
const tokens: Partial<Record<Who, string>> = {};
const emails: Partial<Record<Who, string>> = {};
/** A real value per path parameter name, so that one bad value at a time reaches deeper code. */
const known: Record<string, string> = {};

beforeAll(async () => {
  // Generous limits: a 429 would hide what the route does with the input behind it.
  t = await startTestPlatform({
    RATE_LIMIT_AUTH: "1000000",
    RATE_LIMIT_CHECK: "1000000",
    RATE_LIMIT_PAY: "1000000",
  });
  const seller = await givenSellingSeller(t.deps);
  const { product, plans } = await givenSellableProduct(t.deps, seller.id);
  const payer = await givenUser(t.deps, { profiles: ["payer"] });
  const order = await givenPayerOrder(t, { productId: product.id, planId: plans[0]!.id, payer });
  const manager = await givenUser(t.deps, { profiles: ["manager"] });
  const member = await givenUser(t.deps, { profiles: ["team_member"] });
  // The publisher area's routes admit only publishers: without one they would stop at the access check.
  const publisher = await givenUser(t.deps, { profiles: ["publisher"] });
  emails.publisher = publisher.email;
  emails.seller = seller.email;
  emails.payer = payer.email;
  emails.manager = manager.email;
  emails.team_member = member.email;
  for (const who of ["seller", "payer", "manager", "team_member", "publisher"] as const)
    tokens[who] = (await signIn(t.app, emails[who]!)).access_token;
  Object.assign(known, {
    id: String(product.id),
    product_id: String(product.id),
    username: seller.username,
    slug: product.slug,
    token: order.token,
    seller_id: String(seller.id),
    user_id: String(payer.id),
    order_id: String(order.id),
    provider: "stripe",
  });
});
afterAll(() => t.close());

describe("a NUL byte anywhere in a request", () => {
  it("is refused with 400, naming the field, instead of failing in the database", async () => {
    const seller = tokens.seller!;
    for (const url of ["/shop/%00/products/x/checkout", "/certificates/%00", `/shop/orders/a%00b`]) {
      const res = await call(t.app, "GET", url);
      expect([url, res.status, res.body.error.details?.[0]?.code]).toEqual([url, 400, "invalid_characters"]);
    }
    for (const [method, url] of [
      ["GET", "/payer/sellers/%00"],
      ["GET", "/payer/orders/%00"],
      ["POST", "/payer/orders/%00/deliveries/resend"],
    ] as const) {
      const res = await call(t.app, method, url, { token: tokens.payer! });
      expect([url, res.status, res.body.error.param]).toEqual([
        url,
        400,
        url.includes("sellers") ? "username" : "token",
      ]);
    }
    const query = await call(t.app, "GET", "/cabinet/orders", { token: seller, query: { query: "a\u0000" } });
    expect([query.status, query.body.error.param]).toEqual([400, "query"]);
    const body = await call(t.app, "PUT", "/cabinet/seller_profile", {
      token: seller,
      locale: "de",
      body: { profile: { company: { name: "x\u0000" } } },
    });
    expect(body.status).toBe(400);
    expect(body.body.error.details[0]).toMatchObject({
      param: "profile.company.name",
      code: "invalid_characters",
    });
    expect(body.body.error.message).toMatch(/unzulässiges Zeichen/);
    const key = await call(t.app, "PATCH", "/app/user", { token: seller, body: { "a\u0000": 1 } });
    expect([key.status, key.body.error.param]).toEqual([400, "a\u0000"]);
  });
});

/** The route's declared access, from the registry the app fills while routes register. */
function accessOf(method: string, openApiPath: string): Access | undefined {
  const url = openApiPath.replace(/\{(\w+)\}/g, ":$1");
  return t.routes.find((r) => r.method === method && r.url === url)?.access;
}

/**
 * Who sends an operation's requests, the first of them the whole set: a public route's anonymous
 * caller, or the first role a protected route admits. The others send a few (NUL in each path
 * parameter, one malformed body): anonymous calls of a protected route stop at the access check,
 * and a public route reads a token only to know who asks.
 */
function callers(access: Access): Who[] {
  // The health checks are outside /api, so not in the registry: public like the rest of them.
  if (access === "public" || access === undefined) return ["anonymous", "seller"];
  if (access === "user") return ["seller", "anonymous"];
  const roles = (["seller", "manager", "payer", "team_member", "publisher"] as const).filter((r) =>
    access.includes(r),
  );
  return [...(roles.length > 0 ? roles : (["seller"] as const)), "anonymous"];
}

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: Schema[];
  body: Schema | undefined;
  who: Who[];
}

const queryValue = (value: Json) => (typeof value === "string" ? value : JSON.stringify(value));

/** Every request of one operation: one bad value at a time, the rest plausible. */
function requestsOf(
  op: Operation,
  random: Random,
): (Omit<InjectOptions, "url"> & { url: string; who: Who })[] {
  const out: (Omit<InjectOptions, "url"> & { url: string; who: Who })[] = [];
  const pathWith = (bad: Record<string, string>) =>
    op.path.replace(/\{(\w+)\}\??/g, (_, name: string) => bad[name] ?? encodeSegment(known[name] ?? "1"));
  const plainQuery = Object.fromEntries(
    op.query.filter((q) => q.required).map((q) => [q.name as string, queryValue(plausible(q.schema))]),
  );
  const plainBody = op.body ? plausible(op.body) : undefined;
  const base = { method: op.method as InjectOptions["method"], query: plainQuery };
  const add = (who: Who, extra: Partial<InjectOptions> & { url: string }) =>
    out.push({ ...base, ...extra, who });
  const jsonBody = (body: Json) => ({
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
  const plain = plainBody === undefined ? {} : jsonBody(plainBody);

  for (const who of op.who) {
    const full = who === op.who[0];
    for (const name of op.params) {
      const values = full
        ? ["\u0000", ...random.sample(BAD_SEGMENTS.slice(1), PER_SEGMENT)].map(encodeSegment)
        : [encodeSegment("\u0000")];
      if (full) values.push(random.pick(RAW_SEGMENTS));
      for (const value of values) add(who, { url: pathWith({ [name]: value }), ...plain });
    }
    for (const q of full ? op.query : []) {
      for (const value of ["\u0000", ...random.sample(BAD_QUERY_VALUES.slice(1), PER_QUERY)])
        add(who, { url: pathWith({}), query: { ...plainQuery, [q.name as string]: value }, ...plain });
    }
    if (full) add(who, { url: pathWith({}), query: { ...plainQuery, unknown_parameter: "1" }, ...plain });
    if (op.method === "GET" || op.method === "HEAD") continue;
    const raws = random.sample(badRawBodies(), full ? RAW_BODIES : 1);
    // The upload route alone reads multipart: every broken form goes to it, with a valid purpose.
    if (full && op.method === "POST" && op.path === "/api/v1/cabinet/files")
      for (const raw of badMultipartBodies())
        add(who, {
          url: pathWith({}),
          query: { purpose: "digital" },
          payload: raw.payload,
          headers: { "content-type": raw.contentType },
        });
    for (const raw of raws)
      add(who, { url: pathWith({}), payload: raw.payload, headers: { "content-type": raw.contentType } });
    if (!full || !op.body) continue;
    add(who, { url: pathWith({}), ...jsonBody({}) });
    add(who, { url: pathWith({}), ...plain });
    const properties = (op.body.properties ?? {}) as Record<string, Schema>;
    for (const [name, schema] of Object.entries(properties)) {
      for (const value of random.sample(wrongValues(schema), PER_PROPERTY)) {
        const body = { ...(plainBody as Record<string, Json>), [name]: value };
        add(who, { url: pathWith({}), ...jsonBody(body) });
      }
    }
    add(who, {
      url: pathWith({}),
      ...jsonBody({ ...(plainBody as Record<string, Json>), unknown_field: "x" }),
    });
  }
  return out;
}

/**
 * The buyer pages the API renders: outside /api, so neither in the document nor in the route
 * registry, and listed here by hand (a new page belongs here too).
 */
const SERVER_PAGES = [
  "/s/{username}/{slug}",
  "/s/{username}/payment/{token}",
  "/s/{username}/payment/{token}/upsell",
  "/s/{username}/payment/{token}/manage",
  "/s/{username}/payment/{token}/deliveries",
  "/s/{username}/payment/{token}/sandbox/{challenge}",
  "/s/{username}/document/cancellation_terms",
  "/s/{username}/sign_in",
  "/certificates/{serial}",
];

describe("every route of the OpenAPI document (and every buyer page), given bad input", () => {
  it("answers 4xx (or succeeds), never 5xx", { timeout: 240_000 }, async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json<{
      paths: Record<string, Record<string, Schema>>;
    }>();
    const operations: Operation[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = (operation.parameters ?? []) as Schema[];
        operations.push({
          method: method.toUpperCase(),
          path: path.replace(/\?$/, ""),
          params: parameters.filter((p) => p.in === "path").map((p) => p.name as string),
          query: parameters.filter((p) => p.in === "query"),
          body: bodySchema(operation),
          who: callers(accessOf(method.toUpperCase(), path)),
        });
      }
    }
    // Nothing excluded silently: every /api route registered is in the document (HEAD routes are
    // Fastify's copies of the GET ones), except the document itself and the browsable docs'
    // static files, which read no input of ours.
    const documented = new Set(operations.map((o) => `${o.method} ${o.path.replace(/\{(\w+)\}/g, ":$1")}`));
    const undocumented = t.routes
      .filter((r) => r.method !== "HEAD" && !documented.has(`${r.method} ${r.url.replace(/\?$/, "")}`))
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !r.startsWith("GET /api/v1/docs") && r !== "GET /api/v1/openapi.json");
    expect(undocumented).toEqual([]);
    const pageQuery = ["locale", "ct_id", "preview"].map((name) => ({ name, schema: { type: "string" } }));
    for (const page of SERVER_PAGES) {
      expect(t.app.hasRoute({ method: "GET", url: page.replace(/\{(\w+)\}/g, ":$1") }), page).toBe(true);
      const params = [...page.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      operations.push({
        method: "GET",
        path: page,
        params,
        query: pageQuery,
        body: undefined,
        who: callers("public"),
      });
    }

    const random = seeded(SEED);
    const failures: string[] = [];
    let sent = 0;
    const statuses: Record<number, number> = {};
    const started = Date.now();
    const cpu = process.cpuUsage();
    // FUZZ_ONLY narrows a run to the operations whose path contains it, to explore one route.
    for (const op of operations.filter((o) => o.path.includes(process.env.FUZZ_ONLY ?? ""))) {
      const opStarted = Date.now();
      for (const request of requestsOf(op, random)) {
        const { who, ...options } = request;
        const send = () =>
          t.app.inject({
            ...options,
            headers: {
              ...options.headers,
              ...(who !== "anonymous" ? { authorization: `Bearer ${tokens[who]}` } : {}),
            },
          });
        const body = typeof options.payload === "string" ? ` body=${options.payload.slice(0, 120)}` : "";
        const query = options.query ? ` query=${JSON.stringify(options.query).slice(0, 120)}` : "";
        const described = `${options.method} ${options.url.slice(0, 160)} as ${who}${query}${body}`;
        sent += 1;
        try {
          let res = await send();
          // A route that ends sessions (sign-out, sign-out everywhere) ends this caller's too.
          if (res.statusCode === 401 && who !== "anonymous" && /ACCESS_TOKEN/.test(res.body)) {
            tokens[who] = (await signIn(t.app, emails[who]!)).access_token;
            res = await send();
          }
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500)
            failures.push(`${res.statusCode} ${described} -> ${res.body.slice(0, 160)}`);
        } catch (err) {
          // No answer at all (a connection torn down mid-response) is as bad as a 5xx.
          failures.push(`no answer: ${described} -> ${String(err)}`);
        }
      }
      if (process.env.FUZZ_VERBOSE)
        console.info(`fuzz: ${op.method} ${op.path} ${Date.now() - opStarted} ms`);
    }
    console.info(
      `fuzz: ${operations.length} operations, ${sent} requests, seed ${SEED}, ${Date.now() - started} ms (${Math.round(process.cpuUsage(cpu).user / 1000)} ms CPU), ${failures.length} 5xx; answers ${JSON.stringify(statuses)}`,
    );
    expect(failures).toEqual([]);
  });
});
