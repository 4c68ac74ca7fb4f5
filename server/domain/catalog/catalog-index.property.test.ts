import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CatalogQuery,
  type CatalogSection,
  catalogQueryInput,
  NewCatalogQuerySchema,
  SpecialCatalogQuerySchema,
  UsedCatalogQuerySchema,
} from "../../../contract/catalog.ts";
import { CATALOG_QUERY_ORDER, CATALOG_SECTIONS, CATALOG_SORTS } from "../../../contract/catalog-query.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import {
  catalogBrands,
  catalogComplectations,
  catalogModels,
  catalogOptions,
  catalogVehicles,
} from "../../db/schema/catalog.ts";
import { insertCatalog } from "../../db/seed/catalog.ts";
import { createRandom, type GeneratedCatalog, generateCatalog } from "../../db/seed/catalog-data/generate.ts";
import { listFacts, sqlListFacts } from "../../testing/catalog-sql.ts";
import { loadCatalogData } from "./catalog-data.ts";
import { type CatalogService, createCatalogService } from "./catalog-service.ts";

/**
 * The in-memory index (ADR 008) against SQL, on random catalogues and random filters: the same total, facet counts,
 * slider ranges, quick-tag counts, trims and page of vehicles, in the same order. Catalogues are large enough that
 * bitsets span many 32-bit words, with section sizes that are (and are not) multiples of 32, one section above the
 * 1 024 matches where the page stops sorting matches and walks the sort order, and one with attributes the trim
 * does not determine (the index counts those vehicle by vehicle instead of from the trim histogram).
 *
 * Random per run; CATALOG_PROPERTY_SEED=<seed> repeats a run (the seed is in the test names).
 */
const RUN_SEED = Number(process.env.CATALOG_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const FILTERS_PER_CATALOGUE = 150;

interface CatalogueCase {
  title: string;
  size: number;
  shares?: { cars: number; trucks: number };
  /** Let some vehicles differ from their trim and lack optional values. */
  scramble?: boolean;
}

const pick = createRandom(RUN_SEED);
const CATALOGUES: CatalogueCase[] = [
  { title: "1 000 + k vehicles", size: 1000 + pick.int(1, 999) },
  { title: "every section a whole number of words", size: 1280, shares: { cars: 0.5, trucks: 0.25 } },
  {
    title: "over 1 024 new cars, attributes not determined by the trim",
    size: 3000 + pick.int(1, 999),
    shares: { cars: 0.75, trucks: 0.08 },
    scramble: true,
  },
];

/** Filter fields with options → the vehicle column that holds them. */
const OPTION_FIELDS = {
  group: "group",
  type: "type",
  types: "type",
  brands: "brand",
  models: "model",
  bodies: "body",
  gears: "gear",
  drives: "drive",
  fuels: "fuel",
  colors: "color",
  wheels: "wheel",
  cities: "city",
  state: "state",
  subtypes: "subtype",
  condition: "condition",
  tag: "tags",
} as const;
type OptionField = keyof typeof OPTION_FIELDS;
const SINGLE = new Set<OptionField>(["group", "type", "state", "tag", "condition"]);
const RANGES = [
  ["prices_low", "prices_high", "price"],
  ["powers_low", "powers_high", "power"],
  ["years_from", "years_to", "year"],
  ["mileage_low", "mileage_high", "mileage"],
  ["weights_low", "weights_high", "operatingWeight"],
  ["buckets_low", "buckets_high", "bucketVolume"],
  ["lifts_low", "lifts_high", "liftingCapacity"],
] as const;
const USED_ONLY = new Set<string>(["wheels", "cities", "state", "subtypes", "years_from", "mileage_low", "identifier"]);
/** Used-only fields the special-machinery filter has too. */
const SPECIAL_TOO = new Set<string>(["years_from"]);
const SPECIAL_ONLY = new Set<string>(["condition", "weights_low", "buckets_low", "lifts_low"]);

/** Whether a section's filter has the field (ranges are named by their low bound). */
function sectionHas(section: CatalogSection, field: string): boolean {
  if (SPECIAL_ONLY.has(field)) return section === "special";
  if (USED_ONLY.has(field)) return section === "used" || (section === "special" && SPECIAL_TOO.has(field));
  return true;
}
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789".split("");

/** Some vehicles get another brand, model, body… than their trim's, and some used ones no city, wheel or VIN. */
function scramble(catalog: GeneratedCatalog, seed: number) {
  const random = createRandom(seed);
  const slugs = (field: string) => catalog.options.filter((o) => o.field === field).map((o) => o.slug);
  const choices: Record<string, string[]> = {
    brand: catalog.brands.map((b) => b.slug),
    model: catalog.models.map((m) => m.slug),
    group: slugs("group"),
    type: slugs("type"),
    body: slugs("body"),
    gear: slugs("gear"),
    drive: slugs("drive"),
    fuel: slugs("fuel"),
  };
  const attrs = Object.keys(choices);
  for (const vehicle of catalog.vehicles) {
    if (random.chance(0.04)) {
      const attr = attrs[random.int(0, attrs.length - 1)] as keyof typeof choices;
      const options = choices[attr] as string[];
      Object.assign(vehicle, { [attr]: options[random.int(0, options.length - 1)] });
    }
    if (vehicle.section === "used" && random.chance(0.03)) {
      Object.assign(vehicle, [{ city: null }, { wheel: null }, { vin: null }][random.int(0, 2)]);
    }
  }
}

/** The dictionaries and the stock of one section, the material random filters are made of. */
function sectionMaterial(catalog: GeneratedCatalog, section: CatalogSection) {
  const stock = catalog.vehicles.filter((vehicle) => vehicle.section === section);
  const known = (field: OptionField): string[] => {
    if (field === "brands") return catalog.brands.map((b) => b.slug);
    if (field === "models") return catalog.models.map((m) => m.slug);
    const column = OPTION_FIELDS[field];
    return catalog.options.filter((o) => o.field === (column === "tags" ? "tag" : column)).map((o) => o.slug);
  };
  const present = (field: OptionField): string[] => {
    const column = OPTION_FIELDS[field];
    const values = stock.flatMap((vehicle) => vehicle[column] ?? []);
    return [...new Set(values)].sort();
  };
  const values = (num: (typeof RANGES)[number][2]) =>
    [...new Set(stock.flatMap((vehicle) => vehicle[num] ?? []))].sort((a, b) => a - b);
  const vins = stock.flatMap((vehicle) => vehicle.vin ?? []);
  return { known, present, values, vins };
}

/**
 * Random query strings for one section, as a browser sends them: a few constrained fields (none to seven, fewer
 * more often, so the one- and two-constraint shortcuts run often too), options mostly present in the section
 * (sometimes any known one, which may give nothing), range bounds on and next to real values or anywhere, a part
 * of a real VIN or random characters, any sort, a page within the result or past it.
 */
function queryStrings(catalog: GeneratedCatalog, section: CatalogSection): fc.Arbitrary<string> {
  const m = sectionMaterial(catalog, section);
  const slugs = (field: OptionField): fc.Arbitrary<string> => {
    const present = m.present(field);
    const known = m.known(field);
    if (present.length === 0) return fc.constantFrom(...known);
    return fc.oneof({ arbitrary: fc.constantFrom(...present), weight: 4 }, fc.constantFrom(...known));
  };
  const bound = (values: number[]) => {
    const real = fc.constantFrom(...values);
    const top = Math.ceil(((values[values.length - 1] ?? 0) + 1) * 1.1);
    return fc
      .oneof(
        real,
        real.map((x) => x + 1),
        real.map((x) => Math.max(0, x - 1)),
        fc.integer({ min: 0, max: top }),
      )
      .map((x) => [String(x)]);
  };
  const vin = fc.oneof(
    m.vins.length === 0
      ? fc.constant("XTA")
      : fc
          .tuple(fc.constantFrom(...m.vins), fc.integer({ min: 3, max: 17 }), fc.nat())
          .map(([text, length, offset]) => text.slice(offset % (18 - length)).slice(0, length)),
    fc.string({ unit: fc.constantFrom(...VIN_CHARS), minLength: 3, maxLength: 5 }),
  );

  const values: Record<string, fc.Arbitrary<string[]>> = {};
  for (const field of Object.keys(OPTION_FIELDS) as OptionField[]) {
    if (!sectionHas(section, field)) continue;
    values[field] = SINGLE.has(field)
      ? slugs(field).map((slug) => [slug])
      : fc.uniqueArray(slugs(field), { minLength: 1, maxLength: 4 });
  }
  for (const [low, high, num] of RANGES) {
    if (!sectionHas(section, low) || m.values(num).length === 0) continue;
    values[low] = bound(m.values(num));
    values[high] = bound(m.values(num));
  }
  if (section === "used") values.identifier = vin.map((text) => [text]);

  const filter = fc.record({
    constrained: fc
      .integer({ min: 0, max: 7 })
      .chain((k) => fc.subarray(Object.keys(values), { minLength: k, maxLength: k })),
    values: fc.record(values),
    sort: fc.option(fc.constantFrom(...CATALOG_SORTS), { nil: undefined, freq: 2 }),
    page: fc.option(
      fc.oneof({ arbitrary: fc.integer({ min: 2, max: 4 }), weight: 3 }, fc.integer({ min: 5, max: 90 })),
      {
        nil: undefined,
        freq: 2,
      },
    ),
    repeated: fc.boolean(),
  });

  return filter.map((f) => {
    const params = new Map<string, string[]>();
    for (const name of f.constrained) params.set(name, f.values[name] as string[]);
    for (const [low, high] of RANGES) {
      const lo = params.get(low);
      const hi = params.get(high);
      // Reversed bounds are a 400 of the API, not a question for the index.
      if (lo && hi && Number(lo[0]) > Number(hi[0])) {
        params.set(low, hi);
        params.set(high, lo);
      }
    }
    if (f.sort) params.set("sort", [f.sort]);
    if (f.page) params.set("page", [String(f.page)]);
    const query = new URLSearchParams();
    for (const name of CATALOG_QUERY_ORDER) {
      const list = params.get(name);
      if (!list) continue;
      if (f.repeated) for (const value of list) query.append(name, value);
      else query.append(name, list.join(","));
    }
    return query.toString();
  });
}

function parse(section: CatalogSection, query: string): CatalogQuery {
  const schema =
    section === "used"
      ? UsedCatalogQuerySchema
      : section === "special"
        ? SpecialCatalogQuerySchema
        : NewCatalogQuerySchema;
  return schema.parse(catalogQueryInput(new URLSearchParams(query)));
}

function answer(service: CatalogService, section: CatalogSection, query: CatalogQuery) {
  if (section === "cars") return service.cars(query);
  if (section === "trucks") return service.trucks(query);
  if (section === "special") return service.special(query);
  return service.used(query);
}

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
});
afterAll(async () => {
  await database?.close();
});

CATALOGUES.forEach((c, i) => {
  const seed = RUN_SEED + i;
  const catalog = generateCatalog(c.size, seed, c.shares);
  if (c.scramble) scramble(catalog, seed);
  const sizes = CATALOG_SECTIONS.map((s) => `${s} ${catalog.vehicles.filter((x) => x.section === s).length}`);

  describe(`${c.title}: ${c.size} vehicles (${sizes.join(", ")}), run seed ${RUN_SEED}`, () => {
    let service: CatalogService;
    let trimOrder: string[];
    beforeAll(async () => {
      const { db } = database;
      await db.delete(catalogVehicles);
      await db.delete(catalogComplectations);
      await db.delete(catalogModels);
      await db.delete(catalogBrands);
      await db.delete(catalogOptions);
      await insertCatalog(db, catalog);
      service = createCatalogService(db);
      await service.ready();
      trimOrder = (await loadCatalogData(db)).dict.complectation.map((entry) => entry.slug);
    });

    it("the index answers every random filter as SQL does", async () => {
      const cases = fc.oneof(
        ...CATALOG_SECTIONS.map((section) => queryStrings(catalog, section).map((query) => ({ section, query }))),
      );
      await fc.assert(
        fc.asyncProperty(cases, async ({ section, query }) => {
          const parsed = parse(section, query);
          const viaIndex = listFacts(await answer(service, section, parsed));
          expect(viaIndex).toEqual(await sqlListFacts(database.db, section, parsed, trimOrder));
        }),
        { seed, numRuns: FILTERS_PER_CATALOGUE },
      );
    }, 300_000);
  });
});
