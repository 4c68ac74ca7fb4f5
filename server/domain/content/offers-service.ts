import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { offers } from "../../db/schema/content.ts";
import { liveOffer } from "./live-offer.ts";
import { renderMarkdown } from "./markdown.ts";
import type { PagesService } from "./pages-service.ts";
import { siteUrls } from "./site-urls.ts";

function toOfferCard(row: typeof offers.$inferSelect) {
  return {
    id: row.id,
    code: row.code,
    url: siteUrls.offer(row.code),
    title: row.title,
    lead: row.lead,
    badge: row.badge,
    category: row.category,
    validTo: row.validTo,
    image: row.image,
  };
}

/** Special offers that are live today (see liveOffer). */
export function createOffersService(db: Db, pages: PagesService) {
  const offerOrder = [asc(offers.sort), asc(offers.id)];
  return {
    async list() {
      const intro = await pages.bySlug("offers");
      const rows = await db
        .select()
        .from(offers)
        .where(liveOffer())
        .orderBy(...offerOrder);
      return {
        main: {
          title: intro?.title ?? "Спецпредложения",
          description: intro?.description ?? "",
          list: rows.filter((r) => r.isFeatured).map(toOfferCard),
        },
        list: rows.map(toOfferCard),
      };
    },

    async detail(code: string) {
      const [row] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.code, code), liveOffer()));
      if (!row) return null;
      const related = await db
        .select()
        .from(offers)
        .where(and(liveOffer(), ne(offers.id, row.id)))
        .orderBy(...offerOrder)
        .limit(3);
      return {
        item: {
          ...toOfferCard(row),
          html: renderMarkdown(row.body),
          conditions: row.conditions,
          validFrom: row.validFrom,
        },
        related: related.map(toOfferCard),
      };
    },
  };
}
