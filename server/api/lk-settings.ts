import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  RequisitesResponseSchema,
  RequisitesUpdateRequestSchema,
  requisitesSchemaFor,
  StaffResponseSchema,
} from "../../contract/lk-settings.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { readJson } from "./validate.ts";

/**
 * settings/staff and settings/requisites. Routed inside settingsApi (/apilk/settings), whose requireSession guards
 * them (a second guard would read the session twice); the security tests prove the 401/403.
 */
export const lkSettingsRoutes = new Hono<ApiEnv>({ strict: false })
  .get("/staff", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, StaffResponseSchema, await c.var.services.lk.settings.staff(profile.id, c.var.session.user.id));
  })
  .get("/requisites", async (c) => {
    const profile = activeProfile(c);
    const requisites = await c.var.services.lk.settings.requisites(profile);
    if (!requisites) lkNotFound("Реквизиты профиля не найдены");
    return lkJson(c, RequisitesResponseSchema, requisites);
  })
  .post("/requisites", async (c) => {
    const profile = activeProfile(c);
    const input = await readJson(c, requisitesSchemaFor(profile.type));
    const result = await c.var.services.lk.settings.updateRequisites(profile, input);
    if (!result) lkNotFound("Реквизиты профиля не найдены");
    if (!result.ok) {
      return problem(c, 400, `Проверьте поля: ${result.errors.map((e) => e.field).join(", ")}`, result.errors);
    }
    return lkJson(c, RequisitesResponseSchema, result.value);
  });

export const lkSettingsPaths: ZodOpenApiPathsObject = {
  "/apilk/settings/staff/": {
    get: lkGetOperation({
      summary:
        "People with access to the active profile (or its contacts) and their rights; `rights` maps codes to titles",
      tags: ["Settings"],
      ok: StaffResponseSchema,
    }),
  },
  "/apilk/settings/requisites/": {
    get: lkGetOperation({
      summary: "The company's requisites of the active profile",
      tags: ["Settings"],
      ok: RequisitesResponseSchema,
      notFound: true,
    }),
    post: {
      // A second method on the path: the derived lkSettingsRequisites names the GET.
      operationId: "lkSettingsRequisitesSave",
      summary:
        "Saves the requisites (needs X-CSRF-Token): INN (must stay the profile's), KPP, OGRN/OGRNIP, BIK, settlement and correspondent accounts checked with their check digits; 400 names each field in Russian",
      tags: ["Settings"],
      requestBody: jsonContent(RequisitesUpdateRequestSchema),
      responses: responses(RequisitesResponseSchema, [400, 401, 403, 404, 415]),
    },
  },
};
