import { and, count, desc, eq, gte, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReschedulingOption } from "../../../contract/lk-rescheduling.ts";
import { TICKET_STATUS_TITLES } from "../../../contract/lk-tickets.ts";
import type {
  StaffReschedulingDetail,
  StaffReschedulingFilters,
  StaffReschedulingListResponse,
} from "../../../contract/staff-rescheduling.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import { chargeSchedule, projectPayments } from "../../db/ledger-records.ts";
import { profiles, users } from "../../db/schema/accounts.ts";
import { lkContracts, lkPayments } from "../../db/schema/lk.ts";
import { reschedulingRequests, tickets } from "../../db/schema/tickets.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { formatRub, rub } from "../lk/lk-money.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import { addStaffReply } from "../tickets/ticket-records.ts";
import {
  isStoredProposal,
  lockContract,
  OPTION_TITLES,
  paymentsOf,
  REQUEST_STATUS_TITLES,
  type ReschedulingDeps,
  type StoredProposal,
  sameSchedule,
  toCalculation,
} from "./rescheduling-shared.ts";

export const STAFF_RESCHEDULING_PAGE_SIZE = 20;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export type DecisionResult =
  | { ok: true; value: StaffReschedulingDetail }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "decided" | "stale"; message: string };

const DECIDED = "Заявка уже рассмотрена: решение по ней изменить нельзя";
const STALE =
  "График договора изменился после подачи заявки (внесён платёж): одобрить её нельзя — отклоните заявку и попросите клиента подать новую";

/** «15.03.2027» in a ticket's text. */
const ruDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export function createStaffReschedulingService(deps: ReschedulingDeps) {
  const { db, outbox, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const r = reschedulingRequests;
  const author = alias(users, "author");
  const decider = alias(users, "decider");

  async function detail(code: string): Promise<StaffReschedulingDetail | null> {
    const [row] = await db
      .select({
        r,
        contract: lkContracts,
        profile: profiles,
        ticket: tickets,
        authorName: author.name,
        deciderName: decider.name,
      })
      .from(r)
      .innerJoin(lkContracts, eq(lkContracts.id, r.contractId))
      .innerJoin(profiles, eq(profiles.id, r.profileId))
      .innerJoin(tickets, eq(tickets.id, r.ticketId))
      .leftJoin(author, eq(author.id, r.createdBy))
      .leftJoin(decider, eq(decider.id, r.decidedBy))
      .where(eq(r.code, code));
    if (!row || !isStoredProposal(row.r.proposal)) return null;
    const proposal = row.r.proposal;
    const stale = row.r.status === "review" && !sameSchedule(await paymentsOf(db, row.contract.id), proposal);
    return {
      code: row.r.code,
      status: row.r.status,
      statusTitle: REQUEST_STATUS_TITLES[row.r.status],
      option: row.r.option,
      optionTitle: OPTION_TITLES[row.r.option],
      params: row.r.params as StaffReschedulingDetail["params"],
      justification: row.r.justification,
      declineReason: row.r.declineReason,
      createdAt: row.r.createdAt.toISOString(),
      createdBy: row.authorName,
      decidedAt: row.r.decidedAt?.toISOString() ?? null,
      decidedBy: row.deciderName,
      client: { profileId: row.profile.id, type: row.profile.type, title: row.profile.title, inn: row.profile.inn },
      contract: {
        code: row.contract.code,
        number: row.contract.number,
        vehicleTitle: row.contract.vehicleTitle,
        endDate: row.contract.endDate,
        term: row.contract.term,
      },
      ticket: {
        code: row.ticket.code,
        number: row.ticket.number,
        status: row.ticket.status,
        statusTitle: TICKET_STATUS_TITLES[row.ticket.status],
      },
      calculation: toCalculation(
        row.contract,
        row.r.option as ReschedulingOption,
        row.r.params as StaffReschedulingDetail["params"],
        proposal.result,
      ),
      stale,
      canDecide: row.r.status === "review" && !stale,
    };
  }

  return {
    async list(filters: StaffReschedulingFilters, currentPage: number): Promise<StaffReschedulingListResponse> {
      const where: (SQL | undefined)[] = [];
      if (filters.status) where.push(eq(r.status, filters.status));
      if (filters.option) where.push(eq(r.option, filters.option));
      const search = filters.search?.trim();
      if (search) {
        const needle = `%${escapeLike(search)}%`;
        where.push(
          or(
            ilike(lkContracts.number, needle),
            ilike(tickets.number, needle),
            ilike(profiles.title, needle),
            ilike(profiles.inn, needle),
          ),
        );
      }
      const condition = and(...where);
      const base = db
        .select({
          r,
          contract: lkContracts,
          profile: profiles,
          ticketCode: tickets.code,
          ticketNumber: tickets.number,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(r)
        .innerJoin(lkContracts, eq(lkContracts.id, r.contractId))
        .innerJoin(profiles, eq(profiles.id, r.profileId))
        .innerJoin(tickets, eq(tickets.id, r.ticketId));
      const [page, [review]] = await Promise.all([
        base
          .where(condition)
          .orderBy(sql`(${r.status} = 'review') desc`, desc(r.createdAt), desc(r.id))
          .limit(STAFF_RESCHEDULING_PAGE_SIZE)
          .offset((currentPage - 1) * STAFF_RESCHEDULING_PAGE_SIZE),
        db.select({ n: count() }).from(r).where(eq(r.status, "review")),
      ]);
      const totalCnt =
        page[0]?.total ??
        (currentPage > 1
          ? ((
              await db
                .select({ n: count() })
                .from(r)
                .innerJoin(lkContracts, eq(lkContracts.id, r.contractId))
                .innerJoin(profiles, eq(profiles.id, r.profileId))
                .innerJoin(tickets, eq(tickets.id, r.ticketId))
                .where(condition)
            )[0]?.n ?? 0)
          : 0);
      return {
        items: page.map((x) => ({
          code: x.r.code,
          status: x.r.status,
          statusTitle: REQUEST_STATUS_TITLES[x.r.status],
          option: x.r.option,
          optionTitle: OPTION_TITLES[x.r.option],
          createdAt: x.r.createdAt.toISOString(),
          decidedAt: x.r.decidedAt?.toISOString() ?? null,
          client: { profileId: x.profile.id, type: x.profile.type, title: x.profile.title, inn: x.profile.inn },
          contract: { code: x.contract.code, number: x.contract.number, vehicleTitle: x.contract.vehicleTitle },
          ticket: { code: x.ticketCode, number: x.ticketNumber },
          difference: isStoredProposal(x.r.proposal) ? rub(x.r.proposal.result.difference) : 0,
        })),
        pagination: toPagination(currentPage, STAFF_RESCHEDULING_PAGE_SIZE, totalCnt),
        filters,
        statuses: Object.entries(REQUEST_STATUS_TITLES).map(([code, title]) => ({ code, title })),
        options: Object.entries(OPTION_TITLES).map(([code, title]) => ({ code, title })),
        counts: { review: review?.n ?? 0 },
      };
    },

    detail,

    /**
     * Approves: in one transaction the contract's unpaid payments from the request's first month become the
     * proposal (paid ones stay), the contract's end, term, sum and VAT follow, the request is approved, the lessor's
     * answer goes to the ticket (notification and e-mail to the client) and the audit entry is written. Refused when
     * the schedule changed since the request.
     */
    async approve(actor: StaffActor, code: string): Promise<DecisionResult> {
      const outcome = await db.transaction(async (tx) => {
        const [request] = await tx.select().from(r).where(eq(r.code, code)).for("update");
        if (!request) return { ok: false as const, reason: "not_found" as const };
        if (request.status !== "review") return { ok: false as const, reason: "decided" as const, message: DECIDED };
        const contract = await lockContract(tx, request.contractId);
        if (!contract) return { ok: false as const, reason: "not_found" as const };
        const proposal = request.proposal as StoredProposal;
        if (!isStoredProposal(proposal) || !sameSchedule(await paymentsOf(tx, contract.id), proposal)) {
          return { ok: false as const, reason: "stale" as const, message: STALE };
        }
        const { result } = proposal;
        await tx
          .delete(lkPayments)
          .where(
            and(
              eq(lkPayments.contractId, contract.id),
              gte(lkPayments.month, proposal.fromMonth),
              ne(lkPayments.kind, "advance"),
              isNull(lkPayments.paidAt),
            ),
          );
        // A skipped month (a holiday) has no payment: no row, so nothing is due, shown or overdue on that date.
        await tx.insert(lkPayments).values(
          result.new.rows
            .filter((row) => row.payment > 0)
            .map((row) => ({
              contractId: contract.id,
              profileId: contract.profileId,
              month: row.month,
              kind: row.kind,
              dueDate: row.date,
              amount: row.payment,
              vat: row.vat,
              principal: row.principal,
              remaining: row.remaining,
            })),
        );
        // The ledger follows the schedule: the new rows get their charges (bills), the removed ones went with their
        // rows, and the paid state is projected again (a part already paid now pays the new rows, oldest first).
        await chargeSchedule(tx, contract.id, moscowDate(now()));
        await projectPayments(tx, contract.id);
        const before = {
          status: request.status,
          contract: {
            endDate: contract.endDate,
            term: contract.term,
            contractSum: contract.contractSum,
            vatSum: contract.vatSum,
          },
          schedule: { fromDate: request.fromDate, payments: result.old.payments, count: result.old.count },
        };
        const updated = {
          endDate: result.new.endDate,
          term: contract.term + (result.new.term - result.old.term),
          contractSum: contract.contractSum - result.old.payments + result.new.payments,
          vatSum: contract.vatSum - result.old.vat + result.new.vat,
        };
        await tx.update(lkContracts).set(updated).where(eq(lkContracts.id, contract.id));
        const at = now();
        await tx.update(r).set({ status: "approved", decidedBy: actor.id, decidedAt: at }).where(eq(r.id, request.id));
        await addStaffReply(tx, outbox, publicUrl, {
          ticketId: request.ticketId,
          actor,
          text: [
            `Заявка на изменение графика по договору № ${contract.number} одобрена.`,
            `Новый график действует с платежа ${ruDate(result.fromDate)}: оставшиеся платежи — ${formatRub(result.new.payments)}, окончание договора — ${ruDate(result.new.endDate)}.`,
            "График уже обновлён в карточке договора и в календаре платежей.",
          ].join("\n"),
          attachments: [],
          status: "done",
          now: at,
        });
        await recordAudit(tx, actor, {
          action: "rescheduling.approve",
          objectType: "rescheduling_request",
          objectId: request.code,
          before,
          after: {
            status: "approved",
            contract: updated,
            schedule: { fromDate: request.fromDate, payments: result.new.payments, count: result.new.count },
          },
        });
        return { ok: true as const };
      });
      if (!outcome.ok) return outcome;
      const value = await detail(code);
      return value ? { ok: true, value } : { ok: false, reason: "not_found" };
    },

    /** Declines with a reason: the request is declined, the reason goes to the ticket, the audit entry is written. */
    async decline(actor: StaffActor, code: string, reason: string): Promise<DecisionResult> {
      const outcome = await db.transaction(async (tx) => {
        const [request] = await tx.select().from(r).where(eq(r.code, code)).for("update");
        if (!request) return { ok: false as const, reason: "not_found" as const };
        if (request.status !== "review") return { ok: false as const, reason: "decided" as const, message: DECIDED };
        const [contract] = await tx
          .select({ number: lkContracts.number })
          .from(lkContracts)
          .where(eq(lkContracts.id, request.contractId));
        const at = now();
        await tx
          .update(r)
          .set({ status: "declined", declineReason: reason, decidedBy: actor.id, decidedAt: at })
          .where(eq(r.id, request.id));
        await addStaffReply(tx, outbox, publicUrl, {
          ticketId: request.ticketId,
          actor,
          text: `Заявка на изменение графика по договору № ${contract?.number ?? ""} отклонена.\nПричина: ${reason}`,
          attachments: [],
          status: "done",
          now: at,
        });
        await recordAudit(tx, actor, {
          action: "rescheduling.decline",
          objectType: "rescheduling_request",
          objectId: request.code,
          before: { status: request.status, declineReason: null },
          after: { status: "declined", declineReason: reason },
        });
        return { ok: true as const };
      });
      if (!outcome.ok) return outcome;
      const value = await detail(code);
      return value ? { ok: true, value } : { ok: false, reason: "not_found" };
    },
  };
}

export type StaffReschedulingService = ReturnType<typeof createStaffReschedulingService>;
