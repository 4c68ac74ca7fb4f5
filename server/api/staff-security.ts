import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { StaffSecurityListQuerySchema, StaffSecurityListResponseSchema } from "../../contract/staff-security.ts";
import type { ApiEnv } from "./api-env.ts";
import { ownSessionsPaths, ownSessionsRoutes } from "./own-sessions.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson } from "./staff-http.ts";
import { readQuery } from "./validate.ts";

/** /staff/api/security: «Журнал безопасности», every account's security events, for the administrator only. */
export const staffSecurityApi = new Hono<ApiEnv>({ strict: false })
  .use(requireStaff("admin"))
  .get("/events", async (c) => {
    const { filters, currentPage } = readQuery(c, StaffSecurityListQuerySchema);
    return staffJson(c, StaffSecurityListResponseSchema, await c.var.services.securityLog.list(filters, currentPage));
  });

/**
 * /staff/api/me: the employee's own sessions and security events («Мои сеансы»), for every role — the same calls
 * as a client's settings, behind the back office's guard (its 15-minute idle and 8-hour lifetimes apply).
 */
export const staffMeApi = new Hono<ApiEnv>({ strict: false }).use(requireStaff()).route("/", ownSessionsRoutes);

export const staffSecurityPaths: ZodOpenApiPathsObject = {
  "/staff/api/security/events/": {
    get: staffGetOperation({
      summary:
        "Every account's security events (administrator only), newest first, 25 a page: kind, e-mail, person, client or employee, address, device, the reason of a failure or a refusal; `filters` is URL-encoded JSON {kind, email, address, dateFrom, dateTo}",
      tags: ["Staff security"],
      query: StaffSecurityListQuerySchema,
      ok: StaffSecurityListResponseSchema,
    }),
  },
  ...ownSessionsPaths("/staff/api/me", ["Staff security"]),
};
