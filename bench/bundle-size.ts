import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * `npm run bench:bundle [path…]`: the JavaScript a browser downloads for each page's first load, read from
 * the production build (run `npm run build` first): raw, gzip (level 9, what the budgets are set in) and
 * Brotli (quality 11, what the server sends browsers that take it; scripts/vite/precompress.ts).
 *
 * Without arguments it lists every route of the public site (under the site layout) with its budget, then the
 * sign-in page and the account for comparison, and exits with 1 when a public route is over its budget (ADR 013).
 * With paths it prints those pages only (budgeted when they are public).
 */
const PUBLIC_BUDGET_KB = 150;
const PUBLIC_LAYOUT = "routes/site/site-layout";
const EXTRA_PAGES = ["/login", "/account"];

const buildDir = resolve(import.meta.dirname, "../build");
const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
const manifest = build.assets;

type Node = RouteObject & { id: string };
function tree(parentId: string | undefined): Node[] {
  return Object.values(build.routes)
    .flatMap((r) => (r && r.parentId === parentId ? [r] : []))
    .map((r) => {
      const node = { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive } as Node;
      const children = tree(r.id);
      return children.length > 0 ? ({ ...node, children } as Node) : node;
    });
}
const routes = tree(undefined);

/** The route and its parents, root first. */
function chain(id: string): string[] {
  const ids: string[] = [];
  for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
    ids.unshift(route.id);
  }
  return ids;
}

/** A path the route answers: parameters filled with a sample value, optional ones left out. */
function samplePath(ids: string[]): string {
  const segments = ids.flatMap((id) => (build.routes[id]?.path ?? "").split("/")).filter(Boolean);
  const path = segments
    .filter((segment) => !segment.endsWith("?"))
    .map((segment) => (segment === "*" ? "no-such-page" : segment.startsWith(":") ? "x" : segment));
  return `/${path.join("/")}`;
}

const compressed = new Map<string, { raw: number; gzip: number; brotli: number }>();
function fileSizes(file: string) {
  let sizes = compressed.get(file);
  if (!sizes) {
    const bytes = readFileSync(join(buildDir, "client", file));
    sizes = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    compressed.set(file, sizes);
  }
  return sizes;
}

/** The entry, and each matched route's module with the chunks it imports: what a first visit loads. */
function pageFiles(routeIds: string[]): Set<string> {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return new Set([...files].map((file) => file.replace(/^\//, "")));
}

type Page = { path: string; routeIds: string[] };
const args = process.argv.slice(2);
const pages: Page[] =
  args.length > 0
    ? args.map((path) => ({ path, routeIds: (matchRoutes(routes, path) ?? []).map((m) => (m.route as Node).id) }))
    : [
        ...Object.keys(build.routes)
          .map(chain)
          .filter((ids) => ids.includes(PUBLIC_LAYOUT) && ids.at(-1) !== PUBLIC_LAYOUT)
          .map((ids) => ({ path: samplePath(ids), routeIds: ids })),
        ...EXTRA_PAGES.map((path) => ({
          path,
          routeIds: (matchRoutes(routes, path) ?? []).map((m) => (m.route as Node).id),
        })),
      ];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  "page".padEnd(36),
  "files".padStart(6),
  "raw".padStart(10),
  "gzip".padStart(10),
  "brotli".padStart(10),
  "  budget (gzip)",
);
const over: string[] = [];
for (const page of pages) {
  const files = pageFiles(page.routeIds);
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = fileSizes(file);
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  const budget = page.routeIds.includes(PUBLIC_LAYOUT) ? PUBLIC_BUDGET_KB : undefined;
  const share = budget === undefined ? 0 : total.gzip / (budget * 1024);
  if (budget !== undefined && share > 1) over.push(page.path);
  console.log(
    page.path.slice(0, 35).padEnd(36),
    String(files.size).padStart(6),
    kb(total.raw).padStart(10),
    kb(total.gzip).padStart(10),
    kb(total.brotli).padStart(10),
    budget === undefined ? "" : `  ${budget} KB: ${share <= 1 ? "met" : "OVER"} (${(share * 100).toFixed(1)} %)`,
  );
}
if (over.length > 0) {
  console.log(`\n${over.length} public page(s) over the ${PUBLIC_BUDGET_KB} KB budget: ${over.join(", ")}`);
  process.exitCode = 1;
}
