import { desc, eq } from "drizzle-orm";
import type { Review } from "../../../contract/pages.ts";
import type { Db } from "../../db/client.ts";
import { reviews } from "../../db/schema/content.ts";
import { paging } from "./content-lists.ts";

const PAGE_SIZE = 10;

function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    author: row.author,
    company: row.company,
    position: row.position,
    city: row.city,
    rating: row.rating,
    vehicle: row.vehicle,
    text: row.text,
    reply: row.reply,
    date: row.date,
  };
}

/** Clients' reviews with the average rating, for their page and the home page. */
export function createReviewsService(db: Db) {
  const published = eq(reviews.isPublished, true);
  const newest = [desc(reviews.date), desc(reviews.id)];

  async function rating() {
    const rows = await db.select({ rating: reviews.rating }).from(reviews).where(published);
    const sum = rows.reduce((a, r) => a + r.rating, 0);
    return { average: rows.length ? Math.round((sum / rows.length) * 10) / 10 : 0, count: rows.length };
  }

  return {
    async list(pageNo: number) {
      const r = await rating();
      const p = paging(r.count, pageNo, PAGE_SIZE);
      if (!p) return null;
      const rows = await db
        .select()
        .from(reviews)
        .where(published)
        .orderBy(...newest)
        .limit(p.limit)
        .offset(p.offset);
      return { list: rows.map(toReview), page: p.page, pages: p.pages, total: p.total, rating: r };
    },

    /** The home page's reviews block. */
    async latest() {
      const rows = await db
        .select()
        .from(reviews)
        .where(published)
        .orderBy(...newest)
        .limit(6);
      return { list: rows.map(toReview), rating: await rating() };
    },
  };
}
