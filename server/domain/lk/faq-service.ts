import { asc } from "drizzle-orm";
import type { FaqListResponse } from "../../../contract/lk-faq.ts";
import { lkFaq } from "../../db/schema/lk.ts";
import type { LkContext } from "./lk-context.ts";

export function createFaqService(ctx: LkContext) {
  return {
    async list(): Promise<FaqListResponse> {
      const rows = await ctx.db.select().from(lkFaq).orderBy(asc(lkFaq.sort), asc(lkFaq.id));
      const sections: FaqListResponse["sections"] = [];
      for (const row of rows) {
        let section = sections.find((s) => s.code === row.section);
        if (!section) {
          section = { code: row.section, title: row.sectionTitle, items: [] };
          sections.push(section);
        }
        section.items.push({ id: row.id, question: row.question, answer: row.answer });
      }
      return { sections };
    },
  };
}
