import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes `.gz` and `.br` beside every browser asset (at the strongest settings, once, at build time), so the
 * server answers with them (`serveStatic({ precompressed: true })`) instead of sending JavaScript raw or
 * compressing it on every request. It reads the files once they are written: Vite still rewrites chunks in
 * its own generateBundle (preload lists), so the bundle's code is not final before then.
 * vite-plugin-compression2 was tried first: it also compressed the server build, whatever environment filter
 * it was given.
 */
export function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      const work = Object.keys(bundle)
        .filter((fileName) => COMPRESSIBLE.test(fileName))
        .map(async (fileName) => {
          const path = join(dir, fileName);
          const source = await readFile(path);
          if (source.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
            brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        });
      await Promise.all(work);
    },
  };
}
