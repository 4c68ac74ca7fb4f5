import { accountingApi } from "../../features/account/accounting/accounting-api";
import { CONTRACT_TABS, ContractDetailView, type ContractTab } from "../../features/account/contracts/contract-detail";
import { contractsApi } from "../../features/account/contracts/contracts-api";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { tabFromPath } from "../../features/account/lk/path-tabs";
import { payoffApi } from "../../features/account/payoff/payoff-api";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/contract";

export function meta() {
  return accountMeta("Договор");
}

/**
 * The contract and, for a holder of «Бухгалтерия», its debt (contract-detail.tsx), read first by the loader; on
 * «Досрочный выкуп» also today's quote (the panel asks for it before a date is chosen).
 */
function contractQueries(code: string, tab: ContractTab) {
  return [
    plannedQuery(contractsApi.endpoints.contractDetail, { code }, "contracts"),
    plannedQuery(
      accountingApi.endpoints.accountingDebts,
      { filters: { contractCode: code }, currentPage: 1 },
      "accounting",
    ),
    ...(tab === "payoff"
      ? [plannedQuery(payoffApi.endpoints.payoffQuote, { code, date: undefined }, "contracts")]
      : []),
  ];
}

/** `/account/contracts/:code` (the schedule), `…/documents`, `…/insurance`, `…/payoff`; any other tab is not a page. */
export async function loader(args: Route.LoaderArgs) {
  const tab = tabFromPath(args.params.tab, CONTRACT_TABS);
  return { tab, queries: await loadAccountQueries(args, contractQueries(args.params.code, tab)) };
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const tab = tabFromPath(params.tab, CONTRACT_TABS);
  return loadOnClient(contractQueries(params.code, tab), serverLoader, () => ({ tab, queries: [] }));
}

export default function Contract({ params, loaderData }: Route.ComponentProps) {
  return <ContractDetailView key={params.code} code={params.code} tab={loaderData.tab} />;
}
