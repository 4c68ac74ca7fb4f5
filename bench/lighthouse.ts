import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openLighthouse, type PageReport } from "../e2e/support/lighthouse.ts";
import { startProductionServer } from "../e2e/support/production-server.ts";

/**
 * `npm run bench:lighthouse [path…]`: Lighthouse performance of public pages on the production build (run
 * `npm run build` first), mobile profile with simulated slow 4G and a 4× slower CPU. RUNS (3) runs per page;
 * prints the median score and metrics, the median run's metrics below full marks, and the load average (the
 * numbers follow the machine: a benchmark, not a test).
 */
const RUNS = Number(process.env.RUNS ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), "leasing-bench-lh-"));
const server = await startProductionServer({ dataDir });
const lighthouse = await openLighthouse();

const cars = (await (await fetch(`${server.url}/api/catalog/cars/`)).json()) as { items: { key: string }[] };
// An article: the first one the news list links to.
const pressList = await (await fetch(`${server.url}/press/`)).text();
const article = pressList.match(/href="(\/press\/[^"/?#]+\/)"/)?.[1] ?? "/press/";
const args = process.argv.slice(2);
const PAGES =
  args.length > 0 ? args : ["/", "/catalog/cars", `/catalog/vehicle/${cars.items[0]?.key}`, "/calculator", article];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (n: number) => `${Math.round(n)} ms`.padStart(9);

console.log(
  `${RUNS} run(s) per page, medians\n`,
  "page".padEnd(40),
  "score".padStart(6),
  "FCP".padStart(9),
  "LCP".padStart(9),
  "TBT".padStart(9),
  "SI".padStart(9),
  "CLS".padStart(7),
);
try {
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  for (const page of PAGES) {
    const reports: PageReport[] = [];
    for (let run = 0; run < RUNS; run++) reports.push(await lighthouse.audit(`${server.url}${page}`, ["performance"]));
    const metric = (id: string) => median(reports.map((r) => r.metrics[id] ?? Number.NaN));
    console.log(
      page.slice(0, 40).padEnd(41),
      String(Math.round(median(reports.map((r) => r.scores.performance ?? 0)) * 100)).padStart(6),
      ms(metric("first-contentful-paint")),
      ms(metric("largest-contentful-paint")),
      ms(metric("total-blocking-time")),
      ms(metric("speed-index")),
      metric("cumulative-layout-shift").toFixed(3).padStart(7),
    );
    // What cost the median run its points (metrics below full marks), so a number comes with its reason.
    const byScore = [...reports].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    for (const line of byScore[Math.floor(byScore.length / 2)]?.failing ?? []) console.log(`${"".padEnd(4)}${line}`);
  }
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
} finally {
  await lighthouse.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
