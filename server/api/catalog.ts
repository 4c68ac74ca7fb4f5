import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  CarsListSchema,
  CatalogBrandsSchema,
  CatalogDetailQuerySchema,
  CatalogDetailSchema,
  CatalogImageParamsSchema,
  type CatalogQuery,
  CatalogTrimDetailSchema,
  CatalogTrimQuerySchema,
  catalogQueryInput,
  NewCatalogQuerySchema,
  SpecialCatalogQuerySchema,
  SpecialListSchema,
  TrucksListSchema,
  UsedCatalogQuerySchema,
  UsedListSchema,
} from "../../contract/catalog.ts";
import {
  CATALOG_SPECIAL_ONLY_FIELDS,
  CATALOG_SPECIAL_SHARED_FIELDS,
  CATALOG_USED_ONLY_FIELDS,
} from "../../contract/catalog-query.ts";
import { domainErrorOf } from "../../contract/domain-error.ts";
import type { ApiEnv } from "./api-env.ts";
import { getOperation } from "./openapi-helpers.ts";
import { problem, problemResponse } from "./problem.ts";
import { parseRequest, readQuery } from "./validate.ts";

/** Public catalogue answers may be kept by a CDN for a minute; browsers ask again, so an edited price shows at once. */
const PUBLIC_CACHE = "public, max-age=0, s-maxage=60";
/** Pictures depend only on their URL. */
const IMAGE_CACHE = "public, max-age=86400";
/** A raster's address carries the drawing's version (contract/vehicle-image.ts), so it never changes under it. */
const RASTER_CACHE = "public, max-age=31536000, immutable";

/** The filter from the query string: repeated parameters joined, syntax checked, used-only fields refused on new lists. */
function readFilter(c: Context, used: boolean): CatalogQuery {
  const input = catalogQueryInput(new URL(c.req.url).searchParams);
  if (!used) refuseUsedOnly(input);
  refuseMisplaced(input, CATALOG_SPECIAL_ONLY_FIELDS, "Этот фильтр есть только в каталоге спецтехники");
  return parseRequest(used ? UsedCatalogQuerySchema : NewCatalogQuerySchema, input);
}

/** A used-only filter field on a new-vehicle answer: 400 naming it. */
function refuseUsedOnly(input: Record<string, string>) {
  const misplaced = CATALOG_USED_ONLY_FIELDS.filter((field) => field in input);
  if (misplaced.length === 0) return;
  throw new HTTPException(400, {
    res: problemResponse(
      400,
      `Проверьте поля: ${misplaced.join(", ")}`,
      misplaced.map((field) => ({ field, message: "Этот фильтр есть только в каталоге автомобилей с пробегом" })),
    ),
  });
}

/** Fields of another section's filter: 400 naming each with `message`. */
function refuseMisplaced(input: Record<string, string>, fields: readonly string[], message: string) {
  const misplaced = fields.filter((field) => field in input);
  if (misplaced.length === 0) return;
  throw new HTTPException(400, {
    res: problemResponse(
      400,
      `Проверьте поля: ${misplaced.join(", ")}`,
      misplaced.map((field) => ({ field, message })),
    ),
  });
}

/** The special-machinery filter: the used-vehicle fields it lacks (VIN, mileage, city…) are refused. */
function readSpecialFilter(c: Context): CatalogQuery {
  const input = catalogQueryInput(new URL(c.req.url).searchParams);
  const shared = new Set<string>(CATALOG_SPECIAL_SHARED_FIELDS);
  refuseMisplaced(
    input,
    CATALOG_USED_ONLY_FIELDS.filter((field) => !shared.has(field)),
    "Этот фильтр есть только в каталоге автомобилей с пробегом",
  );
  return parseRequest(SpecialCatalogQuerySchema, input);
}

/** Unknown slugs and reversed bounds found by the catalogue become a 400 naming the field. */
async function answer<T>(c: Context, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    c.header("Cache-Control", PUBLIC_CACHE);
    return result;
  } catch (error) {
    const refused = domainErrorOf(error, "catalog-filter");
    if (refused) {
      const fields = [...new Set(refused.errors.map((e) => e.field))].join(", ");
      throw new HTTPException(400, { res: problemResponse(400, `Проверьте поля: ${fields}`, refused.errors) });
    }
    throw error;
  }
}

/** /api/catalog: new cars, trucks, used vehicles, the vehicle page, brands, pictures. */
export const catalogApi = new Hono<ApiEnv>({ strict: false })
  .get("/cars", async (c) => {
    const query = readFilter(c, false);
    return c.json(await answer(c, () => c.var.services.catalog.cars(query)));
  })
  .get("/trucks", async (c) => {
    const query = readFilter(c, false);
    return c.json(await answer(c, () => c.var.services.catalog.trucks(query)));
  })
  .get("/used", async (c) => {
    const query = readFilter(c, true);
    return c.json(await answer(c, () => c.var.services.catalog.used(query)));
  })
  .get("/special", async (c) => {
    const query = readSpecialFilter(c);
    return c.json(await answer(c, () => c.var.services.catalog.special(query)));
  })
  .get("/trim", async (c) => {
    const input = catalogQueryInput(new URL(c.req.url).searchParams);
    refuseUsedOnly(input);
    const query = parseRequest(CatalogTrimQuerySchema, input);
    const trim = await answer(c, () => c.var.services.catalog.trim(query));
    if (!trim) return problem(c, 404, "Комплектация не найдена: возможно, автомобилей в ней уже нет в продаже.");
    return c.json(trim);
  })
  .get("/detail", async (c) => {
    const { key } = readQuery(c, CatalogDetailQuerySchema);
    const detail = await c.var.services.catalog.detail(key);
    if (!detail)
      return problem(c, 404, "Автомобиль не найден: возможно, он уже продан. Посмотрите похожие в каталоге.");
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(detail);
  })
  .get("/brands", async (c) => {
    const brands = await c.var.services.catalog.brands();
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(brands);
  })
  .get("/image/:name", async (c) => {
    const name = c.req.param("name");
    if (!name.endsWith(".svg")) {
      const raster = await c.var.services.vehicleImages.file(name);
      if (!raster) return problem(c, 404, "Изображение не найдено");
      return c.body(raster.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": raster.mime,
        "cache-control": RASTER_CACHE,
        "x-content-type-options": "nosniff",
      });
    }
    const svg = await c.var.services.catalog.image(name);
    if (!svg) return problem(c, 404, "Изображение не найдено");
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", IMAGE_CACHE);
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(svg);
  });

const listNote =
  "Filter in the query string: lists comma-separated or repeated (OR inside a field, AND across fields), ranges as *_low/*_high (years_from/years_to). Unknown values: 400 naming the field. Facet counts are per option with the field's own selection removed. Cache-Control: public, max-age=0, s-maxage=60.";

export const catalogPaths: ZodOpenApiPathsObject = {
  "/api/catalog/cars/": {
    get: getOperation({
      summary: "New passenger cars and pickups: a page of 24, facets with counts, ranges, trims, quick tags",
      description: listNote,
      tags: ["Catalogue"],
      query: NewCatalogQuerySchema,
      ok: CarsListSchema,
    }),
  },
  "/api/catalog/trucks/": {
    get: getOperation({
      summary: "New light commercial vehicles and trucks: a page of 24, facets with counts, ranges, trims",
      description: listNote,
      tags: ["Catalogue"],
      query: NewCatalogQuerySchema,
      ok: TrucksListSchema,
    }),
  },
  "/api/catalog/used/": {
    get: getOperation({
      summary: "Used vehicles: the used-stock summary, a page of 24, facets with counts, ranges",
      description: listNote,
      tags: ["Catalogue"],
      query: UsedCatalogQuerySchema,
      ok: UsedListSchema,
    }),
  },
  "/api/catalog/trim/": {
    get: getOperation({
      summary: "The trim page: the trim's specs, colours with counts and its vehicles matching the list's filter",
      description:
        "Beyond SPEC.md (issue 14). `trim` is a trim card's slug; the other fields are the new-car filter of the list the trim was opened from (a `colors` choice narrows the stock, the colours keep their counts). 404 when the trim has no vehicle on sale; unknown filter values: 400 naming the field.",
      tags: ["Catalogue"],
      query: CatalogTrimQuerySchema,
      ok: CatalogTrimDetailSchema,
      problems: [404],
    }),
  },
  "/api/catalog/special/": {
    get: getOperation({
      summary:
        "Special machinery (excavators, loaders, cranes, bulldozers, rollers, forklifts, municipal), new and used: the stock summary, a page of 24, facets with counts, ranges",
      description: `${listNote} Operating weight, bucket volume and lifting capacity bounds leave out the machines that lack the attribute; their ranges are null when no matching machine has it.`,
      tags: ["Catalogue"],
      query: SpecialCatalogQuerySchema,
      ok: SpecialListSchema,
    }),
  },
  "/api/catalog/detail/": {
    get: getOperation({
      summary: "The vehicle page: catalog_selected, gallery, trimSpecs, colours, the model's trims, similar vehicles",
      tags: ["Catalogue"],
      query: CatalogDetailQuerySchema,
      ok: CatalogDetailSchema,
      problems: [404],
    }),
  },
  "/api/catalog/brands/": {
    get: getOperation({
      summary: "Brands and their models with counts per section, for brand and model landing pages",
      tags: ["Catalogue"],
      ok: CatalogBrandsSchema,
    }),
  },
  "/api/catalog/image/{name}": {
    get: {
      summary:
        "Generated vehicle picture: <body>_<color>_<view 1-3>.svg (the body type drawn in the colour: 1 side, 2 front three-quarter, 3 rear three-quarter), or its raster <body>_<color>_<view>.v<version>.<320|640|1280>.<avif|webp|jpg> (immutable)",
      tags: ["Catalogue"],
      requestParams: { path: CatalogImageParamsSchema },
      responses: {
        200: {
          description: "The picture",
          content: Object.fromEntries(["image/svg+xml", "image/avif", "image/webp", "image/jpeg"].map((t) => [t, {}])),
        },
        404: { description: "Unknown body, colour or view" },
      },
    },
  },
};
