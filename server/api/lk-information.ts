import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  InformationRequisitesQuerySchema,
  InformationRequisitesResponseSchema,
  InformationTermsResponseSchema,
} from "../../contract/lk-information.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { problemResponse } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readQuery } from "./validate.ts";

/**
 * /apilk/information: the lessor's requisites with the payment purpose of a chosen contract and month (`contractCode`
 * of the profile, else 404; `month` of its schedule, else 400), and the leasing terms.
 */
export const lkInformationApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/requisites", async (c) => {
    const profile = activeProfile(c);
    const query = readQuery(c, InformationRequisitesQuerySchema);
    const result = await c.var.services.lk.information.requisites(profile.id, query);
    if ("notFound" in result) lkNotFound("Договор не найден");
    if ("badMonth" in result) {
      throw new HTTPException(400, {
        res: problemResponse(400, "Проверьте поля: month", [{ field: "month", message: result.badMonth }]),
      });
    }
    return lkJson(c, InformationRequisitesResponseSchema, result.ok);
  })
  .get("/terms", (c) => {
    activeProfile(c);
    return lkJson(c, InformationTermsResponseSchema, c.var.services.lk.information.terms());
  });

export const lkInformationPaths: ZodOpenApiPathsObject = {
  "/apilk/information/requisites/": {
    get: lkGetOperation({
      summary:
        "The lessor's requisites for payments and the payment purpose of a contract and month (`contractCode`, `month` YYYY-MM; by default the first active contract's oldest unpaid month) with that month's amount and VAT from the ledger",
      tags: ["Account information"],
      query: InformationRequisitesQuerySchema,
      ok: InformationRequisitesResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/information/terms/": {
    get: lkGetOperation({
      summary: "The general leasing terms the contracts refer to, with links to the PDFs",
      tags: ["Account information"],
      ok: InformationTermsResponseSchema,
    }),
  },
};
