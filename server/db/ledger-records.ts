import { and, asc, eq, isNull, like, sql } from "drizzle-orm";
import { addDays } from "../../core/calendar-dates.ts";
import { allocate, type LeaseChargeKind } from "../../core/ledger.ts";
import { formatKopecks, paymentPurpose } from "../../core/payment-purpose.ts";
import { MONTHS_NOMINATIVE } from "../../core/russian-months.ts";
import { VAT_RATE, vatOf } from "../../core/vat.ts";
import type { Db } from "./client.ts";
import { lkCharges, lkReceipts } from "./schema/accounting.ts";
import { lkPayments } from "./schema/lk.ts";

/*
 * How the ledger's records are written (ADR 028): charges with their bills and VAT invoices, the purpose a payment of
 * a charge carries, and the projection of the ledger onto the schedule's paid state. Here, below the domain, because
 * the seed writes the demo ledger with them as the account's services do.
 */

/** The database or a transaction over it: the projection runs inside whatever writes the ledger. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Writes `lk_payments.paid_at` / `paid_amount` of one contract from its ledger (ADR 028): the schedule's paid state is
 * a projection of the charges and receipts, never entered by hand. Receipts cover the oldest charges first
 * (core/ledger.ts `allocate`); a schedule row is paid on the date its charge became fully covered, and carries what
 * was paid of it so far. Only rows whose state changed are updated.
 */
export async function projectPayments(tx: DbOrTx, contractId: number): Promise<void> {
  const [charges, receipts, payments] = await Promise.all([
    tx
      .select({
        id: lkCharges.id,
        kind: lkCharges.kind,
        date: lkCharges.date,
        amount: lkCharges.amount,
        paymentId: lkCharges.paymentId,
      })
      .from(lkCharges)
      .where(eq(lkCharges.contractId, contractId))
      .orderBy(asc(lkCharges.date), asc(lkCharges.id)),
    tx
      .select({ id: lkReceipts.id, date: lkReceipts.date, amount: lkReceipts.amount, target: lkReceipts.target })
      .from(lkReceipts)
      .where(eq(lkReceipts.contractId, contractId))
      .orderBy(asc(lkReceipts.date), asc(lkReceipts.id)),
    tx
      .select({ id: lkPayments.id, paidAt: lkPayments.paidAt, paidAmount: lkPayments.paidAmount })
      .from(lkPayments)
      .where(eq(lkPayments.contractId, contractId)),
  ]);
  const { states } = allocate(charges, receipts);
  const current = new Map(payments.map((p) => [p.id, p]));
  const seen = new Set<number>();
  for (const charge of charges) {
    if (charge.paymentId === null) continue;
    const state = states.get(charge.id);
    const paidAmount = state?.paid ?? 0;
    seen.add(charge.paymentId);
    const paidAt = state && state.unpaid === 0 ? state.paidOn : null;
    const row = current.get(charge.paymentId);
    if (!row || (row.paidAt === paidAt && row.paidAmount === paidAmount)) continue;
    await tx.update(lkPayments).set({ paidAt, paidAmount }).where(eq(lkPayments.id, charge.paymentId));
  }
  // A schedule row whose charge no longer exists is unpaid: nothing in the ledger says otherwise.
  for (const row of payments) {
    if (seen.has(row.id) || (row.paidAt === null && row.paidAmount === 0)) continue;
    await tx.update(lkPayments).set({ paidAt: null, paidAmount: 0 }).where(eq(lkPayments.id, row.id));
  }
}

/** A bill (счёт на оплату) is issued this many days before its charge is due. */
export const BILL_DAYS_AHEAD = 10;

/** «ноябрь 2026 г.» of a `YYYY-MM-DD` date. */
export const monthTitle = (date: string) => `${MONTHS_NOMINATIVE[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)} г.`;

const serialOf = (number: string) => number.slice(number.lastIndexOf("-") + 1);

/**
 * The VAT invoice (счёт-фактура) number of a charge: issued on the charge's date, with the serial of its bill, so a
 * bill and its invoice are easy to match (СП-2026-001234 → СФ-2026-001234). Null while the date is ahead, and for a
 * re-invoiced fine: a compensation, not a sale, has no VAT invoice.
 */
export function invoiceNumberOf(
  c: { kind: string; date: string; billNumber: string; invoiceNumber: string | null },
  today: string,
): string | null {
  if (c.kind === "fine") return null;
  if (c.invoiceNumber) return c.invoiceNumber;
  return c.date <= today ? `СФ-${c.date.slice(0, 4)}-${serialOf(c.billNumber)}` : null;
}

const dotted = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/**
 * The purpose of paying `amount` of a charge, as the payment order should say it: the lease payments by
 * core/payment-purpose.ts (contract, month, VAT of this amount); a service or a fine by its bill.
 */
export function chargePurpose(
  contract: { number: string; signedAt: string },
  c: { kind: LeaseChargeKind; date: string; billNumber: string; billDate: string; title: string },
  amount: number,
): string {
  if (c.kind === "service" || c.kind === "fine") {
    const vat = c.kind === "fine" ? "НДС не облагается" : `в т. ч. НДС ${VAT_RATE} % — ${formatKopecks(vatOf(amount))}`;
    return `Оплата по счёту № ${c.billNumber} от ${dotted(c.billDate)} по договору лизинга № ${contract.number}: ${c.title}, ${vat}`;
  }
  return paymentPurpose({
    contractNumber: contract.number,
    contractDate: contract.signedAt,
    month: c.date.slice(0, 7),
    kind: c.kind,
    amountKopecks: amount,
    vatKopecks: vatOf(amount),
  });
}

export type NewCharge = Omit<
  typeof lkCharges.$inferInsert,
  "id" | "billNumber" | "billDate" | "invoiceNumber" | "vat"
> & {
  vat?: number;
};

/**
 * Inserts charges with their bills: «СП-YYYY-NNNNNN» numbered on from the year's highest (of the bill date's year),
 * the bill dated BILL_DAYS_AHEAD days before the due date, VAT from the row's own amount unless given, the invoice
 * number when the date has come. Returns the new rows, in the order given.
 */
export async function insertCharges(tx: DbOrTx, rows: NewCharge[], today: string) {
  if (rows.length === 0) return [];
  const next = new Map<string, number>();
  const serial = async (year: string) => {
    let n = next.get(year);
    if (n === undefined) {
      const [row] = await tx
        .select({
          max: sql<number>`coalesce(max(substring(${lkCharges.billNumber} from 9)::int), 0)`.mapWith(Number),
        })
        .from(lkCharges)
        .where(like(lkCharges.billNumber, `СП-${year}-%`));
      n = row?.max ?? 0;
    }
    n += 1;
    next.set(year, n);
    return String(n).padStart(6, "0");
  };
  const values: (typeof lkCharges.$inferInsert)[] = [];
  for (const r of rows) {
    const billDate = addDays(r.date, -BILL_DAYS_AHEAD);
    const billNumber = `СП-${billDate.slice(0, 4)}-${await serial(billDate.slice(0, 4))}`;
    values.push({
      ...r,
      vat: r.vat ?? vatOf(r.amount),
      billNumber,
      billDate,
      invoiceNumber: invoiceNumberOf({ kind: r.kind, date: r.date, billNumber, invoiceNumber: null }, today),
    });
  }
  return tx.insert(lkCharges).values(values).returning();
}

const SCHEDULE_TITLES = {
  advance: () => "Авансовый платёж",
  payment: (month: number, date: string) => `Лизинговый платёж № ${month} за ${monthTitle(date)}`,
  buyout: () => "Выкупной платёж",
} as const;

/**
 * Charges every schedule row of the contract (lk_payments) that has no charge yet — the seed, and a schedule the
 * lessor changed (rescheduling replaces the unpaid rows, and their charges go with them). Returns the new charges.
 */
export async function chargeSchedule(tx: DbOrTx, contractId: number, today: string) {
  const rows = await tx
    .select({
      id: lkPayments.id,
      profileId: lkPayments.profileId,
      month: lkPayments.month,
      kind: lkPayments.kind,
      dueDate: lkPayments.dueDate,
      amount: lkPayments.amount,
    })
    .from(lkPayments)
    .leftJoin(lkCharges, eq(lkCharges.paymentId, lkPayments.id))
    .where(and(eq(lkPayments.contractId, contractId), isNull(lkCharges.id)))
    .orderBy(asc(lkPayments.dueDate), asc(lkPayments.month), asc(lkPayments.id));
  return insertCharges(
    tx,
    rows
      .filter((p) => p.amount > 0)
      .map((p) => ({
        contractId,
        profileId: p.profileId,
        kind: p.kind,
        date: p.dueDate,
        amount: p.amount,
        title: SCHEDULE_TITLES[p.kind](p.month, p.dueDate),
        paymentId: p.id,
      })),
    today,
  );
}
