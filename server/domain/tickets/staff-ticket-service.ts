import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { STAFF_AUDIT_ACTION_TITLES } from "../../../contract/staff.ts";
import type {
  StaffPerson,
  StaffTicketDetail,
  StaffTicketListItem,
  StaffTicketsFilters,
  StaffTicketsListResponse,
  StaffTicketsSort,
} from "../../../contract/staff-tickets.ts";
import { profiles, users } from "../../db/schema/accounts.ts";
import { lkContracts } from "../../db/schema/lk.ts";
import { staffAudit, staffMembers } from "../../db/schema/staff.ts";
import { ticketAttachments, ticketMessages, tickets } from "../../db/schema/tickets.ts";
import type { IncomingFile } from "../../infra/uploads.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import { readAttachment } from "./ticket-files.ts";
import { addStaffReply, type TicketStatus } from "./ticket-records.ts";
import {
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

/**
 * The lessor's side of tickets: the inbox across every client, the thread, the reply, the status and the assignee.
 * Every change is made in one transaction with its audit entry (who, what, before and after).
 */

export const STAFF_TICKETS_PAGE_SIZE = 20;
const STAFF_ATTACHMENT_URL = "/staff/api/tickets/attachment/";

/** Open tickets the lessor owes an answer to: new or in progress (waiting for the client or done are answered). */
const OWES_ANSWER = ["new", "in_progress"] as const;

type TicketRow = typeof tickets.$inferSelect;

/** Past its SLA: the lessor still owes an answer and the deadline has gone by. */
const owesAnswerPast = (row: TicketRow, at: Date) =>
  (OWES_ANSWER as readonly string[]).includes(row.status) && row.dueAt < at;

export type StaffChangeResult =
  | { ok: true; ticket: StaffTicketDetail }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "files"; errors: UploadError[] }
  | { ok: false; reason: "assignee" };

export function createStaffTicketService(deps: TicketDeps) {
  const { db, files } = deps;
  const now = deps.now ?? (() => new Date());
  const t = tickets;
  const m = ticketMessages;
  const assignee = aliasedTable(users, "assignee");

  const overdueSql = (at: Date) => and(inArray(t.status, [...OWES_ANSWER]), lt(t.dueAt, at));

  async function byCode(code: string): Promise<TicketRow | null> {
    const [row] = await db.select().from(t).where(eq(t.code, code));
    return row ?? null;
  }

  /** Active employees who may take tickets: client service, and administrators. */
  async function assignees(): Promise<StaffPerson[]> {
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email, roles: staffMembers.roles })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(eq(staffMembers.isActive, true))
      .orderBy(asc(users.name));
    return rows
      .filter((r) => r.roles.includes("service") || r.roles.includes("admin"))
      .map(({ id, name, email }) => ({ id, name, email }));
  }

  async function detail(row: TicketRow, markRead: boolean): Promise<StaffTicketDetail> {
    const at = now();
    const [messages, [client], contract, person, history] = await Promise.all([
      db.select().from(m).where(eq(m.ticketId, row.id)).orderBy(asc(m.createdAt), asc(m.id)),
      db.select().from(profiles).where(eq(profiles.id, row.profileId)),
      row.contractId
        ? db
            .select()
            .from(lkContracts)
            .where(eq(lkContracts.id, row.contractId))
            .then((r) => r[0] ?? null)
        : null,
      db
        .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
        .from(users)
        .where(inArray(users.id, [row.createdBy ?? 0, row.assigneeId ?? 0])),
      db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.objectType, "ticket"), eq(staffAudit.objectId, row.code)))
        .orderBy(asc(staffAudit.at), asc(staffAudit.id)),
    ]);
    if (!client) throw new Error(`ticket ${row.id} has no profile`);
    const unreadIds = messages.filter((x) => x.author === "client" && !x.readAt).map((x) => x.id);
    if (markRead && unreadIds.length > 0) {
      await db
        .update(m)
        .set({ readAt: at })
        .where(and(inArray(m.id, unreadIds), isNull(m.readAt)));
    }
    const attachments = messages.length
      ? await db
          .select()
          .from(ticketAttachments)
          .where(
            inArray(
              ticketAttachments.messageId,
              messages.map((x) => x.id),
            ),
          )
          .orderBy(asc(ticketAttachments.id))
      : [];
    const author = person.find((p) => p.id === row.createdBy);
    const assigned = person.find((p) => p.id === row.assigneeId);
    return {
      ...ticketHead(row),
      closedAt: row.closedAt?.toISOString() ?? null,
      dueAt: row.dueAt.toISOString(),
      overdue: owesAnswerPast(row, at),
      client: {
        profileId: client.id,
        type: client.type,
        title: client.title,
        inn: client.inn,
        kpp: client.kpp,
        author: author ? { name: author.name, email: author.email, phone: author.phone } : null,
      },
      contract: contract
        ? {
            code: contract.code,
            number: contract.number,
            vehicleTitle: contract.vehicleTitle,
            status: contract.status,
            signedAt: contract.signedAt,
          }
        : null,
      assignee: assigned ? { id: assigned.id, name: assigned.name, email: assigned.email } : null,
      messages: messages.map((x) => ({
        id: x.id,
        author: x.author,
        authorName: x.authorName,
        text: x.text,
        date: x.createdAt.toISOString(),
        readAt:
          x.author === "client" && markRead && unreadIds.includes(x.id)
            ? at.toISOString()
            : (x.readAt?.toISOString() ?? null),
        attachments: attachments
          .filter((a) => a.messageId === x.id)
          .map((a) => toAttachment(STAFF_ATTACHMENT_URL, row.code, a)),
      })),
      history: history.map((h) => ({
        at: h.at.toISOString(),
        actorEmail: h.actorEmail,
        action: h.action,
        actionTitle: STAFF_AUDIT_ACTION_TITLES[h.action] ?? h.action,
        before: h.before,
        after: h.after,
      })),
    };
  }

  return {
    assignees,

    async list(
      actor: StaffActor,
      filters: StaffTicketsFilters,
      sort: StaffTicketsSort,
      currentPage: number,
    ): Promise<StaffTicketsListResponse> {
      const at = now();
      const where: (SQL | undefined)[] = [];
      if (filters.status) where.push(eq(t.status, filters.status));
      if (filters.open) where.push(ne(t.status, "closed"));
      if (filters.open === false) where.push(eq(t.status, "closed"));
      if (filters.category) where.push(eq(t.category, filters.category));
      if (filters.overdue === true) where.push(overdueSql(at));
      if (filters.overdue === false) where.push(sql`not coalesce(${overdueSql(at)}, false)`);
      if (filters.assignee === "me") where.push(eq(t.assigneeId, actor.id));
      else if (filters.assignee === "none") where.push(isNull(t.assigneeId));
      else if (typeof filters.assignee === "number") where.push(eq(t.assigneeId, filters.assignee));
      const search = filters.search?.trim();
      if (search) {
        const needle = `%${escapeLike(search)}%`;
        where.push(
          or(
            ilike(t.number, needle),
            ilike(t.subject, needle),
            ilike(profiles.title, needle),
            ilike(profiles.inn, needle),
          ),
        );
      }
      const condition = and(...where);
      const order =
        sort === "lastMessage"
          ? [desc(t.lastMessageAt), desc(t.id)]
          : sort === "created"
            ? [desc(t.createdAt), desc(t.id)]
            : [
                asc(
                  sql`case when ${t.status} in ('new','in_progress') then 0 when ${t.status} = 'closed' then 2 else 1 end`,
                ),
                asc(t.dueAt),
                asc(STATUS_ORDER),
                desc(t.id),
              ];
      const page = await db
        .select({
          t,
          client: { profileId: profiles.id, type: profiles.type, title: profiles.title, inn: profiles.inn },
          contractNumber: lkContracts.number,
          assignee: { id: assignee.id, name: assignee.name, email: assignee.email },
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(t)
        .innerJoin(profiles, eq(profiles.id, t.profileId))
        .leftJoin(lkContracts, eq(lkContracts.id, t.contractId))
        .leftJoin(assignee, eq(assignee.id, t.assigneeId))
        .where(condition)
        .orderBy(...order)
        .limit(STAFF_TICKETS_PAGE_SIZE)
        .offset((currentPage - 1) * STAFF_TICKETS_PAGE_SIZE);
      const totalCnt =
        page[0]?.total ??
        (currentPage > 1
          ? ((
              await db.select({ n: count() }).from(t).innerJoin(profiles, eq(profiles.id, t.profileId)).where(condition)
            )[0]?.n ?? 0)
          : 0);
      const ids = page.map((r) => r.t.id);
      const [stats, lasts, [counts]] = await Promise.all([
        ids.length
          ? db
              .select({
                ticketId: m.ticketId,
                unread: sql<number>`count(*) filter (where ${m.author} = 'client' and ${m.readAt} is null)`.mapWith(
                  Number,
                ),
              })
              .from(m)
              .where(inArray(m.ticketId, ids))
              .groupBy(m.ticketId)
          : [],
        ids.length
          ? db
              .selectDistinctOn([m.ticketId], { ticketId: m.ticketId, author: m.author })
              .from(m)
              .where(inArray(m.ticketId, ids))
              .orderBy(m.ticketId, desc(m.createdAt), desc(m.id))
          : [],
        db
          .select({
            open: sql<number>`count(*) filter (where ${t.status} <> 'closed')`.mapWith(Number),
            overdue: sql<number>`count(*) filter (where ${overdueSql(at)})`.mapWith(Number),
            unassigned:
              sql<number>`count(*) filter (where ${t.status} <> 'closed' and ${t.assigneeId} is null)`.mapWith(Number),
            mine: sql<number>`count(*) filter (where ${t.status} <> 'closed' and ${t.assigneeId} = ${actor.id})`.mapWith(
              Number,
            ),
          })
          .from(t),
      ]);
      const unreadOf = new Map(stats.map((s) => [s.ticketId, s.unread]));
      const lastOf = new Map(lasts.map((l) => [l.ticketId, l.author]));
      const items: StaffTicketListItem[] = page.map(({ t: row, client, contractNumber, assignee: a }) => ({
        ...ticketHead(row),
        client,
        contractNumber,
        assignee: a,
        lastAuthor: lastOf.get(row.id) ?? "client",
        dueAt: row.dueAt.toISOString(),
        overdue: owesAnswerPast(row, at),
        unread: unreadOf.get(row.id) ?? 0,
      }));
      return {
        items,
        pagination: toPagination(currentPage, STAFF_TICKETS_PAGE_SIZE, totalCnt),
        filters,
        sort,
        statuses: STATUS_OPTIONS,
        categories: CATEGORY_OPTIONS,
        counts: counts ?? { open: 0, overdue: 0, unassigned: 0, mine: 0 },
      };
    },

    /** The thread, the client, the contract and the history; the client's messages become read. */
    async detail(code: string): Promise<StaffTicketDetail | null> {
      const row = await byCode(code);
      return row ? detail(row, true) : null;
    },

    /**
     * The lessor's reply: files checked all before any is stored; the message, the status (waiting_client unless
     * given; a closed ticket reopens), the notification, the e-mail and the audit entry in one transaction.
     */
    async reply(
      actor: StaffActor,
      code: string,
      input: { text: string; status?: TicketStatus },
      incoming: IncomingFile[],
    ): Promise<StaffChangeResult> {
      const row = await byCode(code);
      if (!row) return { ok: false, reason: "not_found" };
      const stored = await checkAndStore(files, row.profileId, incoming);
      if (!stored.ok) return { ok: false, reason: "files", errors: stored.errors };
      await withStoredFiles(files, stored.keys, () =>
        db.transaction(async (tx) => {
          const result = await addStaffReply(tx, deps.outbox, deps.publicUrl, {
            ticketId: row.id,
            actor,
            text: input.text,
            attachments: stored.attachments,
            status: input.status,
            now: now(),
          });
          await recordAudit(tx, actor, {
            action: "ticket.reply",
            objectType: "ticket",
            objectId: row.code,
            before: { number: row.number, ...result.before },
            after: { number: row.number, ...result.after },
          });
        }),
      );
      void deps.outbox.deliverSoon();
      const fresh = await byCode(code);
      return fresh ? { ok: true, ticket: await detail(fresh, false) } : { ok: false, reason: "not_found" };
    },

    /** Sets the status; the same status is no change and leaves no audit entry. */
    async setStatus(actor: StaffActor, code: string, status: TicketStatus): Promise<StaffChangeResult> {
      const found = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(t).where(eq(t.code, code)).for("update");
        if (!row) return false;
        if (row.status === status) return true;
        const at = now();
        await tx
          .update(t)
          .set({ status, closedAt: status === "closed" ? at : null })
          .where(eq(t.id, row.id));
        await recordAudit(tx, actor, {
          action: "ticket.status",
          objectType: "ticket",
          objectId: row.code,
          before: { number: row.number, status: row.status },
          after: { number: row.number, status },
        });
        return true;
      });
      const row = found ? await byCode(code) : null;
      return row ? { ok: true, ticket: await detail(row, false) } : { ok: false, reason: "not_found" };
    },

    /** Gives the ticket to an employee who may take tickets, or to nobody (null). */
    async assign(actor: StaffActor, code: string, assigneeId: number | null): Promise<StaffChangeResult> {
      if (assigneeId !== null && !(await assignees()).some((p) => p.id === assigneeId)) {
        return { ok: false, reason: "assignee" };
      }
      const found = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(t).where(eq(t.code, code)).for("update");
        if (!row) return false;
        if (row.assigneeId === assigneeId) return true;
        await tx.update(t).set({ assigneeId }).where(eq(t.id, row.id));
        await recordAudit(tx, actor, {
          action: "ticket.assign",
          objectType: "ticket",
          objectId: row.code,
          before: { number: row.number, assigneeId: row.assigneeId },
          after: { number: row.number, assigneeId },
        });
        return true;
      });
      const row = found ? await byCode(code) : null;
      return row ? { ok: true, ticket: await detail(row, false) } : { ok: false, reason: "not_found" };
    },

    /** Any ticket's attachment: the lessor's staff read every client's files. */
    async attachment(code: string, id: number) {
      const row = await byCode(code);
      if (!row) return null;
      const [a] = await db
        .select()
        .from(ticketAttachments)
        .where(and(eq(ticketAttachments.id, id), eq(ticketAttachments.ticketId, row.id)));
      return a ? readAttachment(files, row, a) : null;
    },
  };
}

export type StaffTicketService = ReturnType<typeof createStaffTicketService>;
