import {
  type CalendarDetailResponse,
  CalendarDetailResponseSchema,
  type CalendarListResponse,
  CalendarListResponseSchema,
} from "../../../../contract/lk-calendar.ts";
import { api } from "../../../store/api";
import { profileRead } from "../lk/checked-response";

/** Calendar: `accounting/calendar/list/?month=` (the days of a month) and `accounting/calendar/detail/?date=`. */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarList: build.query<CalendarListResponse, { month?: string }>({
      query: ({ month }) => `apilk/accounting/calendar/list/${month ? `?month=${month}` : ""}`,
      ...profileRead(CalendarListResponseSchema),
    }),
    calendarDetail: build.query<CalendarDetailResponse, { date: string }>({
      query: ({ date }) => `apilk/accounting/calendar/detail/?date=${date}`,
      ...profileRead(CalendarDetailResponseSchema),
    }),
  }),
});

export const { useCalendarListQuery, useCalendarDetailQuery } = calendarApi;
