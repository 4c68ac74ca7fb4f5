import { and, desc, eq, type SQL } from "drizzle-orm";
import type {
  ReschedulingCalculation,
  ReschedulingChangeResponse,
  ReschedulingChoice,
  ReschedulingContract,
  ReschedulingField,
  ReschedulingFilters,
  ReschedulingOption,
  ReschedulingPageResponse,
  ReschedulingParams,
  ReschedulingRequestSummary,
  ReschedulingSaveResponse,
  ReschedulingScheduleResponse,
} from "../../../contract/lk-rescheduling.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import {
  monthsLimit,
  optionUnavailable,
  RESCHEDULING_LIMITS,
  ReschedulingLimitError,
  type ReschedulingResult,
} from "../../../core/rescheduling.ts";
import { MONTHS_NOMINATIVE } from "../../../core/russian-months.ts";
import { lkContracts } from "../../db/schema/lk.ts";
import { reschedulingRequests, tickets } from "../../db/schema/tickets.ts";
import { randomToken } from "../../infra/crypto.ts";
import type { IncomingFile } from "../../infra/uploads.ts";
import { contractSearchCondition } from "../lk/contract-search.ts";
import { contractSums, EMPTY_SUMS } from "../lk/contract-sums.ts";
import { contractStatus, toVehicle } from "../lk/lk-mappers.ts";
import { formatRub, rub } from "../lk/lk-money.ts";
import { CONTRACT_STATUS_TITLES, VEHICLE_TYPE_TITLES } from "../lk/lk-reference.ts";
import { insertTicket } from "../tickets/ticket-records.ts";
import { checkAndStore, type UploadError, withStoredFiles } from "../tickets/ticket-shared.ts";
import {
  blockOf,
  type ContractRow,
  calculateFor,
  isStoredProposal,
  lockContract,
  OPTION_DESCRIPTIONS,
  OPTION_TITLES,
  ownContract,
  paymentsOf,
  paymentsOfMany,
  REQUEST_STATUS_TITLES,
  type Remaining,
  type ReschedulingDeps,
  remainingOf,
  type StoredProposal,
  toCalculation,
  toRow,
} from "./rescheduling-shared.ts";
import { createStaffReschedulingService } from "./staff-rescheduling-service.ts";

export type CalculateResult =
  | {
      ok: true;
      value: ReschedulingCalculation;
      result: ReschedulingResult;
      contract: ContractRow;
      remaining: Remaining;
    }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "blocked"; message: string }
  | { ok: false; reason: "limit"; field: string; message: string };

export type SaveResult =
  | { ok: true; value: ReschedulingSaveResponse }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "blocked"; message: string }
  | { ok: false; reason: "limit"; field: string; message: string }
  | { ok: false; reason: "files"; errors: UploadError[] };

type RequestRow = typeof reschedulingRequests.$inferSelect;

function toSummary(
  r: RequestRow,
  contract: { code: string; number: string },
  ticket: { code: string; number: string },
): ReschedulingRequestSummary {
  return {
    code: r.code,
    contractCode: contract.code,
    contractNumber: contract.number,
    option: r.option,
    optionTitle: OPTION_TITLES[r.option],
    status: r.status,
    statusTitle: REQUEST_STATUS_TITLES[r.status],
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    declineReason: r.declineReason,
    ticketCode: ticket.code,
    ticketNumber: ticket.number,
  };
}

/** The form of one option for this contract: its fields with the limits the contract allows, and defaults. */
function optionForm(
  option: ReschedulingOption,
  remaining: Remaining,
): { fields: ReschedulingField[]; defaults: ReschedulingParams } {
  const L = RESCHEDULING_LIMITS;
  const limit = monthsLimit(option, remaining.regularCount);
  const months = (min: number, max: number, def: number, title: string, hint: string): ReschedulingField => {
    const top = limit === null ? min : Math.min(max, limit);
    return { name: "months", title, hint, kind: "number", unit: "months", min, max: top, default: Math.min(def, top) };
  };
  switch (option) {
    case "holiday": {
      const field = months(
        L.holiday.minMonths,
        L.holiday.maxMonths,
        2,
        "Сколько платежей пропустить",
        `От ${L.holiday.minMonths} до ${L.holiday.maxMonths} ближайших платежей; после каникул должно остаться не меньше ${L.minRestPayments}`,
      );
      return { fields: [field], defaults: { months: field.default as number } };
    }
    case "reduced": {
      const field = months(
        L.reduced.minMonths,
        L.reduced.maxMonths,
        6,
        "Сколько месяцев платить меньше",
        `От ${L.reduced.minMonths} до ${L.reduced.maxMonths} месяцев; после них должно остаться не меньше ${L.minRestPayments} платежей`,
      );
      const share: ReschedulingField = {
        name: "share",
        title: "Доля платежа",
        hint: `От ${L.reduced.minShare} до ${L.reduced.maxShare} % обычного платежа`,
        kind: "number",
        unit: "percent",
        min: L.reduced.minShare,
        max: L.reduced.maxShare,
        default: 50,
      };
      return { fields: [field, share], defaults: { months: field.default as number, share: 50 } };
    }
    case "extension": {
      const field = months(
        L.extension.minMonths,
        L.extension.maxMonths,
        6,
        "На сколько месяцев увеличить срок",
        `От ${L.extension.minMonths} до ${L.extension.maxMonths} месяцев`,
      );
      return { fields: [field], defaults: { months: field.default as number } };
    }
    case "seasonal": {
      const S = L.seasonal;
      const present = new Set(remaining.rows.map((r) => Number(r.date.slice(5, 7))));
      // Winter is the usual low season; when no payment is left in it, the month of the next payment is.
      const winter = [12, 1, 2].filter((m) => present.has(m));
      const firstMonth = remaining.rows[0] ? Number(remaining.rows[0].date.slice(5, 7)) : 1;
      const lowMonths = winter.length > 0 ? [12, 1, 2] : [firstMonth];
      const highMonths = [6, 7, 8].filter((m) => !lowMonths.includes(m));
      const fields: ReschedulingField[] = [
        {
          name: "lowMonths",
          title: "Низкие месяцы",
          hint: `До ${S.maxLowMonths} месяцев года, когда платёж меньше`,
          kind: "calendarMonths",
          unit: null,
          min: S.minLowMonths,
          max: S.maxLowMonths,
          default: lowMonths,
        },
        {
          name: "lowShare",
          title: "Платёж в низкий месяц",
          hint: `От ${S.minLowShare} до ${S.maxLowShare} % базового платежа`,
          kind: "number",
          unit: "percent",
          min: S.minLowShare,
          max: S.maxLowShare,
          default: 50,
        },
        {
          name: "highMonths",
          title: "Высокие месяцы",
          hint: `До ${S.maxHighMonths} месяцев года, когда платёж больше; можно не выбирать`,
          kind: "calendarMonths",
          unit: null,
          min: 0,
          max: S.maxHighMonths,
          default: highMonths,
        },
        {
          name: "highShare",
          title: "Платёж в высокий месяц",
          hint: `От ${S.minHighShare} до ${S.maxHighShare} % базового платежа`,
          kind: "number",
          unit: "percent",
          min: S.minHighShare,
          max: S.maxHighShare,
          default: 130,
        },
      ];
      return { fields, defaults: { lowMonths, lowShare: 50, highMonths, highShare: 130 } };
    }
  }
}

const ruDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const monthNames = (months: number[]) => months.map((m) => MONTHS_NOMINATIVE[m - 1] ?? String(m)).join(", ");

/** The option's parameters in words, for the ticket the lessor reads. */
function paramsText(choice: ReschedulingChoice): string {
  switch (choice.option) {
    case "holiday":
      return `пропустить платежей: ${choice.params.months}`;
    case "reduced":
      return `${choice.params.share} % платежа в течение ${choice.params.months} мес.`;
    case "extension":
      return `срок больше на ${choice.params.months} мес.`;
    case "seasonal": {
      const { lowMonths, lowShare, highMonths, highShare } = choice.params;
      const high = highMonths.length > 0 ? `; высокие месяцы: ${monthNames(highMonths)} — ${highShare} %` : "";
      return `низкие месяцы: ${monthNames(lowMonths)} — ${lowShare} %${high}`;
    }
  }
}

/** The ticket's first message: the choice, the figures and the client's words, for the lessor reading the thread. */
function ticketText(
  contract: ContractRow,
  choice: ReschedulingChoice,
  result: ReschedulingResult,
  justification: string,
): string {
  const params = paramsText(choice);
  return [
    `Прошу изменить график платежей по договору № ${contract.number}.`,
    `Вариант: ${OPTION_TITLES[choice.option]} (${params}), с платежа ${ruDate(result.fromDate)}.`,
    `Оставшиеся платежи: было ${formatRub(result.old.payments)}, станет ${formatRub(result.new.payments)} (разница ${formatRub(result.difference)}).`,
    `Срок: ${result.old.term} → ${result.new.term} мес., окончание ${ruDate(result.new.endDate)}.`,
    "",
    "Обоснование:",
    justification,
  ].join("\n");
}

export function createReschedulingService(deps: ReschedulingDeps) {
  const { db, files } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => moscowDate(now());
  const r = reschedulingRequests;

  /** The request under review of each contract of the profile. */
  async function underReview(profileId: number): Promise<Map<number, string>> {
    const rows = await db
      .select({ contractId: r.contractId, code: r.code })
      .from(r)
      .where(and(eq(r.profileId, profileId), eq(r.status, "review")));
    return new Map(rows.map((x) => [x.contractId, x.code]));
  }

  /** The contract, its remaining schedule and whether (and why not) it can be rescheduled now. */
  async function stateOf(profileId: number, contract: ContractRow) {
    const [payments, sums, review] = await Promise.all([
      paymentsOf(db, contract.id),
      contractSums({ db, files, now, today }, profileId, [contract.id]),
      underReview(profileId),
    ]);
    const remaining = remainingOf(payments, today());
    const s = sums.get(contract.id) ?? EMPTY_SUMS;
    const blocked = blockOf(contract, s, remaining, review.has(contract.id), today());
    return { remaining, blocked, sums: s };
  }

  async function calculate(profileId: number, choice: ReschedulingChoice): Promise<CalculateResult> {
    const contract = await ownContract(db, profileId, choice.contractCode);
    if (!contract) return { ok: false, reason: "not_found" };
    const { remaining, blocked } = await stateOf(profileId, contract);
    if (blocked) return { ok: false, reason: "blocked", message: blocked.reason };
    try {
      const result = calculateFor(contract, remaining, choice);
      return {
        ok: true,
        value: toCalculation(contract, choice.option, choice.params, result),
        result,
        contract,
        remaining,
      };
    } catch (error) {
      if (error instanceof ReschedulingLimitError) {
        return { ok: false, reason: "limit", field: error.field, message: error.message };
      }
      throw error;
    }
  }

  return {
    /** Whether the code names one of the profile's contracts: a body naming another's is 404 before anything else. */
    async owns(profileId: number, contractCode: string): Promise<boolean> {
      return (await ownContract(db, profileId, contractCode)) !== null;
    },

    async page(profileId: number, filters: ReschedulingFilters): Promise<ReschedulingPageResponse> {
      const c = lkContracts;
      const where: (SQL | undefined)[] = [eq(c.profileId, profileId)];
      if (filters.vehicleType) where.push(eq(c.vehicleType, filters.vehicleType));
      where.push(contractSearchCondition(filters.search));
      const contracts = await db
        .select()
        .from(c)
        .where(and(...where))
        .orderBy(desc(c.signedAt), desc(c.id));
      const ids = contracts.map((x) => x.id);
      const [payments, sums, review, requests] = await Promise.all([
        paymentsOfMany(db, ids),
        contractSums({ db, files, now, today }, profileId, ids),
        underReview(profileId),
        db
          .select({
            r,
            contractCode: c.code,
            contractNumber: c.number,
            ticketCode: tickets.code,
            ticketNumber: tickets.number,
          })
          .from(r)
          .innerJoin(c, eq(c.id, r.contractId))
          .innerJoin(tickets, eq(tickets.id, r.ticketId))
          .where(eq(r.profileId, profileId))
          .orderBy(desc(r.createdAt), desc(r.id)),
      ]);
      const day = today();
      const items: ReschedulingContract[] = contracts
        .map((row) => {
          const s = sums.get(row.id) ?? EMPTY_SUMS;
          const status = contractStatus(row, s);
          const remaining = remainingOf(payments.get(row.id) ?? [], day);
          const blocked = blockOf(row, s, remaining, review.has(row.id), day);
          return {
            code: row.code,
            number: row.number,
            status,
            statusTitle: CONTRACT_STATUS_TITLES[status],
            vehicle: toVehicle(row),
            endDate: row.endDate,
            remaining: rub(s.remaining),
            overdue: rub(s.overdue),
            remainingPayments: remaining.regularCount,
            nextPayment: s.next ? { date: s.next.date, amount: rub(s.next.amount) } : null,
            canReschedule: blocked === null,
            block: blocked?.block ?? null,
            reason: blocked?.reason ?? null,
            activeRequestCode: review.get(row.id) ?? null,
          };
        })
        .filter((item) => !filters.status || item.status === filters.status);
      return {
        items,
        requests: requests.map((x) =>
          toSummary(
            x.r,
            { code: x.contractCode, number: x.contractNumber },
            { code: x.ticketCode, number: x.ticketNumber },
          ),
        ),
        filters,
        statuses: Object.entries(CONTRACT_STATUS_TITLES).map(([code, title]) => ({ code, title })),
        vehicleTypes: Object.entries(VEHICLE_TYPE_TITLES).map(([code, title]) => ({ code, title })),
        options: (Object.keys(OPTION_TITLES) as ReschedulingOption[]).map((code) => ({
          code,
          title: OPTION_TITLES[code],
          description: OPTION_DESCRIPTIONS[code],
        })),
      };
    },

    /**
     * The remaining schedule: the contract's now (`current`), or the proposal of one of this contract's requests.
     * Null with what was not found: the contract, or the request (another contract's or profile's is not found).
     */
    async schedule(
      profileId: number,
      contractCode: string,
      source: string,
    ): Promise<ReschedulingScheduleResponse | { notFound: "contract" | "request" }> {
      const contract = await ownContract(db, profileId, contractCode);
      if (!contract) return { notFound: "contract" };
      const base = { contractCode: contract.code, contractNumber: contract.number, source };
      const totals = (rows: { payment: number; vat: number }[]) => ({
        payments: rub(rows.reduce((s, x) => s + x.payment, 0)),
        vat: rub(rows.reduce((s, x) => s + x.vat, 0)),
        count: rows.length,
      });
      if (source === "current") {
        const remaining = remainingOf(await paymentsOf(db, contract.id), today());
        const rows = remaining.rows.map((x) => toRow({ ...x, interest: x.payment - x.principal }));
        return { ...base, fromDate: remaining.fromDate, rows, totals: totals(remaining.rows), request: null };
      }
      const [found] = await db
        .select({ r, ticketCode: tickets.code, ticketNumber: tickets.number })
        .from(r)
        .innerJoin(tickets, eq(tickets.id, r.ticketId))
        .where(and(eq(r.code, source), eq(r.profileId, profileId), eq(r.contractId, contract.id)));
      if (!found || !isStoredProposal(found.r.proposal)) return { notFound: "request" };
      const rows = found.r.proposal.result.new.rows;
      return {
        ...base,
        fromDate: found.r.fromDate,
        rows: rows.map(toRow),
        totals: totals(rows),
        request: toSummary(found.r, contract, { code: found.ticketCode, number: found.ticketNumber }),
      };
    },

    async change(
      profileId: number,
      contractCode: string,
      option: ReschedulingOption,
    ): Promise<ReschedulingChangeResponse | null> {
      const contract = await ownContract(db, profileId, contractCode);
      if (!contract) return null;
      const { remaining, blocked } = await stateOf(profileId, contract);
      const { fields, defaults } = optionForm(option, remaining);
      const unavailable = blocked?.reason ?? optionUnavailable(option, remaining.regularCount);
      return {
        contractCode: contract.code,
        option,
        title: OPTION_TITLES[option],
        description: OPTION_DESCRIPTIONS[option],
        fromDate: remaining.fromDate ?? contract.endDate,
        remainingPayments: remaining.regularCount,
        fields,
        defaults,
        available: unavailable === null,
        reason: unavailable,
      };
    },

    calculate,

    /**
     * Saves the request: the proposal is computed and checked first, then the files are checked (all of them) and
     * stored, then the ticket and the request are written in one transaction, which also makes sure no other request
     * of the contract is under review. Stored files are removed when the write fails.
     */
    async save(
      profileId: number,
      author: { userId: number; name: string },
      choice: ReschedulingChoice & { justification: string },
      incoming: IncomingFile[],
    ): Promise<SaveResult> {
      const calc = await calculate(profileId, choice);
      if (!calc.ok) return calc;
      const { contract, result, remaining } = calc;
      const stored = await checkAndStore(files, profileId, incoming);
      if (!stored.ok) return { ok: false, reason: "files", errors: stored.errors };
      const at = now();
      const proposal: StoredProposal = { version: 1, fromMonth: remaining.fromMonth as number, result };
      const saved = await withStoredFiles(files, stored.keys, () =>
        db.transaction(async (tx) => {
          // The contract row is the lock: two saves of one contract run one after the other.
          await lockContract(tx, contract.id);
          const [pending] = await tx
            .select({ id: r.id })
            .from(r)
            .where(and(eq(r.contractId, contract.id), eq(r.status, "review")));
          if (pending) return null;
          const ticket = await insertTicket(tx, {
            profileId,
            author,
            category: "rescheduling",
            subject: `Изменение графика: ${OPTION_TITLES[choice.option].toLowerCase()}, договор № ${contract.number}`,
            text: ticketText(contract, choice, result, choice.justification),
            contractId: contract.id,
            attachments: stored.attachments,
            now: at,
          });
          const code = randomToken(12);
          await tx.insert(r).values({
            code,
            profileId,
            contractId: contract.id,
            ticketId: ticket.id,
            option: choice.option,
            params: choice.params as Record<string, unknown>,
            justification: choice.justification,
            proposal,
            fromDate: result.fromDate,
            status: "review",
            createdBy: author.userId,
            createdAt: at,
          });
          return { code, ticket };
        }),
      );
      if (!saved) {
        await files.remove(stored.keys);
        return {
          ok: false,
          reason: "blocked",
          message: "Заявка на изменение графика по этому договору уже на рассмотрении",
        };
      }
      return {
        ok: true,
        value: {
          request: {
            code: saved.code,
            status: "review",
            ticketCode: saved.ticket.code,
            ticketNumber: saved.ticket.number,
          },
        },
      };
    },

    staff: createStaffReschedulingService(deps),
  };
}

export type ReschedulingService = ReturnType<typeof createReschedulingService>;
