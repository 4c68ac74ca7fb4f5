import type { Changes } from "../../db/change-cache.ts";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../infra/file-store.ts";
import { createAccountingService } from "../accounting/accounting-service.ts";
import { createDocumentsService } from "../accounting/documents-service.ts";
import { createCalendarService } from "./calendar-service.ts";
import { createClientServicesService } from "./client-services-service.ts";
import { createContractsService } from "./contracts-service.ts";
import { createFaqService } from "./faq-service.ts";
import { createFinesService } from "./fines-service.ts";
import { createHomeService } from "./home-service.ts";
import { createInformationService } from "./information-service.ts";
import { createInsuranceService } from "./insurance-service.ts";
import { createLkContext } from "./lk-context.ts";
import { createNotificationsService } from "./notifications-service.ts";
import { createPayoffService } from "./payoff-service.ts";
import { createRightsService } from "./rights-service.ts";
import { createSettingsService } from "./settings-service.ts";

/**
 * The client account (ADR 011): one module per area, each method scoped by the profile id it is given.
 * `now` lets tests move "today"; the account's dates are Moscow dates. With `changes`, rights and ledgers are kept in
 * memory between the database's announcements of their changes (ADR 038).
 */
export function createLkService(db: Db, deps: { files: FileStore; now?: () => Date; changes?: Changes }) {
  const ctx = createLkContext(db, deps);
  return {
    today: ctx.today,
    home: createHomeService(ctx),
    calendar: createCalendarService(ctx),
    contracts: createContractsService(ctx),
    payoff: createPayoffService(ctx),
    information: createInformationService(ctx),
    notifications: createNotificationsService(ctx),
    insurance: createInsuranceService(ctx),
    fines: createFinesService(ctx),
    services: createClientServicesService(ctx),
    faq: createFaqService(ctx),
    settings: createSettingsService(ctx),
    accounting: createAccountingService(ctx),
    documents: createDocumentsService(ctx),
    rights: createRightsService(ctx),
  };
}

export type LkService = ReturnType<typeof createLkService>;
