import { eq } from "drizzle-orm";
import type { ReconciliationAct } from "../../../contract/lk-accounting.ts";
import { reconciliation } from "../../../core/ledger.ts";
import { lkProfileInfo } from "../../db/schema/lk.ts";
import { ruDate } from "../lk/document-dates.ts";
import type { LkContext } from "../lk/lk-context.ts";
import { formatRub, rub } from "../lk/lk-money.ts";
import { LESSOR } from "../lk/lk-reference.ts";
import { type ContractLedger, loadLedgers } from "./ledger-reader.ts";

/** The period and contracts of an act; no contracts means every contract of the profile. */
export interface ActRequest {
  dateFrom: string;
  dateTo: string;
  contracts: string[];
}

/** An act's rows in kopecks, before they become roubles: what the PDF, the XLSX and the JSON all print. */
interface KopeckRow {
  date: string;
  order: number;
  document: string;
  contractNumber: string;
  debit: number;
  credit: number;
}

/** Charges before receipts on one date (the ledger's order), penalties of the period last. */
const ORDER = { charge: 0, receipt: 1, penalty: 2 } as const;

function rowsOf(ledger: ContractLedger, req: ActRequest) {
  const { contract } = ledger;
  const act = reconciliation(ledger.charges, ledger.receipts, {
    dateFrom: req.dateFrom,
    dateTo: req.dateTo,
    rateBpPerDay: contract.penaltyRate,
  });
  const charges = new Map(ledger.charges.map((c) => [c.id, c]));
  const receipts = new Map(ledger.receipts.map((r) => [r.id, r]));
  const rows: KopeckRow[] = act.rows.map((entry) => {
    let document: string;
    if (entry.kind === "charge") {
      const charge = entry.id === null ? undefined : charges.get(entry.id);
      document = charge?.invoiceNumber
        ? `Счёт-фактура № ${charge.invoiceNumber} (${charge.title})`
        : `Счёт № ${charge?.billNumber ?? ""} (${charge?.title ?? ""})`;
    } else if (entry.kind === "receipt") {
      const receipt = entry.id === null ? undefined : receipts.get(entry.id);
      document =
        receipt?.target === "penalties"
          ? `Платёжное поручение № ${receipt.orderNumber} (оплата пеней)`
          : `Платёжное поручение № ${receipt?.orderNumber ?? ""}`;
    } else {
      document = `Пени за просрочку платежей с ${ruDate(req.dateFrom)} по ${ruDate(req.dateTo)}`;
    }
    return {
      date: entry.date,
      order: ORDER[entry.kind],
      document,
      contractNumber: contract.number,
      debit: entry.debit,
      credit: entry.credit,
    };
  });
  return { opening: act.opening, closing: act.closing, rows };
}

/** «Задолженность в пользу …»: who owes whom at the end of the period, or that nobody does. */
export function closingText(closing: number, dateTo: string, clientTitle: string): string {
  const on = `на ${ruDate(dateTo)}`;
  if (closing > 0) return `Задолженность в пользу ${LESSOR.shortTitle} ${on} — ${formatRub(closing)}`;
  if (closing < 0) return `Задолженность в пользу ${clientTitle} ${on} — ${formatRub(-closing)}`;
  return `Задолженность ${on} отсутствует — ${formatRub(0)}`;
}

/**
 * The reconciliation act (акт сверки взаимных расчётов) of the profile over a period, from the ledger: per contract
 * core/ledger.ts `reconciliation` (opening, charges and receipts of the period, penalties accrued in it), summed over
 * the contracts. opening + debit − credit = closing holds per contract in kopecks, so it holds for the sum.
 * Null when a requested contract is not the profile's.
 */
export async function buildReconciliationAct(
  ctx: LkContext,
  profileId: number,
  req: ActRequest,
): Promise<ReconciliationAct | null> {
  const codes = [...new Set(req.contracts)];
  const [ledgers, [info]] = await Promise.all([
    loadLedgers(ctx, profileId, codes.length > 0 ? codes : undefined),
    ctx.db.select().from(lkProfileInfo).where(eq(lkProfileInfo.profileId, profileId)),
  ]);
  if (codes.length > 0 && ledgers.length !== codes.length) return null;
  const requisites = info?.requisites;
  const client = {
    title: requisites?.shortTitle ?? "",
    inn: requisites?.inn ?? "",
    kpp: requisites?.kpp ?? null,
  };

  let opening = 0;
  let closing = 0;
  const rows: KopeckRow[] = [];
  for (const ledger of ledgers) {
    const part = rowsOf(ledger, req);
    opening += part.opening;
    closing += part.closing;
    rows.push(...part.rows);
  }
  rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.order - b.order || a.contractNumber.localeCompare(b.contractNumber, "ru"),
  );
  const debit = rows.reduce((sum, r) => sum + r.debit, 0);
  const credit = rows.reduce((sum, r) => sum + r.credit, 0);

  return {
    number: `АС-${req.dateTo.replaceAll("-", "")}-${String(profileId).padStart(4, "0")}`,
    dateFrom: req.dateFrom,
    dateTo: req.dateTo,
    lessor: { title: LESSOR.shortTitle, inn: LESSOR.inn, kpp: LESSOR.kpp },
    client,
    contracts: ledgers.map((l) => ({ contractCode: l.contract.code, contractNumber: l.contract.number })),
    opening: rub(opening),
    rows: rows.map((r) => ({
      date: r.date,
      document: r.document,
      contractNumber: r.contractNumber,
      debit: rub(r.debit),
      credit: rub(r.credit),
    })),
    debitTurnover: rub(debit),
    creditTurnover: rub(credit),
    closing: rub(closing),
    closingText: closingText(closing, req.dateTo, client.title),
  };
}
