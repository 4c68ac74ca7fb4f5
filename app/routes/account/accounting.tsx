import { accountingApi } from "../../features/account/accounting/accounting-api";
import { ACCOUNTING_TABS, type AccountingTab } from "../../features/account/accounting/accounting-tabs";
import { AccountingView } from "../../features/account/accounting/accounting-view";
import { debtsListSearch } from "../../features/account/accounting/debts-tab";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { tabFromPath } from "../../features/account/lk/path-tabs";
import { loadOnClient } from "../../store/client-queries";
import { type PlannedQuery, plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/accounting";

export function meta() {
  return accountMeta("Бухгалтерия");
}

/** What the tab on screen asks for at the address (debts-tab.tsx …), read first by the loader. */
function accountingQueries(tab: AccountingTab, url: string): PlannedQuery[] {
  const search = new URL(url).searchParams;
  const contracts = plannedQuery(accountingApi.endpoints.accountingContractOptions, undefined, "accounting");
  switch (tab) {
    case "debts": {
      const { request, filterError } = debtsListSearch(search);
      return [
        ...(filterError === null ? [plannedQuery(accountingApi.endpoints.accountingDebts, request, "accounting")] : []),
        contracts,
      ];
    }
    default:
      return [];
  }
}

/**
 * `/account/accounting` (the debt) and `…/bills`, `…/invoices`, `…/notes`, `…/reconciliation`, `…/penalties`,
 * `…/duplicates`, `…/reports`; any other tab is not a page.
 */
export async function loader(args: Route.LoaderArgs) {
  const tab = tabFromPath(args.params.tab, ACCOUNTING_TABS);
  return { tab, queries: await loadAccountQueries(args, accountingQueries(tab, args.request.url)) };
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const tab = tabFromPath(params.tab, ACCOUNTING_TABS);
  return loadOnClient(accountingQueries(tab, request.url), serverLoader, () => ({ tab, queries: [] }));
}

export default function Accounting({ loaderData }: Route.ComponentProps) {
  return <AccountingView tab={loaderData.tab} />;
}
