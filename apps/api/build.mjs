// Bundles the API for `npm start`: our TypeScript (api, domain, contracts) into one ESM file;
// npm packages stay external and load from node_modules as usual.
import { build } from "esbuild";

// `--outfile=dist/other.js` builds elsewhere (the crash test bundles its own copy from source).
const outfile = process.argv.find((a) => a.startsWith("--outfile="))?.slice("--outfile=".length);

await build({
  entryPoints: ["src/main.ts"],
  outfile: outfile ?? "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // The buyer pages' React components (apps/web/src/shop) are rendered by the API: JSX through
  // the automatic runtime; react and react-dom stay external like every npm package.
  jsx: "automatic",
  logLevel: "warning",
  plugins: [
    {
      name: "externalize-npm-packages",
      setup(b) {
        // The buyer pages' lazy browser chunks (Stripe.js) never run on the server: keep them, and
        // the browser-only packages they import, out of the API bundle.
        b.onResolve({ filter: /.*/ }, (args) =>
          args.kind === "dynamic-import" && /[\\/]web[\\/]src[\\/]shop[\\/]/.test(args.importer)
            ? { path: args.path, external: true }
            : undefined,
        );
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@sellwerk/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
