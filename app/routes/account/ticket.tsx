import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { TicketView } from "../../features/account/tickets/ticket-view";
import { ticketsApi } from "../../features/account/tickets/tickets-api";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/ticket";

export function meta() {
  return accountMeta("Обращение");
}

const ticketQueries = (code: string) => [plannedQuery(ticketsApi.endpoints.ticketDetail, { code }, "tickets")];

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, ticketQueries(args.params.code)) };
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(ticketQueries(params.code), serverLoader, () => ({ queries: [] }));
}

/** `/account/tickets/:code`: the ticket's thread, the reply form and «Вопрос решён». */
export default function Ticket({ params }: Route.ComponentProps) {
  return <TicketView key={params.code} code={params.code} />;
}
