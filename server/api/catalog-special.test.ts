import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogDetail, SpecialList } from "../../contract/catalog.ts";
import { SPECIAL_TYPES } from "../../contract/catalog-query.ts";
import { DEFAULT_CATALOG_SEED, DEFAULT_CATALOG_SIZE, generateCatalog } from "../db/seed/catalog-data/generate.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * The special-machinery section over the ordinary seed. The expected figures are counted here from the seed's own
 * generator output (deterministic), not from the catalogue index that answers the API.
 */
const stock = generateCatalog(DEFAULT_CATALOG_SIZE, DEFAULT_CATALOG_SEED).vehicles.filter(
  (v) => v.section === "special",
);
const count = (keep: (v: (typeof stock)[number]) => boolean) => stock.filter(keep).length;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function list(query = ""): Promise<SpecialList> {
  const res = await app.api.request(`/api/catalog/special/${query ? `?${query}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SpecialList;
}

async function refused(query: string) {
  const res = await app.api.request(`/api/catalog/special/?${query}`);
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  return (await res.json()) as { title: string; errors: { field: string; message: string }[] };
}

describe("special machinery list", () => {
  it("answers the seeded stock: counts, new and used, the eight types with counts, the summary", async () => {
    const body = await list();
    expect(stock.length).toBeGreaterThanOrEqual(150);
    expect(stock.length).toBeLessThanOrEqual(250);
    expect(body.totalCnt).toBe(stock.length);
    expect(body.items).toHaveLength(24);
    expect(body.main.stockCnt).toBe(stock.length);
    expect(body.main.usedCnt).toBe(count((v) => v.condition === "used"));
    expect(body.main.newCnt).toBe(count((v) => v.condition === "new"));
    expect(body.facets.type.map((o) => o.slug)).toEqual([...SPECIAL_TYPES]);
    for (const option of body.facets.type) expect(option.count).toBe(count((v) => v.type === option.slug));
    expect(body.facets.type.find((o) => o.slug === "excavator")?.name).toBe("Экскаваторы");
    expect(body.facets.condition?.map((o) => [o.slug, o.name, o.count])).toEqual([
      ["new", "Новая", count((v) => v.condition === "new")],
      ["used", "С наработкой", count((v) => v.condition === "used")],
    ]);
    const brands = body.facets.brands.map((o) => o.slug);
    for (const brand of [
      "sany",
      "xcmg",
      "zoomlion",
      "shantui",
      "liugong",
      "lonking",
      "sdlg",
      "chetra",
      "amkodor",
      "jcb",
    ])
      expect(brands).toContain(brand);
    // Passenger cars' brands are not options of this section.
    expect(brands).not.toContain("haval");
    // Used-only facets stay out; machinery ranges are in.
    expect(body.facets.cities).toBeUndefined();
    const weights = stock.flatMap((v) => (v.operatingWeight == null ? [] : [v.operatingWeight]));
    expect(body.ranges.weight).toEqual({ min: Math.min(...weights), max: Math.max(...weights) });
    expect(body.ranges.bucket?.min).toBeGreaterThan(0);
    expect(body.ranges.lift?.max).toBeGreaterThanOrEqual(25_000);
  });

  it("filters by type and an operating weight range; the ranges follow the types chosen", async () => {
    const inRange = (v: (typeof stock)[number]) =>
      v.type === "excavator" && (v.operatingWeight ?? -1) >= 20_000 && (v.operatingWeight ?? -1) <= 23_000;
    const body = await list("type=excavator&weights_low=20000&weights_high=23000");
    expect(body.totalCnt).toBe(count(inRange));
    expect(body.totalCnt).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.type.slug).toBe("excavator");
      expect(item.operatingWeight).toBeGreaterThanOrEqual(20_000);
      expect(item.operatingWeight).toBeLessThanOrEqual(23_000);
      expect(item.bucketVolume).toBeGreaterThan(0);
    }
    // Excavators have no lifting capacity: that range disappears; the weight range ignores its own bounds.
    expect(body.ranges.lift).toBeNull();
    const excavatorWeights = stock.filter((v) => v.type === "excavator").map((v) => v.operatingWeight as number);
    expect(body.ranges.weight).toEqual({ min: Math.min(...excavatorWeights), max: Math.max(...excavatorWeights) });
    // The type facet is counted without the type's own selection.
    expect(body.facets.type.find((o) => o.slug === "bulldozer")?.count).toBe(
      count(
        (v) => v.type === "bulldozer" && (v.operatingWeight ?? -1) >= 20_000 && (v.operatingWeight ?? -1) <= 23_000,
      ),
    );

    const municipal = await list("type=municipal");
    expect(municipal.ranges.weight).toBeNull();
    expect(municipal.ranges.bucket).toBeNull();
    expect(municipal.ranges.lift).toBeNull();
  });

  it("filters by bucket volume and lifting capacity, leaving out machines without the attribute", async () => {
    const buckets = await list("buckets_low=2500");
    expect(buckets.totalCnt).toBe(count((v) => (v.bucketVolume ?? -1) >= 2500));
    const cranes = await list("lifts_high=30000&types=truck-crane");
    expect(cranes.totalCnt).toBe(
      count((v) => v.type === "truck-crane" && (v.liftingCapacity ?? Number.POSITIVE_INFINITY) <= 30_000),
    );
    for (const item of cranes.items) expect(item.liftingCapacity).toBeLessThanOrEqual(30_000);
  });

  it("filters used machines by year and shows their engine hours and city", async () => {
    const body = await list("condition=used&years_from=2020&sort=price_asc");
    expect(body.totalCnt).toBe(count((v) => v.condition === "used" && v.year >= 2020));
    for (const item of body.items) {
      expect(item.condition).toBe("used");
      expect(item.engineHours).toBeGreaterThan(0);
      expect(item.city).not.toBeNull();
      expect(item.title).toMatch(/, 20\d\d$/);
    }
    const prices = body.items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("prices cards with the calculator's «special» programme", async () => {
    const body = await list("sort=price_asc");
    const first = body.items[0];
    if (!first) throw new Error("no machine");
    expect(first.monthlyPayment).toBe(app.services.calculator.monthlyPayment("special", first.price));
    expect(first.monthlyPayment).not.toBe(app.services.calculator.monthlyPayment("cars", first.price));
  });

  it("opens a machine's page with its specifications", async () => {
    const excavator = stock.find((v) => v.model === "sany-sy215c");
    if (!excavator) throw new Error("no SY215C in the seed");
    const res = await app.api.request(`/api/catalog/detail/?key=${excavator.key}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as CatalogDetail;
    expect(detail.item.section).toBe("special");
    expect(detail.item.title).toContain("SANY SY215C");
    expect(detail.item.body.name).toBe("Экскаватор");
    expect(detail.item.operatingWeight).toBe(excavator.operatingWeight);
    expect(detail.trimSpecs.map((s) => s.name)).toEqual(
      expect.arrayContaining(["Двигатель", "Эксплуатационная масса, т", "Объём ковша, м³"]),
    );
    expect(detail.leasing.advancePercent).toBeGreaterThan(0);
  });

  it("refuses bad input with a Russian message naming the field", async () => {
    expect((await refused("weights_low=heavy")).errors[0]).toMatchObject({
      field: "weights_low",
      message: "Ожидается целое неотрицательное число",
    });
    expect((await refused("weights_low=30000&weights_high=20000")).errors[0]).toMatchObject({
      field: "weights_low",
      message: "Нижняя граница больше верхней",
    });
    expect((await refused("type=sedan-x")).errors[0]).toMatchObject({ field: "type" });
    expect((await refused("condition=broken")).errors[0]).toMatchObject({
      field: "condition",
      message: "Неизвестное значение «broken»",
    });
    expect((await refused("mileage_low=1000")).errors[0]).toMatchObject({
      field: "mileage_low",
      message: "Этот фильтр есть только в каталоге автомобилей с пробегом",
    });
    const res = await app.api.request("/api/catalog/cars/?weights_low=1000");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      "Этот фильтр есть только в каталоге спецтехники",
    );
  });

  it("counts the section in the brands' landing data and documents the endpoint", async () => {
    const res = await app.api.request("/api/catalog/brands/");
    const { brands } = (await res.json()) as {
      brands: { slug: string; counts: Record<string, number>; models: { slug: string; section: string }[] }[];
    };
    const sany = brands.find((b) => b.slug === "sany");
    expect(sany?.counts.special).toBe(count((v) => v.brand === "sany"));
    expect(sany?.models.every((m) => m.section === "special")).toBe(true);
    const kamaz = brands.find((b) => b.slug === "kamaz");
    expect(kamaz?.counts.special).toBe(count((v) => v.brand === "kamaz"));
    const doc = await (await app.api.request("/api/openapi.json")).json();
    expect(Object.keys(doc.paths)).toContain("/api/catalog/special/");
  });
});
