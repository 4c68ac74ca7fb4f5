import {
  type ReschedulingCalculation,
  ReschedulingCalculationSchema,
  type ReschedulingChangeResponse,
  ReschedulingChangeResponseSchema,
  type ReschedulingChoice,
  type ReschedulingFilters,
  type ReschedulingOption,
  type ReschedulingPageResponse,
  ReschedulingPageResponseSchema,
  type ReschedulingScheduleResponse,
  ReschedulingScheduleResponseSchema,
} from "../../../../contract/lk-rescheduling.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";
import { listQueryString } from "../lk/list-params";

/** The profile's reads provide "Account" (a profile switch fetches them again) and "Rescheduling" (a save does). */
const READ_TAGS = ["Account" as const, "Rescheduling" as const];

/**
 * Rescheduling (SPEC.md §7): `rescheduling/page/` (filters JSON), `rescheduling/contracts/schedule/` (the current
 * schedule or a request's proposal), `rescheduling/change/` (an option's fields and limits) and
 * `POST rescheduling/calculate/`. The save is multipart with a progress bar, so it goes through
 * upload-with-progress.ts and invalidates "Rescheduling" and "Tickets" itself (`SAVE_INVALIDATES`).
 */
export const reschedulingApi = api.injectEndpoints({
  endpoints: (build) => ({
    reschedulingPage: build.query<ReschedulingPageResponse, { filters: ReschedulingFilters }>({
      query: ({ filters }) => `apilk/rescheduling/page/${listQueryString(filters, 1)}`,
      ...checkedBy(ReschedulingPageResponseSchema),
      providesTags: READ_TAGS,
    }),
    reschedulingSchedule: build.query<ReschedulingScheduleResponse, { contractCode: string; source: string }>({
      query: ({ contractCode, source }) =>
        `apilk/rescheduling/contracts/schedule/?${new URLSearchParams({ contractCode, source })}`,
      ...checkedBy(ReschedulingScheduleResponseSchema),
      providesTags: READ_TAGS,
    }),
    reschedulingChange: build.query<ReschedulingChangeResponse, { contractCode: string; option: ReschedulingOption }>({
      query: ({ contractCode, option }) =>
        `apilk/rescheduling/change/?${new URLSearchParams({ contractCode, option })}`,
      ...checkedBy(ReschedulingChangeResponseSchema),
      providesTags: READ_TAGS,
    }),
    reschedulingCalculate: build.mutation<ReschedulingCalculation, ReschedulingChoice>({
      query: (choice) => ({ url: "apilk/rescheduling/calculate/", method: "POST", body: choice }),
      ...checkedBy(ReschedulingCalculationSchema),
    }),
  }),
});

/** What a saved request refreshes: the page (the contract is now under review, the request listed) and the tickets. */
export const SAVE_INVALIDATES = ["Rescheduling" as const, "Tickets" as const];

export const SAVE_URL = "apilk/rescheduling/save/";

export const {
  useReschedulingPageQuery,
  useReschedulingScheduleQuery,
  useReschedulingChangeQuery,
  useReschedulingCalculateMutation,
} = reschedulingApi;
