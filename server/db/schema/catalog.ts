import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { calendarDate, serialId, updatedAt } from "../columns.ts";
import { offers } from "./content.ts";
import { mediaImages } from "./media.ts";

/**
 * The catalogue. Dictionaries (options, brands, models, complectations) describe what can be sold;
 * catalog_vehicles are the offers on sale, denormalised (one row carries every filterable attribute as a slug)
 * so that the in-memory index loads with one scan and SQL can facet without joins.
 */

/** Values of the small dictionaries: group, type, body, gear, drive, fuel, color, wheel, city, state, subtype, tag. */
export const catalogOptions = pgTable(
  "catalog_options",
  {
    field: text("field").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    /** Colours: #rrggbb. */
    hex: text("hex"),
  },
  (t) => [primaryKey({ columns: [t.field, t.slug] })],
);

export const catalogBrands = pgTable("catalog_brands", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  country: text("country").notNull(),
});

export const catalogModels = pgTable(
  "catalog_models",
  {
    slug: text("slug").primaryKey(),
    brand: text("brand")
      .notNull()
      .references(() => catalogBrands.slug),
    name: text("name").notNull(),
    /** Where the new vehicles of the model are listed. */
    section: text("section", { enum: ["cars", "trucks", "special"] }).notNull(),
    group: text("group").notNull(),
    type: text("type").notNull(),
    body: text("body").notNull(),
    /** First model year on the Russian market (used vehicles are not older). */
    since: integer("since").notNull(),
    description: text("description").notNull(),
  },
  (t) => [index("catalog_models_brand_idx").on(t.brand)],
);

export const catalogComplectations = pgTable(
  "catalog_complectations",
  {
    slug: text("slug").primaryKey(),
    model: text("model")
      .notNull()
      .references(() => catalogModels.slug),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    /** List price of a new vehicle, roubles with VAT. */
    price: integer("price").notNull(),
    type: text("type").notNull(),
    body: text("body").notNull(),
    gear: text("gear").notNull(),
    drive: text("drive").notNull(),
    fuel: text("fuel").notNull(),
    power: integer("power").notNull(),
    /** cm³; 0 for electric. */
    engineVolume: integer("engine_volume").notNull(),
    colors: text("colors").array().notNull(),
    /** Extra specification rows [name, value] (dimensions, wheel formula, payload…). */
    specs: jsonb("specs").$type<[string, string][]>().notNull(),
    /** Special machinery only: operating weight, kg. */
    operatingWeight: integer("operating_weight"),
    /** Special machinery only: bucket volume, litres (1.2 m³ = 1200). */
    bucketVolume: integer("bucket_volume"),
    /** Special machinery only: lifting capacity, kg. */
    liftingCapacity: integer("lifting_capacity"),
  },
  (t) => [index("catalog_complectations_model_idx").on(t.model)],
);

export const catalogVehicles = pgTable(
  "catalog_vehicles",
  {
    id: serialId(),
    key: text("key").notNull().unique(),
    section: text("section", { enum: ["cars", "trucks", "used", "special"] }).notNull(),
    /** New or used; every vehicle of «used» is used, special machinery is either. */
    condition: text("condition", { enum: ["new", "used"] })
      .notNull()
      .default("new"),
    complectation: text("complectation")
      .notNull()
      .references(() => catalogComplectations.slug),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    group: text("group").notNull(),
    type: text("type").notNull(),
    body: text("body").notNull(),
    gear: text("gear").notNull(),
    drive: text("drive").notNull(),
    fuel: text("fuel").notNull(),
    color: text("color").notNull(),
    power: integer("power").notNull(),
    engineVolume: integer("engine_volume").notNull(),
    price: integer("price").notNull(),
    oldPrice: integer("old_price"),
    year: integer("year").notNull(),
    mileage: integer("mileage").notNull(),
    /** Used special machinery: engine hours (its wear, where a road vehicle has mileage). */
    engineHours: integer("engine_hours"),
    /** Special machinery: copied from the trim like power, so the index filters on them. */
    operatingWeight: integer("operating_weight"),
    bucketVolume: integer("bucket_volume"),
    liftingCapacity: integer("lifting_capacity"),
    /** Used vehicles only. */
    vin: text("vin"),
    wheel: text("wheel"),
    city: text("city"),
    state: text("state"),
    subtype: text("subtype"),
    tags: text("tags").array().notNull(),
    /** Higher first in the default («popular») order. */
    popularity: integer("popularity").notNull(),
    listedAt: calendarDate("listed_at").notNull(),
    /** Set when the vehicle is sold: it leaves the public catalogue but stays for the record. */
    soldAt: calendarDate("sold_at"),
    /** The special offer the vehicle's discount or subsidised rate belongs to (its «Спецпредложение» link). */
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("catalog_vehicles_section_brand_idx").on(t.section, t.brand, t.model),
    index("catalog_vehicles_section_price_idx").on(t.section, t.price),
  ],
);

/** Photographs of a vehicle in the editor's order; the first is the cover. */
export const catalogVehiclePhotos = pgTable(
  "catalog_vehicle_photos",
  {
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => catalogVehicles.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.imageId] }), index("catalog_vehicle_photos_image_idx").on(t.imageId)],
);
