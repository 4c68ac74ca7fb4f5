import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The import boundaries of ARCHITECTURE.md, checked on every lint run.
 * Biome has no rule that tells type-only imports apart per folder, so this small script does it.
 */
const root = resolve(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^"'`;]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

interface Rule {
  from: RegExp;
  to: RegExp;
  allowTypeOnly?: boolean;
  why: string;
}

const RULES: Rule[] = [
  { from: /^app\/(?!testing\/)/, to: /^server\//, allowTypeOnly: true, why: "app/ may import server/ as types only" },
  // The component tests' harness runs the real API in-process; it is test code and never reaches a bundle.
  {
    from: /^app\/testing\//,
    to: /^server\/(?!testing\/)/,
    allowTypeOnly: true,
    why: "app/testing/ reaches the server through server/testing/ only",
  },
  { from: /^contract\//, to: /^(app|server)\//, why: "contract/ depends on zod and core/ only" },
  { from: /^core\//, to: /^(app|server|contract)\//, why: "core/ is pure and depends on nothing of ours" },
  { from: /^server\//, to: /^app\//, why: "server/ never imports the UI" },
  {
    from: /^app\/(ui|store|lib)\//,
    to: /^app\/(features|routes)\//,
    why: "ui, store and lib sit below features and routes",
  },
  { from: /^app\/features\//, to: /^app\/routes\//, why: "features sit below routes" },
  { from: /^server\/(db|infra)\//, to: /^server\/(domain|api|http)\//, why: "db and infra sit below domain and api" },
  { from: /^server\/domain\//, to: /^server\/(api|http)\//, why: "domain knows nothing of HTTP" },
];

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || entry.name === "build") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

const problems: string[] = [];
for (const top of ["app", "server", "contract", "core"]) {
  if (!existsSync(join(root, top))) continue;
  for (const file of files(join(root, top))) {
    const from = relative(root, file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[3] ?? match[4];
      if (!spec?.startsWith(".")) continue;
      const to = relative(root, resolve(dirname(file), spec));
      const typeOnly = Boolean(match[2]);
      for (const rule of RULES) {
        if (rule.from.test(from) && rule.to.test(to) && !(rule.allowTypeOnly && typeOnly)) {
          problems.push(`${from} → ${to}: ${rule.why}`);
        }
      }
      const feature = /^app\/features\/([^/]+)\//;
      const [, a] = from.match(feature) ?? [];
      const [, b] = to.match(feature) ?? [];
      if (a && b && a !== b) problems.push(`${from} → ${to}: a feature does not import another feature`);
    }
  }
}

if (problems.length > 0) {
  process.stderr.write(`Import boundaries broken:\n${problems.map((p) => `  ${p}`).join("\n")}\n`);
  process.exit(1);
}
process.stdout.write("Import boundaries: ok\n");
