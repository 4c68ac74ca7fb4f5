import { and, asc, eq, inArray } from "drizzle-orm";
import type {
  ReschedulingCalculation,
  ReschedulingOption,
  ReschedulingParams,
  ReschedulingRow,
  ReschedulingStatus,
} from "../../../contract/lk-rescheduling.ts";
import { daysBetween } from "../../../core/calendar-dates.ts";
import {
  optionUnavailable,
  RESCHEDULING_LIMITS,
  type RemainingRow,
  type ReschedulingChange,
  type ReschedulingResult,
  reschedule,
  type ScheduleLine,
  type ScheduleSide,
} from "../../../core/rescheduling.ts";
import type { Db } from "../../db/client.ts";
import { lkContracts, lkPayments } from "../../db/schema/lk.ts";
import type { FileStore } from "../../infra/file-store.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import type { ContractSums } from "../lk/contract-sums.ts";
import { rub } from "../lk/lk-money.ts";

/** Pieces the client's and the lessor's rescheduling services share. */

export interface ReschedulingDeps {
  db: Db;
  files: FileStore;
  outbox: MailOutbox;
  publicUrl: string;
  now?: () => Date;
}

export type ContractRow = typeof lkContracts.$inferSelect;
type PaymentRow = typeof lkPayments.$inferSelect;

export const OPTION_TITLES: Record<ReschedulingOption, string> = {
  holiday: "Платёжные каникулы",
  reduced: "Сниженные платежи",
  extension: "Увеличение срока",
  seasonal: "Сезонный график",
};

export const OPTION_DESCRIPTIONS: Record<ReschedulingOption, string> = {
  holiday:
    "Пропуск до 3 ближайших платежей; их сумма с учётом ставки договора распределяется поровну на оставшиеся платежи.",
  reduced:
    "На несколько месяцев платёж снижается до выбранной доли; недоплата с учётом ставки договора распределяется на оставшиеся платежи.",
  extension:
    "Срок договора увеличивается до 12 месяцев; оставшиеся платежи становятся равными и меньше, выкупной платёж переносится на новый последний месяц.",
  seasonal:
    "Платёж зависит от месяца года: в низкие месяцы — меньше, в высокие — больше, в остальные — базовый; срок не меняется.",
};

export const REQUEST_STATUS_TITLES: Record<ReschedulingStatus, string> = {
  review: "На рассмотрении",
  approved: "Одобрено",
  declined: "Отклонено",
};

/**
 * Overdue the lessor still reschedules: up to one unpaid payment, at most 30 days late. Beyond that the debt is
 * settled first (the contract's penalties run; a new schedule would hide it).
 */
export const RESCHEDULING_OVERDUE_LIMIT = { maxDays: 30, maxPayments: 1 } as const;

/** The proposal as saved with the request (kopecks): the core's result, applied as is on approval. */
export interface StoredProposal {
  version: 1;
  /** The first month the proposal replaces from. */
  fromMonth: number;
  result: ReschedulingResult;
}

export function isStoredProposal(value: unknown): value is StoredProposal {
  const v = value as StoredProposal | null;
  return !!v && v.version === 1 && typeof v.fromMonth === "number" && !!v.result?.new?.rows;
}

/** The remaining schedule of a contract: the payments a rescheduling replaces, from the first it may change. */
export interface Remaining {
  /** The unpaid rows from the first month after every paid or past-due payment, the buyout last. */
  rows: RemainingRow[];
  /** Regular payments among them. */
  regularCount: number;
  fromMonth: number | null;
  fromDate: string | null;
}

const KIND_ORDER = { advance: 0, payment: 1, buyout: 2 } as const;

/**
 * From a contract's payment rows: the months after the last paid or past-due regular payment, all unpaid. A payment
 * already overdue stays where it is (it is owed now, not rescheduled); one paid ahead keeps the change after it.
 */
export function remainingOf(payments: PaymentRow[], today: string): Remaining {
  const sorted = [...payments].sort((a, b) => a.month - b.month || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  let lastFixed = 0;
  for (const p of sorted) {
    if (p.kind === "payment" && (p.paidAt !== null || p.dueDate < today)) lastFixed = Math.max(lastFixed, p.month);
  }
  const rows = sorted
    .filter((p) => p.kind !== "advance" && p.paidAt === null && p.month > lastFixed)
    .map(
      (p): RemainingRow => ({
        month: p.month,
        kind: p.kind as "payment" | "buyout",
        date: p.dueDate,
        payment: p.amount,
        vat: p.vat,
        principal: p.principal,
        remaining: p.remaining,
      }),
    );
  const regular = rows.filter((r) => r.kind === "payment");
  const first = regular[0];
  return {
    rows: regular.length > 0 ? rows : [],
    regularCount: regular.length,
    fromMonth: first?.month ?? null,
    fromDate: first?.date ?? null,
  };
}

/** The contract's payments, for remainingOf. */
export async function paymentsOf(db: Db, contractId: number): Promise<PaymentRow[]> {
  return db.select().from(lkPayments).where(eq(lkPayments.contractId, contractId)).orderBy(asc(lkPayments.month));
}

/** Payments of several contracts at once, grouped by contract. */
export async function paymentsOfMany(db: Db, contractIds: number[]): Promise<Map<number, PaymentRow[]>> {
  const map = new Map<number, PaymentRow[]>();
  if (contractIds.length === 0) return map;
  const rows = await db.select().from(lkPayments).where(inArray(lkPayments.contractId, contractIds));
  for (const row of rows) map.set(row.contractId, [...(map.get(row.contractId) ?? []), row]);
  return map;
}

export type Block = "finished" | "under_review" | "overdue" | "too_short";

/** Why the contract cannot be rescheduled now (the first that applies), in Russian; null when it can. */
export function blockOf(
  contract: ContractRow,
  sums: ContractSums,
  remaining: Remaining,
  underReview: boolean,
  today: string,
): { block: Block; reason: string } | null {
  if (contract.status === "finished") return { block: "finished", reason: "Договор завершён: график не меняется" };
  if (underReview) {
    return {
      block: "under_review",
      reason: "Заявка на изменение графика по этому договору уже на рассмотрении",
    };
  }
  const L = RESCHEDULING_OVERDUE_LIMIT;
  const days = sums.oldestOverdue ? daysBetween(sums.oldestOverdue, today) : 0;
  if (sums.overdueCnt > L.maxPayments || days > L.maxDays) {
    return {
      block: "overdue",
      reason:
        days > L.maxDays
          ? `Просрочка ${days} дн. — больше ${L.maxDays} дней: сначала погасите задолженность`
          : `Просрочено платежей: ${sums.overdueCnt} — больше ${L.maxPayments}: сначала погасите задолженность`,
    };
  }
  if (remaining.regularCount < RESCHEDULING_LIMITS.minRestPayments) {
    return { block: "too_short", reason: optionUnavailable("extension", remaining.regularCount) ?? "" };
  }
  return null;
}

/** The core's input from a contract and its remaining rows. */
export function calculateFor(contract: ContractRow, remaining: Remaining, change: ReschedulingChange) {
  return reschedule(
    {
      rows: remaining.rows,
      rate: contract.rate / 100,
      startDate: contract.startDate,
      price: contract.price,
      term: contract.term,
      contractSum: contract.contractSum,
      contractVat: contract.vatSum,
    },
    change,
  );
}

export function toRow(line: ScheduleLine): ReschedulingRow {
  return {
    month: line.month,
    kind: line.kind,
    date: line.date,
    payment: rub(line.payment),
    vat: rub(line.vat),
    principal: rub(line.principal),
    interest: rub(line.interest),
    remaining: rub(line.remaining),
  };
}

function toSide(side: ScheduleSide) {
  return {
    payments: rub(side.payments),
    vat: rub(side.vat),
    count: side.count,
    contractSum: rub(side.contractSum),
    term: side.term,
    endDate: side.endDate,
    appreciationPerYear: side.appreciationPerYear,
    presentValue: rub(Math.round(side.presentValue)),
  };
}

/** The contract's answer of a calculation (roubles). */
export function toCalculation(
  contract: ContractRow,
  option: ReschedulingOption,
  params: ReschedulingParams,
  result: ReschedulingResult,
): ReschedulingCalculation {
  return {
    contractCode: contract.code,
    contractNumber: contract.number,
    option,
    optionTitle: OPTION_TITLES[option],
    params,
    fromDate: result.fromDate,
    rate: contract.rate / 100,
    rows: result.comparison.map((l) => ({
      month: l.month,
      kind: l.kind,
      date: l.date,
      old: l.old ? toRow(l.old) : null,
      new: l.new ? toRow(l.new) : null,
      difference: rub(l.difference),
    })),
    old: toSide(result.old),
    new: toSide(result.new),
    difference: rub(result.difference),
  };
}

/**
 * Whether the contract's unpaid payments from the proposal's first month are still those the proposal replaced:
 * a payment made (or a schedule changed) since makes the proposal stale.
 */
export function sameSchedule(payments: PaymentRow[], proposal: StoredProposal): boolean {
  const current = payments
    .filter((p) => p.kind !== "advance" && p.month >= proposal.fromMonth)
    .sort((a, b) => a.month - b.month || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const old = proposal.result.old.rows;
  if (current.length !== old.length) return false;
  return current.every((p, j) => {
    const o = old[j] as ScheduleLine;
    return (
      p.paidAt === null &&
      p.paidAmount === 0 &&
      p.month === o.month &&
      p.kind === o.kind &&
      p.dueDate === o.date &&
      p.amount === o.payment
    );
  });
}

/** The contract by id, locked for the change. */
export async function lockContract(tx: Db, contractId: number): Promise<ContractRow | null> {
  const [row] = await tx.select().from(lkContracts).where(eq(lkContracts.id, contractId)).for("update");
  return row ?? null;
}

/** The profile's contract by its code, or null. */
export async function ownContract(db: Db, profileId: number, code: string): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(lkContracts)
    .where(and(eq(lkContracts.code, code), eq(lkContracts.profileId, profileId)));
  return row ?? null;
}
