import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./vite-precompress.ts";
import { fileURLToPath } from "node:url";

// The back-office build: apps/web/dist, served by the API in production. In development the
// Vite server forwards API and health calls to the API on :3000, so both share one origin.
const api = process.env.SELLWERK_API_URL ?? "http://localhost:3000";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Pages stay one lazy chunk each; libraries and the shared app shell are grouped, so the
        // first page load fetches a handful of files instead of one per Mantine component.
        codeSplitting: {
          groups: [
            {
              // The rich-text editor and the upload drop zone are needed by the product editor
              // only; they load with it instead of with every page.
              name: "editor",
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|@mantine[\\/](tiptap|dropzone)|linkifyjs|orderedmap|rope-sequence|w3c-keyname|react-dropzone|file-selector|attr-accept|@popperjs|tippy\.js)[\\/]/,
              priority: 1.5,
            },
            {
              // The chart library (recharts and what it brings) is drawn on the seller's home only.
              name: "charts",
              test: /node_modules[\\/](@mantine[\\/]charts|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|eventemitter3|decimal\.js-light|@standard-schema)[\\/]/,
              priority: 1.5,
            },
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: "mantine",
              test: /node_modules[\\/](@mantine[\\/](?!tiptap|dropzone|charts)[a-z-]+|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es|aria-hidden)[\\/]/,
              priority: 2,
            },
            { name: "vendor", test: /node_modules[\\/]/, priority: 1 },
            {
              name: "shared",
              test: /apps[\\/]web[\\/]src[\\/](app|api|ui|i18n)[\\/]|packages[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/healthz": { target: api },
    },
  },
});
