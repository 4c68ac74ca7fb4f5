/** The tabs of «Бухгалтерия», each a path segment (`/account/accounting/:tab?`); the first is the screen's own address. */
export const ACCOUNTING_TABS = [
  "debts",
  "bills",
  "invoices",
  "notes",
  "reconciliation",
  "penalties",
  "duplicates",
  "reports",
] as const;
export type AccountingTab = (typeof ACCOUNTING_TABS)[number];

export const ACCOUNTING_BASE = "/account/accounting";

/** The address of a tab, with an optional query (`?contractCode=…` of the penalty calculation). */
export function accountingHref(tab: AccountingTab, search = ""): string {
  return `${tab === ACCOUNTING_TABS[0] ? ACCOUNTING_BASE : `${ACCOUNTING_BASE}/${tab}`}${search}`;
}
