import { asc, eq, inArray } from "drizzle-orm";
import { addDays, monthRange } from "../../../core/calendar-dates.ts";
import { allocate, dueDateOf, type LedgerCharge, type LedgerReceipt, penalties } from "../../../core/ledger.ts";
import { formatKopecks, paymentPurpose } from "../../../core/payment-purpose.ts";
import { isWorkingDay, nextWorkingDay } from "../../../core/production-calendar.ts";
import {
  chargePurpose,
  chargeSchedule,
  type DbOrTx,
  insertCharges,
  monthTitle,
  type NewCharge,
  projectPayments,
} from "../ledger-records.ts";
import {
  lkAccountingNotes,
  lkCharges,
  lkDuplicateRequests,
  lkReceipts,
  lkReconciliationRequests,
} from "../schema/accounting.ts";
import { lkContracts, lkFines, lkPaidServices, lkPayments, lkProfileInfo } from "../schema/lk.ts";
import { PAID_SERVICE_CATALOGUE } from "./lk-data/demo.ts";

/*
 * The demo ledger (ADR 028): a charge per schedule row, a few paid services and one re-invoiced fine, and the
 * receipts that paid them — most on time or a few days early, some months late (their penalties paid afterwards),
 * the overdue months of the overdue contract unpaid, one payment made in part ahead of its date, one payment whose
 * purpose the lessor asks to clarify. lk_payments' paid state is then projected from it (payment-projection.ts).
 */

/** The contract whose next payment the client paid in part, ahead of its date. */
const PARTIAL_CONTRACT = "ЛА-2026/00517";
/** The contract one of whose payments came with a purpose to clarify. */
const CLARIFY_CONTRACT = "ЛА-2025/01248";
/** Receipts cover whole charges except this share of the partial one. */
const PARTIAL_SHARE = 0.4;

const dotted = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** The working day on or before `date`: a bank credits money on working days. */
function workingDayBefore(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/** The months paid late: every fifth monthly payment, 3 to 8 days after its due date. */
const lateDays = (month: number) => (month % 5 === 3 ? 3 + (month % 6) : 0);

interface PlannedReceipt {
  contractId: number;
  profileId: number;
  date: string;
  amount: number;
  target: "charges" | "penalties";
  purpose: string;
  /** What it is for, to check the plan against the allocation and to write the notes. */
  chargeId: number | null;
  role: "regular" | "late" | "partial" | "clarify" | "penalty";
}

type ChargeRow = typeof lkCharges.$inferSelect;

/**
 * Writes the ledger of every demo contract in `tx` (inside the account seed's transaction). `paidPaymentIds`: the
 * schedule rows the demo shows as paid; every other row stays unpaid (the overdue months, the future).
 */
export async function seedLedger(tx: DbOrTx, today: string, paidPaymentIds: ReadonlySet<number>): Promise<void> {
  const contracts = await tx.select().from(lkContracts).orderBy(asc(lkContracts.profileId), asc(lkContracts.signedAt));
  const ids = contracts.map((c) => c.id);
  const [services, fines] = await Promise.all([
    tx.select().from(lkPaidServices).where(inArray(lkPaidServices.contractId, ids)),
    tx.select().from(lkFines).where(inArray(lkFines.contractId, ids)),
  ]);

  const receipts: PlannedReceipt[] = [];
  const chargesOf = new Map<number, ChargeRow[]>();
  for (const contract of contracts) {
    const schedule = await chargeSchedule(tx, contract.id, today);
    const paidSchedule = schedule.filter((c) => c.paymentId !== null && paidPaymentIds.has(c.paymentId));
    const firstUnpaid = schedule.find((c) => !paidSchedule.includes(c))?.date ?? "9999-12-31";
    // Extras are billed with a paid monthly payment before the first unpaid one, so FIFO keeps each receipt on its
    // own charge.
    const billable = paidSchedule.filter((c) => c.kind === "payment" && c.date < firstUnpaid && c.date <= today);
    const extras: NewCharge[] = [];
    for (const s of services.filter((x) => x.contractId === contract.id && x.status === "connected")) {
      const item = PAID_SERVICE_CATALOGUE[s.code];
      if (!item || !s.connectedAt || item.price <= 0) continue;
      const after = billable.filter((c) => c.date >= (s.connectedAt as string));
      const dates =
        item.priceUnit === "в месяц" ? after.slice(-2).map((c) => c.date) : after.slice(0, 1).map((c) => c.date);
      for (const date of dates) {
        extras.push({
          contractId: contract.id,
          profileId: contract.profileId,
          kind: "service",
          date,
          amount: s.price,
          title: item.priceUnit === "в месяц" ? `${item.title} за ${monthTitle(date)}` : item.title,
        });
      }
    }
    // A fine the lessor paid as the vehicle's owner is re-invoiced with the next monthly bill; a compensation, no VAT.
    const fine = fines.find((f) => f.contractId === contract.id && f.status === "paid" && f.paidAt);
    const fineDate = fine ? billable.find((c) => c.date > (fine.paidAt as string))?.date : undefined;
    if (fine && fineDate) {
      extras.push({
        contractId: contract.id,
        profileId: contract.profileId,
        kind: "fine",
        date: fineDate,
        amount: fine.amount,
        vat: 0,
        title: `Возмещение штрафа ГИБДД по постановлению № ${fine.decreeNumber} от ${dotted(fine.decreeDate)}`,
      });
    }
    await insertCharges(tx, extras, today);
    const all = await tx
      .select()
      .from(lkCharges)
      .where(eq(lkCharges.contractId, contract.id))
      .orderBy(asc(lkCharges.date), asc(lkCharges.id));
    chargesOf.set(contract.id, all);

    const paidIds = new Set([
      ...paidSchedule.map((c) => c.id),
      ...all.filter((c) => c.paymentId === null).map((c) => c.id),
    ]);
    const monthOf = new Map(
      (
        await tx
          .select({ id: lkPayments.id, month: lkPayments.month })
          .from(lkPayments)
          .where(eq(lkPayments.contractId, contract.id))
      ).map((p) => [p.id, p.month]),
    );
    const month = (c: ChargeRow) => (c.paymentId === null ? 0 : (monthOf.get(c.paymentId) ?? 0));
    let previous = "0000-01-01";
    for (const c of all) {
      if (!paidIds.has(c.id)) continue;
      const m = month(c);
      const late = c.kind === "payment" ? lateDays(m) : 0;
      let date: string;
      if (c.kind === "advance") date = c.date;
      else if (late > 0 && nextWorkingDay(addDays(c.date, late)) < today) date = nextWorkingDay(addDays(c.date, late));
      else if (c.kind === "payment" || c.kind === "buyout") date = workingDayBefore(addDays(c.date, -(m % 4)));
      else date = previous;
      if (date < previous) date = previous;
      if (date > today) date = today;
      previous = date;
      const bearsPenalty = c.kind === "advance" || c.kind === "payment" || c.kind === "buyout";
      const role = bearsPenalty && date > nextWorkingDay(c.date) ? "late" : "regular";
      receipts.push({
        contractId: contract.id,
        profileId: contract.profileId,
        date,
        amount: c.amount,
        target: "charges",
        purpose: chargePurpose(contract, c, c.amount),
        chargeId: c.id,
        role,
      });
      if (role === "late") {
        // The client paid the penalty claim for this delay.
        const own = [{ id: c.id, kind: c.kind, date: c.date, amount: c.amount }];
        const pay: LedgerReceipt[] = [{ id: 1, date, amount: c.amount, target: "charges" }];
        const amount = penalties(own, pay, { rateBpPerDay: contract.penaltyRate, dateTo: date }).accrued;
        // A week later, or with the payment itself when that week has not passed yet: only the overdue contract owes
        // penalties in the demo.
        const weekLater = nextWorkingDay(addDays(date, 7));
        const on = weekLater <= today ? weekLater : date;
        if (amount > 0) {
          receipts.push({
            contractId: contract.id,
            profileId: contract.profileId,
            date: on,
            amount,
            target: "penalties",
            purpose: paymentPurpose({
              contractNumber: contract.number,
              contractDate: contract.signedAt,
              kind: "penalties",
              amountKopecks: amount,
              vatKopecks: 0,
            }),
            chargeId: c.id,
            role: "penalty",
          });
        }
      }
    }
    if (contract.number === PARTIAL_CONTRACT) {
      // The oldest unpaid charge (FIFO pays it first), when it is not yet due.
      const next = all.find((c) => !paidIds.has(c.id));
      if (next && next.date >= today) {
        const amount = Math.round((next.amount * PARTIAL_SHARE) / 100) * 100;
        receipts.push({
          contractId: contract.id,
          profileId: contract.profileId,
          date: workingDayBefore(addDays(today, -2)) < previous ? previous : workingDayBefore(addDays(today, -2)),
          amount,
          target: "charges",
          purpose: chargePurpose(contract, next, amount),
          chargeId: next.id,
          role: "partial",
        });
      }
    }
    if (contract.number === CLARIFY_CONTRACT) {
      const last = receipts.findLast((r) => r.contractId === contract.id && r.role === "regular");
      if (last) {
        last.role = "clarify";
        last.purpose = "Оплата по счёту. Сумма включает НДС";
      }
    }
  }

  // Payment order numbers run per payer in date order, as a bank numbers them.
  const orderNo = new Map<number, number>();
  const ordered = receipts
    .map((r, k) => ({ r, k }))
    .sort((a, b) => a.r.profileId - b.r.profileId || a.r.date.localeCompare(b.r.date) || a.k - b.k);
  const inserted = new Map<PlannedReceipt, number>();
  for (const { r } of ordered) {
    const n = (orderNo.get(r.profileId) ?? 100 + r.profileId * 37) + 1;
    orderNo.set(r.profileId, n);
    const [row] = await tx
      .insert(lkReceipts)
      .values({
        contractId: r.contractId,
        profileId: r.profileId,
        date: r.date,
        amount: r.amount,
        orderNumber: String(n),
        purpose: r.purpose,
        target: r.target,
      })
      .returning({ id: lkReceipts.id });
    if (!row) throw new Error("seed ledger: receipt insert failed");
    inserted.set(r, row.id);
  }

  // The plan must be what the ledger computes: each receipt pays its own charge, the rest stays unpaid.
  for (const contract of contracts) {
    const charges = chargesOf.get(contract.id) ?? [];
    const own = receipts.filter((r) => r.contractId === contract.id);
    const { states } = allocate(
      charges.map((c): LedgerCharge => ({ id: c.id, kind: c.kind, date: c.date, amount: c.amount })),
      own.map(
        (r): LedgerReceipt => ({ id: inserted.get(r) as number, date: r.date, amount: r.amount, target: r.target }),
      ),
    );
    for (const r of own.filter((x) => x.target === "charges")) {
      const state = states.get(r.chargeId as number);
      if (!state?.coverage.some((c) => c.receiptId === inserted.get(r) && c.amount === r.amount)) {
        throw new Error(`seed ledger: receipt of ${contract.number} on ${r.date} did not pay its charge`);
      }
    }
    await projectPayments(tx, contract.id);
  }

  await seedNotes(tx, today, contracts, receipts, inserted, chargesOf);
  await seedRequests(tx, today, contracts);
}

async function seedNotes(
  tx: DbOrTx,
  today: string,
  contracts: (typeof lkContracts.$inferSelect)[],
  receipts: PlannedReceipt[],
  inserted: Map<PlannedReceipt, number>,
  chargesOf: Map<number, ChargeRow[]>,
) {
  const numberOf = new Map(contracts.map((c) => [c.id, c.number]));
  const chargeOf = (r: PlannedReceipt) => chargesOf.get(r.contractId)?.find((c) => c.id === r.chargeId);
  const order = (r: PlannedReceipt) => `платёжное поручение от ${dotted(r.date)} на ${formatKopecks(r.amount)}`;
  const notes: Omit<typeof lkAccountingNotes.$inferInsert, "number">[] = [];
  const clarify = receipts.find((r) => r.role === "clarify");
  if (clarify) {
    const charge = chargeOf(clarify);
    notes.push({
      profileId: clarify.profileId,
      contractId: clarify.contractId,
      receiptId: inserted.get(clarify) ?? null,
      kind: "clarification",
      status: "open",
      date: addDays(clarify.date, 1) > today ? today : addDays(clarify.date, 1),
      title: "Уточните назначение платежа",
      text: [
        `Поступило ${order(clarify)} с назначением «${clarify.purpose}» — без номера договора и периода.`,
        `Мы предварительно зачли его по договору № ${numberOf.get(clarify.contractId)}${charge ? ` в оплату «${charge.title}»` : ""}.`,
        "Подтвердите, пожалуйста, назначение письмом в ответ или укажите договор и период, в счёт которых платёж нужно зачесть.",
      ].join(" "),
    });
  }
  const partial = receipts.find((r) => r.role === "partial");
  if (partial) {
    const charge = chargeOf(partial);
    notes.push({
      profileId: partial.profileId,
      contractId: partial.contractId,
      receiptId: inserted.get(partial) ?? null,
      kind: "allocation",
      status: "info",
      date: partial.date,
      title: "Платёж зачтён частично",
      text: `Поступило ${order(partial)}. Оно зачтено в оплату «${charge?.title ?? "Лизинговый платёж"}» по договору № ${numberOf.get(partial.contractId)}${charge ? `; осталось оплатить ${formatKopecks(charge.amount - partial.amount)} до ${dotted(dueDateOf(charge))}` : ""}.`,
    });
  }
  // Every profile gets the notice of its latest late payment (or, without one, of its latest payment).
  for (const profileId of new Set(contracts.map((c) => c.profileId))) {
    const own = receipts.filter((r) => r.profileId === profileId);
    const late = own.findLast((r) => r.role === "late");
    const last = late ?? own.findLast((r) => r.role === "regular");
    if (!last) continue;
    const charge = chargeOf(last);
    const rate = String((contracts.find((c) => c.id === last.contractId)?.penaltyRate ?? 10) / 100).replace(".", ",");
    notes.push({
      profileId,
      contractId: last.contractId,
      receiptId: inserted.get(last) ?? null,
      kind: "allocation",
      status: "info",
      date: last.date,
      title: late ? "Платёж зачтён после срока" : "Платёж зачтён",
      text: `Поступило ${order(last)}. Оно зачтено в оплату «${charge?.title ?? "Лизинговый платёж"}» по договору № ${numberOf.get(last.contractId)}${charge ? ` со сроком ${dotted(charge.date)}` : ""}.${late ? ` За дни просрочки по договору начислены пени ${rate} % в день; расчёт пеней — в разделе «Бухгалтерия».` : ""}`,
    });
  }
  notes.sort((a, b) => a.date.localeCompare(b.date));
  const seq = new Map<string, number>();
  const numbered = notes.map((n) => {
    const year = n.date.slice(0, 4);
    const k = (seq.get(year) ?? 40) + 1;
    seq.set(year, k);
    return { ...n, number: `БП-${year}-${String(k).padStart(4, "0")}` };
  });
  if (numbered.length > 0) await tx.insert(lkAccountingNotes).values(numbered);
}

/** One signed reconciliation act (the last full quarter, from the year's start) and one duplicates request in work. */
async function seedRequests(tx: DbOrTx, today: string, contracts: (typeof lkContracts.$inferSelect)[]) {
  const first = contracts[0];
  if (!first) return;
  const profileId = first.profileId;
  const own = contracts.filter((c) => c.profileId === profileId);
  const quarterStart = `${today.slice(0, 4)}-${String(Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, "0")}`;
  const lastQuarterEnd = addDays(monthRange(quarterStart).first, -1);
  const lastQuarterMonth = Number(lastQuarterEnd.slice(5, 7));
  const [info] = await tx
    .select({ requisites: lkProfileInfo.requisites })
    .from(lkProfileInfo)
    .where(eq(lkProfileInfo.profileId, profileId));
  const year = today.slice(0, 4);
  const at = (daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T09:30:00+03:00`);
  await tx.insert(lkReconciliationRequests).values({
    profileId,
    number: `АС-${year}-0001`,
    dateFrom: `${lastQuarterEnd.slice(0, 4)}-01-01`,
    dateTo: lastQuarterEnd,
    contractIds: own.map((c) => c.id),
    status: "signed",
    createdAt: at(20),
    signedAt: at(14),
  });
  await tx.insert(lkDuplicateRequests).values({
    profileId,
    number: `ДУБ-${year}-0001`,
    periods: [`${lastQuarterEnd.slice(0, 4)}-Q${Math.ceil(lastQuarterMonth / 3)}`],
    kinds: ["invoice", "act"],
    delivery: "paper",
    address: info?.requisites.postalAddress ?? null,
    status: "in_progress",
    createdAt: at(6),
  });
}
