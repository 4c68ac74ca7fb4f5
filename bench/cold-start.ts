import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProductionServer } from "../e2e/support/production-server.ts";

/**
 * `npm run bench:start`: time from process start until /readyz answers 200, for a first start
 * (empty data folder: PGlite initialisation, migrations, seed) and for a later start on the same folder.
 * Needs a production build (`npm run build`).
 */
const RUNS = Number(process.env.RUNS ?? 3);

async function timeStart(dataDir: string): Promise<number> {
  const server = await startProductionServer({ dataDir });
  await server.stop();
  return server.readyMs;
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
