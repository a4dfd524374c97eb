// Request encodings: query strings for GET lists, JSON bodies by default, form-encoded bodies on
// request (spec two §7 names form encoding as the original default; our API accepts both).

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;

/** Empty values are left out so a cleared filter does not reach the server as `key=`. */
export function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value)) {
      // Repeated keys (a=1&a=2): what Fastify's query parser turns into an array.
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search;
}

function appendForm(form: URLSearchParams, prefix: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) {
    form.append(prefix, "");
  } else if (Array.isArray(value)) {
    value.forEach((item: unknown) => appendForm(form, `${prefix}[]`, item));
  } else if (value instanceof Date) {
    form.append(prefix, value.toISOString());
  } else if (typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) appendForm(form, `${prefix}[${key}]`, inner);
  } else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    form.append(prefix, String(value));
  }
}

/** Rails-style bracket notation (`user[first_name]=...`, `ids[]=1`) for nested form bodies. */
export function toFormBody(payload: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) appendForm(form, key, value);
  return form;
}
