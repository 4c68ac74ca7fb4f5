import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  INVITE_GONE_MESSAGE,
  InviteAcceptedSchema,
  InviteAcceptRequestSchema,
  InviteInfoSchema,
  InviteQuerySchema,
  StaffDoneSchema,
  StaffInviteRequestSchema,
  StaffInviteRevokeRequestSchema,
  StaffInviteSchema,
  StaffInvitesResponseSchema,
  StaffRemoveRequestSchema,
  StaffRightsRequestSchema,
} from "../../contract/lk-settings.ts";
import type { FieldProblem } from "../domain/lk/rights-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { activeProfile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { readSessionToken, writeSessionCookie } from "./session-cookie.ts";
import { readJson, readQuery } from "./validate.ts";

/** The acting user on the active profile, and where the request came from (for the security events). */
function actorOf(c: Context<ApiEnv>) {
  return {
    userId: c.var.session.user.id,
    profileId: activeProfile(c).id,
    address: clientAddress(c),
    userAgent: c.req.header("user-agent") ?? null,
  };
}

const refusedFields = (c: Context<ApiEnv>, errors: FieldProblem[]) =>
  problem(c, 400, `Проверьте поля: ${[...new Set(errors.map((e) => e.field))].join(", ")}`, errors);

/**
 * The client's own staff (ADR 031): invitations, rights, removal. Routed inside settingsApi (/apilk/settings),
 * whose requireSession checks the session, the CSRF token and the «settings» right these paths need.
 */
export const lkStaffInvitesRoutes = new Hono<ApiEnv>({ strict: false })
  .get("/staff/invites", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, StaffInvitesResponseSchema, { items: await c.var.services.staffInvites.list(profile.id) });
  })
  .post("/staff/invite", async (c) => {
    const input = await readJson(c, StaffInviteRequestSchema);
    const result = await c.var.services.staffInvites.invite(actorOf(c), input);
    if (!result.ok) {
      if ("errors" in result) return refusedFields(c, result.errors);
      c.header("Retry-After", String(result.retryAfter));
      const hours = Math.ceil(result.retryAfter / 3600);
      return problem(c, 429, `Слишком много приглашений за сутки. Повторите через ${hours} ч.`);
    }
    return lkJson(c, StaffInviteSchema, result.invite, 201);
  })
  .post("/staff/invites/revoke", async (c) => {
    const { id } = await readJson(c, StaffInviteRevokeRequestSchema);
    if (!(await c.var.services.staffInvites.revoke(actorOf(c), id))) {
      lkNotFound("Приглашение не найдено: возможно, его уже приняли или отозвали");
    }
    return lkJson(c, StaffDoneSchema, { ok: true });
  })
  .post("/staff/rights", async (c) => {
    const { id, rights } = await readJson(c, StaffRightsRequestSchema);
    const result = await c.var.services.lk.rights.change(actorOf(c), id, rights);
    if (!result.ok) {
      if ("notFound" in result) lkNotFound("Сотрудник не найден среди сотрудников профиля");
      return refusedFields(c, result.errors);
    }
    return lkJson(c, StaffDoneSchema, { ok: true });
  })
  .post("/staff/remove", async (c) => {
    const { id } = await readJson(c, StaffRemoveRequestSchema);
    const result = await c.var.services.lk.rights.remove(actorOf(c), id);
    if (!result.ok) {
      if ("notFound" in result) lkNotFound("Сотрудник не найден среди сотрудников профиля");
      return refusedFields(c, result.errors);
    }
    return lkJson(c, StaffDoneSchema, { ok: true });
  });

/** /api/account/invite: the e-mailed invitation link's page reads and accepts it (public, no session needed). */
export const staffInvitePublicApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const { key } = readQuery(c, InviteQuerySchema);
    const info = await c.var.services.staffInvites.info(key);
    if (!info) return problem(c, 410, INVITE_GONE_MESSAGE);
    return c.json(InviteInfoSchema.parse(info));
  })
  .post("/accept", async (c) => {
    // A form on another site must not sign a visitor in to an account it made (login CSRF), as with sign-in keys.
    if (c.req.header("sec-fetch-site") === "cross-site") {
      return problem(c, 403, "Приглашение принимается только на странице из письма: откройте ссылку из письма");
    }
    const input = await readJson(c, InviteAcceptRequestSchema);
    const result = await c.var.services.staffInvites.accept(input, {
      previousToken: readSessionToken(c),
      userAgent: c.req.header("user-agent") ?? null,
      address: clientAddress(c),
    });
    if (!result.ok) {
      if (result.reason === "gone") return problem(c, 410, INVITE_GONE_MESSAGE);
      if (result.reason === "undecryptable") {
        return problem(c, 400, "Пароль передан в неверном формате: обновите страницу и попробуйте снова");
      }
      return refusedFields(c, result.errors);
    }
    if (result.signedIn) writeSessionCookie(c, result.token);
    return c.json(InviteAcceptedSchema.parse({ signedIn: result.signedIn }));
  });

const SETTINGS_RIGHT = "Needs the «settings» right on the active profile (403 naming it otherwise).";
const GRANT_RULE =
  "Nobody grants a right they do not hold, changes their own rights, or changes a person holding a right they lack " +
  "(400 naming the field). The change is recorded as a security event; the person's sessions are not ended.";

export const lkStaffInvitesPaths: ZodOpenApiPathsObject = {
  "/apilk/settings/staff/invites/": {
    get: lkGetOperation({
      summary: "Invitations of colleagues to the active profile not accepted yet (expired ones marked)",
      description: SETTINGS_RIGHT,
      tags: ["Settings"],
      ok: StaffInvitesResponseSchema,
    }),
  },
  "/apilk/settings/staff/invite/": {
    post: {
      summary: "Invites a colleague by e-mail to the active profile with rights (needs X-CSRF-Token)",
      description:
        `${SETTINGS_RIGHT} The e-mail carries a one-time link \`/login/invite?key=…\` that works for 7 days; a new ` +
        "invitation of the same e-mail to the profile replaces the earlier one. A person already acting for the " +
        "profile, or a lessor's employee, is refused (400 naming `email`); rights beyond the inviter's are refused " +
        "(400 naming `rights`). 20 invitations a profile a day, then 429 with Retry-After.",
      tags: ["Settings"],
      requestBody: jsonContent(StaffInviteRequestSchema),
      responses: responses(StaffInviteSchema, [400, 401, 403, 415, 429], 201),
    },
  },
  "/apilk/settings/staff/invites/revoke/": {
    post: {
      summary: "Withdraws an invitation not accepted yet (needs X-CSRF-Token); its link stops working",
      description: SETTINGS_RIGHT,
      tags: ["Settings"],
      requestBody: jsonContent(StaffInviteRevokeRequestSchema),
      responses: responses(StaffDoneSchema, [400, 401, 403, 404, 415]),
    },
  },
  "/apilk/settings/staff/rights/": {
    post: {
      summary: "Sets the rights of a person of `settings/staff/` (needs X-CSRF-Token)",
      description: `${SETTINGS_RIGHT} ${GRANT_RULE}`,
      tags: ["Settings"],
      requestBody: jsonContent(StaffRightsRequestSchema),
      responses: responses(StaffDoneSchema, [400, 401, 403, 404, 415]),
    },
  },
  "/apilk/settings/staff/remove/": {
    post: {
      summary: "Removes a person from the profile's staff and their access to the profile (needs X-CSRF-Token)",
      description: `${SETTINGS_RIGHT} ${GRANT_RULE} The person's sessions on this profile move to another profile of theirs.`,
      tags: ["Settings"],
      requestBody: jsonContent(StaffRemoveRequestSchema),
      responses: responses(StaffDoneSchema, [400, 401, 403, 404, 415]),
    },
  },
  "/api/account/invite/": {
    get: getOperation({
      summary: "What an invitation link offers: the profile, the e-mail, the rights, whether the e-mail has an account",
      description: "410 when the link was used, revoked, has expired or never existed.",
      tags: ["Account"],
      query: InviteQuerySchema,
      ok: InviteInfoSchema,
      problems: [410],
    }),
  },
  "/api/account/invite/accept/": {
    post: {
      summary: "Accepts an invitation: a new account signs in at once, an existing one gets the profile",
      description:
        "For an e-mail without an account `password` (RSA-OAEP encrypted with GET /api/account/key/, the policy of " +
        "password changes: 8–128 characters, not a common password, not the e-mail's name; 400 naming `password`) and " +
        "optionally `name` are required; the session cookie is set. For an existing account nothing else is read and " +
        "no session opens: the person signs in as usual and finds the profile among theirs. The link is spent only " +
        "when access is granted; 410 when it was used, revoked or has expired; 403 when sent from another site.",
      tags: ["Account"],
      security: [],
      requestBody: jsonContent(InviteAcceptRequestSchema),
      responses: { ...responses(InviteAcceptedSchema, [400, 403, 415]), 410: { description: "Link gone" } },
    },
  },
};
