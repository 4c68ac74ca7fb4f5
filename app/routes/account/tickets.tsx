import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { ticketsApi } from "../../features/account/tickets/tickets-api";
import { TicketsList, ticketsListSearch } from "../../features/account/tickets/tickets-list";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/tickets";

export function meta() {
  return accountMeta("Обращения");
}

/** The page of tickets the address asks for and the contracts of the filter (read from `contracts/list/`). */
function ticketsQueries(url: string) {
  const { request, filterError } = ticketsListSearch(new URL(url).searchParams);
  return [
    ...(filterError === null ? [plannedQuery(ticketsApi.endpoints.ticketsList, request, "tickets")] : []),
    plannedQuery(ticketsApi.endpoints.ticketContractOptions, undefined, "contracts"),
  ];
}

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, ticketsQueries(args.request.url)) };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(ticketsQueries(request.url), serverLoader, () => ({ queries: [] }));
}

/** `/account/tickets?status=&category=&dateFrom=&dateTo=&contractCode=&search=&sort=&currentPage=`. */
export default function Tickets() {
  return <TicketsList />;
}
