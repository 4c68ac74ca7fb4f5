import type { CalendarListResponse } from "../../../contract/lk-calendar.ts";
import { calendarApi } from "../../features/account/calendar/calendar-api";
import { CalendarView, calendarDetailDate, calendarSearch } from "../../features/account/calendar/calendar-view";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/calendar";

export function meta() {
  return accountMeta("Календарь платежей");
}

const monthQuery = (month: string | undefined) =>
  plannedQuery(calendarApi.endpoints.calendarList, { month }, "contracts");
const dayQuery = (date: string) => plannedQuery(calendarApi.endpoints.calendarDetail, { date }, "contracts");

/**
 * The month's grid, then the detail of the day the screen shows — which the month's answer decides when the address
 * names no day (calendar-view.tsx).
 */
export async function loader(args: Route.LoaderArgs) {
  const { month, date } = calendarSearch(new URL(args.request.url).searchParams);
  const grid = await loadAccountQueries(args, [monthQuery(month)]);
  const shown = grid[0] ? calendarDetailDate(grid[0].value as CalendarListResponse, date) : null;
  return { queries: [...grid, ...(shown ? await loadAccountQueries(args, [dayQuery(shown)]) : [])] };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { month, date } = calendarSearch(new URL(request.url).searchParams);
  return loadOnClient([monthQuery(month), ...(date ? [dayQuery(date)] : [])], serverLoader, () => ({ queries: [] }));
}

/** `/account/calendar?month=YYYY-MM&date=YYYY-MM-DD`. */
export default function Calendar() {
  return <CalendarView />;
}
