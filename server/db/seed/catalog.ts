import { count } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  catalogBrands,
  catalogComplectations,
  catalogModels,
  catalogOptions,
  catalogVehicles,
} from "../schema/catalog.ts";
import {
  DEFAULT_CATALOG_SEED,
  DEFAULT_CATALOG_SIZE,
  type GeneratedCatalog,
  generateCatalog,
} from "./catalog-data/generate.ts";

/** Rows per INSERT: 25 columns × 1000 stays well under PostgreSQL's 65 535 parameters. */
const CHUNK = 1000;

/** Writes a catalogue (dictionaries and vehicles) in one transaction. Used by the seed, the benchmark and tests. */
export async function insertCatalog(db: Db, catalog: GeneratedCatalog): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(catalogOptions).values(catalog.options);
    await tx.insert(catalogBrands).values(catalog.brands);
    await tx.insert(catalogModels).values(catalog.models);
    await tx.insert(catalogComplectations).values(catalog.complectations);
    for (let i = 0; i < catalog.vehicles.length; i += CHUNK) {
      await tx.insert(catalogVehicles).values(catalog.vehicles.slice(i, i + CHUNK));
    }
  });
}

/**
 * The product catalogue: brands, models, trims and DEFAULT_CATALOG_SIZE vehicles, deterministic.
 * Writes only into an empty catalogue; `size` scales it (the benchmark uses 100 000).
 */
export async function seedCatalog(db: Db, opts: { size?: number; seed?: number } = {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(catalogBrands);
  if ((existing?.n ?? 0) > 0) return false;
  await insertCatalog(db, generateCatalog(opts.size ?? DEFAULT_CATALOG_SIZE, opts.seed ?? DEFAULT_CATALOG_SEED));
  return true;
}
