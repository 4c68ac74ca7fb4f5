import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  catalogBrands,
  catalogComplectations,
  catalogModels,
  catalogOptions,
  catalogVehiclePhotos,
  catalogVehicles,
} from "../../db/schema/catalog.ts";
import { offers } from "../../db/schema/content.ts";
import { type MediaVariant, mediaImages } from "../../db/schema/media.ts";
import type { Attr, DictEntry, VehicleRecord } from "./catalog-index.ts";

export type BrandInfo = typeof catalogBrands.$inferSelect;
export type ModelInfo = typeof catalogModels.$inferSelect;
export type ComplectationInfo = typeof catalogComplectations.$inferSelect;

/** Everything the catalogue index is built from, read from the database in a few scans. */
export interface CatalogData {
  dict: Record<Attr | "tag", DictEntry[]>;
  brands: Map<string, BrandInfo>;
  models: Map<string, ModelInfo>;
  complectations: Map<string, ComplectationInfo>;
  vehicles: VehicleRecord[];
  /** By vehicle key: its photographs (the cover first) and its published special offer; absent when neither. */
  extras: Map<string, VehicleExtras>;
}

export interface VehiclePhoto {
  code: string;
  variants: MediaVariant[];
  alt: string;
}

export interface VehicleExtras {
  photos: VehiclePhoto[];
  offer: { code: string; title: string } | null;
}

const collator = new Intl.Collator("ru", { numeric: true, sensitivity: "base" });

const OPTION_FIELDS = [
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
  "condition",
  "tag",
] as const;

export async function loadCatalogData(db: Db): Promise<CatalogData> {
  const options = await db
    .select()
    .from(catalogOptions)
    .orderBy(asc(catalogOptions.field), asc(catalogOptions.position));
  const brandRows = await db.select().from(catalogBrands);
  const modelRows = await db.select().from(catalogModels);
  const complectationRows = await db
    .select()
    .from(catalogComplectations)
    .orderBy(asc(catalogComplectations.model), asc(catalogComplectations.position));
  const vehicles: VehicleRecord[] = await db
    .select({
      key: catalogVehicles.key,
      section: catalogVehicles.section,
      complectation: catalogVehicles.complectation,
      brand: catalogVehicles.brand,
      model: catalogVehicles.model,
      group: catalogVehicles.group,
      type: catalogVehicles.type,
      body: catalogVehicles.body,
      gear: catalogVehicles.gear,
      drive: catalogVehicles.drive,
      fuel: catalogVehicles.fuel,
      color: catalogVehicles.color,
      power: catalogVehicles.power,
      engineVolume: catalogVehicles.engineVolume,
      price: catalogVehicles.price,
      oldPrice: catalogVehicles.oldPrice,
      year: catalogVehicles.year,
      mileage: catalogVehicles.mileage,
      vin: catalogVehicles.vin,
      wheel: catalogVehicles.wheel,
      city: catalogVehicles.city,
      state: catalogVehicles.state,
      subtype: catalogVehicles.subtype,
      tags: catalogVehicles.tags,
      popularity: catalogVehicles.popularity,
      listedAt: catalogVehicles.listedAt,
      condition: catalogVehicles.condition,
      engineHours: catalogVehicles.engineHours,
      operatingWeight: catalogVehicles.operatingWeight,
      bucketVolume: catalogVehicles.bucketVolume,
      liftingCapacity: catalogVehicles.liftingCapacity,
    })
    .from(catalogVehicles)
    // A sold vehicle stays in the table for the record but leaves the public catalogue.
    .where(isNull(catalogVehicles.soldAt))
    .orderBy(asc(catalogVehicles.id));
  const extras = new Map<string, VehicleExtras>();
  const extrasOf = (key: string) => {
    const found = extras.get(key);
    if (found) return found;
    const made: VehicleExtras = { photos: [], offer: null };
    extras.set(key, made);
    return made;
  };
  const photoRows = await db
    .select({ key: catalogVehicles.key, code: mediaImages.code, variants: mediaImages.variants, alt: mediaImages.alt })
    .from(catalogVehiclePhotos)
    .innerJoin(catalogVehicles, eq(catalogVehicles.id, catalogVehiclePhotos.vehicleId))
    .innerJoin(mediaImages, eq(mediaImages.id, catalogVehiclePhotos.imageId))
    .where(isNull(catalogVehicles.soldAt))
    .orderBy(
      asc(catalogVehiclePhotos.vehicleId),
      asc(catalogVehiclePhotos.position),
      asc(catalogVehiclePhotos.imageId),
    );
  for (const { key, ...photo } of photoRows) extrasOf(key).photos.push(photo);
  // Only a published offer is linked: an unpublished one has no public page.
  const offerRows = await db
    .select({ key: catalogVehicles.key, code: offers.code, title: offers.title })
    .from(catalogVehicles)
    .innerJoin(offers, eq(offers.id, catalogVehicles.offerId))
    .where(and(isNull(catalogVehicles.soldAt), eq(offers.isPublished, true)));
  for (const { key, code, title } of offerRows) extrasOf(key).offer = { code, title };
  // «Спецпредложение» is derived, whatever the stored tags say (an editor sets both independently): it marks
  // exactly the vehicles linked to a published offer, the page their discount or subsidised rate belongs to.
  for (const v of vehicles) {
    const linked = extras.get(v.key)?.offer != null;
    if (linked !== v.tags.includes("special"))
      v.tags = linked ? [...v.tags, "special"] : v.tags.filter((t) => t !== "special");
  }

  const dict = {} as Record<Attr | "tag", DictEntry[]>;
  for (const field of OPTION_FIELDS) {
    dict[field] = options.filter((o) => o.field === field).map((o) => ({ slug: o.slug, name: o.name, hex: o.hex }));
  }
  // By slug (the Latin spelling): ГАЗ sits with G, КАМАЗ with K, as on Russian car marketplaces.
  const brands = [...brandRows].sort((a, b) => a.slug.localeCompare(b.slug));
  const brandRank = new Map(brands.map((b, i) => [b.slug, i]));
  dict.brand = brands.map((b) => ({ slug: b.slug, name: b.name }));
  const models = [...modelRows].sort(
    (a, b) => (brandRank.get(a.brand) ?? 0) - (brandRank.get(b.brand) ?? 0) || collator.compare(a.name, b.name),
  );
  const modelRank = new Map(models.map((m, i) => [m.slug, i]));
  dict.model = models.map((m) => ({ slug: m.slug, name: m.name, parent: m.brand }));
  const complectations = [...complectationRows].sort(
    (a, b) => (modelRank.get(a.model) ?? 0) - (modelRank.get(b.model) ?? 0) || a.position - b.position,
  );
  dict.complectation = complectations.map((c) => ({ slug: c.slug, name: c.name, parent: c.model }));

  return {
    dict,
    brands: new Map(brands.map((b) => [b.slug, b])),
    models: new Map(models.map((m) => [m.slug, m])),
    complectations: new Map(complectations.map((c) => [c.slug, c])),
    vehicles,
    extras,
  };
}
