import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { errorMessage, isWebAppPath } from "@sellwerk/contracts";

/** The embed script third-party pages load (apps/web/public/embed.js), or its .br / .gz. */
const EMBED_SCRIPT = /^embed\.js(?:\.br|\.gz)?$/;

/**
 * Serves the built web app. Hashed assets are cached for a year; every other browser path gets
 * index.html and the client router decides. A path the app has no page for (WEB_APP_PATHS) gets
 * the same index.html with status 404, so the app still shows its 404 page and crawlers, link
 * checkers and monitors see the truth.
 * API paths that match no route answer the API's 404 body.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, "index.html");
  const hasWeb = existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz next to each file (apps/web/vite-precompress.ts).
      preCompressed: true,
      setHeaders(res, file) {
        if (EMBED_SCRIPT.test(path.basename(file))) {
          // Loaded by other sites' pages (affiliates' embeddable items): a stable URL, so cached
          // an hour rather than forever, and readable cross-origin despite helmet's same-origin.
          void res.header("cache-control", "public, max-age=3600");
          void res.header("cross-origin-resource-policy", "cross-origin");
          return;
        }
        void res.header(
          "cache-control",
          file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith("/api/") || req.url === "/api";
    if (hasWeb && !isApi && (req.method === "GET" || req.method === "HEAD")) {
      return reply
        .code(isWebAppPath(req.url) ? 200 : 404)
        .header("cache-control", "no-cache")
        .sendFile("index.html");
    }
    return reply
      .code(404)
      .send({ error: { code: "NOT_FOUND", message: errorMessage(req.locale ?? "en", "NOT_FOUND") } });
  });
  return hasWeb;
}
