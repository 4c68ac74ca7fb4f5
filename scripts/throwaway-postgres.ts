import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A throw-away PostgreSQL on loopback from Debian's postgresql package, as `npm run test:pg` and the benches start
 * it: a fresh data folder in the temporary directory, trust authentication, no fsync; `stop` removes it all.
 */

export function pgBin(name: string): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const path = join(base, v, "bin", name);
    if (existsSync(path)) return path;
  }
  throw new Error(`PostgreSQL's ${name} was not found: install it with "apt-get install -y postgresql"`);
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? done(addr.port) : fail(new Error("no free port"))));
    });
  });
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): void;
}

export async function startThrowawayPostgres(
  opts: { maxConnections?: number; stdio?: "inherit" | "ignore" } = {},
): Promise<ThrowawayPostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "leasing-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, "data");
  // initdb refuses to run as root: the server runs as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const stdio = opts.stdio ?? "inherit";
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", pgBin(bin), ...args], { stdio })
      : execFileSync(pgBin(bin), args, { stdio });
  const stop = () => {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    } catch {
      // already stopped, or never started
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8"]);
    const max = opts.maxConnections ? ` -c max_connections=${opts.maxConnections}` : "";
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off${max}`,
      "start",
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
