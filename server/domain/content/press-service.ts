import { and, count, desc, eq, ne } from "drizzle-orm";
import type { NewsCard, PressType } from "../../../contract/pages.ts";
import type { Db } from "../../db/client.ts";
import { news } from "../../db/schema/content.ts";
import { cardColumns, paging } from "./content-lists.ts";
import { renderMarkdown } from "./markdown.ts";
import { siteUrls } from "./site-urls.ts";

const PAGE_SIZE = 9;

const cardOf = cardColumns(news);

function toNewsCard(row: Pick<typeof news.$inferSelect, keyof typeof cardOf>): NewsCard {
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    url: siteUrls.press(row.type, row.code),
    date: row.date,
    title: row.title,
    lead: row.lead,
    image: row.image,
    source: row.source,
  };
}

/** News and publications (the press centre), and the latest news for the home page. */
export function createPressService(db: Db) {
  const newest = [desc(news.date), desc(news.id)];
  return {
    async list(type: PressType, pageNo: number) {
      const where = and(eq(news.type, type), eq(news.isPublished, true));
      const [totalRow] = await db.select({ n: count() }).from(news).where(where);
      const p = paging(totalRow?.n ?? 0, pageNo, PAGE_SIZE);
      if (!p) return null;
      const rows = await db
        .select(cardOf)
        .from(news)
        .where(where)
        .orderBy(...newest)
        .limit(p.limit)
        .offset(p.offset);
      return { list: rows.map(toNewsCard), page: p.page, pages: p.pages, total: p.total };
    },

    async detail(type: PressType, code: string) {
      const [row] = await db
        .select()
        .from(news)
        .where(and(eq(news.type, type), eq(news.code, code), eq(news.isPublished, true)));
      if (!row) return null;
      const related = await db
        .select(cardOf)
        .from(news)
        .where(and(eq(news.type, type), eq(news.isPublished, true), ne(news.id, row.id)))
        .orderBy(...newest)
        .limit(3);
      return {
        item: { ...toNewsCard(row), html: renderMarkdown(row.body), updatedAt: row.updatedAt.toISOString() },
        related: related.map(toNewsCard),
      };
    },

    /** The home page's news block. */
    async latest() {
      const rows = await db
        .select(cardOf)
        .from(news)
        .where(and(eq(news.type, "news"), eq(news.isPublished, true)))
        .orderBy(...newest)
        .limit(6);
      return { list: rows.map(toNewsCard) };
    },
  };
}
