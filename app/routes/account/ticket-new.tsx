import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { TicketNewForm } from "../../features/account/tickets/ticket-new-form";
import { ticketsApi } from "../../features/account/tickets/tickets-api";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/ticket-new";

export function meta() {
  return accountMeta("Новое обращение");
}

/** The form's topics and contracts. */
const TICKET_NEW_QUERIES = [
  plannedQuery(ticketsApi.endpoints.ticketCategories, undefined, "tickets"),
  plannedQuery(ticketsApi.endpoints.ticketContractOptions, undefined, "contracts"),
];

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, TICKET_NEW_QUERIES) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(TICKET_NEW_QUERIES, serverLoader, () => ({ queries: [] }));
}

/** `/account/tickets/new?category=&contractCode=`: links from the FAQ, contacts and sign-in preselect the topic. */
export default function TicketNew() {
  return <TicketNewForm />;
}
