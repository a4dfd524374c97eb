import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) next to every text file under
 * `dir`, so the API serves them without compressing per request (@fastify/static
 * `preCompressed`). A variant that is not smaller than the original is not written: the
 * original goes out then. Source maps are left alone (only developer tools fetch them).
 */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
}

/** Precompresses the build's output once it is written (each Vite build its own outDir). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "sellwerk-precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await precompressDir(path.resolve(config.root, config.build.outDir));
    },
  };
}
