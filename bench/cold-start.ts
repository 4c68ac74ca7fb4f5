import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * `npm run bench:start`: time from process start until /readyz answers 200, for a first start
 * (empty data folder: PGlite initialisation, migrations, seed) and for a later start on the same folder.
 * Needs a production build (`npm run build`).
 */
const root = resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.RUNS ?? 3);
const port = 3900;

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error("server did not start in 120 s");
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const first: number[] = [];
const later: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(join(tmpdir(), "leasing-bench-"));
  first.push(await timeStart(dir));
  later.push(await timeStart(dir));
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fmt = (xs: number[]) =>
  `median ${(median(xs) / 1000).toFixed(2)} s  (runs: ${xs.map((x) => (x / 1000).toFixed(2)).join(", ")})`;
console.log(`first start (init + migrate + seed): ${fmt(first)}`);
console.log(`later start (existing data):         ${fmt(later)}`);
console.log(`ratio first/later: ${(median(first) / median(later)).toFixed(1)}×`);
