import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { addressBucket, type RateLimit } from "../domain/rate-limiter.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { responses } from "./openapi-helpers.ts";
import { problem, problemResponse } from "./problem.ts";
import { parseJsonText, parseRequest } from "./validate.ts";

/** A browser sends a handful of reports per page at most; a page under attack, or a script, sends more. */
const REPORT_BODY_LIMIT = 16 * 1024;
const REPORTS_PER_ADDRESS: RateLimit = { limit: 60, windowMs: 60_000 };

/** The two shapes browsers send: the `report-uri` one of CSP level 2 and the Reporting API's (`report-to`). */
const LEGACY_TYPE = "application/csp-report";
const REPORTING_TYPE = "application/reports+json";

const text = z.string().max(4096).optional();
const number = z.number().optional();

const LegacyReportSchema = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "blocked-uri": text,
    "effective-directive": text,
    "violated-directive": text,
    "source-file": text,
    "line-number": number,
    "column-number": number,
    "script-sample": text,
    disposition: text,
  }),
});

const ReportingApiSchema = z
  .array(
    z.object({
      type: z.string().max(64),
      body: z
        .object({
          documentURL: text,
          blockedURL: text,
          effectiveDirective: text,
          sourceFile: text,
          lineNumber: number,
          columnNumber: number,
          sample: text,
          disposition: text,
        })
        .optional(),
    }),
  )
  .max(100);

/** One violation as it goes to the log, whichever shape it came in. */
interface Violation {
  documentUrl?: string;
  blockedUrl?: string;
  directive?: string;
  sourceFile?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: string;
}

function violationsOf(type: string, json: unknown): Violation[] {
  if (type === LEGACY_TYPE) {
    const r = parseRequest(LegacyReportSchema, json)["csp-report"];
    return [
      {
        documentUrl: r["document-uri"],
        blockedUrl: r["blocked-uri"],
        directive: r["effective-directive"] ?? r["violated-directive"],
        sourceFile: r["source-file"],
        line: r["line-number"],
        column: r["column-number"],
        sample: r["script-sample"],
        disposition: r.disposition,
      },
    ];
  }
  return parseRequest(ReportingApiSchema, json)
    .filter((report) => report.type === "csp-violation" && report.body)
    .map(({ body = {} }) => ({
      documentUrl: body.documentURL,
      blockedUrl: body.blockedURL,
      directive: body.effectiveDirective,
      sourceFile: body.sourceFile,
      line: body.lineNumber,
      column: body.columnNumber,
      sample: body.sample,
      disposition: body.disposition,
    }));
}

/**
 * /api/csp-report: where browsers report what the pages' Content-Security-Policy blocked (ADR 019). Each violation
 * is logged at warn level, so an injection attempt or a policy that breaks a page shows up in the logs; nothing is
 * stored. Anyone can post here, so the body is small and the calls per address are limited.
 */
export const cspReportApi = new Hono<ApiEnv>({ strict: false }).post(
  "/",
  bodyLimit({
    maxSize: REPORT_BODY_LIMIT,
    onError: () => problemResponse(413, "Слишком большой отчёт о нарушении политики безопасности"),
  }),
  async (c) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (type !== LEGACY_TYPE && type !== REPORTING_TYPE) {
      return problem(c, 415, `Ожидается отчёт в формате ${LEGACY_TYPE} или ${REPORTING_TYPE}`);
    }
    const { services } = c.var;
    const address = clientAddress(c);
    const retryAfter = await services.limiter.hit(addressBucket("csp-report", address), REPORTS_PER_ADDRESS);
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      return problem(c, 429, "Слишком много отчётов о нарушениях политики безопасности. Повторите позже.");
    }
    for (const violation of violationsOf(type, parseJsonText(await c.req.text()))) {
      services.logger.warn({ cspViolation: violation, address }, "CSP violation");
    }
    return c.body(null, 204);
  },
);

export const cspReportPaths: ZodOpenApiPathsObject = {
  "/api/csp-report/": {
    post: {
      summary: "Report a Content-Security-Policy violation (sent by browsers, logged, not stored)",
      description: `Bodies of ${LEGACY_TYPE} (report-uri) or ${REPORTING_TYPE} (Reporting API, report-to), up to 16 KiB. Rate limit: 60 requests a minute per address (429 with Retry-After).`,
      tags: ["Operations"],
      requestBody: {
        content: {
          [LEGACY_TYPE]: { schema: LegacyReportSchema },
          [REPORTING_TYPE]: { schema: ReportingApiSchema },
        },
      },
      responses: {
        204: { description: "Logged" },
        ...Object.fromEntries(
          Object.entries(responses(z.never(), [400, 413, 415, 429])).filter(([status]) => status !== "200"),
        ),
      },
    },
  },
};
