import {
  type RequisitesResponse,
  RequisitesResponseSchema,
  type RequisitesUpdateRequest,
  type StaffResponse,
  StaffResponseSchema,
} from "../../../../contract/lk-settings.ts";
import { api } from "../../../store/api";
import { schemaMismatch } from "../lk/schema-mismatch";

/** Settings: `settings/staff/`, `settings/requisites/` GET and POST (profiles are in account-api.ts). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    staff: build.query<StaffResponse, void>({
      query: () => "apilk/settings/staff/",
      responseSchema: StaffResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
    companyRequisites: build.query<RequisitesResponse, void>({
      query: () => "apilk/settings/requisites/",
      responseSchema: RequisitesResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account", { type: "Account", id: "REQUISITES" }],
    }),
    /** Saves the requisites; the answer replaces the cached ones. */
    saveCompanyRequisites: build.mutation<RequisitesResponse, RequisitesUpdateRequest>({
      query: (body) => ({ url: "apilk/settings/requisites/", method: "POST", body }),
      responseSchema: RequisitesResponseSchema,
      catchSchemaFailure: schemaMismatch,
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
