import { contractsApi } from "../../features/account/contracts/contracts-api";
import { ContractsList, contractsListSearch } from "../../features/account/contracts/contracts-list";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/contracts";

export function meta() {
  return accountMeta("Договоры");
}

/** The page of the list the address asks for (none while its filters are invalid: the screen asks for none then). */
function contractsQueries(url: string) {
  const { request, filterError } = contractsListSearch(new URL(url).searchParams);
  return filterError === null ? [plannedQuery(contractsApi.endpoints.contractsList, request, "contracts")] : [];
}

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, contractsQueries(args.request.url)) };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(contractsQueries(request.url), serverLoader, () => ({ queries: [] }));
}

/** `/account/contracts?status=&vehicleType=&dateFrom=&dateTo=&search=&currentPage=`. */
export default function Contracts() {
  return <ContractsList />;
}
