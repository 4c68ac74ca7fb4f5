import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, max, min, type SQL, sql } from "drizzle-orm";
import {
  CATALOG_PAGE_SIZE,
  type CarsList,
  type CatalogQuery,
  type CatalogRange,
  type CatalogSection,
  type SpecialList,
  type TrucksList,
  type UsedList,
} from "../../contract/catalog.ts";
import type { Db } from "../db/client.ts";
import { catalogVehicles as v } from "../db/schema/catalog.ts";

/**
 * The catalogue list answered in plain SQL, the way ADR 008 describes the path the in-memory index replaced: a
 * count, a page, one GROUP BY per facet with that facet's own selection removed, min/max per range with its own
 * bounds removed, the quick-tag counts and the trims of the result. It is the reference the index is checked
 * against (the property test beside the index, `npm run bench:catalog`), so it is written for obviousness, not
 * speed, and shares no code with the index.
 */

/** What a list answer computes, in a form both paths produce and deep equality compares. */
export interface ListFacts {
  total: number;
  /** Vehicle keys of the requested page, in order. */
  page: string[];
  /** Per facet field: slug → count, options with count 0 left out. */
  facets: Record<string, Record<string, number>>;
  /** price, power, year, mileage; special machinery adds weight, bucket and lift. */
  ranges: Record<string, CatalogRange | null | undefined>;
  /** New cars only: tag slug → count (the `tag` selection removed), zeros left out. */
  tags: Record<string, number> | null;
  /** New cars and trucks: the trims of the result the list shows, in its order. */
  complectations: { slug: string; count: number; priceFrom: number }[] | null;
}

const nonZero = (options: { slug: string; count: number }[]) =>
  Object.fromEntries(options.filter((o) => o.count !== 0).map((o) => [o.slug, o.count]));

/** The facts of an answer of the catalogue service (the index path). */
export function listFacts(list: CarsList | TrucksList | UsedList | SpecialList): ListFacts {
  return {
    total: list.totalCnt,
    page: list.items.map((item) => item.key),
    facets: Object.fromEntries(
      Object.entries(list.facets).flatMap(([field, options]) => (options ? [[field, nonZero(options)]] : [])),
    ),
    ranges: list.ranges,
    tags: "listTag" in list ? nonZero(list.listTag) : null,
    complectations:
      "complectations" in list
        ? list.complectations.map(({ slug, count, priceFrom }) => ({ slug, count, priceFrom }))
        : null,
  };
}

/** Filter fields with options and their columns (`type` and `types` are one column, combined by AND). */
const FACET_COLUMNS = {
  group: v.group,
  type: v.type,
  types: v.type,
  brands: v.brand,
  models: v.model,
  bodies: v.body,
  gears: v.gear,
  drives: v.drive,
  fuels: v.fuel,
  colors: v.color,
  wheels: v.wheel,
  cities: v.city,
  state: v.state,
  subtypes: v.subtype,
  condition: v.condition,
} as const;
type FacetField = keyof typeof FACET_COLUMNS;
const USED_ONLY = new Set<FacetField>(["wheels", "cities", "state", "subtypes"]);
const SPECIAL_ONLY = new Set<FacetField>(["condition"]);

const RANGES = [
  { id: "prices", key: "price", column: v.price, low: "prices_low", high: "prices_high" },
  { id: "powers", key: "power", column: v.power, low: "powers_low", high: "powers_high" },
  { id: "years", key: "year", column: v.year, low: "years_from", high: "years_to" },
  { id: "mileage", key: "mileage", column: v.mileage, low: "mileage_low", high: "mileage_high" },
  { id: "weights", key: "weight", column: v.operatingWeight, low: "weights_low", high: "weights_high", special: true },
  { id: "buckets", key: "bucket", column: v.bucketVolume, low: "buckets_low", high: "buckets_high", special: true },
  { id: "lifts", key: "lift", column: v.liftingCapacity, low: "lifts_low", high: "lifts_high", special: true },
] as const;

/** The filter as a WHERE clause; `exclude` leaves one field out (a facet's or a range's own selection). */
function where(section: CatalogSection, q: CatalogQuery, exclude?: string): SQL {
  const parts: SQL[] = [eq(v.section, section)];
  for (const [field, column] of Object.entries(FACET_COLUMNS) as [FacetField, (typeof FACET_COLUMNS)[FacetField]][]) {
    if (field === exclude) continue;
    const raw = q[field];
    if (raw !== undefined) parts.push(inArray(column, Array.isArray(raw) ? raw : [raw]));
  }
  for (const r of RANGES) {
    if (r.id === exclude) continue;
    const low = q[r.low];
    const high = q[r.high];
    if (low !== undefined) parts.push(gte(r.column, low));
    if (high !== undefined) parts.push(lte(r.column, high));
  }
  if (section === "used" && q.identifier) parts.push(ilike(v.vin, `%${q.identifier}%`));
  if (q.tag !== undefined && exclude !== "tag") parts.push(sql`${q.tag} = any(${v.tags})`);
  return and(...parts) as SQL;
}

/**
 * Ties go by insertion order (the id), as the index's ordinals do. The payment sorts order by price: the payment
 * estimate is a function of the price alone within a section, and grows with it.
 */
const ORDER: Record<string, SQL[]> = {
  popular: [desc(v.popularity), desc(v.id)],
  price_asc: [asc(v.price), asc(v.id)],
  price_desc: [desc(v.price), desc(v.id)],
  payment_asc: [asc(v.price), asc(v.id)],
  payment_desc: [desc(v.price), desc(v.id)],
  power_asc: [asc(v.power), asc(v.id)],
  power_desc: [desc(v.power), desc(v.id)],
  year_asc: [asc(v.year), asc(v.id)],
  year_desc: [desc(v.year), desc(v.id)],
  mileage_asc: [asc(v.mileage), asc(v.id)],
  mileage_desc: [desc(v.mileage), desc(v.id)],
  novelty: [desc(v.listedAt), desc(v.id)],
};

/** Trims the list shows: the most vehicles first (ties in dictionary order), then by price. */
const COMPLECTATIONS_SHOWN = 30;

/**
 * The facts of a list answered in SQL. `trimOrder` is the complectation slugs in dictionary order: it only breaks
 * ties between trims with equally many vehicles, which decide the 30 shown.
 */
export async function sqlListFacts(
  db: Db,
  section: CatalogSection,
  q: CatalogQuery,
  trimOrder: readonly string[],
): Promise<ListFacts> {
  const all = where(section, q);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(v).where(all);
  const rows = await db
    .select({ key: v.key })
    .from(v)
    .where(all)
    .orderBy(...(ORDER[q.sort ?? "popular"] ?? []))
    .limit(CATALOG_PAGE_SIZE)
    .offset(((q.page ?? 1) - 1) * CATALOG_PAGE_SIZE);

  const facets: ListFacts["facets"] = {};
  for (const [field, column] of Object.entries(FACET_COLUMNS) as [FacetField, (typeof FACET_COLUMNS)[FacetField]][]) {
    if (USED_ONLY.has(field) && section !== "used") continue;
    if (SPECIAL_ONLY.has(field) && section !== "special") continue;
    // A vehicle without a value (no city) is no option of the field.
    const groups = await db
      .select({ slug: column, n: count() })
      .from(v)
      .where(and(where(section, q, field), isNotNull(column)))
      .groupBy(column);
    facets[field] = Object.fromEntries(groups.map((g) => [g.slug, g.n]));
  }

  const ranges = {} as ListFacts["ranges"];
  for (const r of RANGES) {
    if ("special" in r && section !== "special") continue;
    // NULLs (a crane's bucket) are left out of min and max, as absent values are by the index.
    const [row] = await db
      .select({ lo: min(r.column), hi: max(r.column) })
      .from(v)
      .where(where(section, q, r.id));
    ranges[r.key] = row?.lo == null || row.hi == null ? null : { min: Number(row.lo), max: Number(row.hi) };
  }

  let tags: ListFacts["tags"] = null;
  if (section === "cars") {
    // A set-returning function cannot be grouped on directly: unnest in a subquery.
    const unnested = db
      .select({ slug: sql<string>`unnest(${v.tags})`.as("slug") })
      .from(v)
      .where(where(section, q, "tag"))
      .as("tagged");
    const groups = await db.select({ slug: unnested.slug, n: count() }).from(unnested).groupBy(unnested.slug);
    tags = Object.fromEntries(groups.map((g) => [g.slug, g.n]));
  }

  let complectations: ListFacts["complectations"] = null;
  if (section === "cars" || section === "trucks") {
    const groups = await db
      .select({ slug: v.complectation, count: count(), priceFrom: min(v.price) })
      .from(v)
      .where(all)
      .groupBy(v.complectation);
    const position = new Map(trimOrder.map((slug, i) => [slug, i]));
    const at = (slug: string) => position.get(slug) ?? Number.POSITIVE_INFINITY;
    complectations = groups
      .map((g) => ({ slug: g.slug, count: g.count, priceFrom: Number(g.priceFrom) }))
      .sort((a, b) => b.count - a.count || at(a.slug) - at(b.slug))
      .slice(0, COMPLECTATIONS_SHOWN)
      .sort((a, b) => b.count - a.count || a.priceFrom - b.priceFrom || at(a.slug) - at(b.slug));
  }

  return { total, page: rows.map((r) => r.key), facets, ranges, tags, complectations };
}
