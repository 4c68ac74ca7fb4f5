import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  catalogBrands,
  catalogComplectations,
  catalogModels,
  catalogOptions,
  catalogVehicles,
} from "../schema/catalog.ts";
import { offers } from "../schema/content.ts";
import {
  DEFAULT_CATALOG_SEED,
  DEFAULT_CATALOG_SIZE,
  type GeneratedCatalog,
  generateCatalog,
} from "./catalog-data/generate.ts";

/** Rows per INSERT: 25 columns × 1000 stays well under PostgreSQL's 65 535 parameters. */
const CHUNK = 1000;

/**
 * Writes a catalogue (dictionaries and vehicles) in one transaction. Used by the seed, the benchmark and tests.
 * The vehicles of `offerLinks` are linked to those offers when they are published; a vehicle in `offerLinks` whose
 * offer is missing (a database without the content seed) is written without the link and without the «special»
 * tag, so the tag always means a linked offer.
 */
export async function insertCatalog(db: Db, catalog: GeneratedCatalog): Promise<void> {
  await db.transaction(async (tx) => {
    const links = catalog.offerLinks ?? new Map<string, string>();
    const codes = [...new Set(links.values())];
    const found =
      codes.length > 0
        ? await tx
            .select({ id: offers.id, code: offers.code })
            .from(offers)
            .where(and(inArray(offers.code, codes), eq(offers.isPublished, true)))
        : [];
    const offerId = new Map(found.map((o) => [o.code, o.id]));
    const vehicles = catalog.vehicles.map((v) => {
      const code = links.get(v.key);
      if (code === undefined) return v;
      const id = offerId.get(code);
      return id === undefined ? { ...v, tags: v.tags.filter((t) => t !== "special") } : { ...v, offerId: id };
    });
    await tx.insert(catalogOptions).values(catalog.options);
    await tx.insert(catalogBrands).values(catalog.brands);
    await tx.insert(catalogModels).values(catalog.models);
    await tx.insert(catalogComplectations).values(catalog.complectations);
    for (let i = 0; i < vehicles.length; i += CHUNK) {
      await tx.insert(catalogVehicles).values(vehicles.slice(i, i + CHUNK));
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
