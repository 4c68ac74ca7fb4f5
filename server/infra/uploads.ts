import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import { type FileKind, sniffFileKind } from "../../core/file-signature.ts";

/**
 * Uploads (SPEC.md §5, ADR 011): each file at most 1 048 576 bytes, its type decided by its content (magic bytes),
 * never by its name or the browser's Content-Type; PDF, JPEG, TIFF, BMP, and ZIP where a call allows archives.
 * `checkUploads` validates a whole batch first; a call stores the files only when every one passed.
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

/** A display name: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "файл").slice(0, 200);
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
    const name = cleanFileName(file.name);
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
    checked.push({ name, bytes: file.bytes, kind, mime: UPLOAD_MIME[kind], size });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, files: checked };
}

/** Where uploaded files live: a folder on local disk (DATA_DIR/files); an S3-compatible store can take its place. */
export interface FileStore {
  readonly root: string;
  /** Writes every file under a new key; when one write fails the ones already written are removed. */
  putAll(prefix: string, files: CheckedFile[]): Promise<string[]>;
  get(key: string): Promise<Uint8Array | null>;
  remove(keys: string[]): Promise<void>;
}

const SAFE_PREFIX = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/**
 * A file store on local disk. `root` null gives a fresh temporary folder (tests), so that test uploads never land
 * in the data folder. Keys are generated here (`<prefix>/<uuid><ext>`); names chosen by clients never reach the disk.
 */
export function createFileStore(root: string | null): FileStore {
  let dir = root === null ? null : resolve(root);
  const base = () => {
    dir ??= mkdtempSync(join(tmpdir(), "lk-files-"));
    return dir;
  };
  const pathOf = (key: string) => {
    const path = resolve(base(), key);
    if (!path.startsWith(base() + sep)) throw new Error(`file key escapes the store: ${key}`);
    return path;
  };

  return {
    get root() {
      return base();
    },
    async putAll(prefix, files) {
      if (!SAFE_PREFIX.test(prefix)) throw new Error(`bad file prefix: ${prefix}`);
      const keys: string[] = [];
      let partial: string | null = null;
      try {
        for (const file of files) {
          const key = `${prefix}/${randomUUID()}${EXTENSION[file.kind]}`;
          const path = pathOf(key);
          await mkdir(dirname(path), { recursive: true });
          // Write then rename: a reader never sees half a file.
          partial = `${path}.part`;
          await writeFile(partial, file.bytes, { flag: "wx" });
          await rename(partial, path);
          partial = null;
          keys.push(key);
        }
        return keys;
      } catch (error) {
        if (partial) await rm(partial, { force: true });
        await this.remove(keys);
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
