import { z } from "zod";
import { isIsoDate } from "../core/calendar-dates.ts";

/**
 * Pieces every account area shares: dates, money, the period filter (`common.filters`), pagination, the
 * vehicle and manager cards, and the `filters` JSON query parameter of the list calls.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` (Moscow time where a moment is meant). */
export const IsoDateSchema = z
  .string("Укажите дату в формате ГГГГ-ММ-ДД")
  .regex(ISO_DATE, "Укажите дату в формате ГГГГ-ММ-ДД")
  .refine(isIsoDate, "Такой даты не существует")
  .meta({ description: "Date, YYYY-MM-DD", example: "2026-11-25" });

/** A month `YYYY-MM`. */
export const IsoMonthSchema = z
  .string("Укажите месяц в формате ГГГГ-ММ")
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Укажите месяц в формате ГГГГ-ММ")
  .meta({ description: "Month, YYYY-MM", example: "2026-11" });

/** Roubles with two decimals (kopecks exact); with VAT 22 % unless the field says otherwise. */
export const MoneySchema = z.number().meta({ description: "₽, two decimals" });

/** `common.filters` of the account state: a period, both ends optional and inclusive. */
export const PeriodFilterSchema = z
  .object({
    dateFrom: IsoDateSchema.optional(),
    dateTo: IsoDateSchema.optional(),
  })
  .refine((p) => !p.dateFrom || !p.dateTo || p.dateFrom <= p.dateTo, {
    message: "Дата «с» должна быть не позже даты «по»",
    path: ["dateTo"],
  });

/** The page number of a list call (`currentPage` of the account state), from 1. */
export const CurrentPageSchema = z.coerce
  .number("Номер страницы должен быть числом")
  .int("Номер страницы должен быть целым числом")
  .min(1, "Номер страницы начинается с 1")
  .max(10_000, "Слишком большой номер страницы")
  .default(1)
  .meta({ description: "Page number from 1", example: 1 });

export const PaginationSchema = z
  .object({
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    pageCnt: z.number().int().meta({ description: "Number of pages (0 when there are no items)" }),
    totalCnt: z.number().int().meta({ description: "Items matching the filters" }),
  })
  .meta({ id: "LkPagination" });
export type Pagination = z.infer<typeof PaginationSchema>;

/**
 * The `filters` query parameter: a JSON object, URL-encoded (`?filters={"status":"active"}`), parsed with the
 * area's schema. Absent or empty means no filters.
 */
export function jsonFilters<T extends z.ZodType>(schema: T, componentId: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === "") return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "Фильтры переданы не в формате JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .meta({
      description: `URL-encoded JSON object, the schema ${componentId} (the list's answer echoes it as \`filters\`)`,
      example: "{}",
    });
}

/** A code and its Russian title: filter options, statuses. */
export const OptionSchema = z.object({ code: z.string(), title: z.string() }).meta({ id: "LkOption" });
export type Option = z.infer<typeof OptionSchema>;

export const VehicleTypeSchema = z.enum(["passenger", "commercial", "truck", "special"]).meta({
  id: "LkVehicleType",
  description: "passenger: легковой; commercial: лёгкий коммерческий; truck: грузовой; special: спецтехника",
});
export type VehicleType = z.infer<typeof VehicleTypeSchema>;

/** A leased vehicle as every account screen shows it. */
export const LkVehicleSchema = z
  .object({
    type: VehicleTypeSchema,
    typeTitle: z.string(),
    brand: z.string(),
    model: z.string(),
    title: z.string().meta({ description: "Brand, model and trim, e.g. «Haval Jolion 1.5T 150 л.с.»" }),
    year: z.number().int(),
    vin: z.string(),
    regNumber: z.string().nullable().meta({ description: "State registration plate; null before registration" }),
    color: z.string(),
  })
  .meta({ id: "LkVehicle" });
export type LkVehicle = z.infer<typeof LkVehicleSchema>;

/** The client's personal manager. */
export const ManagerSchema = z
  .object({
    name: z.string(),
    position: z.string(),
    phone: z.string().meta({ description: "E.164, e.g. +74957773535" }),
    phoneExt: z.string().nullable().meta({ description: "Extension (добавочный), if any" }),
    email: z.string(),
    initials: z.string(),
    photo: z.string().meta({ description: "Generated portrait: a data:image/svg+xml URL with the initials" }),
    workHours: z.string(),
  })
  .meta({ id: "LkManager" });
export type Manager = z.infer<typeof ManagerSchema>;
