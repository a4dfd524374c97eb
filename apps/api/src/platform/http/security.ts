import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";

/** Helmet's default: a year, subdomains included. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Strict headers for every answer. Scripts only from our origin (no inline script anywhere);
 * inline styles are allowed because the UI library sets style attributes and CSS variables.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // blob: lets the back-office show a PDF it fetched with the seller's token (the design
        // step's ticket and certificate preview); an iframe cannot send that token itself.
        frameSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Sent below, only over TLS: RFC 6797 §7.2 forbids it on plain HTTP, where browsers ignore it.
    strictTransportSecurity: false,
  });
  // request.protocol is "https" on a TLS socket, or with TRUST_PROXY from X-Forwarded-Proto.
  app.addHook("onRequest", async (req, reply) => {
    if (req.protocol === "https") void reply.header("strict-transport-security", HSTS);
  });
}
