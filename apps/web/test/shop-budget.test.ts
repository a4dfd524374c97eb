import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { build } from "vite";
import { SHOP_ENTRIES, staticChunks, type ShopManifest } from "../src/shop/assets.ts";

// DESIGN §2: at most 90 KB of gzipped JavaScript on the checkout page. Builds the buyer pages
// with their real Vite config into a temporary folder (never a stale dist), follows the checkout
// entry and every chunk it imports statically, the way the server links them, and gzips each.

const BUDGET_BYTES = 90 * 1024;
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let outDir: string;
let manifest: ShopManifest;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), "sellwerk-shop-build-"));
  // Vitest runs with NODE_ENV=test, which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: path.join(webRoot, "vite.shop.config.ts"),
      mode: "production",
      logLevel: "silent",
      build: { outDir, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as ShopManifest;
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it("the checkout page loads at most 90 KB of gzipped JavaScript", () => {
  const chunks = staticChunks(manifest, SHOP_ENTRIES.checkout);
  const sizes = chunks.map((c) => {
    const code = readFileSync(path.join(outDir, c.file));
    return { file: c.file, raw: code.length, gzip: gzipSync(code).length, code: code.toString("utf8") };
  });
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  for (const s of sizes)
    console.log(`  ${s.file.padEnd(32)} ${(s.gzip / 1024).toFixed(1).padStart(6)} KB gz`);
  console.log(`checkout page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget 90 KB)`);

  expect(chunks.length).toBeGreaterThan(1);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  // Stripe.js and zod never load with the page itself: Stripe only when picked, zod never.
  for (const s of sizes) {
    expect(s.code, s.file).not.toContain("js.stripe.com");
    expect(s.code, s.file).not.toContain("ZodError");
    expect(s.code, s.file).not.toContain("@mantine");
  }
  expect(manifest[SHOP_ENTRIES.checkout]!.imports?.length).toBeGreaterThan(0);
});

it("the other pages' code stays out of the checkout's chunks", () => {
  const checkout = new Set(staticChunks(manifest, SHOP_ENTRIES.checkout).map((c) => c.file));
  for (const page of ["success", "upsell", "manage", "sandbox"] as const)
    expect(checkout.has(manifest[SHOP_ENTRIES[page]]!.file), page).toBe(false);
});
