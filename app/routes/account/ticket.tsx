import { accountMeta } from "../../features/account/lk/account-meta";
import { TicketView } from "../../features/account/tickets/ticket-view";
import type { Route } from "./+types/ticket";

export function meta() {
  return accountMeta("Обращение");
}

/** `/account/tickets/:code`: the ticket's thread, the reply form and «Вопрос решён». */
export default function Ticket({ params }: Route.ComponentProps) {
  return <TicketView key={params.code} code={params.code} />;
}
