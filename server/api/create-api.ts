import { Hono } from "hono";
import { except } from "hono/combine";
import { HTTPException } from "hono/http-exception";
import type { Services } from "../domain/services.ts";
import { noteRoute, requestContextMiddleware } from "../infra/request-context.ts";
import { accountApi } from "./account.ts";
import { accountPublicApi } from "./account-public.ts";
import type { ApiEnv } from "./api-env.ts";
import { calculatorApi } from "./calculator.ts";
import { candidateApi } from "./candidate.ts";
import { catalogApi } from "./catalog.ts";
import { cessionInvitePublicApi } from "./cession-invite-public.ts";
import { clientWelcomePublicApi } from "./client-welcome-public.ts";
import { cspReportApi } from "./csp-report.ts";
import { docsApi } from "./docs.ts";
import { documentsApi } from "./documents.ts";
import { accountFormsApi, formsApi } from "./forms.ts";
import { healthApi } from "./health.ts";
import { jsonBodyLimit } from "./json-body-limit.ts";
import { lkAccountingApi } from "./lk-accounting.ts";
import { lkAccountingFilesApi } from "./lk-accounting-files.ts";
import { lkCalendarApi } from "./lk-calendar.ts";
import { lkCessionApi } from "./lk-cession.ts";
import { lkCessionParticipantApi } from "./lk-cession-participant.ts";
import { lkContractsApi } from "./lk-contracts.ts";
import { lkDocumentsApi } from "./lk-documents.ts";
import { lkFaqApi } from "./lk-faq.ts";
import { lkFinesApi } from "./lk-fines.ts";
import { lkHomeApi } from "./lk-home.ts";
import { lkInformationApi } from "./lk-information.ts";
import { lkDownloadApi, lkInsuranceApi } from "./lk-insurance.ts";
import { lkNotificationsApi, lkReviewsApi } from "./lk-notifications.ts";
import { lkPayoffApi } from "./lk-payoff.ts";
import { lkReschedulingApi } from "./lk-rescheduling.ts";
import { lkServicesApi } from "./lk-services.ts";
import { staffInvitePublicApi } from "./lk-staff-invites.ts";
import { lkTicketsApi } from "./lk-tickets.ts";
import { geoApi, mainApi } from "./main.ts";
import { mediaApi } from "./media.ts";
import { mfaApi } from "./mfa.ts";
import { pagesApi, specialOffersApi } from "./pages.ts";
import { passwordApi, passwordPublicApi } from "./password.ts";
import { problemResponse } from "./problem.ts";
import { quizApi } from "./quiz.ts";
import { searchApi } from "./search.ts";
import { settingsApi } from "./settings.ts";
import { staffAdminApi } from "./staff-admin.ts";
import { staffAuditApi } from "./staff-audit.ts";
import { staffCandidatesApi } from "./staff-candidates.ts";
import { staffCatalogApi } from "./staff-catalog.ts";
import { staffCessionApi } from "./staff-cession.ts";
import { staffClientsApi } from "./staff-clients.ts";
import { staffContentApi } from "./staff-content.ts";
import { employeeInvitePublicApi } from "./staff-invite-public.ts";
import { staffLeadsApi } from "./staff-leads.ts";
import { staffMediaApi, staffVehiclePhotosApi } from "./staff-media.ts";
import { staffReschedulingApi } from "./staff-rescheduling.ts";
import { staffMeApi, staffSecurityApi } from "./staff-security.ts";
import { staffLogoutApi, staffSessionApi } from "./staff-session.ts";
import { staffSiteApi } from "./staff-site.ts";
import { staffTicketsApi } from "./staff-tickets.ts";
import { suggestApi } from "./suggest.ts";
import { termsApi } from "./terms.ts";

/** Largest JSON body accepted; uploads (1 MiB per file) set their own limits. */
const JSON_BODY_LIMIT = 256 * 1024;
/** Upload calls with their own, larger body limit (SPEC.md §5): the JSON limit is skipped for them. */
const OWN_BODY_LIMIT = new Set([
  "/apilk/contracts/upload",
  "/apilk/tickets/new",
  "/apilk/tickets/message",
  "/staff/api/tickets/reply",
  "/apilk/rescheduling/save",
  "/apilk/cession/save",
  "/apilk/cession/send",
  "/apilk/cession/participant/save",
  "/staff/api/media/upload",
  "/staff/api/catalog/photos/upload",
]);

/** The HTTP API: /api (public), /apilk (account), health checks. Testable with `api.request()`. */
export function createApi(services: Services) {
  const api = new Hono<ApiEnv>({ strict: false });

  // The request's id and context (the production server opens it around the pages too; see observed-app.ts).
  api.use(requestContextMiddleware(() => services.env.TRUST_PROXY));
  api.use(async (c, next) => {
    c.set("services", services);
    const started = performance.now();
    await next();
    // The pattern of the route that answered, for the per-route request metrics ("/*" is this middleware: no route).
    if (c.req.routePath !== "/*") noteRoute(c.req.routePath);
    services.logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  api.use(
    except(
      (c) => OWN_BODY_LIMIT.has(c.req.path.replace(/\/$/, "")),
      jsonBodyLimit(JSON_BODY_LIMIT, () => problemResponse(413, "Слишком большой запрос: уменьшите объём данных")),
    ),
  );
  // Every account answer depends on the session, so no cache may keep one: data, files, errors and 401s alike.
  api.use("/apilk/*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  });
  // The back office's answers too: each depends on who asks.
  api.use("/staff/api/*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  });

  api.route("/", healthApi);
  api.route("/api", docsApi);
  api.route("/api/account", accountPublicApi);
  api.route("/api/account/password", passwordPublicApi);
  api.route("/api/account/invite", staffInvitePublicApi);
  api.route("/api/account/cession-invite", cessionInvitePublicApi);
  api.route("/api/staff-invite", employeeInvitePublicApi);
  api.route("/api/account/welcome", clientWelcomePublicApi);
  api.route("/api/calc", calculatorApi);
  api.route("/api/forms", formsApi);
  api.route("/api/catalog", catalogApi);
  api.route("/api/pages", pagesApi);
  api.route("/api/specialoffers", specialOffersApi);
  api.route("/api/main", mainApi);
  api.route("/api/geo", geoApi);
  api.route("/api/search", searchApi);
  api.route("/api/terms", termsApi);
  api.route("/api/documents", documentsApi);
  api.route("/api/candidate", candidateApi);
  api.route("/api/quiz", quizApi);
  api.route("/api/suggest", suggestApi);
  api.route("/api/csp-report", cspReportApi);
  api.route("/media", mediaApi);
  api.route("/apilk/account", accountApi);
  api.route("/apilk/account/password", passwordApi);
  api.route("/apilk/account/mfa", mfaApi);
  api.route("/apilk/settings", settingsApi);
  api.route("/apilk", lkHomeApi);
  api.route("/apilk/accounting/calendar", lkCalendarApi);
  api.route("/apilk/accounting", lkAccountingApi);
  api.route("/apilk/accounting", lkAccountingFilesApi);
  api.route("/apilk/documents", lkDocumentsApi);
  api.route("/apilk/contracts", lkContractsApi);
  api.route("/apilk/contracts/payoff", lkPayoffApi);
  api.route("/apilk/information", lkInformationApi);
  api.route("/apilk/notifications", lkNotificationsApi);
  api.route("/apilk/reviews", lkReviewsApi);
  api.route("/apilk/insurance", lkInsuranceApi);
  api.route("/apilk/download", lkDownloadApi);
  api.route("/apilk/fines", lkFinesApi);
  api.route("/apilk/services", lkServicesApi);
  api.route("/apilk/cession", lkCessionApi);
  // The participants' calls share the prefix; no path is in both apps, so neither shadows the other.
  api.route("/apilk/cession", lkCessionParticipantApi);
  api.route("/apilk/faq", lkFaqApi);
  api.route("/apilk/forms", accountFormsApi);
  api.route("/apilk/tickets", lkTicketsApi);
  api.route("/staff/api/tickets", staffTicketsApi);
  api.route("/apilk/rescheduling", lkReschedulingApi);
  api.route("/staff/api/rescheduling", staffReschedulingApi);
  api.route("/staff/api/media", staffMediaApi);
  // Before the catalogue's sub-app, so the photographs' calls are answered here and pass its guard only once.
  api.route("/staff/api/catalog/photos", staffVehiclePhotosApi);
  api.route("/staff/api/cession", staffCessionApi);
  api.route("/staff/api/catalog", staffCatalogApi);
  api.route("/staff/api/leads", staffLeadsApi);
  api.route("/staff/api/candidates", staffCandidatesApi);
  api.route("/staff/api/clients", staffClientsApi);
  api.route("/staff/api/content", staffContentApi);
  api.route("/staff/api/site", staffSiteApi);
  api.route("/staff/api/session", staffSessionApi);
  api.route("/staff/api/logout", staffLogoutApi);
  api.route("/staff/api/audit", staffAuditApi);
  api.route("/staff/api/security", staffSecurityApi);
  api.route("/staff/api/me", staffMeApi);
  api.route("/staff/api/staff", staffAdminApi);

  api.notFound((c) => problemResponse(404, `Метод API ${c.req.method} ${c.req.path} не найден`));
  api.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    services.logger.error({ err: error, path: c.req.path }, "unhandled API error");
    return problemResponse(500, "Что-то пошло не так на нашей стороне. Повторите попытку позже.");
  });
  return api;
}

export type Api = ReturnType<typeof createApi>;
