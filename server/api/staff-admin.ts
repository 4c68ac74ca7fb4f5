import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  STAFF_ADMIN_MESSAGES,
  STAFF_INVITE_TTL_HOURS,
  StaffEmployeeChangedResponseSchema,
  StaffEmployeeIdRequestSchema,
  StaffEmployeeInviteRequestSchema,
  StaffEmployeeInviteResponseSchema,
  StaffEmployeeResponseSchema,
  StaffEmployeeRolesRequestSchema,
  StaffEmployeesResponseSchema,
  StaffInviteIdRequestSchema,
  StaffMessageResponseSchema,
} from "../../contract/staff-admin.ts";
import type { StaffAdminResult } from "../domain/staff/staff-admin-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readJson } from "./validate.ts";

/** Refusals of a change: 404 for nobody, 400 naming the fields, 409 for a state the change may not leave. */
function refused(c: Context<ApiEnv>, result: Exclude<StaffAdminResult<unknown>, { ok: true }>) {
  if (result.reason === "not_found") staffNotFound(STAFF_ADMIN_MESSAGES.notFound);
  if (result.reason === "invalid") {
    return problem(c, 400, result.errors.map((e) => e.message).join("; "), result.errors);
  }
  return problem(c, 409, result.message);
}

/** /staff/api/staff: «Сотрудники», the administrator's only (issue 15). */
export const staffAdminApi = new Hono<ApiEnv>({ strict: false })
  .use(requireStaff("admin"))
  .get("/list", async (c) => {
    return staffJson(c, StaffEmployeesResponseSchema, await c.var.services.staffAdmin.list(c.var.staff));
  })
  .post("/invite", async (c) => {
    const input = await readJson(c, StaffEmployeeInviteRequestSchema);
    const result = await c.var.services.staffAdmin.invite(c.var.staff, input);
    if (!result.ok) return refused(c, result);
    return staffJson(
      c,
      StaffEmployeeInviteResponseSchema,
      { message: STAFF_ADMIN_MESSAGES.inviteSent, invite: result.value },
      201,
    );
  })
  .post("/invite-revoke", async (c) => {
    const { id } = await readJson(c, StaffInviteIdRequestSchema);
    const result = await c.var.services.staffAdmin.revokeInvite(c.var.staff, id);
    if (!result.ok) {
      if (result.reason === "not_found") staffNotFound(STAFF_ADMIN_MESSAGES.inviteNotFound);
      return refused(c, result);
    }
    return staffJson(c, StaffMessageResponseSchema, { message: STAFF_ADMIN_MESSAGES.inviteRevoked });
  })
  .post("/mfa-reset", async (c) => {
    const { id } = await readJson(c, StaffEmployeeIdRequestSchema);
    const result = await c.var.services.staffAdmin.resetMfa(c.var.staff, id);
    if (!result.ok) return refused(c, result);
    return staffJson(c, StaffEmployeeChangedResponseSchema, {
      message: STAFF_ADMIN_MESSAGES.mfaReset,
      employee: result.value,
    });
  })
  .post("/roles", async (c) => {
    const { id, roles } = await readJson(c, StaffEmployeeRolesRequestSchema);
    const result = await c.var.services.staffAdmin.setRoles(c.var.staff, id, roles);
    if (!result.ok) return refused(c, result);
    return staffJson(c, StaffEmployeeResponseSchema, { employee: result.value });
  })
  .post("/deactivate", async (c) => {
    const { id } = await readJson(c, StaffEmployeeIdRequestSchema);
    const result = await c.var.services.staffAdmin.deactivate(c.var.staff, id);
    if (!result.ok) return refused(c, result);
    return staffJson(c, StaffEmployeeResponseSchema, { employee: result.value });
  })
  .post("/activate", async (c) => {
    const { id } = await readJson(c, StaffEmployeeIdRequestSchema);
    const result = await c.var.services.staffAdmin.activate(c.var.staff, id);
    if (!result.ok) return refused(c, result);
    return staffJson(c, StaffEmployeeResponseSchema, { employee: result.value });
  });

const TAGS = ["Staff administration"];
const ADMIN_ONLY = "Administrator only; every change writes one audit entry (`staff.*`) in its transaction.";

export const staffAdminPaths: ZodOpenApiPathsObject = {
  "/staff/api/staff/list/": {
    get: staffGetOperation({
      summary:
        "The lessor's employees (name, e-mail, roles, active, second factor on, last sign-in) and the invitations not accepted yet",
      description: ADMIN_ONLY,
      tags: TAGS,
      ok: StaffEmployeesResponseSchema,
    }),
  },
  "/staff/api/staff/invite/": {
    post: staffPostOperation({
      summary: "Invites an employee by e-mail with roles (needs X-CSRF-Token)",
      description:
        `${ADMIN_ONLY} The e-mail carries a one-time link \`/login/staff-invite?key=…\` that works for ` +
        `${STAFF_INVITE_TTL_HOURS} hours; a new invitation of the same e-mail replaces the earlier one. An e-mail ` +
        "that already has an account is refused (400 naming `email`).",
      tags: TAGS,
      body: StaffEmployeeInviteRequestSchema,
      ok: StaffEmployeeInviteResponseSchema,
      okStatus: 201,
    }),
  },
  "/staff/api/staff/invite-revoke/": {
    post: staffPostOperation({
      summary: "Withdraws an invitation not accepted yet: its link answers 410 as a used one (needs X-CSRF-Token)",
      description: `${ADMIN_ONLY} An unknown or accepted invitation: 404.`,
      tags: TAGS,
      body: StaffInviteIdRequestSchema,
      ok: StaffMessageResponseSchema,
    }),
  },
  "/staff/api/staff/mfa-reset/": {
    post: staffPostOperation({
      summary:
        "Resets an employee's second factor (a lost phone): the TOTP secret and recovery codes go, every session ends, remembered devices are forgotten, the employee is e-mailed and enrols again at the next sign-in (needs X-CSRF-Token)",
      description: `${ADMIN_ONLY} Oneself or an employee without a second factor: 409.`,
      tags: TAGS,
      body: StaffEmployeeIdRequestSchema,
      ok: StaffEmployeeChangedResponseSchema,
      problems: [409],
    }),
  },
  "/staff/api/staff/roles/": {
    post: staffPostOperation({
      summary: "Sets an employee's roles (needs X-CSRF-Token)",
      description:
        `${ADMIN_ONLY} Taking the administrator role from oneself is refused (400 naming \`roles\`); from the last ` +
        "active administrator, 409.",
      tags: TAGS,
      body: StaffEmployeeRolesRequestSchema,
      ok: StaffEmployeeResponseSchema,
      problems: [409],
    }),
  },
  "/staff/api/staff/deactivate/": {
    post: staffPostOperation({
      summary: "Deactivates an employee: every session ends at once and sign-in is refused (needs X-CSRF-Token)",
      description: `${ADMIN_ONLY} Oneself, the last active administrator or an inactive employee: 409.`,
      tags: TAGS,
      body: StaffEmployeeIdRequestSchema,
      ok: StaffEmployeeResponseSchema,
      problems: [409],
    }),
  },
  "/staff/api/staff/activate/": {
    post: staffPostOperation({
      summary: "Lets a deactivated employee sign in again (needs X-CSRF-Token)",
      description: `${ADMIN_ONLY} An active employee: 409.`,
      tags: TAGS,
      body: StaffEmployeeIdRequestSchema,
      ok: StaffEmployeeResponseSchema,
      problems: [409],
    }),
  },
};
