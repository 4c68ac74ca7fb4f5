import type { z } from "zod";
import type {
  oas31,
  ZodOpenApiOperationObject,
  ZodOpenApiResponsesObject,
  ZodOpenApiSecuritySchemeObject,
} from "zod-openapi";
import { ProblemSchema } from "../../contract/problem.ts";
import { CSRF_HEADER, sessionCookie } from "../../contract/session.ts";

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

/**
 * A GET operation that answers `ok`. A query is read with readQuery, which refuses a bad one with 400, so a query
 * brings that answer; `problems` are the ones the handler adds itself (a guard's 401/403, a lookup's 404).
 */
export function getOperation(op: {
  summary: string;
  description?: string;
  tags: string[];
  query?: z.ZodObject;
  ok: z.ZodType;
  problems?: number[];
}): ZodOpenApiOperationObject {
  const { summary, description, tags, query, ok, problems = [] } = op;
  return {
    summary,
    ...(description && { description }),
    tags,
    ...(query && { requestParams: { query } }),
    responses: responses(ok, query ? [400, ...problems] : problems),
  };
}

/** How a client proves who it is to the account API (/apilk): what requireSession checks. */
export const SECURITY_SCHEMES: Record<"sessionCookie" | "csrfToken", ZodOpenApiSecuritySchemeObject> = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: sessionCookie("production").name,
    description:
      "The session cookie that POST /api/account/auth/ (or a one-time key) sets; HttpOnly, SameSite=Lax, Secure. A development server over plain http names it lk_session, without the __Host- prefix",
  },
  csrfToken: {
    type: "apiKey",
    in: "header",
    name: CSRF_HEADER,
    description: "The session's csrfToken from GET /apilk/account/check/, echoed on every state-changing /apilk call",
  },
};

/** The methods requireSession lets through without the CSRF header. */
const SAFE_METHODS = new Set(["get", "head", "options"]);

/**
 * The security an operation has unless its declaration says otherwise: the account API (/apilk) is behind
 * requireSession and the back office's (/staff/api) behind requireStaff, both of which want the session and, on a
 * state-changing method, the CSRF header; the rest is public.
 */
export function securityOf(method: string, path: string): oas31.SecurityRequirementObject[] {
  if (!path.startsWith("/apilk/") && !path.startsWith("/staff/api/")) return [];
  return [SAFE_METHODS.has(method) ? { sessionCookie: [] } : { sessionCookie: [], csrfToken: [] }];
}

/**
 * The operationId an operation has unless its declaration names one, spelt from its path (the call names of
 * SPEC.md §7), so it is as stable as the path: `/apilk/contracts/list/` → `lkContractsList`,
 * `/api/pages/guide/{id}/` → `pagesGuideById`, `/staff/api/tickets/list/` → `staffTicketsList`, `/healthz` → `healthz`.
 */
export function operationIdOf(path: string): string {
  const [area = "", ...rest] = path.split("/").filter(Boolean);
  const staff = area === "staff" && rest[0] === "api";
  const segments =
    area === "api" ? rest : area === "apilk" ? ["lk", ...rest] : staff ? ["staff", ...rest.slice(1)] : [area, ...rest];
  const words = segments
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? ["by", param] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join("");
}
