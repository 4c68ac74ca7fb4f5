import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * `npm run test:pg`: starts a throw-away PostgreSQL on loopback (Debian's postgresql package)
 * and runs the API suite against it instead of PGlite.
 */
function pgBin(name: string): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const path = join(base, v, "bin", name);
    if (existsSync(path)) return path;
  }
  throw new Error(`PostgreSQL's ${name} was not found: install it with "apt-get install -y postgresql"`);
}

const port = await new Promise<number>((resolve) => {
  const srv = createServer().listen(0, "127.0.0.1", () => {
    const addr = srv.address();
    srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 55432));
  });
});
const dir = mkdtempSync(join(tmpdir(), "leasing-pg-"));
chmodSync(dir, 0o777);
const dataDir = join(dir, "data");
// initdb refuses to run as root: run the server as the postgres user then.
const asRoot = process.getuid?.() === 0;
const run = (bin: string, args: string[]) =>
  asRoot
    ? execFileSync("runuser", ["-u", "postgres", "--", pgBin(bin), ...args], { stdio: "inherit" })
    : execFileSync(pgBin(bin), args, { stdio: "inherit" });

let status = 1;
try {
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ]);
  const result = spawnSync("vitest", ["run", "server"], {
    stdio: "inherit",
    shell: true,
    env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
  });
  status = result.status ?? 1;
} finally {
  try {
    run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
