import { MEDIA_MIME } from "../../../contract/media.ts";
import type { StaffMediaImage } from "../../../contract/staff-media.ts";
import type { Db } from "../../db/client.ts";
import { mediaImages } from "../../db/schema/media.ts";
import type { FileStore } from "../../infra/file-store.ts";
import type { Logger } from "../../infra/logger.ts";
import { displayFileName, type IncomingFile } from "../../infra/uploads.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import { mediaKey, type RenderedImage, renderImage, type StoredImage, storeRenditions } from "./image-pipeline.ts";
import { type Ingest, type MediaImageRow, type MediaResult, toStaffImage } from "./media-image.ts";
import { parseMediaUrl } from "./media-urls.ts";
import { createVehiclePhotos } from "./vehicle-photos-service.ts";

/** Thrown inside an ingest transaction to undo it and answer the refusal instead. */
class Refused extends Error {
  readonly result: Exclude<MediaResult<never>, { ok: true }>;
  constructor(result: Exclude<MediaResult<never>, { ok: true }>) {
    super("refused");
    this.result = result;
  }
}

/**
 * Back office pictures: the pipeline from uploaded bytes to stored renditions and their rows, the public files
 * under /media/, and the vehicles' photographs.
 */
export function createMediaService(deps: { db: Db; files: FileStore; logger: Logger }) {
  const { db, files, logger } = deps;

  /** Removes stored files after their rows are gone; a failure leaves orphans to log, never a failed request. */
  const forget = (keys: string[]) =>
    files.remove(keys).catch((error: unknown) => logger.error({ err: error, keys }, "media files not removed"));

  /**
   * The whole pipeline for a batch: every picture is checked and rendered first (one refusal refuses the batch,
   * nothing stored), then the renditions are written, then one transaction inserts the media_images rows and runs
   * `save` (the audit entry, a vehicle's photo rows). When any step fails, every file written is removed.
   */
  const ingest: Ingest = async (actor, uploads, field, save) => {
    if (uploads.length === 0) return { ok: false, reason: "invalid", errors: [{ field, message: "Выберите файл" }] };
    const rendered = await Promise.all(uploads.map(renderImage));
    const errors = rendered.flatMap((r) => (r.ok ? [] : [{ field, message: r.message }]));
    if (errors.length > 0) return { ok: false, reason: "invalid", errors };
    const images = rendered.map((r) => (r as { ok: true; image: RenderedImage }).image);

    const stored: StoredImage[] = [];
    try {
      for (const image of images) stored.push(await storeRenditions(files, image));
      return await db.transaction(async (tx) => {
        const rows = await tx
          .insert(mediaImages)
          .values(stored.map((s) => ({ ...s, uploadedBy: actor.id })))
          .returning();
        const result = await save(tx, rows);
        if (!result.ok) throw new Refused(result);
        return result;
      });
    } catch (error) {
      await files.remove(stored.flatMap((s) => s.variants.map((v) => v.key)));
      if (error instanceof Refused) return error.result;
      throw error;
    }
  };

  return {
    /** One picture for a content row (a news cover, an offer's image, a partner's logo); audited as media.upload. */
    upload(actor: StaffActor, file: IncomingFile, field: string): Promise<MediaResult<StaffMediaImage>> {
      return ingest(actor, [file], field, async (tx, rows) => {
        const image = toStaffImage(rows[0] as MediaImageRow);
        await recordAudit(tx, actor, {
          action: "media.upload",
          objectType: "media",
          objectId: image.code,
          before: null,
          after: { name: displayFileName(file.name), url: image.url, width: image.width, height: image.height },
        });
        return { ok: true, value: image };
      });
    },

    /** A public rendition's bytes by its address, or null; the address maps onto one key, nothing else is reachable. */
    async file(path: string): Promise<{ bytes: Uint8Array; mime: string } | null> {
      const parsed = parseMediaUrl(path);
      if (!parsed) return null;
      const bytes = await files.get(mediaKey(parsed.code, parsed.width, parsed.format));
      return bytes ? { bytes, mime: MEDIA_MIME[parsed.format] } : null;
    },

    photos: createVehiclePhotos({ db, ingest, forget }),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
