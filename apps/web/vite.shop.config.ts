import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./vite-precompress.ts";
import { fileURLToPath } from "node:url";
import { SHOP_ASSETS_BASE, SHOP_CSS_ENTRY, SHOP_ENTRIES } from "./src/shop/assets.ts";

// The buyer pages' browser build (DESIGN §2: server-rendered, a small hydration entry each, no
// Mantine). One entry per page keeps the checkout free of the other pages' code; shared code and
// React become common chunks, the stylesheet is one plain CSS file. The API reads the manifest
// (dist/shop/.vite/manifest.json) to link each page's files and serves them under /shop-assets/.
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: SHOP_ASSETS_BASE,
  plugins: [react(), precompress()],
  publicDir: false,
  build: {
    outDir: "dist/shop",
    emptyOutDir: true,
    assetsDir: "",
    manifest: true,
    target: "es2022",
    sourcemap: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: [SHOP_CSS_ENTRY, ...Object.values(SHOP_ENTRIES)],
      output: {
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 }],
        },
      },
    },
  },
});
