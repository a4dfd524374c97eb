import { createHash } from "node:crypto";
import pg from "pg";

/**
 * How many different statement texts a process names (prepares once per connection). The platform
 * builds a few hundred shapes; texts beyond this (IN lists of every length, multi-row inserts of
 * every size) run unnamed as before, so a connection's prepared statements stay bounded.
 */
const MAX_NAMED_TEXTS = 2_000;

const names = new Map<string, string>();

/**
 * The statement's name: the same text always gets the same one, in every process. Once the bound
 * is reached, new texts are neither named nor remembered, so the map stays bounded too.
 */
function nameOf(text: string): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMED_TEXTS) return null;
  const name = `s_${createHash("sha1").update(text).digest("base64url")}`;
  names.set(text, name);
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * A pg client that sends every parameterised query as a named statement. PostgreSQL then parses
 * it once per connection instead of on every call, and after five calls may keep a generic plan
 * instead of planning again: the checkout's statements spent more time in parse and bind than in
 * execution (issue 11). drizzle builds the same text for the same query shape whatever the values,
 * so the platform's queries are named without naming each one. Plain texts without parameters
 * (BEGIN, COMMIT, migrations) go through unchanged.
 *
 * Off (DATABASE_NAMED_STATEMENTS=false) behind a pooler that does not keep prepared statements
 * across transactions (PgBouncer in transaction mode before 1.21).
 */
export class NamingClient extends pg.Client {
  // pg's overloads cannot be restated one by one; the arguments pass through unchanged but for the name.
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfigLike | string, unknown];
    if (
      typeof config === "object" &&
      config !== null &&
      typeof config.submit !== "function" &&
      typeof config.text === "string" &&
      config.name === undefined &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = nameOf(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
