import { documentsApi } from "../../features/account/documents/documents-api";
import { DocumentsList, documentsListSearch } from "../../features/account/documents/documents-list";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { ticketsApi } from "../../features/account/tickets/tickets-api";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/documents";

export function meta() {
  return accountMeta("Документы");
}

/** The page of documents the address asks for, and the contracts of the filter for a holder of «Договоры». */
function documentsQueries(url: string) {
  const { request, filterError } = documentsListSearch(new URL(url).searchParams);
  return [
    ...(filterError === null ? [plannedQuery(documentsApi.endpoints.documentsList, request, "documents")] : []),
    plannedQuery(ticketsApi.endpoints.ticketContractOptions, undefined, "contracts"),
  ];
}

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, documentsQueries(args.request.url)) };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(documentsQueries(request.url), serverLoader, () => ({ queries: [] }));
}

/** `/account/documents?kind=&contractCode=&dateFrom=&dateTo=&currentPage=`. */
export default function Documents() {
  return <DocumentsList />;
}
