import {
  type StaffMediaUploadResponse,
  StaffMediaUploadResponseSchema,
  type StaffVehiclePhotosResponse,
  StaffVehiclePhotosResponseSchema,
} from "../../../contract/staff-media.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/**
 * The back office's pictures: `staff/api/media/upload/` (one picture for a content row) and a vehicle's photographs
 * under `staff/api/catalog/photos/`. Each photo change answers the whole new list, which replaces the cached one.
 */

/** The server renders every picture in three formats and widths: a batch of ten large photographs takes a while. */
const UPLOAD_TIMEOUT_MS = 300_000;

const photosTag = (vehicleId: number) => [{ type: "Vehicles" as const, id: `photos-${vehicleId}` }];

export const staffMediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffMediaUpload: build.mutation<StaffMediaUploadResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append("file", file, file.name);
        return { url: "staff/api/media/upload/", method: "POST", body, timeout: UPLOAD_TIMEOUT_MS };
      },
      ...checkedBy(StaffMediaUploadResponseSchema),
    }),
    staffVehiclePhotos: build.query<StaffVehiclePhotosResponse, { vehicleId: number }>({
      query: ({ vehicleId }) => `staff/api/catalog/photos/?vehicleId=${vehicleId}`,
      ...checkedBy(StaffVehiclePhotosResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { vehicleId }) => photosTag(vehicleId),
    }),
    staffVehiclePhotosUpload: build.mutation<StaffVehiclePhotosResponse, { vehicleId: number; files: File[] }>({
      query: ({ vehicleId, files }) => {
        const body = new FormData();
        body.set("vehicleId", String(vehicleId));
        for (const file of files) body.append("files[]", file, file.name);
        return { url: "staff/api/catalog/photos/upload/", method: "POST", body, timeout: UPLOAD_TIMEOUT_MS };
      },
      ...checkedBy(StaffVehiclePhotosResponseSchema),
      invalidatesTags: (_result, _error, { vehicleId }) => photosTag(vehicleId),
    }),
    staffVehiclePhotosOrder: build.mutation<StaffVehiclePhotosResponse, { vehicleId: number; imageIds: number[] }>({
      query: (body) => ({ url: "staff/api/catalog/photos/order/", method: "POST", body }),
      ...checkedBy(StaffVehiclePhotosResponseSchema),
      invalidatesTags: (_result, _error, { vehicleId }) => photosTag(vehicleId),
    }),
    staffVehiclePhotoRemove: build.mutation<StaffVehiclePhotosResponse, { vehicleId: number; imageId: number }>({
      query: (body) => ({ url: "staff/api/catalog/photos/remove/", method: "POST", body }),
      ...checkedBy(StaffVehiclePhotosResponseSchema),
      invalidatesTags: (_result, _error, { vehicleId }) => photosTag(vehicleId),
    }),
  }),
});

export const {
  useStaffMediaUploadMutation,
  useStaffVehiclePhotosQuery,
  useStaffVehiclePhotosUploadMutation,
  useStaffVehiclePhotosOrderMutation,
  useStaffVehiclePhotoRemoveMutation,
} = staffMediaApi;
