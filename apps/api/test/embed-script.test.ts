import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../web/vite-precompress.ts";
import { buildApp } from "../src/app.ts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";

// The embed script as a built file: other sites load it with <script src>, so it must be
// readable cross-origin (helmet says same-origin everywhere else), compressed, and cached for a
// while without being immutable (its URL never changes).

const webDist = mkdtempSync(path.join(os.tmpdir(), "sellwerk-embed-"));
const source = path.resolve(import.meta.dirname, "../../web/public/embed.js");
let t: TestPlatform;
let web: FastifyInstance;

beforeAll(async () => {
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Sellwerk</title>");
  copyFileSync(source, path.join(webDist, "embed.js"));
  await precompressDir(webDist);
  t = await startTestPlatform({ WEB_DIST: webDist });
  web = (await buildApp(t.deps)).app;
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("/embed.js", () => {
  it("is served compressed, cacheable for an hour, to any site", async () => {
    const res = await web.inject({
      method: "GET",
      url: "/embed.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("data-sellwerk-embed");
  });

  it("leaves every other file same-origin", async () => {
    const res = await web.inject({ method: "GET", url: "/some/page" });
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});
