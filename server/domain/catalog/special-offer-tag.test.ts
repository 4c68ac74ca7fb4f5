import { asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_PAGE_SIZE } from "../../../contract/catalog.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { catalogVehicles } from "../../db/schema/catalog.ts";
import { offers } from "../../db/schema/content.ts";
import { runSeed } from "../../db/seed/run-seed.ts";
import { createCatalogService } from "./catalog-service.ts";

/**
 * «Спецпредложение» over the whole seeded catalogue: a vehicle carries the tag exactly when it is linked to a
 * published offer and sold at a discount (old price above the price) — and the public catalogue shows the badge
 * on exactly those, with the offer's page.
 */
let database: Database;
let rows: {
  key: string;
  section: string;
  tags: string[];
  price: number;
  oldPrice: number | null;
  offer: string | null;
  published: boolean | null;
}[];

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await runSeed(database.db, { demo: false });
  rows = await database.db
    .select({
      key: catalogVehicles.key,
      section: catalogVehicles.section,
      tags: catalogVehicles.tags,
      price: catalogVehicles.price,
      oldPrice: catalogVehicles.oldPrice,
      offer: offers.code,
      published: offers.isPublished,
    })
    .from(catalogVehicles)
    .leftJoin(offers, eq(offers.id, catalogVehicles.offerId))
    .where(isNull(catalogVehicles.soldAt))
    .orderBy(asc(catalogVehicles.id));
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe("the seeded «Спецпредложение» tag", () => {
  it("is on a vehicle exactly when it is linked to a published offer with a discount", () => {
    expect(rows.length).toBeGreaterThan(1000);
    const wrong = rows.filter((r) => {
      const real = r.offer !== null && r.published === true && r.oldPrice !== null && r.oldPrice > r.price;
      return r.tags.includes("special") !== real;
    });
    expect(wrong.map((r) => r.key)).toEqual([]);
  });

  it("marks real offers only, not a third of the stock", () => {
    const special = rows.filter((r) => r.tags.includes("special"));
    expect(special.length).toBeGreaterThan(0);
    expect(special.length / rows.length).toBeLessThan(0.1);
    // Discounts without an offer stay (last year's stock) but carry no tag.
    expect(rows.some((r) => r.oldPrice !== null && !r.tags.includes("special"))).toBe(true);
  });

  it("is what the public catalogue shows: the badge and the offer's page on the same vehicles", async () => {
    const catalog = createCatalogService(database.db);
    const list = await catalog.cars({ tag: "special" });
    const seeded = rows.filter((r) => r.section === "cars" && r.tags.includes("special"));
    expect(seeded.length).toBeGreaterThan(0);
    expect(list.totalCnt).toBe(seeded.length);
    expect(list.items.length).toBe(Math.min(CATALOG_PAGE_SIZE, seeded.length));
    for (const item of list.items) {
      expect(item.badges.map((b) => b.slug)).toContain("special");
      const detail = await catalog.detail(item.key);
      expect(detail?.offer?.url).toMatch(/^\/offers\/[a-z0-9-]+$/);
    }
  });
});
