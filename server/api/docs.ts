import { Hono } from "hono";
import { html, raw } from "hono/html";
import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { accountPaths } from "./account.ts";
import { accountPublicPaths } from "./account-public.ts";
import type { ApiEnv } from "./api-env.ts";
import { calculatorPaths } from "./calculator.ts";
import { candidatePaths } from "./candidate.ts";
import { catalogPaths } from "./catalog.ts";
import { documentsPaths } from "./documents.ts";
import { formsPaths } from "./forms.ts";
import { healthPaths } from "./health.ts";
import { lkCalendarPaths } from "./lk-calendar.ts";
import { lkContractsPaths } from "./lk-contracts.ts";
import { lkFaqPaths } from "./lk-faq.ts";
import { lkFinesPaths } from "./lk-fines.ts";
import { lkHomePaths } from "./lk-home.ts";
import { lkInformationPaths } from "./lk-information.ts";
import { lkInsurancePaths } from "./lk-insurance.ts";
import { lkNotificationsPaths } from "./lk-notifications.ts";
import { lkServicesPaths } from "./lk-services.ts";
import { lkSettingsPaths } from "./lk-settings.ts";
import { geoPaths, mainPaths } from "./main.ts";
import { pagesPaths, specialOffersPaths } from "./pages.ts";
import { quizPaths } from "./quiz.ts";
import { searchPaths } from "./search.ts";
import { settingsPaths } from "./settings.ts";
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
  ...candidatePaths,
  ...quizPaths,
  ...suggestPaths,
  ...accountPaths,
  ...settingsPaths,
  ...lkSettingsPaths,
  ...lkHomePaths,
  ...lkCalendarPaths,
  ...lkContractsPaths,
  ...lkInformationPaths,
  ...lkNotificationsPaths,
  ...lkInsurancePaths,
  ...lkFinesPaths,
  ...lkServicesPaths,
  ...lkFaqPaths,
};

let cached: ReturnType<typeof createDocument> | undefined;

/** The OpenAPI 3.1 document, generated from the contract schemas each sub-app registers. */
export function openApiDocument() {
  cached ??= createDocument({
    openapi: "3.1.0",
    info: {
      title: "Лизинг-Авто API",
      version: "1.0.0",
      description:
        "Public website API (/api) and client account API (/apilk). Errors are RFC 9457 problem+json with a Russian `detail`. State-changing /apilk calls need the X-CSRF-Token header from /apilk/account/check/.",
    },
    paths: ALL_PATHS,
  });
  return cached;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** A readable reference page rendered on the server from the same document (no third-party scripts). */
function referencePage() {
  const doc = openApiDocument();
  const rows = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item?.[method];
      if (!op) return [];
      const codes = Object.keys(op.responses ?? {}).join(", ");
      return [
        html`<tr><td><code class="m ${method}">${method.toUpperCase()}</code></td><td><code>${path}</code></td><td>${op.summary ?? ""}</td><td>${codes}</td></tr>`,
      ];
    }),
  );
  return html`<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Справочник API — Лизинг-Авто</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1a2233}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #dde3ec;padding:.5rem;text-align:left;vertical-align:top}
.m{font-weight:700}.get{color:#0a7a3d}.post{color:#b35c00}.delete{color:#b3001b}</style></head>
<body><h1>Справочник API</h1><p>${doc.info.description}</p>
<p>Машиночитаемый документ: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
<table><thead><tr><th>Метод</th><th>Путь</th><th>Назначение</th><th>Ответы</th></tr></thead><tbody>${raw(rows.join(""))}</tbody></table>
</body></html>`;
}

export const docsApi = new Hono<ApiEnv>({ strict: false })
  .get("/openapi.json", (c) => c.json(openApiDocument()))
  .get("/docs", (c) => c.html(referencePage()));
