import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * `npm run bench:bundle`: the JavaScript a browser downloads for each page's first load,
 * read from the production build (run `npm run build` first), raw and gzip-compressed.
 */
const PAGES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/login", "/account"];

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
  for (const file of files) {
    const bytes = readFileSync(join(buildDir, "client", file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log("page".padEnd(28), "files".padStart(6), "raw".padStart(10), "gzip".padStart(10));
for (const page of PAGES) {
  const matches = matchRoutes(routes, page) ?? [];
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[(match.route as Node).id];
    if (!route) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const { raw, gzip } = sizes(new Set([...files].map((f) => f.replace(/^\//, ""))));
  console.log(page.padEnd(28), String(files.size).padStart(6), kb(raw).padStart(10), kb(gzip).padStart(10));
}
