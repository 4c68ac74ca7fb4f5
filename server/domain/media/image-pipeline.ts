import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { MEDIA_EXT, MEDIA_FORMATS, MEDIA_MIME, type MediaFormat, mediaWidths } from "../../../contract/media.ts";
import type { MediaVariant } from "../../db/schema/media.ts";
import type { FileStore } from "../../infra/file-store.ts";
import { displayFileName, type IncomingFile } from "../../infra/uploads.ts";

/**
 * The one way an uploaded picture becomes stored renditions (issue 15): its type is read from its bytes (never the
 * name), it is decoded with a pixel limit (a small file can claim a gigapixel canvas), turned upright by its EXIF
 * orientation, and re-encoded from pixels, so no metadata of the original (camera, GPS) survives; each width of
 * MEDIA_WIDTHS not above the original goes out as AVIF, WebP and JPEG under keys the server makes.
 */

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MIN_IMAGE_SIDE = 200;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What the pipeline accepts, as the messages name it. */
const ACCEPTED = "JPEG, PNG, WebP или AVIF";

type Container = "jpeg" | "png" | "webp" | "avif" | "heic";

/** sharp's name of the format each container must decode as. */
const SHARP_FORMAT: Record<Exclude<Container, "heic">, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The container the bytes start with. Only raster formats are handed to sharp: SVG, PDF, TIFF and the rest are
 * refused before any decoder (an XML parser among them) sees them.
 */
export function sniffImage(bytes: Uint8Array): Container | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return null;
}

/** One encoded rendition, before it is stored. */
export interface Rendition {
  format: MediaFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

export interface RenderedImage {
  /** Size of the widest rendition. */
  width: number;
  height: number;
  renditions: Rendition[];
}

export type RenderResult = { ok: true; image: RenderedImage } | { ok: false; message: string };

// Each job runs libvips on one thread, and at most half the cores' worth of jobs run at once (the rest wait in
// line), so a burst of uploads leaves the event loop and the other requests their share of the CPU.
sharp.concurrency(1);
// Every upload is a new picture: the operation cache would only hold memory.
sharp.cache(false);
const MAX_JOBS = Math.max(1, Math.floor(availableParallelism() / 2));
let running = 0;
const waiting: (() => void)[] = [];

async function inLine<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const grouped = (n: number) => n.toLocaleString("ru-RU").replace(/\u00a0|\u202f/g, " ");
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toLocaleString("ru-RU", { maximumFractionDigits: 1 })} МБ`;

/** Encoder settings: AVIF effort 2 is a quarter of the default's time for a few per cent more bytes. */
function encode(pipeline: sharp.Sharp, format: MediaFormat): sharp.Sharp {
  if (format === "avif") return pipeline.avif({ quality: 55, effort: 2 });
  if (format === "webp") return pipeline.webp({ quality: 80 });
  // JPEG has no transparency: a transparent PNG gets a white background, as the site's pages have.
  return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
}

/**
 * Checks and renders one uploaded picture in memory; nothing is stored. Every refusal is a Russian sentence
 * starting with «Файл «name»».
 */
export function renderImage(file: IncomingFile): Promise<RenderResult> {
  const name = displayFileName(file.name);
  const refuse = (why: string): RenderResult => ({ ok: false, message: `Файл «${name}» ${why}` });
  const size = file.bytes.byteLength;
  if (size === 0) return Promise.resolve(refuse("пустой"));
  if (size > MAX_IMAGE_BYTES) {
    return Promise.resolve(refuse(`весит ${megabytes(size)}: можно загрузить изображение не больше 15 МБ`));
  }
  const container = sniffImage(file.bytes);
  if (container === "heic") {
    return Promise.resolve(refuse(`в формате HEIC: сохраните его как JPEG (${ACCEPTED}) и загрузите снова`));
  }
  if (!container) return Promise.resolve(refuse(`не является изображением ${ACCEPTED}`));

  return inLine(async () => {
    const input = () => sharp(file.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
    let meta: sharp.Metadata;
    try {
      // The header alone, without the pixel limit, so an oversized picture is named as such; its pixels are only
      // ever decoded under the limit below.
      meta = await sharp(file.bytes, { limitInputPixels: false }).metadata();
    } catch {
      return refuse(`повреждён или не читается как изображение ${ACCEPTED}`);
    }
    if (meta.format !== SHARP_FORMAT[container]) return refuse(`не является изображением ${ACCEPTED}`);
    const { width, height } = meta.autoOrient;
    if (width * height > MAX_IMAGE_PIXELS) {
      return refuse(
        `размером ${grouped(width)} × ${grouped(height)} пикселей: можно не больше 40 мегапикселей — уменьшите его`,
      );
    }
    if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
      return refuse(
        `размером ${grouped(width)} × ${grouped(height)} пикселей: нужно не меньше ${MIN_IMAGE_SIDE} пикселей по каждой стороне`,
      );
    }
    try {
      const widths = mediaWidths(width);
      const widest = Math.max(...widths);
      // Decoded once, upright and at most the widest rendition's size; every rendition comes from these pixels,
      // which carry no metadata at all.
      const { data, info } = await input()
        .autoOrient()
        .resize({ width: widest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const renditions: Rendition[] = [];
      for (const w of widths) {
        for (const format of MEDIA_FORMATS) {
          const out = await encode(pixels().resize({ width: w }), format).toBuffer({ resolveWithObject: true });
          renditions.push({ format, width: out.info.width, height: out.info.height, bytes: new Uint8Array(out.data) });
        }
      }
      return { ok: true, image: { width: info.width, height: info.height, renditions } };
    } catch {
      return refuse(`повреждён или не читается как изображение ${ACCEPTED}`);
    }
  });
}

/**
 * One rendition of a picture the server drew itself (the catalogue's generated vehicle pictures): the SVG, which is
 * the server's own text and never a visitor's, rasterised at `width` and encoded as the uploads are, in the same
 * line of jobs.
 */
export function renderDrawing(svg: string, width: number, format: MediaFormat): Promise<Uint8Array> {
  return inLine(async () => {
    // The drawing's density scaled to the width, so a wide rendition is drawn sharp rather than enlarged.
    const meta = await sharp(Buffer.from(svg)).metadata();
    const density = Math.max(1, Math.min(600, (72 * width) / (meta.width || width)));
    const out = await encode(sharp(Buffer.from(svg), { density }).resize({ width }), format).toBuffer();
    return new Uint8Array(out);
  });
}

/** A random public code: 16 URL-safe characters, so addresses cannot be guessed or enumerated. */
export function newMediaCode(): string {
  return randomBytes(12).toString("base64url");
}

/** The file store key of one rendition; the public address `/media/<code>/<width>.<ext>` maps onto it one to one. */
export function mediaKey(code: string, width: number, format: MediaFormat): string {
  return `media/${code}/${width}.${MEDIA_EXT[format]}`;
}

/** A rendered picture written to the store: what its media_images row holds. */
export interface StoredImage {
  code: string;
  width: number;
  height: number;
  variants: MediaVariant[];
}

/** Writes every rendition under a new code; when one write fails, the ones written are removed and the error goes on. */
export async function storeRenditions(store: FileStore, image: RenderedImage): Promise<StoredImage> {
  const code = newMediaCode();
  const variants: MediaVariant[] = [];
  try {
    for (const r of image.renditions) {
      const key = mediaKey(code, r.width, r.format);
      await store.put(key, r.bytes, MEDIA_MIME[r.format]);
      variants.push({ format: r.format, width: r.width, height: r.height, key, bytes: r.bytes.byteLength });
    }
  } catch (error) {
    await store.remove(variants.map((v) => v.key));
    throw error;
  }
  return { code, width: image.width, height: image.height, variants };
}
