/**
 * The public addresses of stored pictures (seam 2 of issue 15), for server code. The functions are pure and are
 * defined in the contract, because the UI must build the same addresses from a content row's stored URL
 * (`pictureFromUrl`) and app/ may not import server/ at run time; one definition keeps both sides in step.
 */
// biome-ignore lint/performance/noBarrelFile: the server's one import path for media addresses; a copy would drift.
export {
  type MediaFormat,
  type MediaPictureSources,
  mediaPicture,
  mediaUrl,
  mediaWidths,
  parseMediaUrl,
  pictureFromUrl,
} from "../../../contract/media.ts";
export type { MediaPicture } from "../../../contract/media-picture.ts";
