import { z } from "zod";
import { CATALOG_SECTIONS, CATALOG_SORTS } from "./catalog-query.ts";
import { MediaPictureSchema } from "./media-picture.ts";

/**
 * The catalogue: new cars (/api/catalog/cars/), new trucks and light commercial vehicles (/api/catalog/trucks/),
 * used vehicles (/api/catalog/used/), the vehicle page (/api/catalog/detail/) and brand/model landing data
 * (/api/catalog/brands/). Field names follow SPEC.md §3 as spelt.
 */

/** Cards per page of every catalogue list. */
export const CATALOG_PAGE_SIZE = 24;

export const CatalogSectionSchema = z.enum(CATALOG_SECTIONS).meta({
  description:
    "cars: новые легковые; trucks: новые коммерческие и грузовые; used: с пробегом; special: спецтехника (новая и с наработкой)",
});
export type CatalogSection = z.infer<typeof CatalogSectionSchema>;

export type CatalogSort = (typeof CATALOG_SORTS)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_LIST = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:,[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const SLUG_LIST_MESSAGE = "Ожидается список кодов через запятую (латиница, цифры, дефис)";

function slugList(description: string) {
  return z
    .string()
    .max(2000, "Слишком длинный список")
    .regex(SLUG_LIST, SLUG_LIST_MESSAGE)
    .transform((value) => [...new Set(value.split(","))])
    .optional()
    .meta({ description: `${description}. Several values: comma-separated or repeated (OR inside the field)` });
}

function slugOne(description: string) {
  return z
    .string()
    .max(100, "Слишком длинное значение")
    .regex(SLUG, "Ожидается один код (латиница, цифры, дефис)")
    .optional()
    .meta({ description });
}

function whole(description: string, max = 1_000_000_000) {
  return z
    .string()
    .regex(/^\d{1,10}$/, "Ожидается целое неотрицательное число")
    .transform(Number)
    .refine((n) => n <= max, `Значение не больше ${max}`)
    .optional()
    .meta({ description });
}

const newFilterShape = {
  group: slugOne("Vehicle group slug: passenger «Легковые», commercial «Коммерческие», heavy «Грузовые»"),
  type: slugOne(
    "One vehicle type (the category of a landing page), e.g. compact, tractor, dump. Combined with `types` by AND",
  ),
  types: slugList("Vehicle types (size class for cars, purpose for trucks: tractor, dump, flatbed, van, chassis, bus)"),
  brands: slugList("Brand slugs, e.g. haval,chery"),
  models: slugList("Model slugs (unique across brands, e.g. haval-jolion). AND with `brands`"),
  prices_low: whole("Lowest price, roubles with VAT (inclusive)"),
  prices_high: whole("Highest price, roubles with VAT (inclusive)"),
  powers_low: whole("Lowest engine power, hp (inclusive)", 100_000),
  powers_high: whole("Highest engine power, hp (inclusive)", 100_000),
  bodies: slugList("Body slugs: sedan, hatchback, liftback, wagon, crossover, suv, minivan, pickup, cargo-van, …"),
  gears: slugList("Gearbox slugs: manual, automatic, robot, cvt"),
  drives: slugList("Drive slugs: fwd, rwd, awd"),
  fuels: slugList("Fuel slugs: petrol, diesel, hybrid, electric, gas"),
  colors: slugList("Colour slugs: white, black, silver, grey, blue, red, …"),
  tag: slugOne(
    "Quick tag (beyond SPEC.md, for the `listTag` chips): new «Новинка», hit «Хит продаж», special «Спецпредложение»",
  ),
  sort: z
    .enum(CATALOG_SORTS, `Неизвестная сортировка: допустимо ${CATALOG_SORTS.join(", ")}`)
    .optional()
    .meta({ description: "Order of the items; popular by default. payment_* orders by the monthly payment estimate" }),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, "Номер страницы: целое число от 1")
    .transform(Number)
    .optional()
    .meta({ description: `Page number from 1; ${CATALOG_PAGE_SIZE} items per page` }),
};

/** Query of GET /api/catalog/cars/ and /api/catalog/trucks/ (the new-car filter of SPEC.md §3). */
export const NewCatalogQuerySchema = z.object(newFilterShape).meta({ id: "NewCatalogQuery" });
export type NewCatalogQuery = z.infer<typeof NewCatalogQuerySchema>;

/** Query of GET /api/catalog/used/ (the used-car filter: the new-car fields plus these). */
export const UsedCatalogQuerySchema = z
  .object({
    ...newFilterShape,
    identifier: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-HJ-NPR-Z0-9]{3,17}$/, "VIN: от 3 до 17 символов, латиница без I, O, Q и цифры")
      .optional()
      .meta({ description: "VIN or a part of it (3–17 characters), matched anywhere in the VIN, case-insensitive" }),
    wheels: slugList("Steering wheel side: left, right"),
    cities: slugList("City slugs, e.g. moscow,saint-petersburg"),
    years_from: whole("Earliest model year (inclusive)", 3000),
    years_to: whole("Latest model year (inclusive)", 3000),
    mileage_low: whole("Lowest mileage, km (inclusive)"),
    mileage_high: whole("Highest mileage, km (inclusive)"),
    state: slugOne("Condition: excellent «Отличное», good «Хорошее», fair «Удовлетворительное»"),
    subtypes: slugList(
      "How the vehicle came to sale: repossessed «Изъятый из лизинга», lease-end «После окончания лизинга», trade-in, demo",
    ),
  })
  .meta({ id: "UsedCatalogQuery" });
export type UsedCatalogQuery = z.infer<typeof UsedCatalogQuerySchema>;

/** Query of GET /api/catalog/special/ (special machinery: the new-car fields, year, new/used and its own ranges). */
export const SpecialCatalogQuerySchema = z
  .object({
    ...newFilterShape,
    type: slugOne(
      "One machinery type (the category of a landing page): excavator, wheel-loader, backhoe-loader, truck-crane, bulldozer, road-roller, forklift, municipal",
    ),
    types: slugList("Machinery types (the slugs of `type`)"),
    condition: slugOne("new «Новая» or used «С наработкой»"),
    years_from: whole("Earliest model year (inclusive)", 3000),
    years_to: whole("Latest model year (inclusive)", 3000),
    weights_low: whole("Lowest operating weight, kg (inclusive); machines without one are left out"),
    weights_high: whole("Highest operating weight, kg (inclusive); machines without one are left out"),
    buckets_low: whole(
      "Lowest bucket volume, litres (1.2 m³ = 1200; inclusive); machines without a bucket are left out",
    ),
    buckets_high: whole("Highest bucket volume, litres (inclusive); machines without a bucket are left out"),
    lifts_low: whole("Lowest lifting capacity, kg (inclusive); machines without one are left out"),
    lifts_high: whole("Highest lifting capacity, kg (inclusive); machines without one are left out"),
  })
  .meta({ id: "SpecialCatalogQuery" });
export type SpecialCatalogQuery = z.infer<typeof SpecialCatalogQuerySchema>;

export type CatalogQuery = NewCatalogQuery &
  Partial<Omit<UsedCatalogQuery, keyof NewCatalogQuery>> &
  Partial<Omit<SpecialCatalogQuery, keyof NewCatalogQuery>>;

/** A named value of a dictionary (brand, body, city…). */
export const CatalogRefSchema = z.object({ slug: z.string(), name: z.string() }).meta({ id: "CatalogRef" });
export type CatalogRef = z.infer<typeof CatalogRefSchema>;

export const CatalogColorSchema = z
  .object({ slug: z.string(), name: z.string(), hex: z.string().meta({ description: "#rrggbb" }) })
  .meta({ id: "CatalogColor" });
export type CatalogColor = z.infer<typeof CatalogColorSchema>;

/** One vehicle as a card in a list (also the unit of comparison and favourites). */
export const CatalogItemSchema = z
  .object({
    key: z.string().meta({ description: "Stable vehicle key for /api/catalog/detail/?key=…" }),
    section: CatalogSectionSchema,
    title: z
      .string()
      .meta({ description: "Brand and model, «Haval Jolion»; used vehicles add the year: «Haval Jolion, 2022»" }),
    brand: CatalogRefSchema,
    model: CatalogRefSchema,
    complectation: CatalogRefSchema,
    group: CatalogRefSchema,
    type: CatalogRefSchema,
    body: CatalogRefSchema,
    gear: CatalogRefSchema,
    drive: CatalogRefSchema,
    fuel: CatalogRefSchema,
    color: CatalogColorSchema,
    power: z.number().int().meta({ description: "hp" }),
    engineVolume: z.number().nullable().meta({ description: "Litres, one decimal; null for electric" }),
    year: z.number().int(),
    mileage: z.number().int().meta({ description: "km; 0 for new vehicles" }),
    price: z.number().int().meta({ description: "Roubles with VAT 22 %" }),
    oldPrice: z.number().int().nullable().meta({ description: "Price before the discount, when there is one" }),
    monthlyPayment: z.number().int().meta({
      description: "Monthly leasing payment estimate, roubles with VAT: annuity, advance 20 %, 36 months, buyout 1 %",
    }),
    image: z
      .string()
      .meta({ description: "URL of the generated SVG picture (body silhouette in the vehicle's colour)" }),
    picture: MediaPictureSchema.nullable().meta({
      description: "The cover photograph when the vehicle has photos (shown instead of `image`); null otherwise",
    }),
    badges: z.array(CatalogRefSchema).meta({ description: "Tags of the vehicle: new, hit, special" }),
    identifier: z.string().nullable().meta({ description: "VIN (used vehicles)" }),
    wheel: CatalogRefSchema.nullable(),
    city: CatalogRefSchema.nullable(),
    state: CatalogRefSchema.nullable(),
    subtype: CatalogRefSchema.nullable(),
    condition: z.enum(["new", "used"]).meta({ description: "New or used (every vehicle of `used` is used)" }),
    engineHours: z.number().int().nullable().meta({ description: "Used special machinery: engine hours" }),
    operatingWeight: z.number().int().nullable().meta({ description: "Special machinery: operating weight, kg" }),
    bucketVolume: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Special machinery with a bucket: volume, litres (1.2 m³ = 1200)" }),
    liftingCapacity: z.number().int().nullable().meta({ description: "Cranes and forklifts: lifting capacity, kg" }),
  })
  .meta({ id: "CatalogItem" });
export type CatalogItem = z.infer<typeof CatalogItemSchema>;

export const FacetOptionSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    count: z.number().int().meta({
      description: "Vehicles the list would have with this option chosen (the field's own selection removed)",
    }),
    selected: z.boolean(),
    hex: z.string().optional().meta({ description: "Colours only" }),
    brand: z.string().optional().meta({ description: "Models only: the brand slug" }),
  })
  .meta({ id: "FacetOption" });
export type FacetOption = z.infer<typeof FacetOptionSchema>;

const facetList = (description: string) => z.array(FacetOptionSchema).meta({ description });

export const CatalogFacetsSchema = z
  .object({
    group: facetList("Options of `group`"),
    type: facetList("Options of `type` (counted with `type` removed, `types` kept)"),
    types: facetList("Options of `types` (counted with `types` removed, `type` kept)"),
    brands: facetList("Options of `brands`"),
    models: facetList("Options of `models`, each with its brand"),
    bodies: facetList("Options of `bodies`"),
    gears: facetList("Options of `gears`"),
    drives: facetList("Options of `drives`"),
    fuels: facetList("Options of `fuels`"),
    colors: facetList("Options of `colors`, each with its hex"),
    wheels: facetList("Used only").optional(),
    cities: facetList("Used only; sorted by name").optional(),
    state: facetList("Used only").optional(),
    subtypes: facetList("Used only").optional(),
    condition: facetList("Special machinery only: new, used").optional(),
  })
  .meta({
    id: "CatalogFacets",
    description:
      "Every option present in the section's stock, in display order, with its count under the current filter minus the field's own selection (count 0: the option would give nothing)",
  });
export type CatalogFacets = z.infer<typeof CatalogFacetsSchema>;

export const CatalogRangeSchema = z
  .object({ min: z.number().int(), max: z.number().int() })
  .meta({ id: "CatalogRange" });
export type CatalogRange = z.infer<typeof CatalogRangeSchema>;

export const CatalogRangesSchema = z
  .object({
    price: CatalogRangeSchema.nullable(),
    power: CatalogRangeSchema.nullable(),
    year: CatalogRangeSchema.nullable(),
    mileage: CatalogRangeSchema.nullable(),
    weight: CatalogRangeSchema.nullable()
      .optional()
      .meta({ description: "Special machinery only: operating weight, kg; null when no matching machine has one" }),
    bucket: CatalogRangeSchema.nullable().optional().meta({
      description: "Special machinery only: bucket volume, litres; null when no matching machine has a bucket",
    }),
    lift: CatalogRangeSchema.nullable()
      .optional()
      .meta({ description: "Special machinery only: lifting capacity, kg; null when no matching machine has one" }),
  })
  .meta({
    id: "CatalogRanges",
    description:
      "Min/max under the current filter with the range's own bounds removed (the slider's limits); null when nothing matches",
  });
export type CatalogRanges = z.infer<typeof CatalogRangesSchema>;

export const CatalogComplectationSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    brand: CatalogRefSchema,
    model: CatalogRefSchema,
    priceFrom: z.number().int().meta({ description: "Lowest price of the trim in the result" }),
    count: z.number().int().meta({ description: "Vehicles of the trim in the result" }),
  })
  .meta({ id: "CatalogComplectation" });
export type CatalogComplectation = z.infer<typeof CatalogComplectationSchema>;

export const CatalogListTagSchema = FacetOptionSchema.meta({ id: "CatalogListTag" });

const listBase = {
  items: z.array(CatalogItemSchema),
  page: z.number().int().meta({ description: "The page answered" }),
  pageNext: z.number().int().nullable().meta({ description: "Next page number, null on the last page" }),
  pageCnt: z
    .number()
    .int()
    .meta({ description: `Pages of ${CATALOG_PAGE_SIZE} items (0 when nothing matches)` }),
  totalCnt: z.number().int().meta({ description: "Vehicles matching the filter" }),
  sort: z.enum(CATALOG_SORTS),
  facets: CatalogFacetsSchema,
  ranges: CatalogRangesSchema,
};

/** A trim as a card of the new-vehicle lists (cars, trucks): the vehicles of one complectation under the filter. */
export const CatalogTrimCardSchema = z
  .object({
    slug: z.string().meta({ description: "Complectation slug, e.g. haval-jolion-elite-1-5t-150" }),
    name: z.string().meta({ description: "The trim's name, «Elite 1.5T 150 л.с.»" }),
    title: z.string().meta({ description: "Brand and model, «Haval Jolion»" }),
    path: z.string().meta({
      description:
        "The trim page's path without the filter: /catalog/<cars|trucks>/<brand>/<model>/<trim> (the model without its brand's prefix, the trim without its model's)",
    }),
    section: CatalogSectionSchema,
    brand: CatalogRefSchema,
    model: CatalogRefSchema,
    group: CatalogRefSchema,
    type: CatalogRefSchema,
    body: CatalogRefSchema,
    gear: CatalogRefSchema,
    drive: CatalogRefSchema,
    fuel: CatalogRefSchema,
    power: z.number().int().meta({ description: "hp" }),
    engineVolume: z.number().nullable().meta({ description: "Litres, one decimal; null for electric" }),
    count: z.number().int().meta({ description: "Vehicles of the trim matching the filter («14 в наличии»)" }),
    priceFrom: z.number().int().meta({ description: "Cheapest of them, roubles with VAT" }),
    priceTo: z.number().int().meta({ description: "Dearest of them" }),
    monthlyPaymentFrom: z.number().int().meta({ description: "Monthly payment estimate of the cheapest" }),
    discountCnt: z.number().int().meta({ description: "Of them, sold below an old price" }),
    colors: z
      .array(CatalogColorSchema.extend({ count: z.number().int() }))
      .meta({ description: "Colours of the matching vehicles (swatches), with their counts" }),
    badges: z
      .array(CatalogRefSchema.extend({ count: z.number().int() }))
      .meta({ description: "Tags carried by matching vehicles (new, hit, special) with how many carry them" }),
    image: z.string().meta({ description: "Generated picture in the cheapest vehicle's colour" }),
    picture: MediaPictureSchema.nullable().meta({ description: "The cheapest vehicle's cover photograph, if any" }),
  })
  .meta({ id: "CatalogTrimCard" });
export type CatalogTrimCard = z.infer<typeof CatalogTrimCardSchema>;

const trims = z
  .object({
    items: z.array(CatalogTrimCardSchema),
    page: z.number().int().meta({ description: "The page answered (the list's `page`)" }),
    pageNext: z.number().int().nullable().meta({ description: "Next page of trims, null on the last" }),
    pageCnt: z
      .number()
      .int()
      .meta({ description: `Pages of ${CATALOG_PAGE_SIZE} trims (0 when nothing matches)` }),
    totalCnt: z.number().int().meta({ description: "Trims with vehicles matching the filter" }),
  })
  .meta({
    id: "CatalogTrimPage",
    description:
      "Beyond SPEC.md (issue 14): the same result grouped by trim, the way the site lists new vehicles. `page` and `sort` page and order the trims too: a trim stands where its first vehicle stands in the vehicle order (popular: its most popular; price_asc: its cheapest; price_desc: its dearest). Trim counts add up to `totalCnt`; facets still count vehicles. `items`, `pageCnt`, `pageNext` of the answer itself stay per vehicle as SPEC.md spells them",
  });

const complectations = z
  .array(CatalogComplectationSchema)
  .meta({ description: "Trims represented in the result: the 30 with most vehicles, then by price" });

export const CarsListSchema = z
  .object({
    ...listBase,
    complectations,
    trims,
    listTag: z.array(CatalogListTagSchema).meta({
      description: "Quick tags above the list (Новинка, Хит продаж, Спецпредложение) with counts; filter with `tag`",
    }),
  })
  .meta({ id: "CarsList" });
export type CarsList = z.infer<typeof CarsListSchema>;

export const TrucksListSchema = z.object({ ...listBase, complectations, trims }).meta({ id: "TrucksList" });
export type TrucksList = z.infer<typeof TrucksListSchema>;

export const UsedMainSchema = z
  .object({
    stockCnt: z.number().int().meta({ description: "Used vehicles on sale, whole stock" }),
    cityCnt: z.number().int().meta({ description: "Cities they are in" }),
    brandCnt: z.number().int(),
    priceFrom: z.number().int().nullable().meta({ description: "Cheapest used vehicle, whole stock" }),
    monthlyPaymentFrom: z.number().int().nullable(),
  })
  .meta({ id: "UsedMain", description: "Summary of the used stock for the page header (not filtered)" });
export type UsedMain = z.infer<typeof UsedMainSchema>;

export const UsedListSchema = z.object({ main: UsedMainSchema, ...listBase }).meta({ id: "UsedList" });
export type UsedList = z.infer<typeof UsedListSchema>;

export const SpecialMainSchema = z
  .object({
    stockCnt: z.number().int().meta({ description: "Machines on sale, whole stock" }),
    newCnt: z.number().int(),
    usedCnt: z.number().int(),
    brandCnt: z.number().int(),
    priceFrom: z.number().int().nullable().meta({ description: "Cheapest machine, whole stock" }),
    monthlyPaymentFrom: z.number().int().nullable(),
  })
  .meta({
    id: "SpecialMain",
    description: "Summary of the special-machinery stock for the page header (not filtered)",
  });
export type SpecialMain = z.infer<typeof SpecialMainSchema>;

export const SpecialListSchema = z.object({ main: SpecialMainSchema, ...listBase }).meta({ id: "SpecialList" });
export type SpecialList = z.infer<typeof SpecialListSchema>;

export const CatalogDetailQuerySchema = z
  .object({
    key: z
      .string("Укажите ключ автомобиля")
      .max(120, "Слишком длинный ключ")
      .regex(SLUG, "Ключ: латиница, цифры, дефис")
      .meta({ description: "Vehicle key from a list item" }),
  })
  .meta({ id: "CatalogDetailQuery" });

export const CatalogImageParamsSchema = z
  .object({
    name: z.string().meta({
      description:
        "<body>_<color>_<view>.svg, e.g. crossover_white_1.svg (views 1–3), or a raster of it, e.g. crossover_white_1.v3.640.webp (contract/vehicle-image.ts)",
    }),
  })
  .meta({ id: "CatalogImageParams" });

export const CatalogSelectedSchema = z
  .object({
    type: CatalogRefSchema,
    group: CatalogRefSchema,
    brand: CatalogRefSchema,
    model: CatalogRefSchema,
    prices: z.object({
      price: z.number().int(),
      oldPrice: z.number().int().nullable(),
      monthlyPayment: z.number().int(),
      modelFrom: z.number().int().meta({ description: "Cheapest vehicle of the model in the same section" }),
      modelTo: z.number().int(),
    }),
  })
  .meta({ id: "CatalogSelected", description: "SPEC.md §3 catalog_selected: what the vehicle page is about" });
export type CatalogSelected = z.infer<typeof CatalogSelectedSchema>;

export const CatalogSpecSchema = z
  .object({ name: z.string(), value: z.string() })
  .meta({ id: "CatalogSpec", description: "One specification of a trim as the catalogue stores it: «Длина, мм» 4472" });

export const CatalogModelComplectationSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    price: z.number().int().meta({ description: "List price of the trim (new)" }),
    monthlyPayment: z.number().int(),
    power: z.number().int(),
    engineVolume: z.number().nullable(),
    gear: CatalogRefSchema,
    drive: CatalogRefSchema,
    fuel: CatalogRefSchema,
    body: CatalogRefSchema,
    stockCnt: z.number().int().meta({ description: "Vehicles of this trim on sale in the same section" }),
    priceFrom: z.number().int().nullable().meta({ description: "Cheapest of them" }),
    vehicleKey: z.string().nullable().meta({ description: "The cheapest vehicle of the trim, to open it" }),
    current: z.boolean(),
  })
  .meta({ id: "CatalogModelComplectation" });

export const CatalogDetailSchema = z
  .object({
    catalog_selected: CatalogSelectedSchema,
    item: CatalogItemSchema,
    description: z.string(),
    gallery: z
      .array(z.object({ url: z.string(), view: z.number().int().meta({ description: "Angle of the picture, 1–3" }) }))
      .meta({ description: "Pictures of the vehicle in its colour, one per view" }),
    photos: z.array(z.object({ picture: MediaPictureSchema, alt: z.string() })).meta({
      description: "Photographs of this vehicle, the cover first; empty when it has none (then `gallery` is shown)",
    }),
    offer: z
      .object({
        code: z.string(),
        title: z.string(),
        url: z.string().meta({ description: "The offer's page, /offers/<code>" }),
      })
      .nullable()
      .meta({ description: "The published special offer the vehicle's price belongs to" }),
    trimSpecs: z
      .array(CatalogSpecSchema)
      .meta({ description: "The trim's own specifications (dimensions, capacities…); the vehicle's are in `item`" }),
    colors: z.array(CatalogColorSchema.extend({ image: z.string() })).meta({
      description: "Colours the trim comes in, each with its picture",
    }),
    complectations: z.array(CatalogModelComplectationSchema).meta({ description: "All trims of the model" }),
    similar: z.array(CatalogItemSchema).meta({ description: "Up to 8 vehicles of the same type and close price" }),
    leasing: z
      .object({
        advancePercent: z.number(),
        months: z.number().int(),
        buyoutPercent: z.number(),
        annualRatePercent: z.number(),
      })
      .meta({ description: "Terms the monthly payment estimate uses" }),
  })
  .meta({ id: "CatalogDetail" });
export type CatalogDetail = z.infer<typeof CatalogDetailSchema>;

const sectionCounts = z
  .object({ cars: z.number().int(), trucks: z.number().int(), used: z.number().int(), special: z.number().int() })
  .meta({ description: "Vehicles on sale per catalogue section" });

export const CatalogBrandsSchema = z
  .object({
    brands: z.array(
      z
        .object({
          slug: z.string(),
          name: z.string(),
          country: z.string(),
          counts: sectionCounts,
          models: z.array(
            z.object({
              slug: z.string(),
              name: z.string(),
              fullName: z.string().meta({ description: "«Haval Jolion»" }),
              section: z
                .enum(["cars", "trucks", "special"])
                .meta({ description: "Where the new vehicles are listed (special: new and used machinery)" }),
              group: CatalogRefSchema,
              type: CatalogRefSchema,
              body: CatalogRefSchema,
              description: z.string(),
              image: z.string(),
              counts: sectionCounts,
              priceFrom: z.number().int().nullable().meta({ description: "Cheapest new vehicle on sale" }),
            }),
          ),
        })
        .meta({ id: "CatalogBrand" }),
    ),
  })
  .meta({ id: "CatalogBrands", description: "Brands and models for landing pages, by name" });
export type CatalogBrands = z.infer<typeof CatalogBrandsSchema>;

/** Query of GET /api/catalog/trim/: the trim and the list's filter (the new-car fields). */
export const CatalogTrimQuerySchema = z
  .object({
    ...newFilterShape,
    trim: z
      .string("Укажите комплектацию")
      .max(120, "Слишком длинное значение")
      .regex(SLUG, "Комплектация: латиница, цифры, дефис")
      .meta({ description: "Complectation slug (a trim card's `slug`)" }),
  })
  .meta({ id: "CatalogTrimQuery" });
export type CatalogTrimQuery = z.infer<typeof CatalogTrimQuerySchema>;

/** One vehicle of a trim's stock: the list card plus the offer page its price belongs to. */
export const CatalogTrimStockItemSchema = CatalogItemSchema.extend({
  offer: z
    .object({ code: z.string(), title: z.string(), url: z.string() })
    .nullable()
    .meta({ description: "The published special offer of the vehicle («Спецпредложение» links here)" }),
}).meta({ id: "CatalogTrimStockItem" });
export type CatalogTrimStockItem = z.infer<typeof CatalogTrimStockItemSchema>;

/** The trim page: the trim, its colours under the filter, and its matching vehicles a page at a time. */
export const CatalogTrimDetailSchema = z
  .object({
    slug: z.string(),
    name: z.string().meta({ description: "«Elite 1.5T 150 л.с.»" }),
    title: z.string().meta({ description: "«Haval Jolion»" }),
    path: z.string().meta({ description: "The trim page's path (see CatalogTrimCard)" }),
    section: CatalogSectionSchema,
    brand: CatalogRefSchema,
    model: CatalogRefSchema,
    group: CatalogRefSchema,
    type: CatalogRefSchema,
    body: CatalogRefSchema,
    gear: CatalogRefSchema,
    drive: CatalogRefSchema,
    fuel: CatalogRefSchema,
    power: z.number().int(),
    engineVolume: z.number().nullable(),
    listPrice: z.number().int().meta({ description: "The trim's list price (new)" }),
    description: z.string().meta({ description: "The model's description" }),
    image: z.string().meta({ description: "Generated picture in the trim's first colour" }),
    specs: z.array(CatalogSpecSchema).meta({ description: "The trim's specifications" }),
    stockCnt: z.number().int().meta({ description: "Vehicles of the trim on sale, whatever the filter" }),
    price: CatalogRangeSchema.nullable().meta({
      description: "Cheapest and dearest matching vehicle (colour included); null when none matches",
    }),
    monthlyPaymentFrom: z.number().int().nullable(),
    colors: z.array(FacetOptionSchema).meta({
      description:
        "The colour picker: colours of the trim's stock, each with its count under the filter without the colour choice",
    }),
    items: z
      .array(CatalogTrimStockItemSchema)
      .meta({ description: "A page of the matching vehicles, in `sort` order" }),
    page: z.number().int(),
    pageNext: z.number().int().nullable(),
    pageCnt: z
      .number()
      .int()
      .meta({ description: `Pages of ${CATALOG_PAGE_SIZE} vehicles` }),
    totalCnt: z.number().int().meta({ description: "Vehicles of the trim matching the filter" }),
    sort: z.enum(CATALOG_SORTS),
  })
  .meta({ id: "CatalogTrimDetail" });
export type CatalogTrimDetail = z.infer<typeof CatalogTrimDetailSchema>;

/**
 * A URL query as the catalogue schemas expect it: each parameter once, repeated values joined with commas
 * (`brands=haval&brands=chery` ≡ `brands=haval,chery`), blank values dropped. For the API and page loaders alike.
 */
export function catalogQueryInput(params: URLSearchParams): Record<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of params) {
    // A blank form field (`prices_low=`) means "no bound", not an error.
    if (value.trim() === "") continue;
    const before = out.get(name);
    out.set(name, before === undefined ? value : `${before},${value}`);
  }
  return Object.fromEntries(out);
}
