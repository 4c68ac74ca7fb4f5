import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type {
  Notification,
  NotificationsFilters,
  NotificationsListResponse,
  NotificationsMarkResponse,
  ReviewRequest,
} from "../../../contract/lk-notifications.ts";
import { addDays, moscowMidnight } from "../../../core/calendar-dates.ts";
import { createChangeCache, deepFreeze, NOTIFICATIONS_CHANNEL } from "../../db/change-cache.ts";
import { lkContracts, lkNotifications, lkReviews } from "../../db/schema/lk.ts";
import type { LkContext } from "./lk-context.ts";
import { toPagination } from "./lk-mappers.ts";
import { NOTIFICATION_SUBJECTS } from "./lk-reference.ts";

export const NOTIFICATIONS_PAGE_SIZE = 10;

type ReviewRow = typeof lkReviews.$inferSelect;

function toReview(asks: boolean, r: ReviewRow | null): Notification["review"] {
  if (!asks) return null;
  return {
    asked: true,
    rating: r?.rating ?? null,
    comment: r?.comment ?? null,
    reviewedAt: r ? r.createdAt.toISOString() : null,
  };
}

export type ReviewResult =
  | { ok: true; notificationId: number; review: NonNullable<Notification["review"]> }
  | { ok: false; reason: "not_found" | "not_reviewable" | "already_reviewed" };

/** Notification list pages kept at most (on PostgreSQL each at most KEPT_MAX_MS without a change). */
const KEPT_PAGES = 5000;

export function createNotificationsService(ctx: LkContext) {
  const { db } = ctx;
  const n = lkNotifications;
  /**
   * List pages as last read, by profile, filters and page: a new notification, one read, a review, a contract's code
   * changed — every change of what a page shows is announced by the database (ADR 038). Read only.
   */
  const pages = createChangeCache<string, NotificationsListResponse>(ctx.changes, NOTIFICATIONS_CHANNEL, KEPT_PAGES);

  async function unread(profileId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(n)
      .where(and(eq(n.profileId, profileId), eq(n.isRead, false)));
    return row?.n ?? 0;
  }

  /** A list page, read from the database. */
  async function list(
    profileId: number,
    filters: NotificationsFilters,
    currentPage: number,
  ): Promise<NotificationsListResponse> {
    const where: (SQL | undefined)[] = [eq(n.profileId, profileId)];
    if (filters.subject) where.push(eq(n.subject, filters.subject));
    if (filters.isRead !== undefined) where.push(eq(n.isRead, filters.isRead));
    if (filters.dateFrom) where.push(gte(n.createdAt, moscowMidnight(filters.dateFrom)));
    if (filters.dateTo) where.push(lt(n.createdAt, moscowMidnight(addDays(filters.dateTo, 1))));
    const condition = and(...where);
    // The page, the filtered total and the unread count in one query.
    const rows = await db
      .select({
        n,
        review: lkReviews,
        contractCode: lkContracts.code,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        unread: sql<number>`(select count(*) from ${n} u where u.profile_id = ${profileId} and not u.is_read)`.mapWith(
          Number,
        ),
      })
      .from(n)
      .leftJoin(lkReviews, eq(lkReviews.notificationId, n.id))
      .leftJoin(lkContracts, eq(lkContracts.id, n.contractId))
      .where(condition)
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .offset((currentPage - 1) * NOTIFICATIONS_PAGE_SIZE);
    let totalCnt = rows[0]?.total ?? 0;
    let unreadCnt = rows[0]?.unread ?? 0;
    if (rows.length === 0) {
      const [total] = await db.select({ n: count() }).from(n).where(condition);
      totalCnt = total?.n ?? 0;
      unreadCnt = await unread(profileId);
    }
    return {
      items: rows.map(({ n: row, review, contractCode }) => ({
        id: row.id,
        isRead: row.isRead,
        subject: row.subject,
        title: row.title,
        text: row.text,
        date: row.createdAt.toISOString(),
        contractCode,
        link: row.link,
        review: toReview(row.asksReview, review),
      })),
      subjects: { ...NOTIFICATION_SUBJECTS },
      pagination: toPagination(currentPage, NOTIFICATIONS_PAGE_SIZE, totalCnt),
      filters,
      unread: unreadCnt,
    };
  }

  return {
    unread,

    list(profileId: number, filters: NotificationsFilters, currentPage: number): Promise<NotificationsListResponse> {
      const key = `${profileId} ${currentPage} ${JSON.stringify(filters)}`;
      return pages.get(key, async () => deepFreeze(await list(profileId, filters, currentPage)));
    },

    /** Marks the listed notifications read; ids of other profiles (or unknown ones) are ignored and left untouched. */
    async markRead(profileId: number, ids: number[]): Promise<NotificationsMarkResponse> {
      const updated = await db
        .update(n)
        .set({ isRead: true, readAt: sql`coalesce(${n.readAt}, now())` })
        .where(and(eq(n.profileId, profileId), inArray(n.id, [...new Set(ids)])))
        .returning({ id: n.id });
      return { updated: updated.map((u) => u.id).sort((a, b) => a - b), count: await unread(profileId) };
    },

    /** Rates the service a notification asks about: once per notification (a unique index guards concurrent posts). */
    async review(profileId: number, userId: number, id: number, input: ReviewRequest): Promise<ReviewResult> {
      const [row] = await db
        .select({ id: n.id, asksReview: n.asksReview })
        .from(n)
        .where(and(eq(n.id, id), eq(n.profileId, profileId)));
      if (!row) return { ok: false, reason: "not_found" };
      if (!row.asksReview) return { ok: false, reason: "not_reviewable" };
      const [inserted] = await db
        .insert(lkReviews)
        .values({ notificationId: id, profileId, userId, rating: input.rating, comment: input.comment })
        .onConflictDoNothing({ target: lkReviews.notificationId })
        .returning();
      if (!inserted) return { ok: false, reason: "already_reviewed" };
      await db
        .update(n)
        .set({ isRead: true, readAt: sql`coalesce(${n.readAt}, now())` })
        .where(eq(n.id, id));
      const review = toReview(true, inserted);
      if (!review) throw new Error("unreachable");
      return { ok: true, notificationId: id, review };
    },
  };
}
