import { z } from "zod";

/**
 * The visitor's chosen city, one definition for both sides: POST /api/geo/city/ and the contacts page's form set
 * it, the API and the page loaders read it. A year, HttpOnly, SameSite=Lax, Secure in production.
 */
export const CITY_COOKIE = "city_id";
export const CITY_COOKIE_MAX_AGE_S = 365 * 86_400;

const CITY_ID_MESSAGE = "Идентификатор города — целое положительное число";

/** A city id from a body, query or cookie: a number, or a string of digits. */
export const CityIdSchema = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
  z.number(CITY_ID_MESSAGE).int(CITY_ID_MESSAGE).positive(CITY_ID_MESSAGE).max(2_147_483_647, CITY_ID_MESSAGE),
);

/** SPEC.md §3: City — id (number), name; plus the region for regional content (brand map). */
export const CitySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    region: z.string(),
    regionId: z.number().int().meta({ description: "Code of the Russian region (77 — Москва, 78 — Санкт-Петербург…)" }),
    isDefault: z.boolean(),
  })
  .meta({ id: "City" });
export type City = z.infer<typeof CitySchema>;

/** GET /api/main/cities/ — every city with an office, sorted by name (Russian alphabet). */
export const CitiesResponseSchema = z.object({ list: z.array(CitySchema) }).meta({ id: "CitiesResponse" });
export type CitiesResponse = z.infer<typeof CitiesResponseSchema>;

/** GET /api/main/city/ — the saved city (cookie `city_id`), else the default one. */
export const CurrentCityResponseSchema = z
  .object({
    city: CitySchema,
    source: z.enum(["cookie", "default"]).meta({ description: "cookie: the visitor chose it; default: Москва" }),
  })
  .meta({ id: "CurrentCityResponse" });
export type CurrentCityResponse = z.infer<typeof CurrentCityResponseSchema>;

/** POST /api/geo/city/ — saves the visitor's city in the `city_id` cookie (1 year). */
export const GeoCityRequestSchema = z.object({ city_id: CityIdSchema }).meta({ id: "GeoCityRequest" });
export const GeoCityResponseSchema = z.object({ city: CitySchema }).meta({ id: "GeoCityResponse" });

export const OfficeHoursSchema = z.object({
  days: z.string().meta({ example: "Пн–Пт" }),
  time: z.string().meta({ example: "9:00–19:00" }),
});

export const OfficeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    address: z.string(),
    phones: z.array(z.string()),
    email: z.string(),
    hours: z.array(OfficeHoursSchema),
    lat: z.number(),
    lon: z.number(),
    isMain: z.boolean(),
    note: z.string().meta({ description: "How to get there, parking, entrance" }),
  })
  .meta({ id: "Office" });
export type Office = z.infer<typeof OfficeSchema>;

/** GET /api/pages/contacts/ — `city_id` in the query, else the saved city, else Москва. */
export const ContactsQuerySchema = z.object({ city_id: CityIdSchema.optional() });

export const ContactsResponseSchema = z
  .object({
    city: CitySchema,
    offices: z.array(OfficeSchema),
    hotline: z.object({
      phones: z.array(z.string()),
      email: z.string(),
      hours: z.array(OfficeHoursSchema),
    }),
    cities: z.array(CitySchema).meta({ description: "Every city with an office, for the switcher" }),
  })
  .meta({ id: "ContactsResponse" });
export type ContactsResponse = z.infer<typeof ContactsResponseSchema>;
