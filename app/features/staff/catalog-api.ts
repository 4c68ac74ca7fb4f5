import {
  type StaffCatalogListResponse,
  StaffCatalogListResponseSchema,
  type StaffCatalogOptions,
  StaffCatalogOptionsSchema,
  type StaffVehicle,
  type StaffVehicleInput,
  StaffVehicleRemoveResponseSchema,
  StaffVehicleResponseSchema,
} from "../../../contract/staff-catalog.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/**
 * The catalogue's vehicles in the back office: `staff/api/catalog/list/`, `detail/?id=`, `options/`, `create/`,
 * `update/`, `sold/` and `remove/`. Read fresh on every visit: the stock changes under other editors' hands, and an
 * editor wants the catalogue's state, not a copy.
 */
export const staffCatalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `query`: the list's query string (`?filters=…&currentPage=…`, or ""), as listQueryString makes it. */
    staffVehicleList: build.query<StaffCatalogListResponse, string>({
      query: (query) => `staff/api/catalog/list/${query}`,
      ...checkedBy(StaffCatalogListResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Vehicles"],
    }),
    staffVehicle: build.query<{ vehicle: StaffVehicle }, { id: number }>({
      query: ({ id }) => `staff/api/catalog/detail/?id=${id}`,
      ...checkedBy(StaffVehicleResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { id }) => ["Vehicles", { type: "Vehicles", id }],
    }),
    staffVehicleOptions: build.query<StaffCatalogOptions, void>({
      query: () => "staff/api/catalog/options/",
      ...checkedBy(StaffCatalogOptionsSchema),
      keepUnusedDataFor: 0,
    }),
    staffVehicleCreate: build.mutation<{ vehicle: StaffVehicle }, StaffVehicleInput>({
      query: (body) => ({ url: "staff/api/catalog/create/", method: "POST", body }),
      ...checkedBy(StaffVehicleResponseSchema),
      invalidatesTags: ["Vehicles"],
    }),
    staffVehicleUpdate: build.mutation<{ vehicle: StaffVehicle }, StaffVehicleInput & { id: number }>({
      query: (body) => ({ url: "staff/api/catalog/update/", method: "POST", body }),
      ...checkedBy(StaffVehicleResponseSchema),
      invalidatesTags: ["Vehicles"],
    }),
    staffVehicleSold: build.mutation<{ vehicle: StaffVehicle }, { id: number; sold: boolean }>({
      query: (body) => ({ url: "staff/api/catalog/sold/", method: "POST", body }),
      ...checkedBy(StaffVehicleResponseSchema),
      invalidatesTags: ["Vehicles"],
    }),
    staffVehicleRemove: build.mutation<{ removed: true; message: string }, { id: number }>({
      query: (body) => ({ url: "staff/api/catalog/remove/", method: "POST", body }),
      ...checkedBy(StaffVehicleRemoveResponseSchema),
      invalidatesTags: ["Vehicles"],
    }),
  }),
});

export const {
  useStaffVehicleListQuery,
  useStaffVehicleQuery,
  useStaffVehicleOptionsQuery,
  useStaffVehicleCreateMutation,
  useStaffVehicleUpdateMutation,
  useStaffVehicleSoldMutation,
  useStaffVehicleRemoveMutation,
} = staffCatalogApi;
