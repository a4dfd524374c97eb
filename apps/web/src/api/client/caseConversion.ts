// The API speaks snake_case, the web code camelCase (spec two §7). Conversion happens once, at the
// client boundary, so no component ever sees a snake_case key.

type Plain = Record<string, unknown>;

export function snakeToCamel(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_match, char: string) => char.toUpperCase());
}

export function camelToSnake(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

/** Only plain objects get their keys renamed: Dates, Blobs, FormData and class instances pass as they are. */
function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, rename));
  if (!isPlainObject(value)) return value;
  const out: Plain = {};
  for (const [key, inner] of Object.entries(value)) out[rename(key)] = convertKeys(inner, rename);
  return out;
}

export function keysToCamel<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeToCamel) as T;
}

export function keysToSnake<T = unknown>(value: unknown): T {
  return convertKeys(value, camelToSnake) as T;
}
