import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  REVIEW_STATUS_TITLES,
  REVIEW_STATUSES,
  type ReviewStatus,
  STAFF_SITE_PAGE_SIZE,
  type StaffReview,
  type StaffReviewFilters,
  type StaffReviewListResponse,
} from "../../../contract/staff-site.ts";
import type { Db } from "../../db/client.ts";
import { reviews } from "../../db/schema/content.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import { escapeLike, inTransaction, notFound, SiteRefusal, type StaffSiteResult } from "./staff-site-records.ts";

type ReviewRow = typeof reviews.$inferSelect;

/** A review is «decided» once a moderator published or hid it; an unpublished one without a decision is waiting. */
const decided = sql<boolean>`${reviews.moderatedAt} is not null`;

function statusOf(isPublished: boolean, wasDecided: boolean): ReviewStatus {
  if (isPublished) return "published";
  return wasDecided ? "hidden" : "new";
}

function toReview(row: ReviewRow, wasDecided: boolean): StaffReview {
  const status = statusOf(row.isPublished, wasDecided);
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
    status,
    statusTitle: REVIEW_STATUS_TITLES[status],
  };
}

/** The moderation of clients' reviews: the public form adds unpublished ones; a moderator publishes, hides, replies. */
export function createStaffSiteReviews(db: Db) {
  const waiting = and(eq(reviews.isPublished, false), sql`not ${decided}`);

  function statusWhere(status: ReviewStatus): SQL | undefined {
    if (status === "published") return eq(reviews.isPublished, true);
    if (status === "hidden") return and(eq(reviews.isPublished, false), decided);
    return waiting;
  }

  async function detail(id: number): Promise<StaffReview | null> {
    const [row] = await db.select({ r: reviews, decided }).from(reviews).where(eq(reviews.id, id));
    return row ? toReview(row.r, row.decided) : null;
  }

  /** One change of a review with its audit entry; `patch` says what changes, `action` how the log names it. */
  async function change(
    actor: StaffActor,
    id: number,
    action: "review.publish" | "review.hide" | "review.reply",
    patch: Partial<Pick<ReviewRow, "isPublished" | "reply" | "moderatedAt">>,
  ): Promise<StaffSiteResult<StaffReview>> {
    const result = await inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
      if (!before) throw new SiteRefusal(notFound);
      const [row] = await tx.update(reviews).set(patch).where(eq(reviews.id, id)).returning();
      if (!row) throw new SiteRefusal(notFound);
      const keys = Object.keys(patch) as (keyof typeof patch)[];
      await recordAudit(tx, actor, {
        action,
        objectType: "review",
        objectId: String(id),
        before: Object.fromEntries(keys.map((k) => [k, before[k]])),
        after: Object.fromEntries(keys.map((k) => [k, row[k]])),
      });
      return row;
    });
    if (!result.ok) return result;
    const value = await detail(result.value.id);
    return value ? { ok: true, value } : notFound;
  }

  return {
    async list(filters: StaffReviewFilters, currentPage: number): Promise<StaffReviewListResponse> {
      const where: (SQL | undefined)[] = [];
      if (filters.status) where.push(statusWhere(filters.status));
      const search = filters.search?.trim();
      if (search) {
        const needle = `%${escapeLike(search)}%`;
        where.push(
          or(
            ilike(reviews.author, needle),
            ilike(reviews.company, needle),
            ilike(reviews.city, needle),
            ilike(reviews.text, needle),
          ),
        );
      }
      const condition = and(...where);
      const [rows, [total], [fresh]] = await Promise.all([
        db
          .select({ r: reviews, decided })
          .from(reviews)
          .where(condition)
          // Waiting first, the longest waiting on top; then the rest, newest first.
          .orderBy(
            sql`(${reviews.isPublished} = false and not ${decided}) desc`,
            sql`case when ${reviews.isPublished} = false and not ${decided} then ${reviews.id} end asc`,
            desc(reviews.date),
            desc(reviews.id),
          )
          .limit(STAFF_SITE_PAGE_SIZE)
          .offset((currentPage - 1) * STAFF_SITE_PAGE_SIZE),
        db.select({ n: count() }).from(reviews).where(condition),
        db.select({ n: count() }).from(reviews).where(waiting),
      ]);
      return {
        items: rows.map((x) => toReview(x.r, x.decided)),
        pagination: toPagination(currentPage, STAFF_SITE_PAGE_SIZE, total?.n ?? 0),
        filters,
        statuses: REVIEW_STATUSES.map((code) => ({ code, title: REVIEW_STATUS_TITLES[code] })),
        counts: { new: fresh?.n ?? 0 },
      };
    },

    detail,

    publish: (actor: StaffActor, id: number) =>
      change(actor, id, "review.publish", { isPublished: true, moderatedAt: new Date() }),
    hide: (actor: StaffActor, id: number) =>
      change(actor, id, "review.hide", { isPublished: false, moderatedAt: new Date() }),
    /** The company's answer under the review; an empty one removes it. */
    reply: (actor: StaffActor, id: number, reply: string) =>
      change(actor, id, "review.reply", { reply: reply.trim() === "" ? null : reply.trim() }),
  };
}
