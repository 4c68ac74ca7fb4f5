import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { ServerBuild } from "react-router";

/** The React Router server build in `buildDir` (`build/` of `npm run build`). */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
}

/**
 * The built browser files. Hashed file names: cache for a year. Other public files: an hour. Assets go out
 * as the build's Brotli or gzip copy when the browser takes it (ADR 015).
 */
export function serveBuiltAssets(site: Hono, buildDir: string): void {
  site.use(
    "/assets/*",
    serveStatic({
      root: resolve(buildDir, "client"),
      precompressed: true,
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  site.use(
    "*",
    serveStatic({
      root: resolve(buildDir, "client"),
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
    }),
  );
}
