import { and, asc, count, desc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import {
  ACCOUNTING_PAGE_SIZE,
  NOTE_KIND_TITLES,
  NOTE_STATUS_TITLES,
  type Note,
  type NotesFilters,
  type NotesResponse,
} from "../../../contract/lk-accounting.ts";
import { lkAccountingNotes } from "../../db/schema/accounting.ts";
import { users } from "../../db/schema/accounts.ts";
import { lkContracts } from "../../db/schema/lk.ts";
import type { LkContext } from "../lk/lk-context.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { nextYearlyNumber } from "./numbering.ts";

const STATUSES = Object.entries(NOTE_STATUS_TITLES).map(([code, title]) => ({ code, title }));

type NoteRow = typeof lkAccountingNotes.$inferSelect;
export type ReplyResult =
  | { ok: true; note: Note }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "closed"; message: string };

/**
 * The lessor's accounting letters to the profile (payment allocation notices, requests to clarify a payment's
 * purpose) with the client's answers; the client answers an open clarification with a letter.
 */
export function createNotesService(ctx: LkContext) {
  const { db } = ctx;
  const n = lkAccountingNotes;

  async function toNotes(profileId: number, rows: NoteRow[]): Promise<Note[]> {
    if (rows.length === 0) return [];
    const contractIds = [...new Set(rows.map((r) => r.contractId).filter((id): id is number => id !== null))];
    const [contracts, replies] = await Promise.all([
      contractIds.length
        ? db
            .select({ id: lkContracts.id, code: lkContracts.code, number: lkContracts.number })
            .from(lkContracts)
            .where(and(eq(lkContracts.profileId, profileId), inArray(lkContracts.id, contractIds)))
        : [],
      db
        .select({ parentId: n.parentId, number: n.number, date: n.date, text: n.text, authorName: users.name })
        .from(n)
        .leftJoin(users, eq(users.id, n.authorId))
        .where(
          and(
            eq(n.profileId, profileId),
            inArray(
              n.parentId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(n.createdAt), asc(n.id)),
    ]);
    const contractOf = new Map(contracts.map((c) => [c.id, c]));
    return rows.map((r) => {
      const contract = r.contractId === null ? undefined : contractOf.get(r.contractId);
      return {
        id: r.id,
        number: r.number,
        date: r.date,
        kind: r.kind,
        kindTitle: NOTE_KIND_TITLES[r.kind],
        status: r.status,
        statusTitle: NOTE_STATUS_TITLES[r.status],
        title: r.title,
        text: r.text,
        contractCode: contract?.code ?? null,
        contractNumber: contract?.number ?? null,
        canReply: r.kind === "clarification" && r.status === "open",
        replies: replies
          .filter((x) => x.parentId === r.id)
          .map((x) => ({ number: x.number, date: x.date, text: x.text, authorName: x.authorName ?? "Клиент" })),
      };
    });
  }

  return {
    /** Letters newest first; null when `contractCode` is not one of the profile's contracts. */
    async list(profileId: number, filters: NotesFilters, currentPage: number): Promise<NotesResponse | null> {
      let contractId: number | undefined;
      if (filters.contractCode) {
        const [c] = await db
          .select({ id: lkContracts.id })
          .from(lkContracts)
          .where(and(eq(lkContracts.profileId, profileId), eq(lkContracts.code, filters.contractCode)));
        if (!c) return null;
        contractId = c.id;
      }
      const where = and(
        eq(n.profileId, profileId),
        isNull(n.parentId),
        contractId === undefined ? undefined : eq(n.contractId, contractId),
        filters.dateFrom ? gte(n.date, filters.dateFrom) : undefined,
        filters.dateTo ? lte(n.date, filters.dateTo) : undefined,
        filters.status ? eq(n.status, filters.status) : undefined,
      );
      const [rows, [total], [open]] = await Promise.all([
        db
          .select()
          .from(n)
          .where(where)
          .orderBy(desc(n.date), desc(n.id))
          .limit(ACCOUNTING_PAGE_SIZE)
          .offset((currentPage - 1) * ACCOUNTING_PAGE_SIZE),
        db.select({ n: count() }).from(n).where(where),
        db
          .select({ n: count() })
          .from(n)
          .where(and(eq(n.profileId, profileId), eq(n.kind, "clarification"), eq(n.status, "open"))),
      ]);
      return {
        items: await toNotes(profileId, rows),
        pagination: toPagination(currentPage, ACCOUNTING_PAGE_SIZE, total?.n ?? 0),
        filters,
        statuses: STATUSES,
        openCnt: open?.n ?? 0,
      };
    },

    /**
     * The client's letter answering an open clarification: stored as a reply, and the clarification becomes
     * answered, in one transaction (the note is locked, so two answers at once make one).
     */
    async reply(profileId: number, userId: number, noteId: number, text: string): Promise<ReplyResult> {
      const outcome = await db.transaction(async (tx) => {
        const [note] = await tx
          .select()
          .from(n)
          .where(and(eq(n.id, noteId), eq(n.profileId, profileId), isNull(n.parentId)))
          .for("update");
        if (!note) return { ok: false as const, reason: "not_found" as const };
        if (note.kind !== "clarification") {
          return { ok: false as const, reason: "closed" as const, message: "На это письмо ответ не требуется" };
        }
        if (note.status !== "open") {
          return {
            ok: false as const,
            reason: "closed" as const,
            message: "Ответ на это письмо уже отправлен; если нужно что-то добавить, напишите в обращении",
          };
        }
        const today = ctx.today();
        await tx.insert(n).values({
          profileId,
          contractId: note.contractId,
          receiptId: note.receiptId,
          parentId: note.id,
          kind: "reply",
          status: "info",
          number: await nextYearlyNumber(tx, { table: n, column: n.number, prefix: "БП" }, today.slice(0, 4)),
          date: today,
          title: `Ответ на письмо № ${note.number}`,
          text,
          authorId: userId,
        });
        const [updated] = await tx.update(n).set({ status: "answered" }).where(eq(n.id, note.id)).returning();
        return { ok: true as const, row: updated as NoteRow };
      });
      if (!outcome.ok) return outcome;
      const [note] = await toNotes(profileId, [outcome.row]);
      return { ok: true, note: note as Note };
    },
  };
}
