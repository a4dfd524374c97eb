// Malformed requests generated from the OpenAPI document, for the fuzz test of every route
// (fuzz-routes.test.ts). Deterministic: every choice comes from one seeded generator.

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON schemas and bodies are untyped data here */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = Record<string, any>;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)]!;
    },
    /** Up to n distinct items, in a seeded order. */
    sample<T>(list: readonly T[], n: number): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}
export type Random = ReturnType<typeof seeded>;

/** Values no path segment of ours expects: decoded, each is sent percent-encoded. */
export const BAD_SEGMENTS: readonly string[] = [
  "\u0000",
  "a\u0000b",
  "x".repeat(3000),
  "ü😀中\u202e",
  "\ud800",
  "-1",
  "0",
  "99999999999999999999",
  "9223372036854775808",
  "1.5",
  "1e3",
  "0x10",
  "../../etc/passwd",
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  "%",
  " ",
  "null",
  "[]",
  "<script>alert(1)</script>",
];

/** Percent-encoded as a client would send it; a lone surrogate goes as the bytes of U+FFFD. */
export function encodeSegment(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

/** Segments sent as they are: broken percent-encoding and bytes that are no UTF-8. */
export const RAW_SEGMENTS: readonly string[] = [
  "%ED%A0%80",
  "%E0%A4%A",
  "%FF%FE",
  "%2e%2e%2f%2e%2e",
  "a%2Fb",
];

/** Query values of every wrong kind, whatever the parameter's type. */
export const BAD_QUERY_VALUES: readonly (string | string[])[] = [
  "\u0000",
  "abc",
  "-1",
  "1.5",
  "99999999999999999999",
  "1e400",
  "",
  "x".repeat(5000),
  ["1", "2"],
  "true",
  "2026-13-45",
  "' OR 1=1 --",
  "ü😀",
];

/** Bodies that are no valid JSON object at all, with the content type sent along. */
export function badRawBodies(): { payload: string; contentType: string }[] {
  const json = "application/json";
  return [
    { payload: "{not json", contentType: json },
    { payload: '{"a":', contentType: json },
    { payload: "null", contentType: json },
    { payload: "[]", contentType: json },
    { payload: '"text"', contentType: json },
    { payload: "12345678901234567890", contentType: json },
    { payload: "", contentType: json },
    { payload: "\u0000", contentType: json },
    { payload: `${"[".repeat(5000)}${"]".repeat(5000)}`, contentType: json },
    { payload: `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`, contentType: json },
    { payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}', contentType: json },
    { payload: "x=1&x=2&y[z]=3", contentType: "application/x-www-form-urlencoded" },
    { payload: "plain text", contentType: "text/plain" },
    { payload: "<a/>", contentType: "application/xml" },
  ];
}

/**
 * Broken multipart bodies for the upload route: no boundary, garbage, cut off, over the parser's
 * limits, prototype keys, NUL in names and fields.
 */
export function badMultipartBodies(): { payload: string; contentType: string }[] {
  const b = "fuzzboundary";
  const type = `multipart/form-data; boundary=${b}`;
  const field = (name: string, value: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (name: string, filename: string, content: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n${content}\r\n`;
  const end = `--${b}--\r\n`;
  return [
    { payload: file("file", "a.txt", "hello") + end, contentType: "multipart/form-data" },
    { payload: "not multipart at all", contentType: type },
    {
      payload: file("file", "a.txt", "hello") + end,
      contentType: `multipart/form-data; boundary=${"b".repeat(300)}`,
    },
    { payload: file("file", "a.txt", "hello") + end, contentType: "multipart/form-data; boundary=" },
    { payload: file("file", "a.txt", "hello"), contentType: type },
    {
      payload: `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhel`,
      contentType: type,
    },
    { payload: Array.from({ length: 20 }, (_, i) => field(`f${i}`, "1")).join("") + end, contentType: type },
    { payload: field("__proto__", "1") + file("file", "a.txt", "hello") + end, contentType: type },
    { payload: field("crop_x", "1\u0000") + file("file", "a.png", "x") + end, contentType: type },
    { payload: file("file", "a\u0000.txt", "hello") + end, contentType: type },
    { payload: file("file", "a.txt", "one") + file("file", "b.txt", "two") + end, contentType: type },
    { payload: file("other", "a.txt", "hello") + end, contentType: type },
    { payload: field("crop_w", "x".repeat(1000)) + file("file", "a.txt", "hello") + end, contentType: type },
  ];
}

/** The parts of a JSON schema that say what a value should be. */
function resolved(schema: Schema | undefined): Schema {
  if (!schema) return {};
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union?.length) return resolved(union.find((s) => s.type !== "null") ?? union[0]);
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return resolved({ ...schema.allOf[0], ...schema, allOf: undefined });
  return schema;
}

function typeOf(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
}

/** A plausible value of the schema: enough to get past the first checks to deeper code. */
export function plausible(schema: Schema | undefined, depth = 0): Json {
  const s = resolved(schema);
  if (s.const !== undefined) return s.const as Json;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0] as Json;
  if (s.default !== undefined) return s.default as Json;
  switch (typeOf(s) ?? (s.properties ? "object" : undefined)) {
    case "string": {
      if (s.format === "email") return "fuzz@example.com";
      if (s.format === "date-time") return "2030-01-01T10:00:00.000Z";
      if (s.format === "date") return "2030-01-01";
      if (s.format === "uri") return "https://example.com/";
      return "a".repeat(Math.max(1, Math.min(Number(s.minLength ?? 1), 64)));
    }
    case "integer":
    case "number":
      return typeof s.minimum === "number" && s.minimum > 0 ? s.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return depth > 4 || !s.minItems
        ? []
        : Array.from({ length: s.minItems as number }, () => plausible(s.items, depth + 1));
    case "object": {
      const out: Record<string, Json> = {};
      if (depth > 4) return out;
      for (const key of (s.required as string[] | undefined) ?? [])
        out[key] = plausible((s.properties as Record<string, Schema> | undefined)?.[key], depth + 1);
      return out;
    }
    default:
      return "a";
  }
}

/** Values of the wrong kind (or the right kind out of all bounds) for a property of the schema. */
export function wrongValues(schema: Schema | undefined): Json[] {
  const s = resolved(schema);
  const deep: Json = JSON.parse(`${'{"a":'.repeat(200)}1${"}".repeat(200)}`);
  const common: Json[] = [null, "\u0000", "a\u0000b", { a: "\u0000" }, deep, [[["x"]]], "ü😀\ud800"];
  switch (typeOf(s)) {
    case "string":
      return [...common, 12345, true, [], {}, "x".repeat(100_000), "' OR 1=1 --", "-2+3", "9".repeat(40)];
    case "integer":
    case "number":
      return [...common, "12", 1.5, -1, 0, 1e308, -1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, true, []];
    case "boolean":
      return [...common, "yes", 1, 0, []];
    case "array":
      return [...common, {}, "x", 1, Array.from({ length: 2000 }, () => "x"), [null], ["\u0000"], [{}]];
    case "object":
      return [...common, [], "x", 1, { "\u0000": 1 }, JSON.parse('{"__proto__":{"x":1}}') as Json];
    default:
      return [...common, 1, "x", [], {}];
  }
}

/** The object schema of a JSON request body, when the operation declares one. */
export function bodySchema(operation: Schema): Schema | undefined {
  return operation.requestBody?.content?.["application/json"]?.schema as Schema | undefined;
}
