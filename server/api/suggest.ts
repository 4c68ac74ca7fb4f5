import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  SUGGEST_KINDS,
  type SuggestKind,
  SuggestKindSchema,
  SuggestRequestSchema,
  SuggestResponseSchema,
} from "../../contract/suggest.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { readJson } from "./validate.ts";

/**
 * /api/suggest: the suggestions proxy in DaData's request and response shape. The upstream token never
 * leaves the server; the `X-Suggestions-Source` header says who answered (`upstream` or `local`).
 */
export const suggestApi = new Hono<ApiEnv>({ strict: false }).post("/:kind", async (c) => {
  const kind = SuggestKindSchema.safeParse(c.req.param("kind"));
  if (!kind.success) {
    return problem(c, 404, `Неизвестный вид подсказок «${c.req.param("kind")}»: доступны ${SUGGEST_KINDS.join(", ")}`);
  }
  const query = await readJson(c, SuggestRequestSchema);
  const result = await c.var.services.suggest.suggest(kind.data, query, clientAddress(c));
  c.header("Cache-Control", "no-store");
  if (!result.ok) {
    c.header("Retry-After", String(result.retryAfter));
    return problem(c, 429, "Слишком много запросов подсказок. Подождите минуту и продолжайте ввод.");
  }
  c.header("X-Suggestions-Source", result.source);
  return c.json(SuggestResponseSchema.parse({ suggestions: result.suggestions }));
});

const KIND_SUMMARIES: Record<SuggestKind, string> = {
  address: "Address suggestions (cities, streets, house): DaData, or the local gazetteer without a token",
  fio: "Name suggestions (surname, name, patronymic with gender)",
  party: "Company suggestions (name, INN, OGRN)",
  bank: "Bank suggestions (name, BIC, correspondent account)",
  email: "E-mail suggestions (popular mail domains)",
};

const NOTE =
  "DaData request/response shape. Rate limit: 120 requests a minute per address (429 with Retry-After). Header X-Suggestions-Source: upstream | local.";

export const suggestPaths: ZodOpenApiPathsObject = Object.fromEntries(
  SUGGEST_KINDS.map((kind) => [
    `/api/suggest/${kind}/`,
    {
      post: {
        summary: KIND_SUMMARIES[kind],
        description: NOTE,
        tags: ["Suggestions"],
        requestBody: jsonContent(SuggestRequestSchema),
        responses: responses(SuggestResponseSchema, [400, 413, 415, 429]),
      },
    },
  ]),
);
