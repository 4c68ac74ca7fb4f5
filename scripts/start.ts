import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** `npm start`: builds when the build is missing or older than the sources, then starts the production server. */
const root = join(import.meta.dirname, "..");
const builtEntry = join(root, "build/server/index.js");

function newestMtime(path: string): number {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

// Everything the browser and server bundles are made from, and how they are made.
const sources = [
  "app",
  "contract",
  "core",
  "public",
  "scripts/vite",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
]
  .map((p) => join(root, p))
  .filter(existsSync);
const stale = !existsSync(builtEntry) || Math.max(...sources.map(newestMtime)) > statSync(builtEntry).mtimeMs;
if (stale) {
  process.stdout.write("Сборка приложения…\n");
  const result = spawnSync("react-router", ["build"], { cwd: root, stdio: "inherit", shell: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// `npm start` on the embedded database, with nothing configured, is the README's try-it-out: it shows the demo
// accounts, and the banner says so and how to turn them off. A deployment (NODE_ENV=production, a DATABASE_URL)
// gets none unless it sets DEMO_DATA=on itself (server/env.ts).
if (process.env.NODE_ENV === undefined && process.env.DATABASE_URL === undefined) process.env.DEMO_DATA ??= "on";
// The server runs as in production either way (server/main.ts), and React picks its build by this variable when it
// is first imported: unset, it rendered every page with its development build, about 1.3 times the time.
process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
