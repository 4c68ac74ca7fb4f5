import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  STAFF_MEDIA_MESSAGES,
  StaffMediaUploadFormSchema,
  StaffMediaUploadResponseSchema,
  StaffVehiclePhotoRemoveRequestSchema,
  StaffVehiclePhotosOrderRequestSchema,
  StaffVehiclePhotosQuerySchema,
  StaffVehiclePhotosResponseSchema,
  StaffVehiclePhotosUploadFieldsSchema,
  StaffVehiclePhotosUploadFormSchema,
  VEHICLE_PHOTOS_MAX,
  VEHICLE_PHOTOS_PER_UPLOAD,
} from "../../contract/staff-media.ts";
import { MAX_IMAGE_BYTES } from "../domain/media/image-pipeline.ts";
import type { MediaResult } from "../domain/media/media-image.ts";
import type { ApiEnv } from "./api-env.ts";
import { responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readUploadForm, UPLOADS_PER_SESSION, type UploadLimits, uploadBodyLimit } from "./upload-form.ts";
import { parseRequest, readJson, readQuery } from "./validate.ts";

/** Pictures are the content editor's (news covers, offers, the catalogue's photographs); admin always. */
const editor = requireStaff("content");

/** One picture in the field `file`, nothing else. */
export const MEDIA_UPLOAD: UploadLimits = {
  maxFiles: 1,
  maxFileSize: MAX_IMAGE_BYTES,
  maxFields: 1,
  maxFieldSize: 64,
  fileField: "file",
};

/** Up to 10 photographs in `files[]` and the vehicle's id. */
export const PHOTOS_UPLOAD: UploadLimits = {
  maxFiles: VEHICLE_PHOTOS_PER_UPLOAD,
  maxFileSize: MAX_IMAGE_BYTES,
  maxFields: 2,
  maxFieldSize: 64,
};

/** A media change's answer: the value, 400 naming each refused picture (nothing stored), or 404. */
function answered<T>(c: Context<ApiEnv>, result: MediaResult<T>, send: (value: T) => Response): Response {
  if (result.ok) return send(result.value);
  if (result.reason === "not_found") staffNotFound(result.message);
  const detail =
    result.errors.length === 1
      ? `${result.errors[0]?.message}. Ничего не загружено.`
      : `Файлы не приняты, ничего не загружено: ${result.errors.map((e) => e.message).join("; ")}`;
  return problem(c, 400, detail, result.errors);
}

/** /staff/api/media: one picture for a content row. */
export const staffMediaApi = new Hono<ApiEnv>({ strict: false }).post("/upload", editor, async (c) => {
  const { files } = await readUploadForm(c, MEDIA_UPLOAD);
  const [file] = files;
  if (!file)
    return problem(c, 400, "Выберите файл изображения", [{ field: "file", message: "Выберите файл изображения" }]);
  const result = await c.var.services.media.upload(c.var.staff, file, "file");
  return answered(c, result, (image) => staffJson(c, StaffMediaUploadResponseSchema, { image }, 201));
});

/** /staff/api/catalog/photos: a vehicle's photographs. */
export const staffVehiclePhotosApi = new Hono<ApiEnv>({ strict: false })
  .use(editor)
  .get("/", async (c) => {
    const { vehicleId } = readQuery(c, StaffVehiclePhotosQuerySchema);
    const photos = await c.var.services.media.photos.list(vehicleId);
    if (!photos) staffNotFound(STAFF_MEDIA_MESSAGES.vehicleNotFound);
    return staffJson(c, StaffVehiclePhotosResponseSchema, photos);
  })
  .post("/upload", async (c) => {
    const { fields, files } = await readUploadForm(c, PHOTOS_UPLOAD);
    const { vehicleId } = parseRequest(StaffVehiclePhotosUploadFieldsSchema, Object.fromEntries(fields));
    const result = await c.var.services.media.photos.upload(c.var.staff, vehicleId, files);
    return answered(c, result, (photos) => staffJson(c, StaffVehiclePhotosResponseSchema, photos));
  })
  .post("/order", async (c) => {
    const { vehicleId, imageIds } = await readJson(c, StaffVehiclePhotosOrderRequestSchema);
    const result = await c.var.services.media.photos.order(c.var.staff, vehicleId, imageIds);
    return answered(c, result, (photos) => staffJson(c, StaffVehiclePhotosResponseSchema, photos));
  })
  .post("/remove", async (c) => {
    const { vehicleId, imageId } = await readJson(c, StaffVehiclePhotoRemoveRequestSchema);
    const result = await c.var.services.media.photos.remove(c.var.staff, vehicleId, imageId);
    return answered(c, result, (photos) => staffJson(c, StaffVehiclePhotosResponseSchema, photos));
  });

const TAGS = ["Staff"];
const ROLES = "Role content (admin always); a client gets 404, another role 403";
const PIPELINE =
  "Each picture's type is read from its bytes (JPEG, PNG, WebP or AVIF; anything else, HEIC included, is refused), ≤ 15 MB, ≥ 200 px a side, ≤ 40 megapixels; it is turned upright by its EXIF orientation and re-encoded without any metadata (no EXIF, no GPS) as AVIF, WebP and JPEG at 320, 640 and 1280 px wide (none wider than the original), served at /media/<code>/<width>.<avif|webp|jpg>. When any picture is refused, nothing is stored (400 names «Файл «…»» for each)";
const LIMITS = (limits: UploadLimits) =>
  `The body is streamed and refused at the first limit crossed (413 over ${uploadBodyLimit(limits)} bytes); ${UPLOADS_PER_SESSION.limit} uploads per session in ${UPLOADS_PER_SESSION.windowMs / 60_000} minutes (429 with Retry-After)`;

export const staffMediaPaths: ZodOpenApiPathsObject = {
  "/staff/api/media/upload/": {
    post: {
      summary: `Uploads one picture for a content row (needs X-CSRF-Token): multipart \`file\`. ${PIPELINE}. The answer's url (the widest JPEG) is what a news, publication or offer image holds. Audited as media.upload. ${LIMITS(MEDIA_UPLOAD)}.`,
      description: ROLES,
      tags: TAGS,
      requestBody: { content: { "multipart/form-data": { schema: StaffMediaUploadFormSchema } } },
      responses: responses(StaffMediaUploadResponseSchema, [400, 401, 403, 404, 413, 415, 429], 201),
    },
  },
  "/staff/api/catalog/photos/": {
    get: staffGetOperation({
      summary:
        "A vehicle's photographs in the site's order (the first is the catalogue's cover); 404 for no such vehicle",
      description: ROLES,
      tags: TAGS,
      query: StaffVehiclePhotosQuerySchema,
      ok: StaffVehiclePhotosResponseSchema,
    }),
  },
  "/staff/api/catalog/photos/upload/": {
    post: {
      summary: `Adds photographs to a vehicle after the ones it has (needs X-CSRF-Token): multipart vehicleId and files[] — 1–${VEHICLE_PHOTOS_PER_UPLOAD} pictures, at most ${VEHICLE_PHOTOS_MAX} a vehicle (400 beyond). ${PIPELINE}. The catalogue on every instance shows them at once; audited as vehicle.photos_upload. ${LIMITS(PHOTOS_UPLOAD)}.`,
      description: ROLES,
      tags: TAGS,
      requestBody: { content: { "multipart/form-data": { schema: StaffVehiclePhotosUploadFormSchema } } },
      responses: responses(StaffVehiclePhotosResponseSchema, [400, 401, 403, 404, 413, 415, 429]),
    },
  },
  "/staff/api/catalog/photos/order/": {
    post: staffPostOperation({
      summary:
        "Sets the order of a vehicle's photographs (needs X-CSRF-Token): imageIds lists every photograph once, the first becomes the cover (400 when one is missing or repeated, 404 when one is not this vehicle's). Audited as vehicle.photos_order",
      description: ROLES,
      tags: TAGS,
      body: StaffVehiclePhotosOrderRequestSchema,
      ok: StaffVehiclePhotosResponseSchema,
    }),
  },
  "/staff/api/catalog/photos/remove/": {
    post: staffPostOperation({
      summary:
        "Removes one photograph of a vehicle with its stored files (needs X-CSRF-Token); the next one becomes the cover when the cover goes. 404 when it is not this vehicle's. Audited as vehicle.photo_remove",
      description: ROLES,
      tags: TAGS,
      body: StaffVehiclePhotoRemoveRequestSchema,
      ok: StaffVehiclePhotosResponseSchema,
    }),
  },
};
