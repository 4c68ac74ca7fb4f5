import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import {
  TICKET_STATUS_TITLES,
  type TicketDetail,
  type TicketFulfilResponse,
  type TicketListItem,
  type TicketMessage,
  type TicketMessageResponse,
  type TicketNewResponse,
  type TicketsFilters,
  type TicketsListResponse,
  type TicketsSort,
} from "../../../contract/lk-tickets.ts";
import { addDays, moscowMidnight } from "../../../core/calendar-dates.ts";
import { slaDueAt } from "../../../core/ticket-sla.ts";
import { lkContracts, lkNotifications } from "../../db/schema/lk.ts";
import { ticketAttachments, ticketMessages, tickets } from "../../db/schema/tickets.ts";
import type { IncomingFile } from "../../infra/uploads.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { createStaffTicketService } from "./staff-ticket-service.ts";
import { readAttachment } from "./ticket-files.ts";
import { excerpt, insertMessage, insertTicket, type TicketCategory, type TicketStatus } from "./ticket-records.ts";
import {
  attachmentsOf,
  CATEGORY_OPTIONS,
  checkAndStore,
  escapeLike,
  STATUS_OPTIONS,
  STATUS_ORDER,
  type TicketDeps,
  ticketHead,
  toAttachment,
  type UploadError,
  withStoredFiles,
} from "./ticket-shared.ts";

export const TICKETS_PAGE_SIZE = 10;

type TicketRow = typeof tickets.$inferSelect;

const CLIENT_ATTACHMENT_URL = "/apilk/tickets/attachment/";

export type CreateTicketResult =
  | { ok: true; ticket: TicketNewResponse["ticket"] }
  | { ok: false; reason: "contract" }
  | { ok: false; reason: "files"; errors: UploadError[] };

export type MessageResult =
  | { ok: true; value: TicketMessageResponse }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "closed" }
  | { ok: false; reason: "files"; errors: UploadError[] };

export function createTicketService(deps: TicketDeps) {
  const { db, files } = deps;
  const now = deps.now ?? (() => new Date());
  const t = tickets;
  const m = ticketMessages;

  /** The profile's ticket by its code, or null: another profile's code is simply not found. */
  async function own(profileId: number, code: string): Promise<TicketRow | null> {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.code, code), eq(t.profileId, profileId)));
    return row ?? null;
  }

  /** Tickets of the profile with a lessor's message the client has not opened. */
  async function unreadThreads(profileId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${m.ticketId})`.mapWith(Number) })
      .from(m)
      .innerJoin(t, eq(t.id, m.ticketId))
      .where(and(eq(t.profileId, profileId), eq(m.author, "staff"), isNull(m.readAt)));
    return row?.n ?? 0;
  }

  async function contractsOf(ids: (number | null)[]) {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const map = new Map<number, { code: string; number: string }>();
    if (wanted.length === 0) return map;
    const rows = await db
      .select({ id: lkContracts.id, code: lkContracts.code, number: lkContracts.number })
      .from(lkContracts)
      .where(inArray(lkContracts.id, wanted));
    for (const r of rows) map.set(r.id, { code: r.code, number: r.number });
    return map;
  }

  /** The lessor's replies become read, and so do the account notifications that announced them. */
  async function markRepliesRead(profileId: number, row: TicketRow, ids: number[]) {
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .update(m)
        .set({ readAt: at })
        .where(and(inArray(m.id, ids), isNull(m.readAt)));
      await tx
        .update(lkNotifications)
        .set({ isRead: true, readAt: at })
        .where(
          and(
            eq(lkNotifications.profileId, profileId),
            eq(lkNotifications.link, `/account/tickets/${row.code}`),
            eq(lkNotifications.isRead, false),
          ),
        );
    });
  }

  const client = {
    unread: unreadThreads,

    async list(
      profileId: number,
      filters: TicketsFilters,
      sort: TicketsSort,
      currentPage: number,
    ): Promise<TicketsListResponse> {
      const where: (SQL | undefined)[] = [eq(t.profileId, profileId)];
      if (filters.status) where.push(eq(t.status, filters.status));
      if (filters.category) where.push(eq(t.category, filters.category));
      if (filters.dateFrom) where.push(gte(t.createdAt, moscowMidnight(filters.dateFrom)));
      if (filters.dateTo) where.push(lt(t.createdAt, moscowMidnight(addDays(filters.dateTo, 1))));
      if (filters.contractCode) {
        // Only the profile's own contract narrows the list; another's code finds nothing.
        where.push(
          sql`${t.contractId} in (select ${lkContracts.id} from ${lkContracts} where ${lkContracts.code} = ${filters.contractCode} and ${lkContracts.profileId} = ${profileId})`,
        );
      }
      const search = filters.search?.trim();
      if (search) {
        const needle = `%${escapeLike(search)}%`;
        where.push(
          or(
            ilike(t.number, needle),
            ilike(t.subject, needle),
            sql`exists (select 1 from ${m} where ${m.ticketId} = ${t.id} and ${m.text} ilike ${needle})`,
          ),
        );
      }
      const condition = and(...where);
      const order =
        sort === "lastMessage"
          ? [desc(t.lastMessageAt), desc(t.id)]
          : sort === "status"
            ? [asc(STATUS_ORDER), desc(t.createdAt), desc(t.id)]
            : [desc(t.createdAt), desc(t.id)];
      const page = await db
        .select({ t, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(t)
        .where(condition)
        .orderBy(...order)
        .limit(TICKETS_PAGE_SIZE)
        .offset((currentPage - 1) * TICKETS_PAGE_SIZE);
      const rows = page.map((r) => r.t);
      const totalCnt =
        page[0]?.total ??
        (currentPage > 1 ? ((await db.select({ n: count() }).from(t).where(condition))[0]?.n ?? 0) : 0);
      const ids = rows.map((r) => r.id);
      const [stats, lasts, contracts, unread] = await Promise.all([
        ids.length
          ? db
              .select({
                ticketId: m.ticketId,
                total: count(),
                unread: sql<number>`count(*) filter (where ${m.author} = 'staff' and ${m.readAt} is null)`.mapWith(
                  Number,
                ),
              })
              .from(m)
              .where(inArray(m.ticketId, ids))
              .groupBy(m.ticketId)
          : [],
        ids.length
          ? db
              .selectDistinctOn([m.ticketId], {
                ticketId: m.ticketId,
                author: m.author,
                authorName: m.authorName,
                text: m.text,
              })
              .from(m)
              .where(inArray(m.ticketId, ids))
              .orderBy(m.ticketId, desc(m.createdAt), desc(m.id))
          : [],
        contractsOf(rows.map((r) => r.contractId)),
        unreadThreads(profileId),
      ]);
      const statsOf = new Map(stats.map((s) => [s.ticketId, s]));
      const lastOf = new Map(lasts.map((l) => [l.ticketId, l]));
      const items: TicketListItem[] = rows.map((row) => {
        const last = lastOf.get(row.id);
        return {
          ...ticketHead(row),
          contract: row.contractId ? (contracts.get(row.contractId) ?? null) : null,
          messagesCnt: statsOf.get(row.id)?.total ?? 0,
          unread: statsOf.get(row.id)?.unread ?? 0,
          lastMessage: {
            author: last?.author ?? "client",
            authorName: last?.authorName ?? "",
            excerpt: excerpt(last?.text ?? "", 160),
          },
        };
      });
      return {
        items,
        pagination: toPagination(currentPage, TICKETS_PAGE_SIZE, totalCnt),
        filters,
        sort,
        statuses: STATUS_OPTIONS,
        categories: CATEGORY_OPTIONS,
        unread,
      };
    },

    /** The ticket and its thread; the lessor's messages become read (`isNew` tells which were not). */
    async detail(profileId: number, code: string): Promise<TicketDetail | null> {
      const row = await own(profileId, code);
      if (!row) return null;
      const messages = await db.select().from(m).where(eq(m.ticketId, row.id)).orderBy(asc(m.createdAt), asc(m.id));
      const unreadIds = messages.filter((x) => x.author === "staff" && !x.readAt).map((x) => x.id);
      const [attachments, contracts] = await Promise.all([
        attachmentsOf(
          db,
          messages.map((x) => x.id),
        ),
        contractsOf([row.contractId]),
        unreadIds.length ? markRepliesRead(profileId, row, unreadIds) : null,
      ]);
      const thread: TicketMessage[] = messages.map((x) => ({
        id: x.id,
        author: x.author,
        authorName: x.authorName,
        text: x.text,
        date: x.createdAt.toISOString(),
        isNew: unreadIds.includes(x.id),
        attachments: (attachments.get(x.id) ?? []).map((a) => toAttachment(CLIENT_ATTACHMENT_URL, row.code, a)),
      }));
      return {
        ...ticketHead(row),
        closedAt: row.closedAt?.toISOString() ?? null,
        dueAt: row.dueAt.toISOString(),
        contract: row.contractId ? (contracts.get(row.contractId) ?? null) : null,
        canReply: row.status !== "closed",
        canFulfil: row.status !== "closed",
        messages: thread,
      };
    },

    /**
     * Opens a ticket. The contract must be one of the profile's; the files, when there are any, are all checked
     * before any is stored, and removed again if the ticket is not written.
     */
    async create(
      profileId: number,
      author: { userId: number; name: string },
      input: { category: TicketCategory; subject: string; text: string; contractCode: string | null },
      incoming: IncomingFile[],
    ): Promise<CreateTicketResult> {
      let contractId: number | null = null;
      if (input.contractCode) {
        const [contract] = await db
          .select({ id: lkContracts.id })
          .from(lkContracts)
          .where(and(eq(lkContracts.code, input.contractCode), eq(lkContracts.profileId, profileId)));
        if (!contract) return { ok: false, reason: "contract" };
        contractId = contract.id;
      }
      const stored = await checkAndStore(files, profileId, incoming);
      if (!stored.ok) return { ok: false, reason: "files", errors: stored.errors };
      const made = await withStoredFiles(files, stored.keys, () =>
        db.transaction((tx) =>
          insertTicket(tx, {
            profileId,
            author,
            category: input.category,
            subject: input.subject,
            text: input.text,
            contractId,
            attachments: stored.attachments,
            now: now(),
          }),
        ),
      );
      return { ok: true, ticket: { code: made.code, number: made.number } };
    },

    /**
     * The client's message. A closed ticket takes none (until the lessor writes again). An answered ticket
     * (waiting for the client, or done) goes back to work with a new answer deadline.
     */
    async message(
      profileId: number,
      author: { userId: number; name: string },
      code: string,
      text: string,
      incoming: IncomingFile[],
    ): Promise<MessageResult> {
      const row = await own(profileId, code);
      if (!row) return { ok: false, reason: "not_found" };
      if (row.status === "closed") return { ok: false, reason: "closed" };
      const stored = await checkAndStore(files, profileId, incoming);
      if (!stored.ok) return { ok: false, reason: "files", errors: stored.errors };
      const result = await withStoredFiles(files, stored.keys, () =>
        db.transaction(async (tx) => {
          // Locked and read again: a fulfil or a status change may have closed it meanwhile.
          const [locked] = await tx.select().from(t).where(eq(t.id, row.id)).for("update");
          if (!locked || locked.status === "closed") return null;
          const at = now();
          const message = await insertMessage(tx, {
            ticketId: locked.id,
            profileId,
            author: "client",
            userId: author.userId,
            authorName: author.name,
            text,
            attachments: stored.attachments,
            now: at,
          });
          const answered = locked.status === "waiting_client" || locked.status === "done";
          const status: TicketStatus = answered ? "in_progress" : locked.status;
          await tx
            .update(t)
            .set({ status, lastMessageAt: at, ...(answered ? { dueAt: slaDueAt(at) } : {}) })
            .where(eq(t.id, locked.id));
          return { message, at, status };
        }),
      );
      if (!result) {
        await files.remove(stored.keys);
        return { ok: false, reason: "closed" };
      }
      return {
        ok: true,
        value: {
          message: {
            id: result.message.id,
            author: "client",
            authorName: author.name,
            text,
            date: result.at.toISOString(),
            isNew: false,
            attachments: result.message.attachments.map((a) => toAttachment(CLIENT_ATTACHMENT_URL, row.code, a)),
          },
          ticket: { code: row.code, status: result.status, statusTitle: TICKET_STATUS_TITLES[result.status] },
        },
      };
    },

    /** The client confirms the request is done: the ticket closes (again is no error). Null when not the profile's. */
    async fulfil(profileId: number, code: string): Promise<TicketFulfilResponse | null> {
      const row = await own(profileId, code);
      if (!row) return null;
      const [updated] = await db
        .update(t)
        .set({ status: "closed", closedAt: row.closedAt ?? now() })
        .where(eq(t.id, row.id))
        .returning();
      if (!updated) return null;
      return {
        ticket: {
          code: updated.code,
          status: updated.status,
          statusTitle: TICKET_STATUS_TITLES[updated.status],
          closedAt: (updated.closedAt ?? now()).toISOString(),
        },
      };
    },

    /** An attachment's bytes, only through its ticket of the profile. */
    async attachment(profileId: number, code: string, id: number) {
      const row = await own(profileId, code);
      if (!row) return null;
      const [a] = await db
        .select()
        .from(ticketAttachments)
        .where(
          and(
            eq(ticketAttachments.id, id),
            eq(ticketAttachments.ticketId, row.id),
            eq(ticketAttachments.profileId, profileId),
          ),
        );
      return a ? readAttachment(files, row, a) : null;
    },

    categories: () => ({ items: CATEGORY_OPTIONS }),
    statuses: () => ({ items: STATUS_OPTIONS }),
  };

  return { client, staff: createStaffTicketService(deps) };
}

export type TicketService = ReturnType<typeof createTicketService>;
