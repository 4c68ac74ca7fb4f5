import type { MediaPicture } from "./media-picture.ts";

/**
 * Pictures uploaded by the back office (issue 15): every rendition is public at `/media/<code>/<width>.<ext>`
 * (`ext` avif | webp | jpg) and never changes, so it is cached for a year. The functions here are pure, so the
 * server (DTOs) and the UI (a content row's stored URL) build the same addresses. No zod here: pages import these
 * functions, and the picture's schema (media-picture.ts) would bring all of zod into their scripts.
 */

/** The widths the pipeline renders; only those not above the original, or the original width when it is narrower. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;

export const MEDIA_FORMATS = ["avif", "webp", "jpeg"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_MIME: Record<MediaFormat, "image/avif" | "image/webp" | "image/jpeg"> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** The file extension of a format in the public address. */
export const MEDIA_EXT: Record<MediaFormat, "avif" | "webp" | "jpg"> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** The width of the JPEG a plain `<img>` gets: enough for a card or a column on a laptop. */
const FALLBACK_WIDTH = 640;

/** What a picture needs to be shown when only its stored URL is known: no intrinsic size. */
export type MediaPictureSources = Pick<MediaPicture, "src" | "sources"> &
  Partial<Pick<MediaPicture, "width" | "height">>;

/** The public address of one rendition. */
export function mediaUrl(code: string, width: number, format: MediaFormat): string {
  return `/media/${code}/${width}.${MEDIA_EXT[format]}`;
}

/** The widths rendered for an original of this width. */
export function mediaWidths(originalWidth: number): number[] {
  const widths = MEDIA_WIDTHS.filter((w) => w <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/** The subset of a stored rendition that addresses need (server/db/schema/media.ts MediaVariant). */
export interface MediaVariantSize {
  format: MediaFormat;
  width: number;
  height: number;
}

function fallbackWidth(widths: number[]): number {
  const notAbove = widths.filter((w) => w <= FALLBACK_WIDTH);
  return notAbove.length > 0 ? Math.max(...notAbove) : Math.min(...widths);
}

function sourcesOf(code: string, widthsOf: (format: MediaFormat) => number[]): MediaPicture["sources"] {
  return MEDIA_FORMATS.map((format) => ({
    type: MEDIA_MIME[format],
    srcset: widthsOf(format)
      .map((w) => `${mediaUrl(code, w, format)} ${w}w`)
      .join(", "),
  })).filter((s) => s.srcset !== "");
}

/** The `<picture>` of a stored image: a source per format with every width, and its intrinsic size. */
export function mediaPicture(image: { code: string; variants: MediaVariantSize[] }): MediaPicture {
  const widthsOf = (format: MediaFormat) =>
    image.variants
      .filter((v) => v.format === format)
      .map((v) => v.width)
      .sort((a, b) => a - b);
  const jpegWidths = widthsOf("jpeg");
  const widest = image.variants.reduce(
    (best, v) => (v.width > best.width ? v : best),
    image.variants[0] ?? { width: 0, height: 0 },
  );
  return {
    src: jpegWidths.length > 0 ? mediaUrl(image.code, fallbackWidth(jpegWidths), "jpeg") : "",
    width: widest.width,
    height: widest.height,
    sources: sourcesOf(image.code, widthsOf),
  };
}

const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]{8,64})\/(\d{1,5})\.(avif|webp|jpg)$/;

/** The code and width of a `/media/` address, or null for any other URL. */
export function parseMediaUrl(url: string): { code: string; width: number; format: MediaFormat } | null {
  const match = MEDIA_URL.exec(url);
  if (!match) return null;
  const [, code = "", width = "", ext] = match;
  return { code, width: Number(width), format: ext === "jpg" ? "jpeg" : (ext as MediaFormat) };
}

/**
 * The `<picture>` of a content row's stored image URL (its widest JPEG, `/media/<code>/<width>.jpg`): the widths
 * follow from the widest one, since the pipeline renders a fixed set. Null for any other URL (an external or seed
 * image), which is shown as a plain `<img>`.
 */
export function pictureFromUrl(url: string | null | undefined): MediaPictureSources | null {
  const parsed = url ? parseMediaUrl(url) : null;
  if (!parsed) return null;
  const widths = mediaWidths(parsed.width);
  return { src: mediaUrl(parsed.code, fallbackWidth(widths), "jpeg"), sources: sourcesOf(parsed.code, () => widths) };
}
