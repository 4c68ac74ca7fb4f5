import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { problemResponse } from "./problem.ts";

/**
 * HTTP helpers of the back office sub-apps (/staff/api/*). Every handler runs behind requireStaff(…roles), which
 * answers 401 signed out, 404 to a client (the area does not admit it exists), 403 without the CSRF token on a
 * state-changing call or to a role that may not; createApi marks every /staff/api answer `no-store`.
 */

/** The problems requireStaff itself answers, before any handler runs. */
const GUARD_PROBLEMS = [401, 403, 404];

/** The contract's answer, checked against its schema. */
export function staffJson<T extends z.ZodType>(c: Context, schema: T, value: z.input<T>, status: 200 | 201 = 200) {
  return c.json(schema.parse(value) as object, status);
}

/** 404 for an object that is not there (a ticket, a request…), with a Russian detail. */
export function staffNotFound(detail: string): never {
  throw new HTTPException(404, { res: problemResponse(404, detail) });
}

/** A back office GET: the guard's 401/403/404, and 400 when it reads a query. */
export function staffGetOperation(op: Omit<Parameters<typeof getOperation>[0], "problems">) {
  return getOperation({ ...op, problems: GUARD_PROBLEMS });
}

/**
 * A back office POST with a JSON body (needs X-CSRF-Token): 400 for a bad body, 415 for one that is not JSON, the
 * guard's 401/403/404, and `problems` the handler adds (409 for a change the object's state refuses).
 */
export function staffPostOperation(op: {
  summary: string;
  description?: string;
  tags: string[];
  body?: z.ZodType;
  ok: z.ZodType;
  okStatus?: 200 | 201;
  problems?: number[];
}) {
  const { summary, description, tags, body, ok, okStatus = 200, problems = [] } = op;
  const statuses = [...new Set([...(body ? [400, 415] : []), ...GUARD_PROBLEMS, ...problems])].sort((a, b) => a - b);
  return {
    summary,
    ...(description && { description }),
    tags,
    ...(body && { requestBody: jsonContent(body) }),
    responses: responses(ok, statuses, okStatus),
  };
}
