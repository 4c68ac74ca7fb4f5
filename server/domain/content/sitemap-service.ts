import { eq } from "drizzle-orm";
import { moscowDate } from "../../../core/calendar-dates.ts";
import type { Db } from "../../db/client.ts";
import {
  clientServiceTerms,
  contentPages,
  guides,
  news,
  offers,
  partners,
  vacancies,
} from "../../db/schema/content.ts";
import { liveOffer } from "./live-offer.ts";
import { PAGE_URLS, siteUrls } from "./site-urls.ts";

/** Every public content URL with its last change, for sitemap.xml. */
export function createContentSitemap(db: Db) {
  return async function sitemap(): Promise<{ url: string; lastmod: string | null }[]> {
    const pageRows = await db.select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt }).from(contentPages);
    const pageMap = new Map(pageRows.map((p) => [p.slug, moscowDate(p.updatedAt)]));
    const out: { url: string; lastmod: string | null }[] = Object.entries(PAGE_URLS).map(([slug, url]) => ({
      url,
      lastmod: pageMap.get(slug) ?? null,
    }));
    out.push(
      { url: siteUrls.pressList("news"), lastmod: null },
      { url: siteUrls.pressList("publications"), lastmod: null },
    );
    out.push({ url: siteUrls.investorDocs(), lastmod: null });
    const newsRows = await db
      .select({ type: news.type, code: news.code, updatedAt: news.updatedAt })
      .from(news)
      .where(eq(news.isPublished, true));
    for (const n of newsRows) out.push({ url: siteUrls.press(n.type, n.code), lastmod: moscowDate(n.updatedAt) });
    for (const g of await db.select().from(guides).where(eq(guides.isPublished, true)))
      out.push({ url: siteUrls.guide(g.code), lastmod: moscowDate(g.updatedAt) });
    for (const v of await db.select().from(vacancies).where(eq(vacancies.isPublished, true)))
      out.push({ url: siteUrls.vacancy(v.code), lastmod: moscowDate(v.updatedAt) });
    for (const o of await db.select().from(offers).where(liveOffer()))
      out.push({ url: siteUrls.offer(o.code), lastmod: moscowDate(o.updatedAt) });
    for (const p of await db.select({ code: partners.code }).from(partners).where(eq(partners.isPublished, true)))
      out.push({ url: siteUrls.partner(p.code), lastmod: null });
    for (const t of await db.select({ code: clientServiceTerms.code }).from(clientServiceTerms))
      out.push({ url: siteUrls.term(t.code), lastmod: null });
    return out;
  };
}
