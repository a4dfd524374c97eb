// Bundles the API for `npm start`: our TypeScript (api, domain, contracts) into one ESM file;
// npm packages stay external and load from node_modules as usual.
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externalize-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@sellwerk/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
