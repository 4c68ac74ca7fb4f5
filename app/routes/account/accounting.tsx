import { ACCOUNTING_TABS } from "../../features/account/accounting/accounting-tabs";
import { AccountingView } from "../../features/account/accounting/accounting-view";
import { accountMeta } from "../../features/account/lk/account-meta";
import { tabFromPath } from "../../features/account/lk/path-tabs";
import type { Route } from "./+types/accounting";

export function meta() {
  return accountMeta("Бухгалтерия");
}

/**
 * `/account/accounting` (the debt) and `…/bills`, `…/invoices`, `…/notes`, `…/reconciliation`, `…/penalties`,
 * `…/duplicates`, `…/reports`; any other tab is not a page.
 */
export function loader({ params }: Route.LoaderArgs) {
  return { tab: tabFromPath(params.tab, ACCOUNTING_TABS) };
}

export default function Accounting({ loaderData }: Route.ComponentProps) {
  return <AccountingView tab={loaderData.tab} />;
}
