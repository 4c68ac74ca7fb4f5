import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  STAFF_ADMIN_MESSAGES,
  STAFF_INVITE_TTL_HOURS,
  StaffInviteAcceptedSchema,
  StaffInviteAcceptRequestSchema,
  StaffInviteInfoSchema,
  StaffInviteQuerySchema,
} from "../../contract/staff-admin.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { readSessionToken, writeSessionCookie } from "./session-cookie.ts";
import { readJson, readQuery } from "./validate.ts";

/**
 * /api/staff-invite: the page of an employee's e-mailed invitation (`/login/staff-invite?key=`) reads and accepts it.
 * Public: the new employee has no account yet.
 */
export const employeeInvitePublicApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const { key } = readQuery(c, StaffInviteQuerySchema);
    const info = await c.var.services.staffAdmin.info(key);
    if (!info) return problem(c, 410, STAFF_ADMIN_MESSAGES.gone);
    return c.json(StaffInviteInfoSchema.parse(info));
  })
  .post("/accept", async (c) => {
    // A form on another site must not sign a visitor in to an account it made (login CSRF), as with sign-in keys.
    if (c.req.header("sec-fetch-site") === "cross-site") return problem(c, 403, STAFF_ADMIN_MESSAGES.crossSite);
    const input = await readJson(c, StaffInviteAcceptRequestSchema);
    const result = await c.var.services.staffAdmin.accept(input, {
      previousToken: readSessionToken(c),
      userAgent: c.req.header("user-agent") ?? null,
      address: clientAddress(c),
    });
    if (!result.ok) {
      if (result.reason === "gone") return problem(c, 410, STAFF_ADMIN_MESSAGES.gone);
      if (result.reason === "undecryptable") return problem(c, 400, STAFF_ADMIN_MESSAGES.undecryptable);
      return problem(c, 400, result.errors.map((e) => e.message).join("; "), result.errors);
    }
    if (result.signedIn) writeSessionCookie(c, result.token);
    return c.json(StaffInviteAcceptedSchema.parse({ signedIn: result.signedIn, next: result.next }));
  });

export const staffInvitePublicPaths: ZodOpenApiPathsObject = {
  "/api/staff-invite/": {
    get: getOperation({
      summary: "What an employee's invitation link offers: the e-mail, the name typed by the administrator, the roles",
      description: `410 when the link was used, replaced, has expired (${STAFF_INVITE_TTL_HOURS} hours) or never existed.`,
      tags: ["Staff administration"],
      query: StaffInviteQuerySchema,
      ok: StaffInviteInfoSchema,
      problems: [410],
    }),
  },
  "/api/staff-invite/accept/": {
    post: {
      summary: "Accepts an employee's invitation: makes the account with the invited roles and signs it in",
      description:
        "`name` and `password` (RSA-OAEP encrypted with GET /api/account/key/, the policy of every new password: " +
        "8–128 characters, not a common password, not the e-mail's name; 400 naming `password`) make the employee; " +
        "the session cookie is set and `next` sends the person to enrol the second factor (ADR 030) before the back " +
        "office opens. The key is spent only on success; 410 when it was used or has expired; 403 when sent from " +
        "another site.",
      tags: ["Staff administration"],
      security: [],
      requestBody: jsonContent(StaffInviteAcceptRequestSchema),
      responses: { ...responses(StaffInviteAcceptedSchema, [400, 403, 415]), 410: { description: "Link gone" } },
    },
  },
};
