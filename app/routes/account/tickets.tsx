import { accountMeta } from "../../features/account/lk/account-meta";
import { TicketsList } from "../../features/account/tickets/tickets-list";

export function meta() {
  return accountMeta("Обращения");
}

/** `/account/tickets?status=&category=&dateFrom=&dateTo=&contractCode=&search=&sort=&currentPage=`. */
export default function Tickets() {
  return <TicketsList />;
}
