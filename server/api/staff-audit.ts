import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { StaffAuditListQuerySchema, StaffAuditListResponseSchema } from "../../contract/staff.ts";
import type { ApiEnv } from "./api-env.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson } from "./staff-http.ts";
import { readQuery } from "./validate.ts";

/** /staff/api/audit: the log of every staff change, searched by the administrator only. */
export const staffAuditApi = new Hono<ApiEnv>({ strict: false }).use(requireStaff("admin")).get("/list", async (c) => {
  const { filters, currentPage } = readQuery(c, StaffAuditListQuerySchema);
  return staffJson(c, StaffAuditListResponseSchema, await c.var.services.staff.audit.list(filters, currentPage));
});

export const staffAuditPaths: ZodOpenApiPathsObject = {
  "/staff/api/audit/list/": {
    get: staffGetOperation({
      summary:
        "The audit log (administrator only), newest first, 25 a page: who, when, what object, before and after with their diff, the address; `filters` is URL-encoded JSON {actor, action, objectType, objectId, dateFrom, dateTo}",
      tags: ["Staff audit"],
      query: StaffAuditListQuerySchema,
      ok: StaffAuditListResponseSchema,
    }),
  },
};
