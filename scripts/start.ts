import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** `npm start`: builds when the build is missing or older than the sources, then starts the production server. */
const root = join(import.meta.dirname, "..");
const builtEntry = join(root, "build/server/index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ["app", "contract", "public"].map((d) => join(root, d)).filter(existsSync);
const stale = !existsSync(builtEntry) || Math.max(...sources.map(newestMtime)) > statSync(builtEntry).mtimeMs;
if (stale) {
  process.stdout.write("Сборка приложения…\n");
  const result = spawnSync("react-router", ["build"], { cwd: root, stdio: "inherit", shell: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/main.ts");
