import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { SecurityEventsResponseSchema } from "../../contract/security-events.ts";
import {
  SessionEndRequestSchema,
  SessionsEndedResponseSchema,
  SessionsResponseSchema,
} from "../../contract/sessions.ts";
import { ProfileSetRequestSchema, ProfileSetResponseSchema, ProfilesResponseSchema } from "../../contract/settings.ts";
import type { ApiEnv } from "./api-env.ts";
import { lkSettingsRoutes } from "./lk-settings.ts";
import { lkStaffInvitesRoutes } from "./lk-staff-invites.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readJson } from "./validate.ts";

/** /apilk/settings: profiles of the account. */
export const settingsApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/profiles", async (c) => {
    const { session, services } = c.var;
    const profiles = await services.auth.profilesOf(session.user.id);
    return c.json(ProfilesResponseSchema.parse({ profiles, activeId: session.profile?.id ?? null }));
  })
  .post("/profile/set", async (c) => {
    const { id } = await readJson(c, ProfileSetRequestSchema);
    const { session, sessionToken, services } = c.var;
    const profile = await services.auth.setActiveProfile(sessionToken, session.user.id, id);
    if (!profile) return problem(c, 404, "Профиль не найден среди профилей вашей учётной записи");
    return c.json(ProfileSetResponseSchema.parse({ profile }));
  })
  // The user's sessions (ADR 027): the list, ending one, ending all but this one. CSRF is the guard's.
  .get("/sessions", async (c) => {
    const { session, sessionToken, services } = c.var;
    return c.json(
      SessionsResponseSchema.parse({ items: await services.auth.listSessions(session.user, sessionToken) }),
    );
  })
  .post("/sessions/end", async (c) => {
    const { id } = await readJson(c, SessionEndRequestSchema);
    const { session, services } = c.var;
    // Another user's id, an ended session and a made-up id answer alike: nothing to end here.
    if (!(await services.auth.endSession(session.user, id))) return problem(c, 404, "Сеанс не найден или уже завершён");
    return c.json(SessionsEndedResponseSchema.parse({ ended: 1 }));
  })
  .post("/sessions/end-others", async (c) => {
    const { session, sessionToken, services } = c.var;
    return c.json(
      SessionsEndedResponseSchema.parse({ ended: await services.auth.endOtherSessions(session.user, sessionToken) }),
    );
  })
  // The user's own security events (issue 17): sign-ins, failures, new devices, password and MFA changes.
  .get("/security/events", async (c) => {
    const { session, services } = c.var;
    const items = await services.auth.ownSecurityEvents(session.user.id);
    return c.json(SecurityEventsResponseSchema.parse({ items }));
  })
  // staff and requisites (ADR 011), behind the requireSession above.
  .route("/", lkSettingsRoutes)
  // The client's own staff: invitations, rights, removal (ADR 031), behind the same guard.
  .route("/", lkStaffInvitesRoutes);

export const settingsPaths: ZodOpenApiPathsObject = {
  "/apilk/settings/profiles/": {
    get: getOperation({
      summary: "Profiles of the account and the active one",
      tags: ["Settings"],
      ok: ProfilesResponseSchema,
      problems: [401, 403],
    }),
  },
  "/apilk/settings/profile/set/": {
    post: {
      summary: "Switches the session's active profile (needs X-CSRF-Token)",
      tags: ["Settings"],
      requestBody: jsonContent(ProfileSetRequestSchema),
      responses: responses(ProfileSetResponseSchema, [400, 401, 403, 404, 415]),
    },
  },
  "/apilk/settings/security/events/": {
    get: getOperation({
      summary: "The user's own security events: sign-ins and failed attempts, new devices, password and MFA changes",
      description: "The newest 50, newest first; whatever the active profile, only the signed-in user's own.",
      tags: ["Settings"],
      ok: SecurityEventsResponseSchema,
      problems: [401, 403],
    }),
  },
  "/apilk/settings/sessions/": {
    get: getOperation({
      summary: "The user's active sessions: device, address, last activity, the current one marked",
      tags: ["Settings"],
      ok: SessionsResponseSchema,
      problems: [401, 403],
    }),
  },
  "/apilk/settings/sessions/end/": {
    post: {
      summary: "Ends one of the user's sessions by its id (needs X-CSRF-Token)",
      description: "An id that is not one of the user's live sessions — another user's included — answers 404.",
      tags: ["Settings"],
      requestBody: jsonContent(SessionEndRequestSchema),
      responses: responses(SessionsEndedResponseSchema, [400, 401, 403, 404, 415]),
    },
  },
  "/apilk/settings/sessions/end-others/": {
    post: {
      summary: "Ends every session of the user but the current one (needs X-CSRF-Token)",
      tags: ["Settings"],
      responses: responses(SessionsEndedResponseSchema, [401, 403]),
    },
  },
};
