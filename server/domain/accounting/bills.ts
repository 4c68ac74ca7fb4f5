import {
  ACCOUNTING_PAGE_SIZE,
  type Bill,
  type BillsFilters,
  type BillsResponse,
  CHARGE_KIND_TITLES,
  type Invoice,
  type InvoicesFilters,
  type InvoicesResponse,
  PAYMENT_STATE_TITLES,
  type PaymentState,
} from "../../../contract/lk-accounting.ts";
import { allocate, dueDateOf } from "../../../core/ledger.ts";
import { chargePurpose } from "../../db/ledger-records.ts";
import type { LkContext } from "../lk/lk-context.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { rub } from "../lk/lk-money.ts";
import { type ContractLedger, type LedgerChargeRow, loadLedgers } from "./ledger-reader.ts";

/** A bill's payment state as of today: paid; overdue once its due date (a working day) has passed; else partial or unpaid. */
export function paymentStateOf(
  c: { date: string },
  state: { paid: number; unpaid: number },
  today: string,
): PaymentState {
  if (state.unpaid <= 0) return "paid";
  if (dueDateOf(c) < today) return "overdue";
  return state.paid > 0 ? "partial" : "unpaid";
}

export const billPdfUrl = (id: number) => `/apilk/accounting/download/bill/?id=${id}`;
export const invoicePdfUrl = (id: number) => `/apilk/accounting/download/invoice/?id=${id}`;

const STATUSES = Object.entries(PAYMENT_STATE_TITLES).map(([code, title]) => ({ code, title }));

/** Each charge of the ledgers with its contract and its state as of today (receipts up to today). */
export function chargesWithState(ledgers: ContractLedger[], today: string) {
  return ledgers.flatMap((ledger) => {
    const { states } = allocate(ledger.charges, ledger.receipts, today);
    return ledger.charges.map((charge) => {
      const state = states.get(charge.id) ?? { paid: 0, unpaid: charge.amount };
      return { ledger, charge, paid: state.paid, unpaid: state.unpaid, status: paymentStateOf(charge, state, today) };
    });
  });
}
type ChargeWithState = ReturnType<typeof chargesWithState>[number];

const inPeriod = (date: string, f: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  (!f.dateFrom || date >= f.dateFrom) && (!f.dateTo || date <= f.dateTo);

const newestFirst = (key: (c: LedgerChargeRow) => string) => (a: ChargeWithState, b: ChargeWithState) =>
  key(b.charge).localeCompare(key(a.charge)) || b.charge.id - a.charge.id;

function page<T>(items: T[], currentPage: number) {
  return {
    items: items.slice((currentPage - 1) * ACCOUNTING_PAGE_SIZE, currentPage * ACCOUNTING_PAGE_SIZE),
    pagination: toPagination(currentPage, ACCOUNTING_PAGE_SIZE, items.length),
  };
}

export function toBill(x: ChargeWithState): Bill {
  const { charge, ledger } = x;
  const toPay = x.unpaid > 0 ? x.unpaid : charge.amount;
  return {
    id: charge.id,
    number: charge.billNumber,
    date: charge.billDate,
    dueDate: dueDateOf(charge),
    contractCode: ledger.contract.code,
    contractNumber: ledger.contract.number,
    kind: charge.kind,
    kindTitle: CHARGE_KIND_TITLES[charge.kind],
    title: charge.title,
    amount: rub(charge.amount),
    vat: rub(charge.vat),
    paid: rub(x.paid),
    unpaid: rub(x.unpaid),
    status: x.status,
    statusTitle: PAYMENT_STATE_TITLES[x.status],
    purpose: chargePurpose(ledger.contract, charge, toPay),
    pdfUrl: billPdfUrl(charge.id),
  };
}

/**
 * The account's bills and invoices, read from the ledger. Null when `contractCode` is not one of the profile's
 * contracts (the caller answers 404).
 */
export function createBillsReader(ctx: LkContext) {
  async function load(profileId: number, contractCode: string | undefined) {
    const ledgers = await loadLedgers(ctx, profileId, contractCode ? [contractCode] : undefined);
    if (contractCode && ledgers.length === 0) return null;
    return chargesWithState(ledgers, ctx.today());
  }
  const matches = (status: PaymentState | undefined) => (x: ChargeWithState) => !status || x.status === status;

  return {
    /**
     * Bills issued up to today (ten days before each due date), and any bill already paid in part ahead of that,
     * newest first.
     */
    async bills(profileId: number, filters: BillsFilters, currentPage: number): Promise<BillsResponse | null> {
      const all = await load(profileId, filters.contractCode);
      if (!all) return null;
      const today = ctx.today();
      const items = all
        .filter((x) => (x.charge.billDate <= today || x.paid > 0) && inPeriod(x.charge.billDate, filters))
        .filter(matches(filters.status))
        .sort(newestFirst((c) => c.billDate));
      return {
        ...page(items.map(toBill), currentPage),
        filters,
        statuses: STATUSES,
        totals: {
          amount: rub(items.reduce((s, x) => s + x.charge.amount, 0)),
          unpaid: rub(items.reduce((s, x) => s + x.unpaid, 0)),
        },
      };
    },

    /** VAT invoices: one per charge whose date has come (a re-invoiced fine has none), newest first. */
    async invoices(profileId: number, filters: InvoicesFilters, currentPage: number): Promise<InvoicesResponse | null> {
      const all = await load(profileId, filters.contractCode);
      if (!all) return null;
      const items = all
        .filter((x) => x.charge.invoiceNumber !== null && inPeriod(x.charge.date, filters))
        .filter(matches(filters.status))
        .sort(newestFirst((c) => c.date));
      return {
        ...page(
          items.map(
            ({ charge, ledger, status }): Invoice => ({
              id: charge.id,
              number: charge.invoiceNumber as string,
              date: charge.date,
              contractCode: ledger.contract.code,
              contractNumber: ledger.contract.number,
              kind: charge.kind,
              kindTitle: CHARGE_KIND_TITLES[charge.kind],
              title: charge.title,
              amount: rub(charge.amount),
              vat: rub(charge.vat),
              amountWithoutVat: rub(charge.amount - charge.vat),
              status,
              statusTitle: PAYMENT_STATE_TITLES[status],
              pdfUrl: invoicePdfUrl(charge.id),
            }),
          ),
          currentPage,
        ),
        filters,
        statuses: STATUSES,
        totals: {
          amount: rub(items.reduce((s, x) => s + x.charge.amount, 0)),
          vat: rub(items.reduce((s, x) => s + x.charge.vat, 0)),
        },
      };
    },
  };
}
