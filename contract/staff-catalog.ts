import { z } from "zod";
import { CatalogSectionSchema } from "./catalog.ts";
import { CurrentPageSchema, jsonFilters, OptionSchema, PaginationSchema } from "./lk-common.ts";

/**
 * The catalogue in the back office (issue 15), under /staff/api/catalog/ (role content; admin always):
 * `list/` (every vehicle, on sale or sold, `filters` JSON and `currentPage`), `detail/?id=`, `options/` (what the
 * form chooses from: trims with their colours, cities, conditions, tags, published offers), `POST create/`,
 * `POST update/`, `POST sold/` `{id, sold}` (sold leaves the public catalogue, `sold: false` returns it),
 * `POST remove/` `{id}` (the vehicle and its photos). Each change is audited and rebuilds the public catalogue on
 * every instance. Prices are whole roubles with VAT, as in the public catalogue.
 */

export const STAFF_CATALOG_PAGE_SIZE = 20;

export const STAFF_CATALOG_MESSAGES = {
  notFound: "Автомобиль не найден",
  removed: "Автомобиль удалён из каталога",
} as const;

export const STAFF_VEHICLE_STATUSES = ["on_sale", "sold"] as const;
export const StaffVehicleStatusSchema = z.enum(STAFF_VEHICLE_STATUSES, "Выберите: в продаже или продан");
export const STAFF_VEHICLE_STATUS_TITLES: Record<(typeof STAFF_VEHICLE_STATUSES)[number], string> = {
  on_sale: "В продаже",
  sold: "Продан",
};

export const STAFF_CATALOG_SECTION_TITLES: Record<z.infer<typeof CatalogSectionSchema>, string> = {
  cars: "Легковые новые",
  trucks: "Грузовые и коммерческие",
  used: "С пробегом",
  special: "Спецтехника",
};

export const StaffCatalogFiltersSchema = z
  .object({
    search: z
      .string("Поиск — это строка")
      .trim()
      .max(100, "Слишком длинный запрос: до 100 символов")
      .optional()
      .meta({ description: "Part of the key, the VIN, the brand or the model name, any case" }),
    section: z.enum(["cars", "trucks", "used", "special"], "Неизвестный раздел").optional(),
    status: StaffVehicleStatusSchema.optional(),
  })
  .meta({ id: "StaffCatalogFilters" });
export type StaffCatalogFilters = z.infer<typeof StaffCatalogFiltersSchema>;

export const StaffCatalogListQuerySchema = z.object({
  filters: jsonFilters(StaffCatalogFiltersSchema, "StaffCatalogFilters"),
  currentPage: CurrentPageSchema,
});

const IdSchema = z.coerce
  .number("Укажите автомобиль")
  .int("Укажите автомобиль")
  .positive("Укажите автомобиль")
  .max(2_147_483_647, STAFF_CATALOG_MESSAGES.notFound);
export const StaffVehicleIdQuerySchema = z.object({ id: IdSchema });

export const StaffVehicleListItemSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    section: CatalogSectionSchema,
    sectionTitle: z.string(),
    title: z.string().meta({ description: "Brand, model and trim" }),
    colorName: z.string(),
    year: z.number().int(),
    mileage: z.number().int(),
    price: z.number().int().meta({ description: "Roubles with VAT" }),
    oldPrice: z.number().int().nullable(),
    vin: z.string().nullable(),
    cityName: z.string().nullable(),
    soldAt: z.string().nullable().meta({ description: "The day it was sold; null while on sale" }),
    photoCnt: z.number().int(),
    updatedAt: z.string().meta({ description: "ISO 8601 moment" }),
  })
  .meta({ id: "StaffVehicleListItem" });
export type StaffVehicleListItem = z.infer<typeof StaffVehicleListItemSchema>;

export const StaffCatalogListResponseSchema = z
  .object({
    items: z.array(StaffVehicleListItemSchema).meta({ description: "Newest first" }),
    pagination: PaginationSchema,
    filters: StaffCatalogFiltersSchema,
    sections: z.array(OptionSchema),
    statuses: z.array(OptionSchema),
  })
  .meta({ id: "StaffCatalogList" });
export type StaffCatalogListResponse = z.infer<typeof StaffCatalogListResponseSchema>;

const slug = (what: string) =>
  z.string(`Выберите: ${what}`).trim().min(1, `Выберите: ${what}`).max(100, `Неизвестное значение: ${what}`);
const optionalSlug = (what: string) =>
  z
    .string(`${what} — это строка`)
    .trim()
    .max(100, `Неизвестное значение: ${what}`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const roubles = (what: string) =>
  z
    .number(`${what}: укажите число`)
    .int(`${what}: целое число рублей`)
    .positive(`${what}: больше нуля`)
    .max(2_000_000_000, `${what}: слишком большая`);

/** A VIN: 17 letters and digits, the letters I, O and Q never used (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** What the editor sets; the trim fills brand, model, body, gear, drive, fuel, power and engine. */
export const StaffVehicleInputSchema = z
  .object({
    used: z.boolean("Укажите, новый автомобиль или с пробегом"),
    complectation: slug("комплектация"),
    color: slug("цвет"),
    price: roubles("Цена"),
    oldPrice: roubles("Старая цена").nullable().optional().default(null),
    year: z
      .number("Год выпуска: укажите число")
      .int("Год выпуска: целое число")
      .min(1950, "Год выпуска: не раньше 1950"),
    mileage: z
      .number("Пробег: укажите число")
      .int("Пробег: целое число километров")
      .min(0, "Пробег не может быть отрицательным")
      .max(5_000_000, "Пробег: слишком большой"),
    engineHours: z
      .number("Моточасы: укажите число")
      .int("Моточасы: целое число")
      .min(0, "Моточасы не могут быть отрицательными")
      .max(500_000, "Моточасы: слишком много")
      .nullable()
      .optional()
      .default(null)
      .meta({ description: "Engine hours of a used special machine; null otherwise" }),
    vin: z
      .string("VIN — это строка")
      .trim()
      .toUpperCase()
      .nullable()
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || VIN_PATTERN.test(v), "VIN: 17 латинских букв и цифр, без I, O и Q"),
    city: optionalSlug("город"),
    state: optionalSlug("состояние"),
    wheel: optionalSlug("руль"),
    subtype: optionalSlug("происхождение"),
    tags: z
      .array(z.string("Метка — это строка").trim().min(1).max(100), "Метки — это список")
      .max(10, "Не больше 10 меток")
      .default([]),
    offerId: z
      .number("Спецпредложение: укажите номер")
      .int("Спецпредложение: укажите номер")
      .positive("Спецпредложение не найдено")
      .max(2_147_483_647, "Спецпредложение не найдено")
      .nullable()
      .optional()
      .default(null),
  })
  .meta({ id: "StaffVehicleInput" });
export type StaffVehicleInput = z.input<typeof StaffVehicleInputSchema>;
export type StaffVehicleValues = z.output<typeof StaffVehicleInputSchema>;

export const StaffVehicleCreateRequestSchema = StaffVehicleInputSchema;
export const StaffVehicleUpdateRequestSchema = StaffVehicleInputSchema.extend({ id: IdSchema }).meta({
  id: "StaffVehicleUpdate",
});
export const StaffVehicleSoldRequestSchema = z.object({
  id: IdSchema,
  sold: z.boolean("Укажите, продан ли автомобиль"),
});
export const StaffVehicleRemoveRequestSchema = z.object({ id: IdSchema });

export const StaffVehicleSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    section: CatalogSectionSchema,
    sectionTitle: z.string(),
    condition: z
      .enum(["new", "used"])
      .meta({ description: "New or used: used special machinery stays in its section (special), unlike cars" }),
    title: z.string(),
    brand: z.string(),
    model: z.string(),
    complectation: z.string(),
    complectationName: z.string(),
    color: z.string(),
    price: z.number().int(),
    oldPrice: z.number().int().nullable(),
    year: z.number().int(),
    mileage: z.number().int(),
    engineHours: z.number().int().nullable(),
    vin: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    wheel: z.string().nullable(),
    subtype: z.string().nullable(),
    tags: z.array(z.string()),
    offerId: z.number().int().nullable(),
    listedAt: z.string(),
    soldAt: z.string().nullable(),
    updatedAt: z.string(),
    publicUrl: z.string().nullable().meta({ description: "The public page; null while sold" }),
  })
  .meta({ id: "StaffVehicle" });
export type StaffVehicle = z.infer<typeof StaffVehicleSchema>;

export const StaffVehicleResponseSchema = z.object({ vehicle: StaffVehicleSchema }).meta({ id: "StaffVehicleAnswer" });
export const StaffVehicleRemoveResponseSchema = z.object({ removed: z.literal(true), message: z.string() });

const NamedSchema = z.object({ slug: z.string(), name: z.string() });

export const StaffCatalogOptionsSchema = z
  .object({
    complectations: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        brand: z.string(),
        model: z.string(),
        title: z.string().meta({ description: "«Brand Model, trim»" }),
        section: z
          .enum(["cars", "trucks", "special"])
          .meta({ description: "Where new vehicles of the model are listed" }),
        since: z.number().int().meta({ description: "The earliest year allowed" }),
        price: z.number().int().meta({ description: "List price of a new vehicle" }),
        colors: z.array(NamedSchema),
      }),
    ),
    cities: z.array(NamedSchema),
    states: z.array(NamedSchema),
    wheels: z.array(NamedSchema),
    subtypes: z.array(NamedSchema),
    tags: z.array(NamedSchema),
    offers: z.array(z.object({ id: z.number().int(), title: z.string() })).meta({ description: "Published offers" }),
    maxYear: z.number().int().meta({ description: "Next year: the latest year allowed" }),
  })
  .meta({ id: "StaffCatalogOptions" });
export type StaffCatalogOptions = z.infer<typeof StaffCatalogOptionsSchema>;
