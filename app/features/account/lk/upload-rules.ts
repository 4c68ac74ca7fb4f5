import { UPLOAD_MAX_FILE_SIZE, UPLOAD_MAX_FILES } from "../../../../contract/lk-contracts.ts";
import { sniffFileKind } from "../../../../core/file-signature.ts";

/**
 * The upload rules of SPEC.md §5, checked in the browser before anything is sent (the server checks them again
 * and has the last word): at most 1 048 576 bytes a file, PDF, JPEG, TIFF or BMP by content (the first bytes),
 * never by the name. The messages read like the server's.
 */

export type UploadKind = "pdf" | "jpeg" | "tiff" | "bmp";

/** What the file picker offers; the content check below is what counts. */
export const UPLOAD_ACCEPT = ".pdf,.jpg,.jpeg,.tif,.tiff,.bmp,application/pdf,image/jpeg,image/tiff,image/bmp";

/** The type by the first bytes (32 are enough), or null; archives are not accepted here. */
export function sniffUploadType(head: Uint8Array): UploadKind | null {
  const kind = sniffFileKind(head);
  return kind === "zip" ? null : kind;
}

function kib(bytes: number): string {
  return `${String(Math.ceil(bytes / 1024)).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} КБ`;
}

export interface FileLike {
  name: string;
  size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Russian messages, one per refused file; empty when every file may be sent. */
export async function checkUploadFiles(files: readonly FileLike[]): Promise<string[]> {
  if (files.length === 0) return ["Выберите хотя бы один файл"];
  if (files.length > UPLOAD_MAX_FILES) return [`Можно загрузить не больше ${UPLOAD_MAX_FILES} файлов за раз`];
  const messages: string[] = [];
  for (const file of files) {
    if (file.size === 0) {
      messages.push(`Файл «${file.name}» пустой`);
      continue;
    }
    if (file.size > UPLOAD_MAX_FILE_SIZE) {
      messages.push(
        `Файл «${file.name}» весит ${kib(file.size)}: можно загрузить файл не больше 1 МБ (1 048 576 байт)`,
      );
      continue;
    }
    const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
    if (!sniffUploadType(head)) {
      messages.push(
        `Файл «${file.name}» не является документом PDF, JPEG, TIFF или BMP: загрузите файл в одном из этих форматов`,
      );
    }
  }
  return messages;
}
