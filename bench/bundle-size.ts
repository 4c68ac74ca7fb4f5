import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * `npm run bench:bundle [path…]`: the JavaScript a browser downloads for each page's first load, read from
 * the production build (run `npm run build` first): raw, gzip (level 9, what the budgets are set in) and
 * Brotli (quality 11, what the server sends browsers that take it; scripts/vite/precompress.ts).
 */
const BUDGET_KB: Record<string, number> = {
  // Issue 3: a catalogue page with 24 cards.
  "/catalog/cars": 150,
  "/catalog/trucks": 150,
  "/catalog/used": 150,
  "/catalog/cars/haval": 150,
};
const DEFAULT_PAGES = [
  "/",
  ...Object.keys(BUDGET_KB),
  "/catalog/vehicle/x",
  "/compare",
  "/press",
  "/login",
  "/account",
];
const PAGES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PAGES;

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

function sizes(files: Set<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(buildDir, "client", file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  "page".padEnd(24),
  "files".padStart(6),
  "raw".padStart(10),
  "gzip".padStart(10),
  "brotli".padStart(10),
  "  budget (gzip)",
);
let over = 0;
for (const page of PAGES) {
  const matches = matchRoutes(routes, page) ?? [];
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[(match.route as Node).id];
    if (!route) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const { raw, gzip, brotli } = sizes(new Set([...files].map((f) => f.replace(/^\//, ""))));
  const budget = BUDGET_KB[page];
  const verdict =
    budget === undefined
      ? ""
      : `  ${budget} KB: ${gzip <= budget * 1024 ? "met" : "OVER"} (${((gzip / (budget * 1024)) * 100).toFixed(1)} %)`;
  if (budget !== undefined && gzip > budget * 1024) over++;
  console.log(
    page.padEnd(24),
    String(files.size).padStart(6),
    kb(raw).padStart(10),
    kb(gzip).padStart(10),
    kb(brotli).padStart(10),
    verdict,
  );
}
if (over > 0) console.log(`\n${over} page(s) over budget`);
