import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { InsuranceListResponseSchema, PolicyDownloadQuerySchema } from "../../contract/lk-insurance.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, fileResponses, lkFile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { requireSession } from "./require-session.ts";
import { readQuery } from "./validate.ts";

/** /apilk/insurance: the policies of the active profile. */
export const lkInsuranceApi = new Hono<ApiEnv>({ strict: false }).use(requireSession).get("/list", async (c) => {
  const profile = activeProfile(c);
  return lkJson(c, InsuranceListResponseSchema, await c.var.services.lk.insurance.list(profile.id));
});

/**
 * /apilk/download: the policy PDF. The prefix is shared with later downloads (accounting's reconciliation), so the
 * guard is per route.
 */
export const lkDownloadApi = new Hono<ApiEnv>({ strict: false }).get("/policy", requireSession, async (c) => {
  const profile = activeProfile(c);
  const { policies } = readQuery(c, PolicyDownloadQuerySchema);
  const pdf = await c.var.services.lk.insurance.pdf(profile.id, policies);
  if (!pdf) lkNotFound("Полис не найден среди полисов выбранного профиля");
  return lkFile({ fileName: pdf.fileName, mime: "application/pdf", bytes: pdf.bytes });
});

export const lkInsurancePaths: ZodOpenApiPathsObject = {
  "/apilk/insurance/list/": {
    get: lkGetOperation({
      summary: "КАСКО and ОСАГО policies: number, insurer, vehicle, period, premium, status (expiring first)",
      tags: ["Account insurance"],
      ok: InsuranceListResponseSchema,
    }),
  },
  "/apilk/download/policy/": {
    get: {
      summary:
        "The policy as a PDF (attachment); several ids give one PDF; 404 when any id is not a policy of the active profile",
      tags: ["Account insurance"],
      requestParams: { query: PolicyDownloadQuerySchema },
      responses: fileResponses("PDF of the policies, as an attachment", ["application/pdf"]),
    },
  },
};
