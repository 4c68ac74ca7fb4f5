import {
  ACCOUNTING_PAGE_SIZE,
  type ContractDebt,
  DEBT_STATE_TITLES,
  type DebtState,
  type DebtsFilters,
  type DebtsResponse,
} from "../../../contract/lk-accounting.ts";
import { debt } from "../../../core/ledger.ts";
import { createChangeCache, deepFreeze, LEDGER_CHANNEL } from "../../db/change-cache.ts";
import { DEBT_HORIZON_DAYS } from "../lk/contract-sums.ts";
import type { LkContext } from "../lk/lk-context.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { rub } from "../lk/lk-money.ts";
import { createBillsReader } from "./bills.ts";
import { loadLedgerFigures } from "./ledger-reader.ts";
import { createNotesService } from "./notes.ts";
import { paymentForBill, paymentForContract } from "./payment-details.ts";
import { createRequestsService } from "./requests.ts";

const DEBT_STATUSES = Object.entries(DEBT_STATE_TITLES).map(([code, title]) => ({ code, title }));

/** Answers computed from the ledger kept at most (on PostgreSQL each at most KEPT_MAX_MS without a change). */
const KEPT_ANSWERS = 5000;

/**
 * The accounting section of the account (issue 11, ADR 028): bills, invoices, debts, the lessor's letters, requests
 * for duplicates and reconciliation acts, paying by QR. Every sum comes from the ledger through core/ledger.ts.
 * Methods answer null (or `not_found`) for anything that is not the profile's.
 */
export function createAccountingService(ctx: LkContext) {
  const bills = createBillsReader(ctx);
  const notes = createNotesService(ctx);
  const requests = createRequestsService(ctx);
  /**
   * The answers computed from the ledger — bills, invoices, debts, what to pay — as last computed, by call, profile,
   * day and arguments: a change of the ledger (a payment received, a charge, a contract rescheduled or assigned) is
   * announced by the database and drops them all (ADR 038). Read only.
   */
  const answers = createChangeCache<string, unknown>(ctx.changes, LEDGER_CHANNEL, KEPT_ANSWERS);
  const kept = <A extends unknown[], T>(name: string, compute: (...args: A) => Promise<T>) => {
    return (...args: A): Promise<T> => {
      const key = `${name} ${ctx.today()} ${JSON.stringify(args)}`;
      return answers.get(key, async () => deepFreeze(await compute(...args))) as Promise<T>;
    };
  };

  return {
    bills: kept("bills", bills.bills),
    invoices: kept("invoices", bills.invoices),

    /**
     * Each contract's debt as of today with the split (overdue, due within 30 days, penalties, credit) and the
     * profile's totals whatever the filters. Null when `contractCode` is not the profile's.
     */
    debts: kept(
      "debts",
      async (profileId: number, filters: DebtsFilters, currentPage: number): Promise<DebtsResponse | null> => {
        const today = ctx.today();
        const ledgers = await loadLedgerFigures(ctx, profileId);
        if (filters.contractCode && !ledgers.some((l) => l.contract.code === filters.contractCode)) return null;
        const all = ledgers.map(({ contract, charges, receipts }): ContractDebt => {
          const d = debt(charges, receipts, {
            today,
            rateBpPerDay: contract.penaltyRate,
            horizonDays: DEBT_HORIZON_DAYS,
          });
          const status: DebtState = d.overdue > 0 ? "overdue" : d.total > 0 ? "due" : "clear";
          return {
            contractCode: contract.code,
            contractNumber: contract.number,
            vehicleTitle: contract.vehicleTitle,
            charged: rub(d.charged),
            paid: rub(d.paid),
            overdue: rub(d.overdue),
            overdueSince: d.overdueSince,
            dueSoon: rub(d.dueSoon),
            dueSoonDate: d.dueSoonDate,
            penalties: rub(d.penalties),
            penaltyRate: contract.penaltyRate / 100,
            credit: rub(d.credit),
            total: rub(d.total),
            status,
            statusTitle: DEBT_STATE_TITLES[status],
          };
        });
        const sum = (key: "overdue" | "dueSoon" | "penalties" | "credit" | "total") =>
          rub(all.reduce((s, x) => s + Math.round(x[key] * 100), 0));
        const items = all.filter(
          (x) =>
            (!filters.contractCode || x.contractCode === filters.contractCode) &&
            (!filters.status || x.status === filters.status),
        );
        return {
          items: items.slice((currentPage - 1) * ACCOUNTING_PAGE_SIZE, currentPage * ACCOUNTING_PAGE_SIZE),
          pagination: toPagination(currentPage, ACCOUNTING_PAGE_SIZE, items.length),
          filters,
          statuses: DEBT_STATUSES,
          totals: {
            overdue: sum("overdue"),
            dueSoon: sum("dueSoon"),
            penalties: sum("penalties"),
            credit: sum("credit"),
            total: sum("total"),
          },
          asOf: today,
        };
      },
    ),

    notes: notes.list,
    reply: notes.reply,

    duplicatePeriods: requests.periods,
    requestDuplicates: requests.requestDuplicates,
    requests: requests.list,
    requestReconciliation: requests.requestReconciliation,

    payBill: kept("payBill", (profileId: number, billId: number, contractCode?: string) =>
      paymentForBill(ctx, profileId, billId, contractCode),
    ),
    payContract: kept("payContract", (profileId: number, contractCode: string) =>
      paymentForContract(ctx, profileId, contractCode),
    ),
  };
}

export type AccountingService = ReturnType<typeof createAccountingService>;
