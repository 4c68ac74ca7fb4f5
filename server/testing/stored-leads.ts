import { desc } from "drizzle-orm";
import { leads } from "../db/schema/leads.ts";
import type { TestApp } from "./test-app.ts";

/** The lead stored last: what a form's submission wrote, as the sales inbox will read it. */
export async function lastStoredLead(app: TestApp) {
  const [row] = await app.services.database.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
  return row;
}
