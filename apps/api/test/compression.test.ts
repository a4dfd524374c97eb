import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../web/vite-precompress.ts";
import { buildApp } from "../src/app.ts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { FINGERPRINT, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { upload } from "./support/multipart.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";

// What a browser gets over the wire: built files precompressed (brotli or gzip by its
// Accept-Encoding) with long cache lifetimes for hashed names, dynamic answers compressed above
// 1 KB, and file downloads byte for byte as stored.

const webDist = mkdtempSync(path.join(os.tmpdir(), "sellwerk-web-"));
// Text that compresses like real bundles do (repetitive), well above the 1 KB threshold.
const script = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = "${"x".repeat(i % 40)}";`,
).join("\n");
const indexHtml = `<!doctype html><html><head><title>Sellwerk</title></head><body>${"<div></div>".repeat(300)}</body></html>`;

let t: TestPlatform;
let web: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(webDist, "assets"));
  mkdirSync(path.join(webDist, "shop", ".vite"), { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), indexHtml);
  writeFileSync(path.join(webDist, "assets", "app-Ab12Cd34.js"), script);
  writeFileSync(path.join(webDist, "shop", "checkout-Ef56Gh78.js"), script);
  writeFileSync(path.join(webDist, "shop", ".vite", "manifest.json"), "{}");
  await precompressDir(webDist);
  t = await startTestPlatform({ WEB_DIST: webDist });
  // The test platform leaves the back-office out; this app over the same services serves it.
  web = (await buildApp(t.deps)).app;
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe("built files", () => {
  it("writes smaller brotli and gzip variants next to each text file", () => {
    const original = path.join(webDist, "assets", "app-Ab12Cd34.js");
    expect(brotliDecompressSync(readFileSync(`${original}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${original}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${original}.br`).length).toBeLessThan(Buffer.byteLength(script) / 3);
    // The manifest is read by the server only; small or not, nothing else is touched.
    expect(existsSync(path.join(webDist, "assets", "app-Ab12Cd34.js.map.br"))).toBe(false);
  });

  it("serves a hashed asset as brotli when accepted, immutable for a year", async () => {
    const res = await get(web, "/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(decoded(res)).toBe(script);
  });

  it("falls back to gzip, then to the plain file, each with its own validator", async () => {
    const gz = await get(web, "/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip" });
    const plain = await get(web, "/assets/app-Ab12Cd34.js");
    const br = await get(web, "/assets/app-Ab12Cd34.js", { "accept-encoding": "br" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gz)).toBe(script);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const etags = new Set([gz.headers.etag, plain.headers.etag, br.headers.etag]);
    expect(etags.size).toBe(3);
    const again = await get(web, "/assets/app-Ab12Cd34.js", {
      "accept-encoding": "gzip",
      "if-none-match": String(gz.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves the buyer pages' files the same way under /shop-assets/", async () => {
    const res = await get(t.app, "/shop-assets/checkout-Ef56Gh78.js", { "accept-encoding": "br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(decoded(res)).toBe(script);
  });

  it("serves index.html compressed but never cached without revalidation", async () => {
    for (const url of ["/", "/cabinet/products"]) {
      const res = await get(web, url, { "accept-encoding": "br, gzip" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-encoding"]).toBe("br");
      expect(decoded(res)).toBe(indexHtml);
    }
  });
});

describe("dynamic answers", () => {
  it("compresses large JSON with the client's preferred encoding, leaves small JSON alone", async () => {
    const big = await get(t.app, "/api/v1/openapi.json", { "accept-encoding": "gzip, br" });
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(big)).openapi).toMatch(/^3/);
    const gz = await get(t.app, "/api/v1/openapi.json", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const small = await get(t.app, "/healthz", { "accept-encoding": "br, gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ status: "ok" });
  });

  it("compresses the server-rendered checkout page", async () => {
    const seller = await givenSellingSeller(t.deps);
    const { product } = await givenSellableProduct(t.deps, seller.id);
    const url = `/s/${seller.username}/${product.slug}`;
    const res = await get(t.app, url, { "accept-encoding": "gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(decoded(res)).toContain(`>${product.name}</h1>`);
    // The page is encoded once for all its buyers (platform/http/encoded-body.ts), by preference.
    const br = await get(t.app, url, { "accept-encoding": "gzip;q=0.5, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    const plain = await get(t.app, url, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(decoded(br)).toBe(plain.body);
  });
});

describe("file downloads", () => {
  it("go out byte for byte as stored, whole or as a range, whatever the client accepts", async () => {
    const seller = await givenUser(t.deps, { profiles: ["seller"] });
    const token = (await signIn(t.app, seller.email)).access_token;
    // Compressible bytes with a type the compressor would otherwise take (text, octet-stream).
    const text = Buffer.from("line of notes\n".repeat(2000));
    const binary = Buffer.concat([Buffer.alloc(20_000, 1), randomBytes(100)]);
    for (const [filename, content] of [
      ["notes.txt", text],
      ["data.bin", binary],
    ] as const) {
      const up = await upload(t.app, token, "digital", [{ name: "file", filename, content }]);
      expect(up.status).toBe(201);
      const url = `/api/v1/files/${up.body.file.id}`;
      const headers = { authorization: `Bearer ${token}`, "accept-encoding": "br, gzip" };
      const whole = await get(t.app, url, headers);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers["content-encoding"]).toBeUndefined();
      expect(whole.headers["content-length"]).toBe(String(content.length));
      expect(whole.rawPayload.equals(content)).toBe(true);
      const part = await get(t.app, url, { ...headers, range: "bytes=100-1099" });
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-encoding"]).toBeUndefined();
      expect(part.rawPayload.equals(content.subarray(100, 1100))).toBe(true);
    }
  });
});

describe("request bodies", () => {
  it("are not decoded: a gzip body is refused as it came, not expanded", async () => {
    const user = await givenUser(t.deps, { profiles: ["seller"] });
    const body = JSON.stringify({ email: user.email, password: "correct horse", fingerprint: FINGERPRINT });
    const signIn = (payload: string | Buffer, encoding?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/app/session",
        headers: {
          "content-type": "application/json",
          ...(encoding ? { "content-encoding": encoding } : {}),
        },
        payload,
      });
    expect((await signIn(body)).statusCode).toBe(200);
    const encoded = await signIn(gzipSync(body), "gzip");
    expect(encoded.statusCode).toBeGreaterThanOrEqual(400);
    expect(encoded.statusCode).toBeLessThan(500);
  });
});
