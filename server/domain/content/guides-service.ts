import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { guides } from "../../db/schema/content.ts";
import { countedOptions, paging } from "./content-lists.ts";
import { markdownToText, renderMarkdown } from "./markdown.ts";
import type { PagesService } from "./pages-service.ts";
import { siteUrls } from "./site-urls.ts";

const PAGE_SIZE = 9;

const GUIDE_CATEGORIES: Record<string, string> = {
  basics: "Основы лизинга",
  deal: "Документы и сделка",
  taxes: "Налоги и учёт",
  insurance: "Страхование и ДТП",
  contract: "Договор и его исполнение",
};

function readingMinutes(markdown: string): number {
  const words = markdownToText(markdown).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 170));
}

function toGuideCard(row: typeof guides.$inferSelect) {
  return {
    id: row.id,
    code: row.code,
    url: siteUrls.guide(row.code),
    category: row.category,
    categoryTitle: GUIDE_CATEGORIES[row.category] ?? row.category,
    title: row.title,
    lead: row.lead,
    readingMinutes: readingMinutes(row.body),
    date: row.date,
  };
}

/** The leasing guide: articles by category. */
export function createGuidesService(db: Db, pages: PagesService) {
  const published = eq(guides.isPublished, true);
  const guideOrder = [asc(guides.sort), asc(guides.id)];
  return {
    async list(filter: { page: number; category?: string }) {
      const intro = await pages.bySlug("guide");
      const where = filter.category ? and(published, eq(guides.category, filter.category)) : published;
      const [totalRow] = await db.select({ n: count() }).from(guides).where(where);
      const total = totalRow?.n ?? 0;
      if (filter.category && total === 0) return null;
      const p = paging(total, filter.page, PAGE_SIZE);
      if (!p) return null;
      const rows = await db
        .select()
        .from(guides)
        .where(where)
        .orderBy(asc(guides.sort), desc(guides.date), asc(guides.id))
        .limit(p.limit)
        .offset(p.offset);
      const categoryRows = await db
        .select({ category: guides.category, n: count() })
        .from(guides)
        .where(published)
        .groupBy(guides.category);
      const categories = countedOptions(
        Object.keys(GUIDE_CATEGORIES),
        (code) => GUIDE_CATEGORIES[code] ?? code,
        (code) => categoryRows.find((c) => c.category === code)?.n ?? 0,
      );
      return {
        main: {
          title: intro?.title ?? "Гид по лизингу",
          description: intro?.description ?? "",
          list: rows.map(toGuideCard),
          categories,
        },
        page: p.page,
        pages: p.pages,
        total: p.total,
      };
    },

    /** By numeric id or by code, with up to three related articles (same category first). */
    async article(idOrCode: string) {
      const key = /^\d{1,9}$/.test(idOrCode) ? eq(guides.id, Number(idOrCode)) : eq(guides.code, idOrCode);
      const [row] = await db.select().from(guides).where(and(key, published));
      if (!row) return null;
      const sameCategory = await db
        .select()
        .from(guides)
        .where(and(published, eq(guides.category, row.category), ne(guides.id, row.id)))
        .orderBy(...guideOrder)
        .limit(3);
      const others =
        sameCategory.length >= 3
          ? []
          : await db
              .select()
              .from(guides)
              .where(and(published, ne(guides.category, row.category)))
              .orderBy(...guideOrder)
              .limit(3 - sameCategory.length);
      return {
        item: { ...toGuideCard(row), html: renderMarkdown(row.body), updatedAt: row.updatedAt.toISOString() },
        related: [...sameCategory, ...others].map(toGuideCard),
      };
    },
  };
}
