import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  STAFF_CATALOG_MESSAGES,
  StaffCatalogListQuerySchema,
  StaffCatalogListResponseSchema,
  StaffCatalogOptionsSchema,
  StaffVehicleCreateRequestSchema,
  StaffVehicleIdQuerySchema,
  StaffVehicleRemoveRequestSchema,
  StaffVehicleRemoveResponseSchema,
  StaffVehicleResponseSchema,
  StaffVehicleSoldRequestSchema,
  StaffVehicleUpdateRequestSchema,
} from "../../contract/staff-catalog.ts";
import type { StaffVehicleResult } from "../domain/catalog/staff-catalog-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readJson, readQuery } from "./validate.ts";

/** The catalogue is the content editor's; admin always. */
const staff = requireStaff("content");

function answered(c: Context<ApiEnv>, result: StaffVehicleResult, status: 200 | 201 = 200) {
  if (result.ok) return staffJson(c, StaffVehicleResponseSchema, { vehicle: result.value }, status);
  if (result.reason === "not_found") staffNotFound(result.message);
  return problem(c, 400, result.errors.map((e) => e.message).join("; "), result.errors);
}

/**
 * /staff/api/catalog: vehicles in stock (issue 15). The guard sits on each route, not on the whole sub-app: the
 * photos' routes under /staff/api/catalog/photos (staff-media.ts) share the prefix and have their own.
 */
export const staffCatalogApi = new Hono<ApiEnv>({ strict: false })
  .get("/list", staff, async (c) => {
    const { filters, currentPage } = readQuery(c, StaffCatalogListQuerySchema);
    return staffJson(c, StaffCatalogListResponseSchema, await c.var.services.catalogStaff.list(filters, currentPage));
  })
  .get("/detail", staff, async (c) => {
    const { id } = readQuery(c, StaffVehicleIdQuerySchema);
    const vehicle = await c.var.services.catalogStaff.detail(id);
    if (!vehicle) staffNotFound(STAFF_CATALOG_MESSAGES.notFound);
    return staffJson(c, StaffVehicleResponseSchema, { vehicle });
  })
  .get("/options", staff, async (c) =>
    staffJson(c, StaffCatalogOptionsSchema, await c.var.services.catalogStaff.options()),
  )
  .post("/create", staff, async (c) => {
    const input = await readJson(c, StaffVehicleCreateRequestSchema);
    return answered(c, await c.var.services.catalogStaff.create(c.var.staff, input), 201);
  })
  .post("/update", staff, async (c) => {
    const { id, ...input } = await readJson(c, StaffVehicleUpdateRequestSchema);
    return answered(c, await c.var.services.catalogStaff.update(c.var.staff, id, input));
  })
  .post("/sold", staff, async (c) => {
    const { id, sold } = await readJson(c, StaffVehicleSoldRequestSchema);
    return answered(c, await c.var.services.catalogStaff.setSold(c.var.staff, id, sold));
  })
  .post("/remove", staff, async (c) => {
    const { id } = await readJson(c, StaffVehicleRemoveRequestSchema);
    const result = await c.var.services.catalogStaff.remove(c.var.staff, id);
    if (!result.ok) staffNotFound(result.message);
    return staffJson(c, StaffVehicleRemoveResponseSchema, { removed: true, message: STAFF_CATALOG_MESSAGES.removed });
  });

const TAGS = ["Staff catalog"];
const ROLES = "Role content (admin always); a client gets 404, another role 403";
const CHANGE =
  "One transaction with its audit entry and the catalogue change notice: every instance rebuilds its index after the commit; the answer comes once this instance's public catalogue shows the change";

export const staffCatalogPaths: ZodOpenApiPathsObject = {
  "/staff/api/catalog/list/": {
    get: staffGetOperation({
      summary:
        'Every vehicle of the catalogue, on sale and sold, newest first, 20 a page: `filters` is URL-encoded JSON {search (key, VIN, brand or model), section (cars | trucks | used), status (on_sale | sold)}, e.g. ?filters={"status":"sold"}',
      description: ROLES,
      tags: TAGS,
      query: StaffCatalogListQuerySchema,
      ok: StaffCatalogListResponseSchema,
    }),
  },
  "/staff/api/catalog/detail/": {
    get: staffGetOperation({
      summary: "One vehicle with every field the editor sets, its state and its public page",
      description: ROLES,
      tags: TAGS,
      query: StaffVehicleIdQuerySchema,
      ok: StaffVehicleResponseSchema,
    }),
  },
  "/staff/api/catalog/options/": {
    get: staffGetOperation({
      summary:
        "What the vehicle form chooses from: every trim (brand, model, section, first model year, list price, colours), cities, conditions, wheels, origins, tags, the published special offers, and the latest year allowed",
      description: ROLES,
      tags: TAGS,
      ok: StaffCatalogOptionsSchema,
    }),
  },
  "/staff/api/catalog/create/": {
    post: staffPostOperation({
      summary:
        "Adds a vehicle on sale from a trim (brand, model, body, gear, drive, fuel, power and engine come from it): colour of the trim's colours, price, old price (above the price or null), year (from the model's first year to next year), mileage (0 for a new one), engine hours (a used special machine only, required for it), VIN (17 characters without I, O, Q; required and unique for a used one), city, condition and wheel (used only, required), origin, tags, a published special offer. 400 naming the fields (needs X-CSRF-Token)",
      description: `${ROLES}. ${CHANGE}`,
      tags: TAGS,
      body: StaffVehicleCreateRequestSchema,
      ok: StaffVehicleResponseSchema,
      okStatus: 201,
    }),
  },
  "/staff/api/catalog/update/": {
    post: staffPostOperation({
      summary:
        "Replaces the editable fields of a vehicle (the same fields and rules as create/, plus `id`); the usual edit is its price. 400 naming the fields, 404 for an unknown id (needs X-CSRF-Token)",
      description: `${ROLES}. ${CHANGE}`,
      tags: TAGS,
      body: StaffVehicleUpdateRequestSchema,
      ok: StaffVehicleResponseSchema,
    }),
  },
  "/staff/api/catalog/sold/": {
    post: staffPostOperation({
      summary:
        "`sold: true` marks the vehicle sold today (it leaves the public catalogue, its row stays); `sold: false` returns it to sale. Asking for the state it is already in changes and audits nothing (needs X-CSRF-Token)",
      description: `${ROLES}. ${CHANGE}`,
      tags: TAGS,
      body: StaffVehicleSoldRequestSchema,
      ok: StaffVehicleResponseSchema,
    }),
  },
  "/staff/api/catalog/remove/": {
    post: staffPostOperation({
      summary:
        "Removes a vehicle for good with its photographs (a vehicle that was sold is marked sold instead; removal is for a mistaken entry); the audit entry keeps the whole row (needs X-CSRF-Token)",
      description: `${ROLES}. ${CHANGE}`,
      tags: TAGS,
      body: StaffVehicleRemoveRequestSchema,
      ok: StaffVehicleRemoveResponseSchema,
    }),
  },
};
