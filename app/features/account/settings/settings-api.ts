import {
  type RequisitesResponse,
  RequisitesResponseSchema,
  type RequisitesUpdateRequest,
  type StaffResponse,
  StaffResponseSchema,
} from "../../../../contract/lk-settings.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";
import { profileGet } from "../lk/checked-response";

/** Settings: `settings/staff/`, `settings/requisites/` GET and POST (profiles are in account-api.ts). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    staff: build.query<StaffResponse, void>(profileGet("apilk/settings/staff/", StaffResponseSchema, "STAFF")),
    companyRequisites: build.query<RequisitesResponse, void>(
      profileGet("apilk/settings/requisites/", RequisitesResponseSchema, "REQUISITES"),
    ),
    /** Saves the requisites; the answer replaces the cached ones. */
    saveCompanyRequisites: build.mutation<RequisitesResponse, RequisitesUpdateRequest>({
      query: (body) => ({ url: "apilk/settings/requisites/", method: "POST", body }),
      ...checkedBy(RequisitesResponseSchema),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData("companyRequisites", undefined, data));
        } catch {
          // The form shows the error.
        }
      },
    }),
  }),
});

export const { useStaffQuery, useCompanyRequisitesQuery, useSaveCompanyRequisitesMutation } = settingsApi;
