import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: a NUL reaching a query fails there, as a 500.
 * No field of ours has a use for it, so it is refused at the door, once for every route, whatever
 * the part of the request (path, query or body; keys as well as values) and however the route's
 * schema reads it (some fields are free-form json).
 */
const NUL = "\u0000";

/**
 * Parsed JSON, form, path and query values (objects and arrays, whatever their prototype). A raw
 * body (a webhook's signed Buffer, a stream) is bytes, not text, and is left to its route.
 */
function isDecoded(value: unknown): value is object {
  if (value === null || typeof value !== "object") return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== "function";
}

/** A place holding a NUL (the first in reading order), named as validation errors name fields ("items.0.name"). */
export function findNul(value: unknown, root: string): string | undefined {
  // Iterative, so a hostile body nested thousands deep cannot exhaust the call stack here.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes(NUL)) return path || "body";
      continue;
    }
    if (!isDecoded(current)) continue;
    // Reversed onto the stack, so fields are visited in reading order.
    for (const [key, child] of Object.entries(current).reverse()) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return childPath;
      stack.push([child, childPath]);
    }
  }
  return undefined;
}

function refuseNul(req: FastifyRequest): void {
  const param =
    findNul(req.params, "") ??
    findNul(req.query, "") ??
    (req.body === undefined ? undefined : findNul(req.body, ""));
  if (param !== undefined) throw new AppError("INVALID_INPUT", { param, code: "invalid_characters" });
}

/** Refuses NUL in any decoded input before the route's schema (and so any query) sees it. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (req) => refuseNul(req));
}
