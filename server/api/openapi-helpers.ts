import type { z } from "zod";
import type { ZodOpenApiResponsesObject } from "zod-openapi";
import { ProblemSchema } from "../../contract/problem.ts";

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: "Validation failed (problem+json with per-field errors)",
  401: "No session or wrong credentials",
  403: "Missing CSRF token or not allowed",
  404: "Not found",
  413: "Body too large",
  415: "Wrong content type",
  429: "Rate limited",
};

export function jsonContent(schema: z.ZodType) {
  return { content: { "application/json": { schema } } };
}

/** The success answer and the problem answers an operation can give. */
export function responses(ok: z.ZodType, problems: number[] = [], okStatus = 200): ZodOpenApiResponsesObject {
  const out: ZodOpenApiResponsesObject = {
    [String(okStatus) as `2${string}`]: { description: "Success", ...jsonContent(ok) },
  };
  for (const status of problems) {
    out[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: PROBLEM_DESCRIPTIONS[status] ?? "Problem",
      content: { "application/problem+json": { schema: ProblemSchema } },
    };
  }
  return out;
}
