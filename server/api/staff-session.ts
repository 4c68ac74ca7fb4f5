import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { StaffLogoutResponseSchema, StaffSessionSchema } from "../../contract/staff.ts";
import type { ApiEnv } from "./api-env.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { clearSessionCookie } from "./session-cookie.ts";
import { staffGetOperation, staffJson, staffPostOperation } from "./staff-http.ts";

/** /staff/api/session: who is signed in to the back office, with which roles, and the CSRF token of the session. */
export const staffSessionApi = new Hono<ApiEnv>({ strict: false }).use(requireStaff()).get("/", (c) => {
  const { session, staff } = c.var;
  return staffJson(c, StaffSessionSchema, {
    user: session.user,
    roles: staff.roles,
    csrfToken: session.csrfToken,
    idleExpiresAt: session.idleExpiresAt.toISOString(),
    absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
  });
});

/**
 * /staff/api/logout: ends the employee's session and clears the cookie. The guard wants the CSRF token, so a form or
 * an image on another site cannot sign anyone out; any other method ends nothing.
 */
export const staffLogoutApi = new Hono<ApiEnv>({ strict: false })
  .post("/", requireStaff(), async (c) => {
    await c.var.services.auth.logout(c.var.sessionToken);
    clearSessionCookie(c);
    return staffJson(c, StaffLogoutResponseSchema, { ok: true });
  })
  .all("/", (c) => {
    c.header("Allow", "POST");
    return problem(c, 405, "Выйти из бэк-офиса можно только кнопкой «Выйти» на его страницах");
  });

const TAGS = ["Staff"];

export const staffSessionPaths: ZodOpenApiPathsObject = {
  "/staff/api/session/": {
    get: staffGetOperation({
      summary: "The signed-in employee, the roles held and the session's CSRF token (a client's session gets 404)",
      tags: TAGS,
      ok: StaffSessionSchema,
    }),
  },
  "/staff/api/logout/": {
    post: staffPostOperation({
      summary: "Ends the employee's session server-side and clears the cookie (needs X-CSRF-Token)",
      description: "Any other method answers 405 with `Allow: POST` and ends nothing.",
      tags: TAGS,
      ok: StaffLogoutResponseSchema,
    }),
  },
};
