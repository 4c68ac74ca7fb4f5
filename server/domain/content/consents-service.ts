import { eq } from "drizzle-orm";
import type { Consent } from "../../../contract/content.ts";
import type { Db } from "../../db/client.ts";
import { consentTexts } from "../../db/schema/content.ts";
import { renderMarkdown } from "./markdown.ts";

/** The texts of the consents a visitor gives on forms (personal data, advertising). */
export function createConsentsService(db: Db) {
  return {
    async byCode(code: string): Promise<Consent | null> {
      const [row] = await db.select().from(consentTexts).where(eq(consentTexts.code, code));
      if (!row) return null;
      return {
        code: row.code,
        title: row.title,
        version: row.version,
        validFrom: row.validFrom,
        validityMonths: row.validityMonths,
        html: renderMarkdown(row.body),
      };
    },
  };
}
