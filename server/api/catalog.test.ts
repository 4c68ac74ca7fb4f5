import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedPicture } from "../../contract/vehicle-image.ts";
import {
  catalogBrands,
  catalogComplectations,
  catalogModels,
  catalogOptions,
  catalogVehicles,
} from "../db/schema/catalog.ts";
import { insertCatalog } from "../db/seed/catalog.ts";
import { catalogReference, createRandom, makeVin, type VehicleRow } from "../db/seed/catalog-data/generate.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * A small fixed catalogue replaces the seeded one (then `catalog.reload()`), so every count below can be
 * checked by hand: 8 chosen new cars + 20 Solaris HS fillers, 3 trucks, 5 used vehicles.
 */
const reference = catalogReference();
const trims = new Map(reference.complectations.map((c) => [c.slug, c]));
const models = new Map(reference.models.map((m) => [m.slug, m]));
const random = createRandom(7);

function vehicle(
  key: string,
  section: "cars" | "trucks" | "used",
  trimSlug: string,
  over: Partial<VehicleRow> = {},
): VehicleRow {
  const t = trims.get(trimSlug);
  if (!t) throw new Error(`fixture: no trim ${trimSlug}`);
  const m = models.get(t.model);
  if (!m) throw new Error(`fixture: no model ${t.model}`);
  const used = section === "used";
  const year = over.year ?? 2026;
  return {
    key,
    section,
    complectation: t.slug,
    brand: m.brand,
    model: m.slug,
    group: m.group,
    type: t.type,
    body: t.body,
    gear: t.gear,
    drive: t.drive,
    fuel: t.fuel,
    color: "white",
    power: t.power,
    engineVolume: t.engineVolume,
    price: t.price,
    oldPrice: null,
    year,
    mileage: 0,
    vin: used ? makeVin("XTA", year, random) : null,
    wheel: used ? "left" : null,
    city: null,
    state: used ? "good" : null,
    subtype: used ? "lease-end" : null,
    tags: [],
    popularity: 1000,
    listedAt: "2026-11-01",
    ...over,
  };
}

const fillers = Array.from({ length: 20 }, (_, i) =>
  vehicle(`solaris-hs-f${String(i).padStart(2, "0")}`, "cars", "solaris-hs-comfort-1-6-123", {
    price: 1_800_000 + i * 1000,
    color: "silver",
    popularity: 100 + i,
  }),
);

const CARS: VehicleRow[] = [
  vehicle("c1", "cars", "haval-jolion-comfort-1-5t-150", { tags: ["hit"], popularity: 9000 }),
  vehicle("c2", "cars", "haval-jolion-tech-plus-1-5t-150-4wd", { color: "black", tags: ["hit"], popularity: 8000 }),
  vehicle("c3", "cars", "haval-f7-premium-2-0t-190-4wd", { color: "grey" }),
  vehicle("c4", "cars", "chery-tiggo-7-pro-family-1-5t-147", {
    price: 2_399_000,
    oldPrice: 2_499_000,
    tags: ["hit", "special"],
    listedAt: "2026-11-19",
  }),
  vehicle("c5", "cars", "lada-vesta-comfort-1-6-106", { tags: ["hit"] }),
  vehicle("c6", "cars", "lada-granta-standard-1-6-90", { color: "red", tags: ["hit"] }),
  vehicle("c7", "cars", "toyota-camry-prestige-2-5-hybrid-230", { color: "black" }),
  vehicle("c8", "cars", "tenet-t7-action-1-6t-186", { color: "blue", tags: ["new"] }),
  ...fillers,
];

const TRUCKS: VehicleRow[] = [
  vehicle("t1", "trucks", "kamaz-54901-tyagach-4x2-12-0d-450", { color: "orange" }),
  vehicle("t2", "trucks", "gaz-gazelle-nn-bortovaya-3-m-2-8d-149"),
  vehicle("t3", "trucks", "sitrak-c7h-samosval-6x4-mc11-440"),
];

const USED: VehicleRow[] = [
  vehicle("u1", "used", "haval-jolion-comfort-1-5t-150", {
    year: 2021,
    price: 1_450_000,
    mileage: 80_000,
    city: "moscow",
  }),
  vehicle("u2", "used", "lada-vesta-comfort-1-6-106", {
    year: 2022,
    price: 1_050_000,
    mileage: 60_000,
    city: "moscow",
    state: "excellent",
    subtype: "repossessed",
  }),
  vehicle("u3", "used", "kia-rio-comfort-1-6-123", {
    year: 2019,
    price: 1_200_000,
    mileage: 120_000,
    city: "saint-petersburg",
    state: "fair",
    subtype: "trade-in",
  }),
  vehicle("u4", "used", "toyota-camry-classic-2-0-173", {
    year: 2024,
    price: 4_100_000,
    mileage: 20_000,
    city: "vladivostok",
    wheel: "right",
    state: "excellent",
    vin: "JTMBA3FV8R5012345",
  }),
  vehicle("u5", "used", "kamaz-65115-samosval-6x4-6-7d-300", {
    year: 2020,
    price: 5_600_000,
    mileage: 300_000,
    city: "kazan",
    subtype: "repossessed",
  }),
];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const { db } = app.services.database;
  await db.delete(catalogVehicles);
  await db.delete(catalogComplectations);
  await db.delete(catalogModels);
  await db.delete(catalogBrands);
  await db.delete(catalogOptions);
  // c4's discount belongs to a published offer of the content seed: its «special» tag stands.
  const offerLinks = new Map([["c4", "elektromobili-avans-0"]]);
  await insertCatalog(db, { ...reference, vehicles: [...CARS, ...TRUCKS, ...USED], offerLinks });
  await app.services.catalog.reload();
});
afterAll(async () => {
  await app.close();
});

async function get(path: string) {
  const res = await app.api.request(path);
  return { res, body: await res.json() };
}

type Option = { slug: string; count: number; selected: boolean };
const counts = (options: Option[]) => Object.fromEntries(options.map((o) => [o.slug, o.count]));
const selected = (options: Option[]) => options.filter((o) => o.selected).map((o) => o.slug);

describe("new cars list", () => {
  it("answers the whole section with facet counts, paging and cache headers", async () => {
    const { res, body } = await get("/api/catalog/cars/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(body.totalCnt).toBe(28);
    expect(body.pageCnt).toBe(2);
    expect(body.pageNext).toBe(2);
    expect(body.items).toHaveLength(24);
    expect(counts(body.facets.brands)).toEqual({ chery: 1, haval: 3, lada: 2, solaris: 20, tenet: 1, toyota: 1 });
    expect(counts(body.facets.bodies)).toEqual({ sedan: 23, crossover: 5 });
    expect(counts(body.facets.group)).toEqual({ passenger: 28 });
    expect(body.ranges.price).toEqual({ min: 829_000, max: 4_899_000 });
    expect(body.facets.wheels).toBeUndefined();
  });

  it("gives the last page and no next page", async () => {
    const { body } = await get("/api/catalog/cars/?page=2");
    expect(body.page).toBe(2);
    expect(body.items).toHaveLength(4);
    expect(body.pageNext).toBeNull();
    const { body: beyond } = await get("/api/catalog/cars/?page=9");
    expect(beyond.items).toEqual([]);
    expect(beyond.pageNext).toBeNull();
  });

  it("filters by brand, body and price range; counts each option with its own field's selection removed", async () => {
    const { body } = await get(
      "/api/catalog/cars/?brands=haval,chery&bodies=crossover&prices_low=2000000&prices_high=3000000&sort=price_asc",
    );
    expect(body.totalCnt).toBe(3);
    expect(body.items.map((i: { key: string }) => i.key)).toEqual(["c1", "c4", "c2"]);
    // brands: crossovers in the price range, any brand
    expect(counts(body.facets.brands)).toEqual({ chery: 1, haval: 2, lada: 0, solaris: 0, tenet: 1, toyota: 0 });
    expect(selected(body.facets.brands)).toEqual(["chery", "haval"]);
    // bodies: Haval and Chery in the price range, any body
    expect(counts(body.facets.bodies)).toEqual({ sedan: 0, crossover: 3 });
    // unconstrained fields: counted over the result
    expect(counts(body.facets.gears)).toEqual({ manual: 0, automatic: 0, robot: 2, cvt: 1 });
    expect(counts(body.facets.drives)).toEqual({ fwd: 2, awd: 1 });
    expect(counts(body.facets.colors)).toEqual({ white: 2, black: 1, grey: 0, silver: 0, blue: 0, red: 0 });
    expect(body.facets.colors.find((o: { slug: string }) => o.slug === "white").hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(counts(body.facets.models)).toMatchObject({ "haval-jolion": 2, "chery-tiggo-7-pro": 1, "haval-f7": 0 });
    expect(body.facets.models.find((o: { slug: string }) => o.slug === "haval-f7").brand).toBe("haval");
    // the price slider's limits ignore the price bounds; power is over the result
    expect(body.ranges.price).toEqual({ min: 2_199_000, max: 3_249_000 });
    expect(body.ranges.power).toEqual({ min: 147, max: 150 });
    expect(counts(body.listTag)).toEqual({ new: 0, hit: 3, special: 1 });
    expect(
      body.complectations.map((c: { slug: string; count: number; priceFrom: number }) => [
        c.slug,
        c.count,
        c.priceFrom,
      ]),
    ).toEqual([
      ["haval-jolion-comfort-1-5t-150", 1, 2_199_000],
      ["chery-tiggo-7-pro-family-1-5t-147", 1, 2_399_000],
      ["haval-jolion-tech-plus-1-5t-150-4wd", 1, 2_799_000],
    ]);
  });

  it("accepts repeated parameters like comma lists", async () => {
    const a = await get("/api/catalog/cars/?brands=haval&brands=chery");
    const b = await get("/api/catalog/cars/?brands=haval,chery");
    expect(a.body.totalCnt).toBe(4);
    expect(a.body.facets).toEqual(b.body.facets);
  });

  it("sorts by price both ways, by power and by the default popularity", async () => {
    const asc = (await get("/api/catalog/cars/?sort=price_asc")).body.items.map((i: { price: number }) => i.price);
    expect(asc[0]).toBe(829_000);
    expect([...asc].sort((x: number, y: number) => x - y)).toEqual(asc);
    const desc = (await get("/api/catalog/cars/?sort=price_desc")).body.items;
    expect(desc[0].key).toBe("c7");
    const power = (await get("/api/catalog/cars/?sort=power_desc")).body.items;
    expect(power[0].key).toBe("c7");
    const popular = (await get("/api/catalog/cars/")).body.items;
    expect(popular.slice(0, 2).map((i: { key: string }) => i.key)).toEqual(["c1", "c2"]);
    const novelty = (await get("/api/catalog/cars/?sort=novelty")).body.items;
    expect(novelty[0].key).toBe("c4");
  });

  it("filters by the quick tag", async () => {
    const { body } = await get("/api/catalog/cars/?tag=special");
    expect(body.items.map((i: { key: string }) => i.key)).toEqual(["c4"]);
    expect(counts(body.listTag)).toEqual({ new: 1, hit: 5, special: 1 });
  });

  it("puts a card together: price, monthly payment, specs, picture, badges", async () => {
    const { body } = await get("/api/catalog/cars/?models=chery-tiggo-7-pro");
    const [card] = body.items;
    expect(card).toMatchObject({
      key: "c4",
      section: "cars",
      title: "Chery Tiggo 7 Pro Max",
      brand: { slug: "chery", name: "Chery" },
      model: { slug: "chery-tiggo-7-pro", name: "Tiggo 7 Pro Max" },
      complectation: { slug: "chery-tiggo-7-pro-family-1-5t-147", name: "Family 1.5T 147 л.с." },
      body: { slug: "crossover", name: "Кроссовер" },
      price: 2_399_000,
      oldPrice: 2_499_000,
      engineVolume: 1.5,
      mileage: 0,
      power: 147,
      gear: { slug: "cvt", name: "Вариатор" },
      drive: { slug: "fwd", name: "Передний" },
      fuel: { slug: "petrol", name: "Бензин" },
      image: "/api/catalog/image/crossover_white_1.svg",
      badges: [
        { slug: "hit", name: "Хит продаж" },
        { slug: "special", name: "Спецпредложение" },
      ],
      identifier: null,
      city: null,
    });
    // The calculator's figure for 2 399 000 ₽ on the new-car programme: 18 %, advance 20 %, 36 months, buyout 1 %.
    expect(card.monthlyPayment).toBe(68_876);
  });
});

describe("trucks list", () => {
  it("lists trucks with types and trims", async () => {
    const { body } = await get("/api/catalog/trucks/?types=tractor,dump");
    expect(body.totalCnt).toBe(2);
    expect(counts(body.facets.types)).toEqual({ flatbed: 1, dump: 1, tractor: 1 });
    expect(counts(body.facets.group)).toEqual({ commercial: 0, heavy: 2 });
    expect(body.complectations).toHaveLength(2);
    expect(body.listTag).toBeUndefined();
  });

  it("combines the category `type` with `types`", async () => {
    const { body } = await get("/api/catalog/trucks/?type=tractor&types=tractor,dump");
    expect(body.totalCnt).toBe(1);
    expect(counts(body.facets.type)).toEqual({ flatbed: 0, dump: 1, tractor: 1 });
    expect(counts(body.facets.types)).toEqual({ flatbed: 0, dump: 0, tractor: 1 });
  });
});

describe("used list", () => {
  it("filters by city and a year range", async () => {
    const { body } = await get("/api/catalog/used/?cities=moscow&years_from=2021&years_to=2023");
    expect(body.totalCnt).toBe(2);
    expect(body.items.map((i: { key: string }) => i.key).sort()).toEqual(["u1", "u2"]);
    for (const i of body.items) {
      expect(i.city.slug).toBe("moscow");
      expect(i.year).toBeGreaterThanOrEqual(2021);
      expect(i.year).toBeLessThanOrEqual(2023);
    }
    // cities sorted by name; counted within the year range
    expect(body.facets.cities.map((o: Option) => [o.slug, o.count])).toEqual([
      ["vladivostok", 0],
      ["kazan", 0],
      ["moscow", 2],
      ["saint-petersburg", 0],
    ]);
    expect(body.ranges.year).toEqual({ min: 2021, max: 2022 });
    expect(counts(body.facets.wheels)).toEqual({ left: 2, right: 0 });
    expect(counts(body.facets.state)).toEqual({ excellent: 1, good: 1, fair: 0 });
    // Counts only: the page words them (and its lead) itself.
    expect(body.main).toEqual({
      stockCnt: 5,
      cityCnt: 4,
      brandCnt: expect.any(Number),
      priceFrom: 1_050_000,
      monthlyPaymentFrom: expect.any(Number),
    });
  });

  it("filters by mileage, state, subtype and wheel", async () => {
    expect((await get("/api/catalog/used/?mileage_high=100000")).body.totalCnt).toBe(3);
    expect((await get("/api/catalog/used/?state=excellent")).body.totalCnt).toBe(2);
    expect((await get("/api/catalog/used/?subtypes=repossessed")).body.totalCnt).toBe(2);
    const right = (await get("/api/catalog/used/?wheels=right")).body;
    expect(right.items.map((i: { key: string }) => i.key)).toEqual(["u4"]);
    expect(right.items[0]).toMatchObject({ year: 2024, mileage: 20_000, engineVolume: 2, power: 173 });
  });

  it("finds a vehicle by a part of its VIN, case-insensitive", async () => {
    const { body } = await get("/api/catalog/used/?identifier=fv8r5012");
    expect(body.items.map((i: { key: string }) => i.key)).toEqual(["u4"]);
    expect(body.items[0].identifier).toBe("JTMBA3FV8R5012345");
  });

  it("sorts by year and mileage", async () => {
    const byYear = (await get("/api/catalog/used/?sort=year_desc")).body.items.map((i: { year: number }) => i.year);
    expect(byYear).toEqual([2024, 2022, 2021, 2020, 2019]);
    const byMileage = (await get("/api/catalog/used/?sort=mileage_asc")).body.items.map(
      (i: { mileage: number }) => i.mileage,
    );
    expect(byMileage).toEqual([20_000, 60_000, 80_000, 120_000, 300_000]);
  });
});

describe("bad filters", () => {
  it.each([
    ["/api/catalog/cars/?prices_low=abc", "prices_low"],
    ["/api/catalog/cars/?brands=no-such-brand", "brands"],
    ["/api/catalog/cars/?sort=cheapest", "sort"],
    ["/api/catalog/cars/?page=0", "page"],
    ["/api/catalog/cars/?bodies=Crossover", "bodies"],
    ["/api/catalog/cars/?prices_low=3000000&prices_high=1000000", "prices_low"],
    ["/api/catalog/cars/?cities=moscow", "cities"],
    ["/api/catalog/used/?years_from=twenty", "years_from"],
    ["/api/catalog/used/?identifier=IOQ", "identifier"],
    ["/api/catalog/used/?state=new", "state"],
    ["/api/catalog/trucks/?types=tractor,spaceship", "types"],
  ])("%s → 400 naming %s", async (path, field) => {
    const { res, body } = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(body.detail).toContain(field);
  });

  it("ignores parameters that are not filters (utm tags) and blank fields", async () => {
    expect((await get("/api/catalog/cars/?utm_source=yandex&utm_campaign=spring")).res.status).toBe(200);
    const blank = await get("/api/catalog/cars/?prices_low=&brands=&sort=");
    expect(blank.res.status).toBe(200);
    expect(blank.body.totalCnt).toBe(28);
  });
});

describe("vehicle page", () => {
  it("answers catalog_selected and everything the page shows", async () => {
    const { res, body } = await get("/api/catalog/detail/?key=c1");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(body.catalog_selected).toEqual({
      type: { slug: "compact", name: "Компактный (C-класс)" },
      group: { slug: "passenger", name: "Легковые" },
      brand: { slug: "haval", name: "Haval" },
      model: { slug: "haval-jolion", name: "Jolion" },
      prices: {
        price: 2_199_000,
        oldPrice: null,
        monthlyPayment: 63_134,
        modelFrom: 2_199_000,
        modelTo: 2_799_000,
      },
    });
    expect(body.item.key).toBe("c1");
    expect(body.gallery).toEqual(
      [1, 2, 3].map((view) => ({
        url: `/api/catalog/image/${body.item.body.slug}_${body.item.color.slug}_${view}.svg`,
        view,
      })),
    );
    expect(body.item.power).toBe(150);
    expect(body.trimSpecs).toContainEqual({ name: "Длина, мм", value: "4472" });
    expect(body.colors.length).toBeGreaterThan(3);
    expect(
      body.complectations.map((c: { name: string; stockCnt: number; current: boolean }) => [
        c.name,
        c.stockCnt,
        c.current,
      ]),
    ).toEqual([
      ["Comfort 1.5T 150 л.с.", 1, true],
      ["Elite 1.5T 150 л.с.", 0, false],
      ["Premium 1.5T 150 л.с.", 0, false],
      ["Tech Plus 1.5T 150 л.с. 4WD", 1, false],
    ]);
    expect(body.complectations[3].vehicleKey).toBe("c2");
    expect(body.similar.map((i: { key: string }) => i.key).sort()).toEqual(["c2", "c4", "c8"]);
    expect(body.leasing).toMatchObject({ advancePercent: 20, months: 36, buyoutPercent: 1 });
    expect(body.description).toMatch(/Haval/);
  });

  it("shows the used vehicle's VIN, city and condition", async () => {
    const { body } = await get("/api/catalog/detail/?key=u4");
    expect(body.item).toMatchObject({
      identifier: "JTMBA3FV8R5012345",
      wheel: { name: "Правый" },
      city: { name: "Владивосток" },
      mileage: 20_000,
    });
  });

  it("answers 404 for an unknown key and 400 for a malformed one", async () => {
    const missing = await get("/api/catalog/detail/?key=no-such-car");
    expect(missing.res.status).toBe(404);
    expect(missing.res.headers.get("content-type")).toMatch(/problem\+json/);
    const bad = await get("/api/catalog/detail/?key=%3Cscript%3E");
    expect(bad.res.status).toBe(400);
    expect(bad.body.errors[0].field).toBe("key");
    expect((await get("/api/catalog/detail/")).res.status).toBe(400);
  });
});

describe("brands and pictures", () => {
  it("lists brands with models and counts per section", async () => {
    const { body } = await get("/api/catalog/brands/");
    const kamaz = body.brands.find((b: { slug: string }) => b.slug === "kamaz");
    expect(kamaz).toMatchObject({ name: "КАМАЗ", counts: { cars: 0, trucks: 1, used: 1 } });
    const haval = body.brands.find((b: { slug: string }) => b.slug === "haval");
    expect(haval.counts).toEqual({ cars: 3, trucks: 0, used: 1, special: 0 });
    const jolion = haval.models.find((m: { slug: string }) => m.slug === "haval-jolion");
    expect(jolion).toMatchObject({ fullName: "Haval Jolion", section: "cars", counts: { cars: 2, used: 1 } });
    expect(jolion.priceFrom).toBe(2_199_000);
  });

  it("draws a body silhouette in a colour, and 404s the unknown", async () => {
    const res = await app.api.request("/api/catalog/image/crossover_white_1.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    // The body panels are the seed's white (#f2f3f5) lit per face: fills on the line from black to that white.
    const fills = [...svg.matchAll(/fill="#([0-9a-f]{6})"/g)].map((m) => Number.parseInt(m[1] ?? "", 16));
    const whiteShades = fills.filter((n) => {
      const k = ((n >> 16) & 255) / 0xf2;
      return k > 0.5 && Math.abs(((n >> 8) & 255) - 0xf3 * k) <= 2 && Math.abs((n & 255) - 0xf5 * k) <= 2;
    });
    expect(whiteShades.length).toBeGreaterThanOrEqual(5);
    const black = await (await app.api.request("/api/catalog/image/crossover_black_1.svg")).text();
    expect(black).not.toBe(svg);
    expect((await app.api.request("/api/catalog/image/crossover_pink_1.svg")).status).toBe(404);
    expect((await app.api.request("/api/catalog/image/crossover_white_7.svg")).status).toBe(404);
  });

  it("serves the generated picture as AVIF, WebP and JPEG renditions that never change", async () => {
    const picture = generatedPicture("/api/catalog/image/crossover_white_3.svg");
    const addresses = picture?.sources.flatMap((s) => s.srcset.split(", ").map((part) => part.split(" ")[0] ?? ""));
    expect(addresses).toHaveLength(9);
    for (const address of addresses ?? []) {
      const res = await app.api.request(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
      const [, width = "", ext = ""] = /\.(\d+)\.(\w+)$/.exec(address) ?? [];
      expect(res.headers.get("content-type")).toBe({ avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[ext]);
      expect(meta.format).toBe({ avif: "heif", webp: "webp", jpg: "jpeg" }[ext]);
      expect([meta.width, meta.height]).toEqual([Number(width), (Number(width) * 5) / 8]);
    }
    for (const bad of [
      "crossover_pink_3.v3.640.webp",
      "crossover_white_3.v3.500.webp",
      "crossover_white_3.v0.640.webp",
      "crossover_white_3.v3.640.png",
      "crossover_white_3.webp",
    ]) {
      expect((await app.api.request(`/api/catalog/image/${bad}`)).status, bad).toBe(404);
    }
  });

  it("documents the catalogue in the OpenAPI document", async () => {
    const doc = (await get("/api/openapi.json")).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/catalog/cars/", "/api/catalog/used/", "/api/catalog/detail/"]),
    );
  });
});
