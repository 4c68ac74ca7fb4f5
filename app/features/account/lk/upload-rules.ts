import { UPLOAD_MAX_FILE_SIZE, UPLOAD_MAX_FILES } from "../../../../contract/lk-contracts.ts";
import { type FileKind, sniffFileKind } from "../../../../core/file-signature.ts";

/**
 * The upload rules of SPEC.md §5, checked in the browser before anything is sent (the server checks them again
 * and has the last word): at most 1 048 576 bytes a file, PDF, JPEG, TIFF or BMP by content (the first bytes),
 * never by the name; ZIP too where a call takes the second list (`allowZip`). The messages read like the server's
 * (server/infra/uploads.ts).
 */

export type UploadKind = FileKind;

export interface UploadRules {
  /** Files in one send; the contract's limit of the call. Default UPLOAD_MAX_FILES. */
  maxFiles?: number;
  /** The second list of SPEC.md §5: archives are accepted as well. */
  allowZip?: boolean;
}

/** What the file picker offers; the content check below is what counts. */
export const UPLOAD_ACCEPT = ".pdf,.jpg,.jpeg,.tif,.tiff,.bmp,application/pdf,image/jpeg,image/tiff,image/bmp";
const ZIP_ACCEPT = ".zip,application/zip";

/** The picker's `accept` for the rules. */
export function uploadAccept({ allowZip = false }: UploadRules = {}): string {
  return allowZip ? `${UPLOAD_ACCEPT},${ZIP_ACCEPT}` : UPLOAD_ACCEPT;
}

/** The formats in words, for hints and messages: «PDF, JPEG, TIFF или BMP». */
export function uploadFormats({ allowZip = false }: UploadRules = {}): string {
  return allowZip ? "PDF, JPEG, TIFF, BMP или ZIP" : "PDF, JPEG, TIFF или BMP";
}

/** The type by the first bytes (32 are enough), or null; archives only when the rules allow them. */
export function sniffUploadType(head: Uint8Array, { allowZip = false }: UploadRules = {}): UploadKind | null {
  const kind = sniffFileKind(head);
  return kind === "zip" && !allowZip ? null : kind;
}

function kib(bytes: number): string {
  return `${String(Math.ceil(bytes / 1024)).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} КБ`;
}

export interface FileLike {
  name: string;
  size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** The Russian message that refuses one file, or null when it may be sent. */
export async function checkUploadFile(file: FileLike, rules: UploadRules = {}): Promise<string | null> {
  if (file.size === 0) return `Файл «${file.name}» пустой`;
  if (file.size > UPLOAD_MAX_FILE_SIZE) {
    return `Файл «${file.name}» весит ${kib(file.size)}: можно загрузить файл не больше 1 МБ (1 048 576 байт)`;
  }
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  if (!sniffUploadType(head, rules)) {
    return `Файл «${file.name}» не является документом ${uploadFormats(rules)}: загрузите файл в одном из этих форматов`;
  }
  return null;
}

/** The message when a send holds more files than the call takes. */
export function tooManyFilesMessage(maxFiles: number): string {
  return `Можно загрузить не больше ${maxFiles} файлов за раз`;
}

/** Russian messages, one per refused file; empty when every file may be sent. At least one file is needed. */
export async function checkUploadFiles(files: readonly FileLike[], rules: UploadRules = {}): Promise<string[]> {
  const maxFiles = rules.maxFiles ?? UPLOAD_MAX_FILES;
  if (files.length === 0) return ["Выберите хотя бы один файл"];
  if (files.length > maxFiles) return [tooManyFilesMessage(maxFiles)];
  const messages: string[] = [];
  for (const file of files) {
    const message = await checkUploadFile(file, rules);
    if (message) messages.push(message);
  }
  return messages;
}
