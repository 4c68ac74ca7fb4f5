import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { CandidateCreatedSchema, CandidateRequestSchema } from "../../contract/candidate.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { readJson } from "./validate.ts";

/** /api/candidate: the candidate questionnaire, validated with the same schema as the form and stored. */
export const candidateApi = new Hono<ApiEnv>({ strict: false }).post("/", async (c) => {
  const candidate = await readJson(c, CandidateRequestSchema);
  const { services } = c.var;
  const result = await services.candidates.submit(candidate, { address: clientAddress(c), lookups: services });
  c.header("Cache-Control", "no-store");
  if (result.ok) {
    const { id, number, message } = result;
    return c.json(CandidateCreatedSchema.parse({ id, number, message }), 201);
  }
  if (result.reason === "rate-limited") {
    c.header("Retry-After", String(result.retryAfter));
    const minutes = Math.ceil(result.retryAfter / 60);
    return problem(c, 429, `С вашего адреса уже отправлено несколько анкет. Повторите через ${minutes} мин.`);
  }
  const fields = result.errors.map((e) => e.field).join(", ");
  return problem(c, 400, `Проверьте поля: ${fields}`, result.errors);
});

export const candidatePaths: ZodOpenApiPathsObject = {
  "/api/candidate/": {
    post: {
      summary: "Submit the candidate questionnaire; answers its number («К-2026-000001») and a message",
      description:
        "The same zod schema validates each step in the browser. The city must be an office city (or null with a free-text cityName); the vacancy, if given, must be open. Rate limit: 5 questionnaires an hour per address (429 with Retry-After).",
      tags: ["Candidate questionnaire"],
      requestBody: jsonContent(CandidateRequestSchema),
      responses: responses(CandidateCreatedSchema, [400, 413, 415, 429], 201),
    },
  },
};
