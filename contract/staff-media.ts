import { z } from "zod";
import { MediaPictureSchema } from "./media-picture.ts";

/**
 * Pictures of the back office (issue 15), role content (admin always):
 * `POST /staff/api/media/upload/` (multipart, one `file`) → the stored image, whose JPEG URL goes into a content
 * row's `image`; the vehicle photographs under /staff/api/catalog/photos/: `GET ?vehicleId=`, `POST upload/`
 * (multipart `vehicleId` + `files[]`), `POST order/` `{vehicleId, imageIds}` (the first is the cover),
 * `POST remove/` `{vehicleId, imageId}`. Every change is audited; a photo change announces a catalogue change.
 */

/** Photographs one vehicle may have. */
export const VEHICLE_PHOTOS_MAX = 20;
/** Photographs one upload may carry (each up to 15 MB). */
export const VEHICLE_PHOTOS_PER_UPLOAD = 10;

export const STAFF_MEDIA_MESSAGES = {
  vehicleNotFound: "Автомобиль не найден",
  photoNotFound: "Фотография не найдена у этого автомобиля",
} as const;

const INT4_MAX = 2_147_483_647;

const id = (what: string, notFound: string) =>
  z.number(`Укажите ${what}`).int(`Укажите ${what}`).positive(`Укажите ${what}`).max(INT4_MAX, notFound);

const VehicleIdSchema = id("автомобиль", STAFF_MEDIA_MESSAGES.vehicleNotFound).meta({
  description: "catalog_vehicles id (the staff catalogue's vehicle id)",
});
/** The vehicle in a query or a multipart field, where it arrives as text. */
const VehicleIdTextSchema = z.coerce
  .number("Укажите автомобиль")
  .int("Укажите автомобиль")
  .positive("Укажите автомобиль")
  .max(INT4_MAX, "Автомобиль не найден");

export const StaffMediaImageSchema = z
  .object({
    id: z.number().int(),
    code: z.string().meta({ description: "The public code in /media/<code>/<width>.<ext>" }),
    width: z.number().int().meta({ description: "Width of the widest rendition, px (after EXIF rotation)" }),
    height: z.number().int(),
    url: z
      .string()
      .meta({ description: "The widest JPEG, /media/<code>/<width>.jpg: what a content row's image holds" }),
    picture: MediaPictureSchema,
  })
  .meta({ id: "StaffMediaImage" });
export type StaffMediaImage = z.infer<typeof StaffMediaImageSchema>;

export const StaffMediaUploadResponseSchema = z
  .object({ image: StaffMediaImageSchema })
  .meta({ id: "StaffMediaUploadResponse" });
export type StaffMediaUploadResponse = z.infer<typeof StaffMediaUploadResponseSchema>;

const IMAGE_RULES = "JPEG, PNG, WebP or AVIF by content, ≤ 15 MB, ≥ 200 px a side, ≤ 40 megapixels";

export const StaffMediaUploadFormSchema = z
  .object({ file: z.string().meta({ format: "binary", description: `One picture: ${IMAGE_RULES}` }) })
  .meta({ id: "StaffMediaUploadForm" });

export const StaffVehiclePhotoSchema = StaffMediaImageSchema.omit({ id: true })
  .extend({ imageId: z.number().int() })
  .meta({ id: "StaffVehiclePhoto" });
export type StaffVehiclePhoto = z.infer<typeof StaffVehiclePhotoSchema>;

export const StaffVehiclePhotosResponseSchema = z
  .object({
    vehicleId: z.number().int(),
    photos: z.array(StaffVehiclePhotoSchema).meta({ description: "In the site's order; the first is the cover" }),
    max: z
      .number()
      .int()
      .meta({ description: `At most ${VEHICLE_PHOTOS_MAX} photographs a vehicle` }),
  })
  .meta({ id: "StaffVehiclePhotos" });
export type StaffVehiclePhotosResponse = z.infer<typeof StaffVehiclePhotosResponseSchema>;

export const StaffVehiclePhotosQuerySchema = z.object({ vehicleId: VehicleIdTextSchema });

export const StaffVehiclePhotosUploadFieldsSchema = z.object({ vehicleId: VehicleIdTextSchema });

export const StaffVehiclePhotosUploadFormSchema = z
  .object({
    vehicleId: z.string().meta({ description: "The vehicle's id" }),
    "files[]": z
      .array(z.string().meta({ format: "binary" }))
      .meta({ description: `1–${VEHICLE_PHOTOS_PER_UPLOAD} pictures: ${IMAGE_RULES}` }),
  })
  .meta({ id: "StaffVehiclePhotosUploadForm" });

export const StaffVehiclePhotosOrderRequestSchema = z
  .object({
    vehicleId: VehicleIdSchema,
    imageIds: z
      .array(id("фотографию", STAFF_MEDIA_MESSAGES.photoNotFound), "Перечислите фотографии автомобиля")
      .max(VEHICLE_PHOTOS_MAX, "Перечислите каждую фотографию автомобиля один раз")
      .refine((ids) => new Set(ids).size === ids.length, "Перечислите каждую фотографию автомобиля один раз")
      .meta({ description: "Every photograph of the vehicle once, in the new order; the first becomes the cover" }),
  })
  .meta({ id: "StaffVehiclePhotosOrderRequest" });
export type StaffVehiclePhotosOrderRequest = z.infer<typeof StaffVehiclePhotosOrderRequestSchema>;

export const StaffVehiclePhotoRemoveRequestSchema = z
  .object({ vehicleId: VehicleIdSchema, imageId: id("фотографию", STAFF_MEDIA_MESSAGES.photoNotFound) })
  .meta({ id: "StaffVehiclePhotoRemoveRequest" });
export type StaffVehiclePhotoRemoveRequest = z.infer<typeof StaffVehiclePhotoRemoveRequestSchema>;
