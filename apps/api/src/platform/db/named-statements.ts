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

/** A text without parameters still worth preparing: one statement that is planned (no BEGIN, SET, DDL). */
const PLANNED_STATEMENT = /^\s*(WITH|SELECT|INSERT|UPDATE|DELETE)\b[^;]*;?\s*$/i;

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
    const [given, values] = args as [QueryConfigLike | string, unknown];
    const config = typeof given === "string" ? { text: given } : given;
    if (
      typeof config === "object" &&
      config !== null &&
      typeof config.submit !== "function" &&
      typeof config.text === "string" &&
      config.name === undefined &&
      this.worthNaming(config.text, values)
    ) {
      const name = nameOf(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  /** drizzle puts every value in a parameter: a text without any is BEGIN, COMMIT or a migration. */
  protected worthNaming(_text: string, values: unknown): boolean {
    return Array.isArray(values) && values.length > 0;
  }
}

/**
 * The job queue's connections (pg-boss's pool). pg-boss writes some values into its texts: the
 * fetch of a queue names the queue and the batch size inline, the same text on every poll. Those
 * are named too, when they are one planned statement, so each is parsed and planned once per
 * connection instead of on each of the 2–3 fetches a checkout's jobs cause (issue 11).
 */
export class JobQueueNamingClient extends NamingClient {
  protected override worthNaming(text: string, values: unknown): boolean {
    return super.worthNaming(text, values) || PLANNED_STATEMENT.test(text);
  }
}
