import { MEDIA_EXT, MEDIA_FORMATS, MEDIA_MIME, type MediaFormat } from "./media.ts";
import type { MediaPicture } from "./media-picture.ts";

/**
 * Raster renditions of the generated vehicle pictures (issue 14). The catalogue gives a picture's SVG address,
 * `/api/catalog/image/<body>_<colour>_<view>.svg`; behind it the server renders AVIF, WebP and JPEG in the widths
 * of MEDIA_WIDTHS at `…/<body>_<colour>_<view>.v<version>.<width>.<avif|webp|jpg>`. The functions are pure and
 * live in the contract so the pages build the same addresses the server parses.
 */

/**
 * The drawing's version: part of the raster addresses, which browsers keep for a year, so a change to any
 * server/domain/catalog/vehicle-image-*.ts drawing must bump it.
 */
export const GENERATED_IMAGE_VERSION = 3;

/** The widths rendered; the drawing is 640 × 400, so every width keeps that 8:5 shape. */
export const GENERATED_IMAGE_WIDTHS = [320, 640, 1280] as const;
export type GeneratedImageWidth = (typeof GENERATED_IMAGE_WIDTHS)[number];

const heightOf = (width: number) => Math.round((width * 5) / 8);

const SVG_ADDRESS = /^\/api\/catalog\/image\/([a-z0-9-]+_[a-z0-9-]+_[1-9])\.svg$/;

/** The address of one rendition of a generated picture. */
export function generatedRasterUrl(svgUrl: string, width: GeneratedImageWidth, format: MediaFormat): string {
  return `${svgUrl.replace(/\.svg$/, "")}.v${GENERATED_IMAGE_VERSION}.${width}.${MEDIA_EXT[format]}`;
}

/**
 * The `<picture>` of a generated picture from its SVG address: AVIF, WebP and JPEG in every width, the 640 px JPEG
 * for a plain `<img>`, the intrinsic size so no layout shifts. Null for any other address (a photograph's).
 */
export function generatedPicture(svgUrl: string): MediaPicture | null {
  if (!SVG_ADDRESS.test(svgUrl)) return null;
  const widest = Math.max(...GENERATED_IMAGE_WIDTHS);
  return {
    src: generatedRasterUrl(svgUrl, 640, "jpeg"),
    width: widest,
    height: heightOf(widest),
    sources: MEDIA_FORMATS.map((format) => ({
      type: MEDIA_MIME[format],
      srcset: GENERATED_IMAGE_WIDTHS.map((w) => `${generatedRasterUrl(svgUrl, w, format)} ${w}w`).join(", "),
    })),
  };
}

/** A rendition's file name parsed: the SVG's name, width and format; null unless it is one the server renders. */
export function parseGeneratedRaster(
  file: string,
): { svgName: string; width: GeneratedImageWidth; height: number; format: MediaFormat } | null {
  const match = /^([a-z0-9-]+_[a-z0-9-]+_[1-9])\.v(\d+)\.(\d+)\.(avif|webp|jpg)$/.exec(file);
  if (!match) return null;
  const [, base = "", version = "", widthText = "", ext = ""] = match;
  if (Number(version) !== GENERATED_IMAGE_VERSION) return null;
  const width = GENERATED_IMAGE_WIDTHS.find((w) => String(w) === widthText);
  const format = MEDIA_FORMATS.find((f) => MEDIA_EXT[f] === ext);
  if (width === undefined || format === undefined) return null;
  return { svgName: `${base}.svg`, width, height: heightOf(width), format };
}
