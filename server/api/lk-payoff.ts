import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  PayoffPdfQuerySchema,
  PayoffQuerySchema,
  PayoffRequestResponseSchema,
  PayoffRequestSchema,
  PayoffResponseSchema,
} from "../../contract/lk-payoff.ts";
import type { PayoffFailure } from "../domain/lk/payoff-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, fileResponses, lkFile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readJson, readQuery } from "./validate.ts";

const CONTRACT_NOT_FOUND = "Договор не найден среди договоров выбранного профиля";

/** Why there is no quote, as the client reads it: 404 (not the profile's), 409 (finished), 400 naming `date`. */
function refusal(c: Context<ApiEnv>, failure: PayoffFailure): Response {
  if (failure.error === "not-found") lkNotFound(CONTRACT_NOT_FOUND);
  if (failure.error === "finished") return problem(c, 409, "Договор уже завершён");
  return problem(c, 400, "Проверьте поля: date", [{ field: "date", message: failure.message }]);
}

/**
 * /apilk/contracts/payoff: the early payoff quote of a contract on a date, its PDF, and the request for it (a
 * ticket). Mounted beside the contracts sub-app, whose routes are explicit, so the longer prefix is this one's.
 */
export const lkPayoffApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/", async (c) => {
    const profile = activeProfile(c);
    const { code, date } = readQuery(c, PayoffQuerySchema);
    const result = await c.var.services.lk.payoff.quote(profile.id, code, date);
    if (!result.ok) return refusal(c, result);
    return lkJson(c, PayoffResponseSchema, { quote: result.quote });
  })
  .get("/pdf", async (c) => {
    const profile = activeProfile(c);
    const { code, date } = readQuery(c, PayoffPdfQuerySchema);
    const result = await c.var.services.lk.payoff.pdf(profile.id, code, date);
    if (!result.ok) return refusal(c, result);
    return lkFile(result.file);
  })
  .post("/request", async (c) => {
    const profile = activeProfile(c);
    const input = await readJson(c, PayoffRequestSchema);
    const { user } = c.var.session;
    const result = await c.var.services.lk.payoff.request(profile.id, { userId: user.id, name: user.name }, input);
    if (!result.ok) return refusal(c, result);
    return lkJson(c, PayoffRequestResponseSchema, { ticket: result.ticket }, 201);
  });

const TAGS = ["Account contracts"];

export const lkPayoffPaths: ZodOpenApiPathsObject = {
  "/apilk/contracts/payoff/": {
    get: {
      ...lkGetOperation({
        summary:
          "Early payoff quote on a date (today…the contract's end date; today when absent): principal left, the current month's interest on the balance, buyout, payments overdue and due by the date, penalties, VAT 22 % per part, and the schedule rows it came from. 409 for a finished contract",
        tags: TAGS,
        query: PayoffQuerySchema,
        ok: PayoffResponseSchema,
        notFound: true,
      }),
      responses: responses(PayoffResponseSchema, [400, 401, 403, 404, 409]),
    },
  },
  "/apilk/contracts/payoff/pdf/": {
    get: {
      summary: "The early payoff quote as a PDF document (the same sums, rows and the lessor's requisites)",
      tags: TAGS,
      requestParams: { query: PayoffPdfQuerySchema },
      responses: {
        ...fileResponses("The quote, a PDF attachment", ["application/pdf"]),
        409: responses(PayoffResponseSchema, [409])["409"],
      },
    },
  },
  "/apilk/contracts/payoff/request/": {
    post: {
      summary:
        "Asks for the early payoff (needs X-CSRF-Token): a ticket of category «buyout» on the contract with the quote's PDF attached; it shows in the client's tickets",
      tags: TAGS,
      requestBody: jsonContent(PayoffRequestSchema),
      responses: responses(PayoffRequestResponseSchema, [400, 401, 403, 404, 409, 415], 201),
    },
  },
};
