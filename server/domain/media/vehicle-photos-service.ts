import { and, asc, count, eq } from "drizzle-orm";
import {
  STAFF_MEDIA_MESSAGES,
  type StaffVehiclePhotosResponse,
  VEHICLE_PHOTOS_MAX,
} from "../../../contract/staff-media.ts";
import type { Db } from "../../db/client.ts";
import { catalogVehiclePhotos, catalogVehicles } from "../../db/schema/catalog.ts";
import { mediaImages } from "../../db/schema/media.ts";
import type { IncomingFile } from "../../infra/uploads.ts";
import { notifyCatalogChanged } from "../catalog/catalog-changes.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import { type Ingest, type MediaResult, toStaffImage } from "./media-image.ts";

/**
 * A vehicle's photographs (issue 15, seam 4): uploaded through the image pipeline, ordered by `position` (0 is the
 * cover the catalogue card shows). Each change runs in one transaction with its audit entry and the catalogue's
 * change announcement, so every instance rebuilds its index from the committed order.
 */

const FILES_FIELD = "files[]";

type Tx = Db;

const notFound = (message: string) => ({ ok: false as const, reason: "not_found" as const, message });

/** The vehicle's photographs in order: image ids and codes, with the rows' renditions. */
async function photosOf(db: Tx, vehicleId: number) {
  return db
    .select({
      id: mediaImages.id,
      code: mediaImages.code,
      width: mediaImages.width,
      height: mediaImages.height,
      variants: mediaImages.variants,
    })
    .from(catalogVehiclePhotos)
    .innerJoin(mediaImages, eq(mediaImages.id, catalogVehiclePhotos.imageId))
    .where(eq(catalogVehiclePhotos.vehicleId, vehicleId))
    .orderBy(asc(catalogVehiclePhotos.position), asc(catalogVehiclePhotos.imageId));
}

/**
 * Locks the vehicle's row for the rest of the transaction, so two editors changing its photographs at once take
 * turns (the 20-photo limit and the order stay whole); false when there is no such vehicle.
 */
async function lockVehicle(tx: Tx, vehicleId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: catalogVehicles.id })
    .from(catalogVehicles)
    .where(eq(catalogVehicles.id, vehicleId))
    .for("update");
  return rows.length > 0;
}

async function vehicleExists(db: Db, vehicleId: number): Promise<boolean> {
  const rows = await db
    .select({ id: catalogVehicles.id })
    .from(catalogVehicles)
    .where(eq(catalogVehicles.id, vehicleId));
  return rows.length > 0;
}

type PhotoRow = Awaited<ReturnType<typeof photosOf>>[number];

function answer(vehicleId: number, photos: PhotoRow[]): StaffVehiclePhotosResponse {
  return {
    vehicleId,
    photos: photos.map((p) => {
      const { id, ...image } = toStaffImage(p);
      return { imageId: id, ...image };
    }),
    max: VEHICLE_PHOTOS_MAX,
  };
}

/** The order as the audit log keeps it: the images' public codes, cover first. */
const codes = (photos: PhotoRow[]) => ({ photos: photos.map((p) => p.code) });

async function writeOrder(tx: Tx, vehicleId: number, imageIds: number[]): Promise<void> {
  for (const [position, imageId] of imageIds.entries()) {
    await tx
      .update(catalogVehiclePhotos)
      .set({ position })
      .where(and(eq(catalogVehiclePhotos.vehicleId, vehicleId), eq(catalogVehiclePhotos.imageId, imageId)));
  }
}

export function createVehiclePhotos(deps: { db: Db; ingest: Ingest; forget: (keys: string[]) => Promise<unknown> }) {
  const { db, ingest, forget } = deps;

  /** One change: locks the vehicle, runs `change`, announces it, audits before and after, answers the new list. */
  async function change(
    actor: StaffActor,
    vehicleId: number,
    action: string,
    tx: Tx,
    run: (before: PhotoRow[]) => Promise<MediaResult<null>>,
  ): Promise<MediaResult<StaffVehiclePhotosResponse>> {
    if (!(await lockVehicle(tx, vehicleId))) return notFound(STAFF_MEDIA_MESSAGES.vehicleNotFound);
    const before = await photosOf(tx, vehicleId);
    const done = await run(before);
    if (!done.ok) return done;
    const after = await photosOf(tx, vehicleId);
    // The order the vehicle already has is no change: nothing to announce or to audit.
    if (after.map((p) => p.id).join() === before.map((p) => p.id).join()) {
      return { ok: true, value: answer(vehicleId, after) };
    }
    await notifyCatalogChanged(tx);
    await recordAudit(tx, actor, {
      action,
      objectType: "vehicle",
      objectId: String(vehicleId),
      before: codes(before),
      after: codes(after),
    });
    return { ok: true, value: answer(vehicleId, after) };
  }

  return {
    async list(vehicleId: number): Promise<StaffVehiclePhotosResponse | null> {
      if (!(await vehicleExists(db, vehicleId))) return null;
      return answer(vehicleId, await photosOf(db, vehicleId));
    },

    /** Adds pictures after the existing ones (the first of a vehicle without photographs becomes its cover). */
    async upload(
      actor: StaffActor,
      vehicleId: number,
      uploads: IncomingFile[],
    ): Promise<MediaResult<StaffVehiclePhotosResponse>> {
      // Checked before the pictures are rendered, so a wrong vehicle or a full gallery costs no image work; checked
      // again under the lock, where it counts.
      if (!(await vehicleExists(db, vehicleId))) return notFound(STAFF_MEDIA_MESSAGES.vehicleNotFound);
      const tooMany = (present: number) => {
        const left = VEHICLE_PHOTOS_MAX - present;
        const message =
          left > 0
            ? `У автомобиля может быть не больше ${VEHICLE_PHOTOS_MAX} фотографий: сейчас ${present}, добавьте не больше ${left}`
            : `У автомобиля уже ${present} фотографий — больше нельзя: уберите лишние, чтобы добавить новые`;
        return { ok: false as const, reason: "invalid" as const, errors: [{ field: FILES_FIELD, message }] };
      };
      const [{ present = 0 } = {}] = await db
        .select({ present: count() })
        .from(catalogVehiclePhotos)
        .where(eq(catalogVehiclePhotos.vehicleId, vehicleId));
      if (present + uploads.length > VEHICLE_PHOTOS_MAX) return tooMany(present);

      return ingest(actor, uploads, FILES_FIELD, (tx, rows) =>
        change(actor, vehicleId, "vehicle.photos_upload", tx, async (before) => {
          if (before.length + rows.length > VEHICLE_PHOTOS_MAX) return tooMany(before.length);
          await tx
            .insert(catalogVehiclePhotos)
            .values(rows.map((row, i) => ({ vehicleId, imageId: row.id, position: before.length + i })));
          return { ok: true, value: null };
        }),
      );
    },

    /** The new order of every photograph, each once; the first becomes the cover. */
    async order(
      actor: StaffActor,
      vehicleId: number,
      imageIds: number[],
    ): Promise<MediaResult<StaffVehiclePhotosResponse>> {
      return db.transaction(async (tx) =>
        change(actor, vehicleId, "vehicle.photos_order", tx, async (before) => {
          const present = new Set(before.map((p) => p.id));
          if (imageIds.some((id) => !present.has(id))) return notFound(STAFF_MEDIA_MESSAGES.photoNotFound);
          if (imageIds.length !== before.length) {
            return {
              ok: false,
              reason: "invalid",
              errors: [
                {
                  field: "imageIds",
                  message: `Перечислите все фотографии автомобиля (${before.length}), каждую один раз`,
                },
              ],
            };
          }
          await writeOrder(tx, vehicleId, imageIds);
          return { ok: true, value: null };
        }),
      );
    },

    /** Removes one photograph: its row, its picture and (after the commit) its files; the rest close ranks. */
    async remove(
      actor: StaffActor,
      vehicleId: number,
      imageId: number,
    ): Promise<MediaResult<StaffVehiclePhotosResponse>> {
      let keys: string[] = [];
      const result = await db.transaction(async (tx) =>
        change(actor, vehicleId, "vehicle.photo_remove", tx, async (before) => {
          const photo = before.find((p) => p.id === imageId);
          if (!photo) return notFound(STAFF_MEDIA_MESSAGES.photoNotFound);
          // The picture was uploaded for this vehicle and nothing else points at it: it goes with the photograph.
          await tx.delete(mediaImages).where(eq(mediaImages.id, imageId));
          keys = photo.variants.map((v) => v.key);
          await writeOrder(
            tx,
            vehicleId,
            before.filter((p) => p.id !== imageId).map((p) => p.id),
          );
          return { ok: true, value: null };
        }),
      );
      if (result.ok) await forget(keys);
      return result;
    },
  };
}
