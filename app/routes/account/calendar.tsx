import { CalendarView } from "../../features/account/calendar/calendar-view";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Календарь платежей");
}

/** `/account/calendar?month=YYYY-MM&date=YYYY-MM-DD`. */
export default function Calendar() {
  return <CalendarView />;
}
