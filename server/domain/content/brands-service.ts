import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brandLinks, cities } from "../../db/schema/content.ts";
import { russianCollator } from "./russian-collator.ts";
import { siteUrls } from "./site-urls.ts";

const BRAND_CATEGORIES = { cars: "Легковые автомобили", trucks: "Грузовики и коммерческий транспорт" } as const;

/** The brand map: which brands we lease in a region, through how many dealers. */
export function createBrandsService(db: Db) {
  return {
    /** The brands of a region (the default region without one); null for an unknown region. */
    async map(regionId?: number) {
      const regionRows = await db
        .selectDistinct({ id: cities.regionId, name: cities.region, isDefault: cities.isDefault })
        .from(cities);
      const regions = [...new Map(regionRows.map((r) => [r.id, { id: r.id, name: r.name }])).values()].sort((a, b) =>
        russianCollator.compare(a.name, b.name),
      );
      const wanted = regionId ?? regionRows.find((r) => r.isDefault)?.id ?? regions[0]?.id;
      const region = regions.find((r) => r.id === wanted);
      if (!region) return null;
      const rows = await db
        .select()
        .from(brandLinks)
        .where(eq(brandLinks.regionId, region.id))
        .orderBy(asc(brandLinks.category), asc(brandLinks.sort), asc(brandLinks.brand));
      return {
        region,
        regions,
        list: rows.map((r) => ({
          code: r.brandCode,
          name: r.brand,
          category: r.category,
          categoryTitle: BRAND_CATEGORIES[r.category],
          url: siteUrls.catalogBrand(r.category, r.brandCode),
          dealers: r.dealers,
        })),
      };
    },
  };
}
