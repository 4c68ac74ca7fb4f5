import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOG_SORTS } from "../../../contract/catalog-query.ts";
import { generateCatalog } from "../../db/seed/catalog-data/generate.ts";
import {
  type Attr,
  buildCatalogIndex,
  type Constraint,
  type DictEntry,
  runQuery,
  type SectionIndex,
  type VehicleRecord,
} from "./catalog-index.ts";

/**
 * Grouping by trim never loses or duplicates a vehicle: on a generated catalogue of the seed's size (random per
 * run; TRIM_PROPERTY_SEED=<seed> repeats one) and random filters and sorts, the trims of every page, put together,
 * are each trim of the result once, their counts are the result's vehicles of that trim and add up to the total,
 * and the pages of 24 concatenate to the whole list in sort order.
 */
const RUN_SEED = Number(process.env.TRIM_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const catalog = generateCatalog(3000 + (RUN_SEED % 2000), RUN_SEED);

const dict = {} as Record<Attr | "tag", DictEntry[]>;
for (const field of [
  "group",
  "type",
  "body",
  "gear",
  "drive",
  "fuel",
  "color",
  "wheel",
  "city",
  "state",
  "subtype",
  "tag",
]) {
  dict[field as Attr] = catalog.options.filter((o) => o.field === field).map((o) => ({ slug: o.slug, name: o.name }));
}
dict.brand = catalog.brands.map((b) => ({ slug: b.slug, name: b.name }));
dict.model = catalog.models.map((m) => ({ slug: m.slug, name: m.name, parent: m.brand }));
dict.complectation = catalog.complectations.map((c) => ({ slug: c.slug, name: c.name, parent: c.model }));
const index = buildCatalogIndex({
  dict,
  vehicles: catalog.vehicles as unknown as VehicleRecord[],
  payment: (price) => Math.round(price / 40),
});

const codesOf = (attr: Attr) => dict[attr].map((_, code) => code);

function constraintArb(s: SectionIndex): fc.Arbitrary<Constraint[]> {
  const prices = s.records.map((r) => r.price).sort((a, b) => a - b);
  const option = (attr: Attr) =>
    fc
      .uniqueArray(fc.constantFrom(...codesOf(attr)), { minLength: 1, maxLength: 4 })
      .map((codes): Constraint => ({ id: attr, kind: "codes", attr, codes }));
  const price = fc
    .tuple(fc.integer({ min: 0, max: prices.length - 1 }), fc.integer({ min: 0, max: prices.length - 1 }))
    .map(([a, b]): Constraint => {
      const [low, high] = [prices[Math.min(a, b)], prices[Math.max(a, b)]];
      return { id: "prices", kind: "range", num: "price", low, high };
    });
  return fc
    .record(
      {
        brand: option("brand"),
        model: option("model"),
        color: option("color"),
        body: option("body"),
        fuel: option("fuel"),
        price,
      },
      { requiredKeys: [] },
    )
    .map((picked) => Object.values(picked));
}

/** The result's vehicles by brute force. */
function matching(s: SectionIndex, constraints: Constraint[]): number[] {
  const out: number[] = [];
  s.records.forEach((r, i) => {
    const ok = constraints.every((c) => {
      if (c.kind === "codes") return c.codes.includes(s.codes[c.attr][i] as number);
      if (c.kind === "range") return (c.low ?? -Infinity) <= r.price && r.price <= (c.high ?? Infinity);
      return true;
    });
    if (ok) out.push(i);
  });
  return out;
}

describe(`trims of a generated catalogue (${catalog.vehicles.length} vehicles, run seed ${RUN_SEED})`, () => {
  for (const section of ["cars", "trucks"] as const) {
    it(`${section}: grouping never loses or duplicates a vehicle, and the pages concatenate`, () => {
      const s = index.sections[section];
      fc.assert(
        fc.property(constraintArb(s), fc.constantFrom(...CATALOG_SORTS), (constraints, sort) => {
          const all = runQuery(s, {
            constraints,
            facets: [],
            ranges: [],
            sort,
            offset: 0,
            limit: 0,
            trims: { offset: 0, limit: 100_000 },
          });
          const expected = matching(s, constraints);
          expect(all.total).toBe(expected.length);
          const groups = all.trims?.groups ?? [];
          const byTrim = new Map<number, number[]>();
          for (const i of expected) {
            const code = s.codes.complectation[i] as number;
            byTrim.set(code, [...(byTrim.get(code) ?? []), i]);
          }
          expect(all.trims?.total).toBe(byTrim.size);
          expect(groups.length).toBe(byTrim.size);
          expect(new Set(groups.map((g) => g.code)).size).toBe(groups.length);
          expect(groups.reduce((n, g) => n + g.count, 0)).toBe(expected.length);
          for (const g of groups) {
            const own = byTrim.get(g.code) ?? [];
            expect(g.count).toBe(own.length);
            expect(g.colors.reduce((n, [, k]) => n + k, 0)).toBe(own.length);
            const prices = own.map((i) => s.nums.price[i] as number);
            expect(s.nums.price[g.cheapest]).toBe(Math.min(...prices));
            expect(s.nums.price[g.dearest]).toBe(Math.max(...prices));
          }
          // Pages of 24 put together are the whole list, in the same order.
          const paged: number[] = [];
          for (let offset = 0; offset < groups.length; offset += 24) {
            const page = runQuery(s, {
              constraints,
              facets: [],
              ranges: [],
              sort,
              offset: 0,
              limit: 0,
              trims: { offset, limit: 24 },
            });
            expect(page.trims?.groups.length).toBe(Math.min(24, groups.length - offset));
            paged.push(...(page.trims?.groups ?? []).map((g) => g.code));
          }
          expect(paged).toEqual(groups.map((g) => g.code));
        }),
        { numRuns: 150, seed: RUN_SEED },
      );
    });
  }
});
