import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { ProfileSetRequestSchema, ProfileSetResponseSchema, ProfilesResponseSchema } from "../../contract/settings.ts";
import type { ApiEnv } from "./api-env.ts";
import { lkSettingsRoutes } from "./lk-settings.ts";
import { lkStaffInvitesRoutes } from "./lk-staff-invites.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { ownSessionsPaths, ownSessionsRoutes } from "./own-sessions.ts";
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
  // The user's sessions and security events (ADR 027, issue 17). CSRF is the guard's.
  .route("/", ownSessionsRoutes)
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
  ...ownSessionsPaths("/apilk/settings", ["Settings"]),
};
