import { lastStoredLead } from "../../server/testing/stored-leads.ts";
import { createTestApp } from "../../server/testing/test-app.ts";

/**
 * A fresh seeded API and page services for the public forms' component tests, with the lead a submission stored
 * last (app/ reaches the server through app/testing only).
 */
export async function createFormTestApp() {
  const app = await createTestApp();
  return Object.assign(app, { lastLead: () => lastStoredLead(app) });
}

export type FormTestApp = Awaited<ReturnType<typeof createFormTestApp>>;
