import { randomUUID } from "node:crypto";
import { withoutControlCharacters } from "../../core/control-characters.ts";
import { type FileKind, sniffFileKind } from "../../core/file-signature.ts";
import type { FileStore } from "./file-store.ts";

/**
 * Uploads (SPEC.md §5, ADR 011): each file at most 1 048 576 bytes, its type decided by its content (magic bytes),
 * never by its name or the browser's Content-Type; PDF, JPEG, TIFF, BMP, and ZIP where a call allows archives.
 * The stored name follows the content too (`storedFileName`): the client's name keeps only its stem.
 * `checkUploads` validates a whole batch first; a call stores the files (`storeUploads`) only when every one passed.
 */

export const MAX_UPLOAD_BYTES = 1_048_576;

export type UploadKind = FileKind;

export const UPLOAD_MIME: Record<UploadKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  tiff: "image/tiff",
  bmp: "image/bmp",
  zip: "application/zip",
};

const EXTENSION: Record<UploadKind, string> = { pdf: ".pdf", jpeg: ".jpg", tiff: ".tif", bmp: ".bmp", zip: ".zip" };

export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

export interface CheckedFile {
  name: string;
  bytes: Uint8Array;
  kind: UploadKind;
  mime: string;
  size: number;
}

export type UploadCheck =
  | { ok: true; files: CheckedFile[] }
  | { ok: false; errors: { field: string; message: string }[] };

const KIB = (n: number) =>
  `${Math.ceil(n / 1024)
    .toLocaleString("ru-RU")
    .replace(/\u00a0|\u202f/g, " ")} КБ`;

/**
 * A name to show in messages: the last path segment, at most 200 characters, without control characters or the
 * invisible direction marks that make `fdp.exe` read as `exe.pdf` (core/control-characters.ts).
 */
export function displayFileName(name: string): string {
  const base = withoutControlCharacters(name).split(/[\\/]/).pop() ?? "";
  return Array.from(base.trim() || "файл")
    .slice(0, 200)
    .join("");
}

/** A trailing `.html`, `.exe`, `.JPG`…: ASCII letters and digits with at least one letter (`01.02.2026` keeps its date). */
const CLAIMED_EXTENSION = /\.(?=[0-9]*[a-z])[a-z0-9]{1,8}$/i;

/**
 * The name a file is stored and downloaded under: its display name (Cyrillic and all) with the extension the name
 * claimed replaced by the one of the type its content has, so `invoice.html` holding PDF bytes becomes `invoice.pdf`
 * and `..\\..\\x.exe` becomes `x.pdf`. No leading or trailing dots or spaces.
 */
export function storedFileName(name: string, kind: UploadKind): string {
  const extension = EXTENSION[kind];
  const stem = displayFileName(name)
    .replace(CLAIMED_EXTENSION, "")
    .replace(/^[.\s]+|[.\s]+$/g, "");
  return `${Array.from(stem || "файл")
    .slice(0, 200 - extension.length)
    .join("")}${extension}`;
}

/**
 * Checks every file of a batch and answers either all of them typed, or a Russian message per refused file
 * (the field is `files[]`). Nothing is stored here.
 */
export function checkUploads(
  files: IncomingFile[],
  opts: { maxFiles: number; allowZip?: boolean; field?: string },
): UploadCheck {
  const field = opts.field ?? "files[]";
  const allowed = opts.allowZip ? "PDF, JPEG, TIFF, BMP или ZIP" : "PDF, JPEG, TIFF или BMP";
  if (files.length === 0) return { ok: false, errors: [{ field, message: "Прикрепите хотя бы один файл" }] };
  if (files.length > opts.maxFiles) {
    return { ok: false, errors: [{ field, message: `Можно загрузить не больше ${opts.maxFiles} файлов за раз` }] };
  }
  const errors: { field: string; message: string }[] = [];
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const name = displayFileName(file.name);
    const size = file.bytes.byteLength;
    if (size === 0) {
      errors.push({ field, message: `Файл «${name}» пустой` });
      continue;
    }
    if (size > MAX_UPLOAD_BYTES) {
      errors.push({
        field,
        message: `Файл «${name}» весит ${KIB(size)}: можно загрузить файл не больше 1 МБ (1 048 576 байт)`,
      });
      continue;
    }
    const kind = sniffFileKind(file.bytes);
    if (!kind || (kind === "zip" && !opts.allowZip)) {
      errors.push({
        field,
        message: `Файл «${name}» не является документом ${allowed}: загрузите файл в одном из этих форматов`,
      });
      continue;
    }
    checked.push({ name: storedFileName(file.name, kind), bytes: file.bytes, kind, mime: UPLOAD_MIME[kind], size });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, files: checked };
}

const SAFE_PREFIX = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/**
 * Stores a checked batch, each file under a new key `<prefix>/<uuid><ext>`: names chosen by clients never become
 * keys. When one write fails, the ones already written are removed and the error goes on.
 */
export async function storeUploads(store: FileStore, prefix: string, files: CheckedFile[]): Promise<string[]> {
  if (!SAFE_PREFIX.test(prefix)) throw new Error(`bad file prefix: ${prefix}`);
  const keys: string[] = [];
  try {
    for (const file of files) {
      const key = `${prefix}/${randomUUID()}${EXTENSION[file.kind]}`;
      await store.put(key, file.bytes, file.mime);
      keys.push(key);
    }
    return keys;
  } catch (error) {
    await store.remove(keys);
    throw error;
  }
}
