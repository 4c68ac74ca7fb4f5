import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { reschedulingApi } from "../../features/account/rescheduling/rescheduling-api";
import { ReschedulingView, reschedulingListSearch } from "../../features/account/rescheduling/rescheduling-view";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/rescheduling";

export function meta() {
  return accountMeta("Реструктуризация");
}

/**
 * The requests and contracts the list's filters ask for; the change of one contract (`?contract=`) starts from the
 * unfiltered page (its calculation follows the option chosen on it).
 */
function reschedulingQueries(url: string) {
  const search = new URL(url).searchParams;
  if (search.get("contract"))
    return [plannedQuery(reschedulingApi.endpoints.reschedulingPage, { filters: {} }, "tickets")];
  const { request, filterError } = reschedulingListSearch(search);
  return filterError === null
    ? [plannedQuery(reschedulingApi.endpoints.reschedulingPage, { filters: request.filters }, "tickets")]
    : [];
}

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, reschedulingQueries(args.request.url)) };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(reschedulingQueries(request.url), serverLoader, () => ({ queries: [] }));
}

/**
 * `/account/rescheduling?status=&vehicleType=&search=` (the contracts and the requests), and
 * `?contract=<code>&option=` (the change of one contract's schedule and its early payoff).
 */
export default function Rescheduling() {
  return <ReschedulingView />;
}
