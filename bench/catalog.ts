import { availableParallelism, loadavg } from "node:os";
import { isDeepStrictEqual } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { sql } from "drizzle-orm";
import {
  type CatalogQuery,
  type CatalogSection,
  catalogQueryInput,
  NewCatalogQuerySchema,
  UsedCatalogQuerySchema,
} from "../contract/catalog.ts";
import { openDatabase } from "../server/db/client.ts";
import { insertCatalog } from "../server/db/seed/catalog.ts";
import { DEFAULT_CATALOG_SIZE, generateCatalog } from "../server/db/seed/catalog-data/generate.ts";
import { loadCatalogData } from "../server/domain/catalog/catalog-data.ts";
import { type CatalogService, createCatalogService } from "../server/domain/catalog/catalog-service.ts";
import { type ListFacts, listFacts, sqlListFacts } from "../server/testing/catalog-sql.ts";

/**
 * `npm run bench:catalog`: filtering + every facet count + ranges + one page, over a 100 000-vehicle catalogue,
 * answered by the in-memory index (the catalogue service, as the API calls it) and by SQL on PGlite
 * (server/testing/catalog-sql.ts: one GROUP BY per facet with that facet's own selection removed, min/max per
 * range, count, page). Exits 1, naming the combinations, when the two disagree on any answer.
 * Env: SIZE (100000), QUERIES (6000 index queries), SQL_ROUNDS (3 rounds of the mix on SQL), SEED.
 */
const SIZE = Number(process.env.SIZE ?? 100_000);
const QUERIES = Number(process.env.QUERIES ?? 6000);
const SQL_ROUNDS = Number(process.env.SQL_ROUNDS ?? 3);
const SEED = Number(process.env.SEED ?? 2026);

const MIX: [CatalogSection, string][] = [
  ["cars", ""],
  ["cars", "brands=haval,chery,geely&bodies=crossover&prices_low=2000000&prices_high=3500000&sort=price_asc"],
  ["cars", "gears=cvt,robot&drives=awd&sort=payment_asc"],
  ["cars", "models=lada-vesta,lada-granta,lada-iskra&colors=white,silver"],
  ["cars", "fuels=hybrid,electric,diesel&powers_low=150&sort=power_desc"],
  ["cars", "types=compact,midsize&tag=special&page=3"],
  ["cars", "group=passenger&type=compact&brands=haval&prices_high=2500000&colors=white,black,grey"],
  ["trucks", "types=tractor&brands=sitrak,shacman,kamaz&sort=price_asc"],
  ["trucks", "bodies=isothermal,refrigerator&powers_high=200&page=2"],
  ["used", "cities=moscow,saint-petersburg&years_from=2020&years_to=2023&sort=year_desc"],
  ["used", "brands=toyota&wheels=right&mileage_high=150000"],
  ["used", "state=excellent&subtypes=lease-end,repossessed&prices_low=1000000&prices_high=3000000&sort=mileage_asc"],
  ["used", "identifier=XTA&sort=price_asc"],
  ["used", "page=10&sort=novelty"],
];

function parse(section: CatalogSection, query: string): CatalogQuery {
  const schema = section === "used" ? UsedCatalogQuerySchema : NewCatalogQuerySchema;
  return schema.parse(catalogQueryInput(new URLSearchParams(query)));
}

/** A full collection before a timed loop, so the loop measures queries and not the garbage of the set-up. */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const collectGarbage = () => gc();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 3 : 1)} ms`;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] ?? 0 };
}

async function answer(service: CatalogService, section: CatalogSection, query: CatalogQuery) {
  if (section === "cars") return service.cars(query);
  if (section === "trucks") return service.trucks(query);
  return service.used(query);
}

// ————— run —————

async function timeIt<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

console.log(`Catalogue benchmark: ${SIZE.toLocaleString("en")} vehicles, seed ${SEED}, Node ${process.version}`);

// Boot-time load of the default seed (what every `npm start` does).
{
  const database = await openDatabase({ dataDir: null });
  await insertCatalog(database.db, generateCatalog(DEFAULT_CATALOG_SIZE, SEED));
  const runs: string[] = [];
  for (let i = 0; i < 3; i++) {
    const service = createCatalogService(database.db);
    const [, ms] = await timeIt(() => service.ready());
    const s = service.stats();
    runs.push(`${ms.toFixed(0)} ms (read ${s?.loadMs} + build ${s?.buildMs})`);
  }
  console.log(`index load, default seed (${DEFAULT_CATALOG_SIZE} vehicles): ${runs.join("; ")}`);
  await database.close();
}

const mix = MIX.map(([section, query]) => ({ section, query, parsed: parse(section, query) }));

/** CPU time of this thread, ms (tick resolution: only meaningful over many queries). */
const threadMs = () => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};

/** The mixed 100 000-vehicle catalogue: correctness check, index timings, SQL timings. Scoped so its memory is freed after. */
async function mixedBenchmark() {
  const database = await openDatabase({ dataDir: null });
  const [catalog, genMs] = await timeIt(async () => generateCatalog(SIZE, SEED));
  const [, insertMs] = await timeIt(() => insertCatalog(database.db, catalog));
  catalog.vehicles.length = 0; // let the generated rows go: the index keeps its own records
  await database.db.execute(sql`analyze`);
  const service = createCatalogService(database.db);
  const [, loadMs] = await timeIt(() => service.ready());
  const built = service.stats();
  console.log(
    `generate ${genMs.toFixed(0)} ms; insert into PGlite ${(insertMs / 1000).toFixed(1)} s; index load ${loadMs.toFixed(0)} ms (read ${built?.loadMs} + build ${built?.buildMs}); sections ${JSON.stringify(built?.vehicles)}`,
  );

  // Correctness first: timing an index that answers wrongly would mean nothing.
  const trimOrder = (await loadCatalogData(database.db)).dict.complectation.map((entry) => entry.slug);
  const disagreements: string[] = [];
  for (const m of mix) {
    const viaIndex = listFacts(await answer(service, m.section, m.parsed));
    const viaSql = await sqlListFacts(database.db, m.section, m.parsed, trimOrder);
    const parts = (Object.keys(viaSql) as (keyof ListFacts)[]).filter(
      (part) => !isDeepStrictEqual(viaIndex[part], viaSql[part]),
    );
    if (parts.length > 0) disagreements.push(`${m.section}?${m.query}: ${parts.join(", ")}`);
  }
  if (disagreements.length > 0) {
    console.error(
      `FAILED: the index and SQL disagree on ${disagreements.length} of ${mix.length} combinations (${SIZE} vehicles, seed ${SEED}):\n  ${disagreements.join("\n  ")}`,
    );
    process.exit(1);
  }
  console.log(
    `index and SQL agree on the total, facet counts, ranges, tags, trims and page of all ${mix.length} combinations`,
  );

  // Index path: warm up, then QUERIES queries round-robin over the mix.
  for (let i = 0; i < 300; i++) {
    const m = mix[i % mix.length] as (typeof mix)[number];
    await answer(service, m.section, m.parsed);
  }
  collectGarbage();
  const indexSamples: number[] = [];
  const perCombo = new Map<string, number[]>();
  const cpuBefore = threadMs();
  for (let i = 0; i < QUERIES; i++) {
    const m = mix[i % mix.length] as (typeof mix)[number];
    const started = performance.now();
    await answer(service, m.section, m.parsed);
    const ms = performance.now() - started;
    indexSamples.push(ms);
    const key = `${m.section}?${m.query}`;
    const list = perCombo.get(key) ?? [];
    list.push(ms);
    perCombo.set(key, list);
  }
  const cpuPerQuery = (threadMs() - cpuBefore) / QUERIES;

  // SQL path: the same mix, SQL_ROUNDS rounds (each answer is ~20 statements).
  const sqlSamples: number[] = [];
  for (let round = 0; round < SQL_ROUNDS; round++) {
    for (const m of mix) {
      const [, ms] = await timeIt(() => sqlListFacts(database.db, m.section, m.parsed, trimOrder));
      sqlSamples.push(ms);
    }
  }

  const idx = stats(indexSamples);
  const viaSql = stats(sqlSamples);
  console.log("\nper combination, index path (p50 / p99):");
  for (const [key, samples] of perCombo) {
    const s = stats(samples);
    console.log(`  ${fmt(s.p50).padStart(10)} / ${fmt(s.p99).padStart(10)}  ${key}`);
  }
  console.log(
    `\n${"path".padEnd(28)}${"queries".padStart(9)}${"p50".padStart(12)}${"p99".padStart(12)}${"max".padStart(12)}`,
  );
  console.log(
    `${"index (in-process)".padEnd(28)}${String(indexSamples.length).padStart(9)}${fmt(idx.p50).padStart(12)}${fmt(idx.p99).padStart(12)}${fmt(idx.max).padStart(12)}`,
  );
  console.log(
    `${"SQL on PGlite".padEnd(28)}${String(sqlSamples.length).padStart(9)}${fmt(viaSql.p50).padStart(12)}${fmt(viaSql.p99).padStart(12)}${fmt(viaSql.max).padStart(12)}`,
  );
  console.log(
    `ratio SQL/index: p50 ${(viaSql.p50 / idx.p50).toFixed(0)}×, p99 ${(viaSql.p99 / idx.p99).toFixed(0)}×; budget p99 < 5 ms: ${idx.p99 < 5 ? "met" : "MISSED"}; mean CPU per index query ${fmt(cpuPerQuery)}; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  );
  await database.close();
}

await mixedBenchmark();

// Worst case for one section: SIZE vehicles all in the new-car list, index only.
{
  const db1 = await openDatabase({ dataDir: null });
  await insertCatalog(db1.db, generateCatalog(SIZE, SEED + 1, { cars: 1, trucks: 0 }));
  const s1 = createCatalogService(db1.db);
  await s1.ready();
  const carsMix = mix.filter((m) => m.section === "cars");
  for (let i = 0; i < 200; i++) await s1.cars((carsMix[i % carsMix.length] as (typeof mix)[number]).parsed);
  collectGarbage();
  const samples: number[] = [];
  const cpu = threadMs();
  for (let i = 0; i < QUERIES / 2; i++) {
    const m = carsMix[i % carsMix.length] as (typeof mix)[number];
    const started = performance.now();
    await s1.cars(m.parsed);
    samples.push(performance.now() - started);
  }
  const perQuery = (threadMs() - cpu) / samples.length;
  const r = stats(samples);
  console.log(
    `one section of ${SIZE.toLocaleString("en")} new cars, index path, ${samples.length} queries: p50 ${fmt(r.p50)}, p99 ${fmt(r.p99)}, max ${fmt(r.max)}; mean CPU per query ${fmt(perQuery)}`,
  );
  await db1.close();
}

console.log(`heap used: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`);
