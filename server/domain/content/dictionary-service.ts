import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clientServiceTerms } from "../../db/schema/content.ts";
import { renderMarkdown } from "./markdown.ts";
import type { PagesService } from "./pages-service.ts";
import { russianCollator } from "./russian-collator.ts";
import { siteUrls } from "./site-urls.ts";

const cardColumns = {
  code: clientServiceTerms.code,
  title: clientServiceTerms.title,
  short: clientServiceTerms.short,
};

function toTermCard(row: Pick<typeof clientServiceTerms.$inferSelect, keyof typeof cardColumns>) {
  return {
    code: row.code,
    url: siteUrls.term(row.code),
    title: row.title,
    letter: row.title.slice(0, 1).toLocaleUpperCase("ru"),
    short: row.short,
  };
}

/** The client-service dictionary: terms in alphabetical order, grouped by their first letter. */
export function createDictionaryService(db: Db, pages: PagesService) {
  return {
    async index() {
      const page = await pages.bySlug("clientservice");
      if (!page) return null;
      const rows = await db.select(cardColumns).from(clientServiceTerms);
      const list = rows.map(toTermCard).sort((a, b) => russianCollator.compare(a.title, b.title));
      const letters = [...new Set(list.map((t) => t.letter))];
      return { page, list, letters };
    },

    async term(code: string) {
      const [row] = await db.select().from(clientServiceTerms).where(eq(clientServiceTerms.code, code));
      if (!row) return null;
      const relatedRows = row.related.length ? await db.select(cardColumns).from(clientServiceTerms) : [];
      const related = row.related
        .map((c) => relatedRows.find((r) => r.code === c))
        .filter((r): r is NonNullable<typeof r> => Boolean(r))
        .map(toTermCard);
      return { item: { ...toTermCard(row), html: renderMarkdown(row.body), related } };
    },
  };
}
