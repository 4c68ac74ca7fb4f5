import { resolve } from "node:path";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { createFileStore } from "../infra/file-store.ts";
import type { Logger } from "../infra/logger.ts";
import { createMailer, type Mailer } from "../infra/mailer.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createMfaService } from "./auth/mfa-service.ts";
import { createPasswordService } from "./auth/password-service.ts";
import { createSecurityLog } from "./auth/security-log.ts";
import { createCalculatorService } from "./calculator/calculator-service.ts";
import { createCandidateService } from "./candidates/candidate-service.ts";
import { createStaffCandidateService } from "./candidates/staff-candidate-service.ts";
import { createCatalogService } from "./catalog/catalog-service.ts";
import { createStaffCatalogService } from "./catalog/staff-catalog-service.ts";
import { createVehicleImageRasters } from "./catalog/vehicle-image-raster.ts";
import { createCessionService } from "./cession/application-service.ts";
import { createCessionPartsService } from "./cession/cession-parts.ts";
import { createStaffCessionService } from "./cession/staff-cession-service.ts";
import { createCityService } from "./content/city-service.ts";
import { createContentService } from "./content/content-service.ts";
import { createSearchService } from "./content/search-service.ts";
import { createStaffContentService } from "./content/staff-content-service.ts";
import { createStaffSiteService } from "./content/staff-site-service.ts";
import { createLeadService } from "./leads/lead-service.ts";
import { createMailOutbox } from "./leads/mail-outbox.ts";
import { createStaffLeadService } from "./leads/staff-lead-service.ts";
import { createLkService } from "./lk/lk-service.ts";
import { createStaffInvitesService } from "./lk/staff-invites.ts";
import { createMediaService } from "./media/media-service.ts";
import { createQuizService } from "./quizzes/quiz-service.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import { createReschedulingService } from "./rescheduling/rescheduling-service.ts";
import { createClientWelcome } from "./staff/client-welcome.ts";
import { createStaffAdminService } from "./staff/staff-admin-service.ts";
import { createStaffClientsService } from "./staff/staff-clients-service.ts";
import { createStaffService } from "./staff/staff-service.ts";
import { createSuggestService } from "./suggest/suggest-service.ts";
import { createTicketService } from "./tickets/ticket-service.ts";

/**
 * Every domain service, built once per process over one database.
 * `mailer` replaces the configured one (outbox folder or SMTP), e.g. in tests.
 */
export function createServices(deps: { database: Database; env: Env; logger: Logger; mailer?: Mailer }) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db);
  const calculator = createCalculatorService();
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: deps.env.SMTP_URL,
      from: deps.env.MAIL_FROM,
      outboxDir: resolve(deps.env.DATA_DIR, "outbox"),
    });
  const outbox = createMailOutbox(db, mailer, deps.logger);
  const files = createFileStore(deps.env);
  // One city list for the site and the back office; every instance drops its kept list on a change of a city.
  const cities = createCityService(db, { changes: deps.database, logger: deps.logger });
  const mfa = createMfaService({ db, limiter, outbox, publicUrl: deps.env.PUBLIC_URL });
  const catalog = createCatalogService(db, { logger: deps.logger, calculator, changes: deps.database });
  const auth = createAuthService({
    db,
    limiter,
    outbox,
    publicUrl: deps.env.PUBLIC_URL,
    mfa,
    logger: deps.logger,
    changes: deps.database,
  });
  return {
    env: deps.env,
    logger: deps.logger,
    database: deps.database,
    limiter,
    auth,
    mfa,
    passwords: createPasswordService({
      db,
      limiter,
      outbox,
      auth,
      logger: deps.logger,
      publicUrl: deps.env.PUBLIC_URL,
    }),
    content: createContentService(db),
    cities,
    search: createSearchService(db),
    calculator,
    catalog,
    vehicleImages: createVehicleImageRasters({ files, svg: (name) => catalog.image(name) }),
    catalogStaff: createStaffCatalogService({ db, refresh: () => catalog.reload(), files, logger: deps.logger }),
    outbox,
    leads: createLeadService({
      db,
      limiter,
      outbox,
      calculator,
      salesEmail: deps.env.SALES_EMAIL,
      logger: deps.logger,
    }),
    leadsStaff: createStaffLeadService({ db }),
    suggest: createSuggestService({ env: deps.env, logger: deps.logger, limiter }),
    candidates: createCandidateService(db, limiter, {
      outbox,
      hrEmail: deps.env.HR_EMAIL,
      publicUrl: deps.env.PUBLIC_URL,
    }),
    quizzes: createQuizService(db),
    files,
    media: createMediaService({ db, files, logger: deps.logger }),
    lk: createLkService(db, { files, changes: deps.database }),
    staffInvites: createStaffInvitesService({ db, outbox, auth, limiter, publicUrl: deps.env.PUBLIC_URL }),
    staff: createStaffService(db),
    securityLog: createSecurityLog({ db, flush: auth.flushSecurityEvents }),
    staffAdmin: createStaffAdminService({ db, outbox, auth, publicUrl: deps.env.PUBLIC_URL }),
    staffClients: createStaffClientsService({ db, outbox, publicUrl: deps.env.PUBLIC_URL }),
    clientWelcome: createClientWelcome({ db, auth }),
    tickets: createTicketService({ db, files, outbox, publicUrl: deps.env.PUBLIC_URL }),
    cession: createCessionService({ db, files, outbox, limiter, publicUrl: deps.env.PUBLIC_URL }),
    cessionParts: createCessionPartsService({ db, files, outbox, auth, limiter, publicUrl: deps.env.PUBLIC_URL }),
    rescheduling: createReschedulingService({ db, files, outbox, publicUrl: deps.env.PUBLIC_URL }),
    cessionStaff: createStaffCessionService({ db, files, outbox, publicUrl: deps.env.PUBLIC_URL }),
    candidatesStaff: createStaffCandidateService({ db }),
    siteStaff: createStaffSiteService({ db, cities }),
    staffContent: createStaffContentService(db),
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * What pages' loaders and actions get (app/context.ts): the domain services they read through, and of the
 * configuration only what pages use. No database, no file store, no mail outbox: a route reaches data through
 * a service, so every rule (scoping, caching, validation) stays in one place.
 */
export function pageServices(services: Services) {
  const { env, logger, auth, content, cities, search, calculator, catalog, leads, quizzes, lk, staff, staffInvites } =
    services;
  return {
    env: { NODE_ENV: env.NODE_ENV, PUBLIC_URL: env.PUBLIC_URL },
    logger,
    auth,
    content,
    cities,
    search,
    calculator,
    catalog,
    leads,
    quizzes,
    // Account pages arrive with their data, read through the account service scoped to the session's profile.
    lk,
    // The back office's layout admits employees by their roles.
    staff,
    // The page of a colleague's invitation link reads it (ADR 031).
    staffInvites,
    // The page of a cession's invitation link reads it (issue 12); accepting goes through the API.
    cessionInvites: { info: services.cessionParts.invitations.info },
    // The page of a client's welcome link reads it (issue 15); setting the password goes through the API.
    clientWelcome: { info: services.clientWelcome.info },
    // The page of an employee's invitation link reads it (issue 15); accepting goes through the API.
    staffAdminInvites: { info: services.staffAdmin.info },
  };
}

export type PageServices = ReturnType<typeof pageServices>;
