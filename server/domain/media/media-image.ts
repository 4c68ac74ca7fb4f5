import type { StaffMediaImage } from "../../../contract/staff-media.ts";
import type { Db } from "../../db/client.ts";
import type { mediaImages } from "../../db/schema/media.ts";
import type { IncomingFile } from "../../infra/uploads.ts";
import type { StaffActor } from "../staff/staff-service.ts";
import { mediaPicture, mediaUrl } from "./media-urls.ts";

/** What the media services share: their results, the stored row as the back office sees it, the ingest step. */

/** A refusal of bad input, by field, in Russian; nothing was stored. */
export interface FieldError {
  field: string;
  message: string;
}

export type MediaResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "invalid"; errors: FieldError[] }
  | { ok: false; reason: "not_found"; message: string };

/** A media_images row as the services read it. */
export type MediaImageRow = typeof mediaImages.$inferSelect;

/** The row as the back office sees it: the widest JPEG's URL (a content row's `image`) and the `<picture>`. */
export function toStaffImage(
  row: Pick<MediaImageRow, "id" | "code" | "width" | "height" | "variants">,
): StaffMediaImage {
  const jpegWidths = row.variants.filter((v) => v.format === "jpeg").map((v) => v.width);
  return {
    id: row.id,
    code: row.code,
    width: row.width,
    height: row.height,
    url: mediaUrl(row.code, Math.max(...jpegWidths), "jpeg"),
    picture: mediaPicture(row),
  };
}

/** The pipeline of media-service.ts for a batch, as the vehicle photographs call it. */
export type Ingest = <T>(
  actor: StaffActor,
  uploads: IncomingFile[],
  field: string,
  save: (tx: Db, rows: MediaImageRow[]) => Promise<MediaResult<T>>,
) => Promise<MediaResult<T>>;
