import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, vacancies } from "../../db/schema/content.ts";
import { cardColumns, paging } from "./content-lists.ts";
import { renderMarkdown } from "./markdown.ts";
import { russianCollator } from "./russian-collator.ts";
import { siteUrls } from "./site-urls.ts";

const PAGE_SIZE = 10;

/** A vacancy's card with its city's name. */
const cardOf = { ...cardColumns(vacancies), city: cities.name };

/** Open vacancies by city. */
export function createVacanciesService(db: Db) {
  const published = eq(vacancies.isPublished, true);
  return {
    async list(filter: { cityId?: number; page: number }) {
      const where = filter.cityId ? and(published, eq(vacancies.cityId, filter.cityId)) : published;
      const [totalRow] = await db.select({ n: count() }).from(vacancies).where(where);
      const p = paging(totalRow?.n ?? 0, filter.page, PAGE_SIZE);
      if (!p) return null;
      const rows = await db
        .select(cardOf)
        .from(vacancies)
        .innerJoin(cities, eq(cities.id, vacancies.cityId))
        .where(where)
        .orderBy(desc(vacancies.date), asc(vacancies.id))
        .limit(p.limit)
        .offset(p.offset);
      const cityRows = await db
        .select({ id: cities.id, name: cities.name, n: count() })
        .from(vacancies)
        .innerJoin(cities, eq(cities.id, vacancies.cityId))
        .where(published)
        .groupBy(cities.id, cities.name);
      return {
        list: rows.map((r) => ({ ...r, url: siteUrls.vacancy(r.code) })),
        page: p.page,
        pages: p.pages,
        total: p.total,
        cities: cityRows
          .map((c) => ({ id: c.id, name: c.name, count: c.n }))
          .sort((a, b) => russianCollator.compare(a.name, b.name)),
      };
    },

    /** By numeric id or by code. */
    async detail(idOrCode: string) {
      const key = /^\d{1,9}$/.test(idOrCode) ? eq(vacancies.id, Number(idOrCode)) : eq(vacancies.code, idOrCode);
      const [row] = await db
        .select({ ...cardOf, body: vacancies.body })
        .from(vacancies)
        .innerJoin(cities, eq(cities.id, vacancies.cityId))
        .where(and(key, published));
      if (!row) return null;
      const { body, ...card } = row;
      return { item: { ...card, url: siteUrls.vacancy(card.code), html: renderMarkdown(body) } };
    },
  };
}
