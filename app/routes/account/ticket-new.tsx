import { accountMeta } from "../../features/account/lk/account-meta";
import { TicketNewForm } from "../../features/account/tickets/ticket-new-form";

export function meta() {
  return accountMeta("Новое обращение");
}

/** `/account/tickets/new?category=&contractCode=`: links from the FAQ, contacts and sign-in preselect the topic. */
export default function TicketNew() {
  return <TicketNewForm />;
}
