import {
  TICKET_CATEGORY_TITLES,
  TICKET_STATUS_TITLES,
  type TicketCategoryCode,
  TicketCategorySchema,
  type TicketStatusCode,
  type TicketsSort,
  TicketsSortSchema,
} from "../../../../contract/lk-tickets.ts";
import type { Tone } from "../../../ui/badge";

/** The colour of a status badge: the word carries the meaning, the colour only helps. */
export const TICKET_STATUS_TONES: Record<TicketStatusCode, Tone> = {
  new: "info",
  in_progress: "info",
  waiting_client: "warning",
  done: "success",
  closed: "neutral",
};

/** The orders of `tickets/list/` (`sort`), as the «Порядок» select names them. */
export const TICKETS_SORTS: Readonly<Record<TicketsSort, string>> = {
  created: "Сначала новые",
  lastMessage: "По последнему сообщению",
  status: "По статусу",
};

/** A plain visit's order: the address names none. */
export const DEFAULT_TICKETS_SORT: TicketsSort = "created";

export function readTicketsSort(value: string | null): TicketsSort {
  return TicketsSortSchema.catch(DEFAULT_TICKETS_SORT).parse(value);
}

/** The options before the API's lists have come (the contract's own titles): the filters work at once. */
export const DEFAULT_TICKET_STATUSES = Object.entries(TICKET_STATUS_TITLES).map(([code, title]) => ({ code, title }));
export const DEFAULT_TICKET_CATEGORIES = Object.entries(TICKET_CATEGORY_TITLES).map(([code, title]) => ({
  code,
  title,
}));

/** `?category=` of a link such as the FAQ's «Написать обращение»: a known category, or none. */
export function readTicketCategory(value: string | null): TicketCategoryCode | null {
  const parsed = TicketCategorySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
