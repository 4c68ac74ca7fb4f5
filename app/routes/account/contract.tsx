import { CONTRACT_TABS, ContractDetailView } from "../../features/account/contracts/contract-detail";
import { accountMeta } from "../../features/account/lk/account-meta";
import { tabFromPath } from "../../features/account/lk/path-tabs";
import type { Route } from "./+types/contract";

export function meta() {
  return accountMeta("Договор");
}

/** `/account/contracts/:code` (the schedule), `…/documents`, `…/insurance`, `…/payoff`; any other tab is not a page. */
export function loader({ params }: Route.LoaderArgs) {
  return { tab: tabFromPath(params.tab, CONTRACT_TABS) };
}

export default function Contract({ params, loaderData }: Route.ComponentProps) {
  return <ContractDetailView key={params.code} code={params.code} tab={loaderData.tab} />;
}
