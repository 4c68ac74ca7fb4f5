import { Hono } from "hono";
import { html, raw } from "hono/html";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { accountPaths } from "./account.ts";
import { accountPublicPaths } from "./account-public.ts";
import type { ApiEnv } from "./api-env.ts";
import { calculatorPaths } from "./calculator.ts";
import { candidatePaths } from "./candidate.ts";
import { catalogPaths } from "./catalog.ts";
import { cessionInvitePublicPaths } from "./cession-invite-public.ts";
import { clientWelcomePublicPaths } from "./client-welcome-public.ts";
import { cspReportPaths } from "./csp-report.ts";
import { documentsPaths } from "./documents.ts";
import { formsPaths } from "./forms.ts";
import { healthPaths } from "./health.ts";
import { lkAccountingPaths } from "./lk-accounting.ts";
import { lkAccountingFilesPaths } from "./lk-accounting-files.ts";
import { lkCalendarPaths } from "./lk-calendar.ts";
import { lkCessionPaths } from "./lk-cession.ts";
import { lkCessionParticipantPaths } from "./lk-cession-participant.ts";
import { lkContractsPaths } from "./lk-contracts.ts";
import { lkDocumentsPaths } from "./lk-documents.ts";
import { lkFaqPaths } from "./lk-faq.ts";
import { lkFinesPaths } from "./lk-fines.ts";
import { lkHomePaths } from "./lk-home.ts";
import { lkInformationPaths } from "./lk-information.ts";
import { lkInsurancePaths } from "./lk-insurance.ts";
import { lkNotificationsPaths } from "./lk-notifications.ts";
import { lkPayoffPaths } from "./lk-payoff.ts";
import { lkReschedulingPaths } from "./lk-rescheduling.ts";
import { lkServicesPaths } from "./lk-services.ts";
import { lkSettingsPaths } from "./lk-settings.ts";
import { lkStaffInvitesPaths } from "./lk-staff-invites.ts";
import { lkTicketsPaths } from "./lk-tickets.ts";
import { geoPaths, mainPaths } from "./main.ts";
import { mediaPaths } from "./media.ts";
import { mfaPaths } from "./mfa.ts";
import { operationIdOf, SECURITY_SCHEMES, securityOf } from "./openapi-helpers.ts";
import { pagesPaths, specialOffersPaths } from "./pages.ts";
import { passwordPaths } from "./password.ts";
import { quizPaths } from "./quiz.ts";
import { searchPaths } from "./search.ts";
import { settingsPaths } from "./settings.ts";
import { staffAdminPaths } from "./staff-admin.ts";
import { staffAuditPaths } from "./staff-audit.ts";
import { staffCandidatesPaths } from "./staff-candidates.ts";
import { staffCatalogPaths } from "./staff-catalog.ts";
import { staffCessionPaths } from "./staff-cession.ts";
import { staffClientsPaths } from "./staff-clients.ts";
import { staffContentPaths } from "./staff-content.ts";
import { staffInvitePublicPaths } from "./staff-invite-public.ts";
import { staffLeadsPaths } from "./staff-leads.ts";
import { staffMediaPaths } from "./staff-media.ts";
import { staffReschedulingPaths } from "./staff-rescheduling.ts";
import { staffSecurityPaths } from "./staff-security.ts";
import { staffSessionPaths } from "./staff-session.ts";
import { staffSitePaths } from "./staff-site.ts";
import { staffTicketsPaths } from "./staff-tickets.ts";
import { suggestPaths } from "./suggest.ts";
import { termsPaths } from "./terms.ts";

const DOCS_PATHS: ZodOpenApiPathsObject = {
  "/api/openapi.json": {
    get: {
      summary: "This OpenAPI 3.1 document",
      tags: ["Documentation"],
      responses: { 200: { description: "OpenAPI document" } },
    },
  },
  "/api/docs": {
    get: {
      summary: "Readable API reference (HTML)",
      tags: ["Documentation"],
      responses: { 200: { description: "HTML page" } },
    },
  },
};

const ALL_PATHS: ZodOpenApiPathsObject = {
  ...healthPaths,
  ...DOCS_PATHS,
  ...accountPublicPaths,
  ...calculatorPaths,
  ...formsPaths,
  ...catalogPaths,
  ...pagesPaths,
  ...specialOffersPaths,
  ...mainPaths,
  ...geoPaths,
  ...searchPaths,
  ...termsPaths,
  ...documentsPaths,
  ...mediaPaths,
  ...candidatePaths,
  ...quizPaths,
  ...suggestPaths,
  ...cspReportPaths,
  ...accountPaths,
  ...passwordPaths,
  ...mfaPaths,
  ...settingsPaths,
  ...lkSettingsPaths,
  ...lkStaffInvitesPaths,
  ...cessionInvitePublicPaths,
  ...clientWelcomePublicPaths,
  ...lkHomePaths,
  ...lkCalendarPaths,
  ...lkCessionPaths,
  ...lkCessionParticipantPaths,
  ...lkContractsPaths,
  ...lkTicketsPaths,
  ...staffTicketsPaths,
  ...lkReschedulingPaths,
  ...staffReschedulingPaths,
  ...staffCessionPaths,
  ...staffMediaPaths,
  ...staffCatalogPaths,
  ...staffLeadsPaths,
  ...staffCandidatesPaths,
  ...staffClientsPaths,
  ...staffContentPaths,
  ...staffSitePaths,
  ...lkPayoffPaths,
  ...lkInformationPaths,
  ...lkNotificationsPaths,
  ...lkInsurancePaths,
  ...lkFinesPaths,
  ...lkServicesPaths,
  ...lkFaqPaths,
  ...lkAccountingPaths,
  ...lkAccountingFilesPaths,
  ...lkDocumentsPaths,
  ...staffSessionPaths,
  ...staffAuditPaths,
  ...staffSecurityPaths,
  ...staffAdminPaths,
  ...staffInvitePublicPaths,
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/**
 * Every operation with its operationId and security: declared beside the route where the rule does not fit
 * (a second method on a path, a session that is optional), otherwise derived from the path and method
 * (openapi-helpers.ts). Two operations with one operationId stop the build.
 */
function withOperationMetadata(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  const owners = new Map<string, string>();
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const operations: Partial<Record<(typeof METHODS)[number], ZodOpenApiOperationObject>> = {};
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const operationId = op.operationId ?? operationIdOf(path);
        const owner = owners.get(operationId);
        if (owner) {
          throw new Error(
            `${method.toUpperCase()} ${path} and ${owner} are both "${operationId}": declare an operationId`,
          );
        }
        owners.set(operationId, `${method.toUpperCase()} ${path}`);
        operations[method] = { ...op, operationId, security: op.security ?? securityOf(method, path) };
      }
      return [path, { ...item, ...operations }];
    }),
  );
}

const describedPaths = withOperationMetadata(ALL_PATHS);
const documents = new Map<string, ReturnType<typeof createDocument>>();

/** The OpenAPI 3.1 document served from `origin` (PUBLIC_URL), generated from the contract schemas each sub-app registers. */
export function openApiDocument(origin: string) {
  const url = origin.replace(/\/+$/, "");
  let doc = documents.get(url);
  if (!doc) {
    doc = createDocument({
      openapi: "3.1.0",
      info: {
        title: "Лизинг-Авто API",
        version: "1.0.0",
        description:
          "Public website API (/api), client account API (/apilk) and the lessor's back office API (/staff/api). Errors are RFC 9457 problem+json with a Russian `detail`. /apilk calls need the session cookie; state-changing ones also the X-CSRF-Token header from /apilk/account/check/. /staff/api calls need an employee's session (a client's gets 404, a role that may not 403) and, on a state-changing call, the X-CSRF-Token from /staff/api/session/. An input marked x-profile-resource names a thing of the session's active profile (x-account-resource: of the signed-in account); anyone else's is answered 404 as if it did not exist, or ignored where the operation says so.",
        // No public licence: the company's own API. SPDX spells a licence outside its list LicenseRef-….
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      servers: [{ url, description: "This deployment (PUBLIC_URL)" }],
      paths: describedPaths,
      components: { securitySchemes: SECURITY_SCHEMES },
    });
    documents.set(url, doc);
  }
  return doc;
}

/** One row per operation, in document order: what the reference page and docs/api.md list. */
export function apiOperations() {
  return Object.entries(describedPaths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      if (!op) return [];
      const security = (op.security ?? []).map((requirement) => Object.keys(requirement).join(" + ") || "none");
      return [
        {
          method: method.toUpperCase(),
          path,
          operationId: op.operationId ?? "",
          summary: op.summary ?? "",
          security: security.join(" or ") || "none",
          answers: Object.keys(op.responses).join(", "),
        },
      ];
    }),
  );
}

/** A readable reference page rendered on the server from the same document (no third-party scripts). */
function referencePage(origin: string) {
  const doc = openApiDocument(origin);
  const rows = apiOperations().map(
    (op) =>
      html`<tr><td><code class="m ${op.method.toLowerCase()}">${op.method}</code></td><td><code>${op.path}</code><br><small>${op.operationId}</small></td><td>${op.summary}</td><td>${op.security}</td><td>${op.answers}</td></tr>`,
  );
  return html`<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Справочник API — Лизинг-Авто</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1a2233}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #dde3ec;padding:.5rem;text-align:left;vertical-align:top}
.m{font-weight:700}.get{color:#0a7a3d}.post{color:#b35c00}.delete{color:#b3001b}</style></head>
<body><h1>Справочник API</h1><p>${doc.info.description}</p>
<p>Машиночитаемый документ: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
<table><thead><tr><th>Метод</th><th>Путь и operationId</th><th>Назначение</th><th>Доступ</th><th>Ответы</th></tr></thead><tbody>${raw(rows.join(""))}</tbody></table>
</body></html>`;
}

export const docsApi = new Hono<ApiEnv>({ strict: false })
  .get("/openapi.json", (c) => c.json(openApiDocument(c.var.services.env.PUBLIC_URL)))
  .get("/docs", (c) => c.html(referencePage(c.var.services.env.PUBLIC_URL)));
