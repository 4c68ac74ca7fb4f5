import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  CitiesResponseSchema,
  CurrentCityResponseSchema,
  GeoCityRequestSchema,
  GeoCityResponseSchema,
} from "../../contract/cities.ts";
import { MainNewsResponseSchema, MainReviewsResponseSchema } from "../../contract/pages.ts";
import type { ApiEnv } from "./api-env.ts";
import { cachedJson, notFound, readCityCookie, writeCityCookie } from "./content-http.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { readJson } from "./validate.ts";

/** /api/main: home-page blocks and the city list. */
export const mainApi = new Hono<ApiEnv>({ strict: false })
  .get("/news", async (c) => cachedJson(c, MainNewsResponseSchema.parse(await c.var.services.content.press.latest())))
  .get("/reviews", async (c) =>
    cachedJson(c, MainReviewsResponseSchema.parse(await c.var.services.content.reviews.latest())),
  )
  .get("/cities", async (c) => cachedJson(c, CitiesResponseSchema.parse({ list: await c.var.services.cities.list() })))
  .get("/city", async (c) => {
    const current = await c.var.services.cities.current(readCityCookie(c));
    return cachedJson(c, CurrentCityResponseSchema.parse(current), "private");
  });

/** /api/geo: saving the visitor's city. */
export const geoApi = new Hono<ApiEnv>({ strict: false }).post("/city", async (c) => {
  const { city_id } = await readJson(c, GeoCityRequestSchema);
  const { cities, env } = c.var.services;
  const city = await cities.byId(city_id);
  if (!city) notFound("Город не найден: выберите город из списка");
  writeCityCookie(c, city.id, env.NODE_ENV === "production");
  c.header("Cache-Control", "no-store");
  return c.json(GeoCityResponseSchema.parse({ city }));
});

const TAGS = ["Home and cities"];

export const mainPaths: ZodOpenApiPathsObject = {
  "/api/main/news/": {
    get: getOperation({
      summary: "Home-page block: the six latest news; Cache-Control: public, max-age=0, s-maxage=60; ETag",
      tags: TAGS,
      ok: MainNewsResponseSchema,
    }),
  },
  "/api/main/reviews/": {
    get: getOperation({
      summary: "Home-page block: the latest customer reviews and the average rating; public, max-age=0, s-maxage=60",
      tags: TAGS,
      ok: MainReviewsResponseSchema,
    }),
  },
  "/api/main/cities/": {
    get: getOperation({
      summary: "Cities with an office, sorted by name (Russian alphabet); public, max-age=0, s-maxage=60",
      tags: TAGS,
      ok: CitiesResponseSchema,
    }),
  },
  "/api/main/city/": {
    get: getOperation({
      summary: "The current city: from the city_id cookie when valid, else Москва; private, Vary: Cookie",
      tags: TAGS,
      ok: CurrentCityResponseSchema,
    }),
  },
};

export const geoPaths: ZodOpenApiPathsObject = {
  "/api/geo/city/": {
    post: {
      summary: "Saves the visitor's city: sets the city_id cookie for a year (SameSite=Lax)",
      tags: TAGS,
      requestBody: jsonContent(GeoCityRequestSchema),
      responses: responses(GeoCityResponseSchema, [400, 404, 415]),
    },
  },
};
