import {
  type CalendarDetailResponse,
  CalendarDetailResponseSchema,
  type CalendarListResponse,
  CalendarListResponseSchema,
} from "../../../../contract/lk-calendar.ts";
import { api } from "../../../store/api";
import { schemaMismatch } from "../lk/schema-mismatch";

/** Calendar: `accounting/calendar/list/?month=` (the days of a month) and `accounting/calendar/detail/?date=`. */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarList: build.query<CalendarListResponse, { month?: string }>({
      query: ({ month }) => `apilk/accounting/calendar/list/${month ? `?month=${month}` : ""}`,
      responseSchema: CalendarListResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
    calendarDetail: build.query<CalendarDetailResponse, { date: string }>({
      query: ({ date }) => `apilk/accounting/calendar/detail/?date=${date}`,
      responseSchema: CalendarDetailResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
  }),
});

export const { useCalendarListQuery, useCalendarDetailQuery } = calendarApi;
