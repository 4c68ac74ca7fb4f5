import { finesApi } from "../../features/account/fines/fines-api";
import { FinesView, finesListSearch } from "../../features/account/fines/fines-view";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/fines";

export function meta() {
  return accountMeta("Штрафы");
}

/** The page of fines the address asks for, in its order. */
function finesQueries(url: string) {
  const { request, filterError } = finesListSearch(new URL(url).searchParams);
  return filterError === null ? [plannedQuery(finesApi.endpoints.finesList, request, "insurance")] : [];
}

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, finesQueries(args.request.url)) };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(finesQueries(request.url), serverLoader, () => ({ queries: [] }));
}

/** `/account/fines?status=&dateFrom=&dateTo=&sort=urgent|date|amount&currentPage=`. */
export default function Fines() {
  return <FinesView />;
}
