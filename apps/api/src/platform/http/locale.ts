import type { FastifyRequest } from "fastify";
import { LOCALES, type Locale } from "@sellwerk/domain";

const isLocale = (v: string): v is Locale => (LOCALES as readonly string[]).includes(v);

/** The client sends X-Locale (spec: "locale headers sent"); browsers send Accept-Language. */
export function requestLocale(req: FastifyRequest): Locale {
  const explicit = req.headers["x-locale"];
  if (typeof explicit === "string") {
    const short = explicit.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  const accept = req.headers["accept-language"];
  if (typeof accept === "string") {
    for (const part of accept.split(",")) {
      const short = part.trim().slice(0, 2).toLowerCase();
      if (isLocale(short)) return short;
    }
  }
  return "en";
}
