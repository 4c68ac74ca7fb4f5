import busboy from "busboy";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { RateLimit } from "../domain/rate-limiter.ts";
import { sha256 } from "../infra/crypto.ts";
import { displayFileName, type IncomingFile } from "../infra/uploads.ts";
import type { ApiEnv } from "./api-env.ts";
import { problemResponse } from "./problem.ts";

/**
 * The one way an upload call reads its `multipart/form-data` body (issue 17, hole 3). The body is streamed through
 * busboy and refused the moment a limit is crossed — too many files, parts or fields, a file or field too large, the
 * whole body too large — so the server stops reading there and nothing reaches the store. A whole-body parser would
 * first read and split every part: 85 000 one-byte files in 10 MB stalled the process for 2.5 s.
 * Each session may start `UPLOADS_PER_SESSION.limit` uploads in the window (429 after), counted before the body
 * is read.
 */

export interface UploadLimits {
  /** Files in one request (file parts of `files[]`). */
  maxFiles: number;
  /** Bytes of one file. */
  maxFileSize: number;
  /** Text fields in one request, and bytes of one. */
  maxFields: number;
  maxFieldSize: number;
  /** The one field the files come in, when not `files[]` (an image upload's single `file`). */
  fileField?: string;
}

export interface UploadForm {
  fields: Map<string, string>;
  files: IncomingFile[];
}

/** 20 uploads in 10 minutes per session: 200 files at the 10-a-request limit, more than a person sends by hand. */
export const UPLOADS_PER_SESSION: RateLimit = { limit: 20, windowMs: 10 * 60_000 };

/** The field the files come in (SPEC.md §7); `files` is accepted as well, as clients without `[]` send it. */
const FILE_FIELDS = new Set(["files[]", "files"]);

/**
 * Room for the part headers and boundaries beyond the files and fields themselves. Busboy caps one part's header
 * block at 16 KiB, so this covers about 16 parts at the worst and hundreds as browsers send them.
 */
const HEADROOM = 256 * 1024;

/** The largest body a request within `limits` can have: every file and field at its limit, plus the headroom. */
export function uploadBodyLimit(limits: UploadLimits): number {
  return limits.maxFiles * limits.maxFileSize + limits.maxFields * limits.maxFieldSize + HEADROOM;
}

const grouped = (n: number) => n.toLocaleString("ru-RU").replace(/\u00a0|\u202f/g, " ");
const megabytes = (bytes: number) => `${grouped(bytes / 1_048_576)} МБ (${grouped(bytes)} байт)`;

function refusal(status: number, detail: string, errors?: { field: string; message: string }[]): HTTPException {
  return new HTTPException(status as 400, { res: problemResponse(status, detail, errors) });
}

/** Counts the upload against the session before anything is read; 429 with Retry-After over the limit. */
async function chargeSession(c: Context<ApiEnv>): Promise<void> {
  const bucket = `upload:session:${sha256(c.var.sessionToken)}`;
  const retryAfter = await c.var.services.limiter.hit(bucket, UPLOADS_PER_SESSION);
  if (retryAfter > 0) {
    throw new HTTPException(429, {
      res: problemResponse(
        429,
        `Слишком много загрузок подряд. Повторите через ${Math.ceil(retryAfter / 60)} мин.`,
        undefined,
        { "retry-after": String(retryAfter) },
      ),
    });
  }
}

/**
 * Reads an upload form within `limits`, or throws the problem answer: 415 not multipart, 413 the body or the number
 * of parts or fields over the limit, 400 too many files, a file or field too large, text in `files[]`, an unreadable
 * body, 429 too many uploads in the session. Runs behind requireSession.
 */
export async function readUploadForm(c: Context<ApiEnv>, limits: UploadLimits): Promise<UploadForm> {
  await chargeSession(c);
  const fileField = limits.fileField ?? "files[]";
  const fileFields = limits.fileField ? new Set([limits.fileField]) : FILE_FIELDS;
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw refusal(415, `Ожидается multipart/form-data: форма с файлами в поле ${fileField}`);
  }
  const maxBody = uploadBodyLimit(limits);
  const tooLarge = () =>
    refusal(
      413,
      `Слишком большой запрос: загрузите не больше ${limits.maxFiles} файлов, каждый не больше ${megabytes(limits.maxFileSize)}`,
    );
  if (Number(c.req.header("content-length") ?? 0) > maxBody) throw tooLarge();

  let refused: HTTPException | undefined;
  const refuse = (e: HTTPException) => {
    refused ??= e;
  };
  const tooManyParts = () =>
    refuse(refusal(413, `Слишком много полей в форме: отправьте только поля формы и файлы в поле ${fileField}`));
  const fields = new Map<string, string>();
  const files: IncomingFile[] = [];

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      // Browsers send file names as raw UTF-8 (Cyrillic names); busboy's default would read them as Latin-1.
      defParamCharset: "utf8",
      limits: {
        files: limits.maxFiles,
        // Busboy reports a limit when a value reaches it, so one byte more lets a value of exactly the limit pass.
        fileSize: limits.maxFileSize + 1,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldSize + 1,
        // Parts without a form-data name are skipped but still parsed: only this limit counts them.
        parts: limits.maxFiles + limits.maxFields + 1,
        headerPairs: 8,
      },
    });
  } catch {
    throw refusal(400, "Не удалось прочитать форму: в заголовке Content-Type нет границы частей (boundary)");
  }

  parser.on("file", (name, stream, info) => {
    const filename = info.filename ?? "";
    const shown = displayFileName(filename);
    if (!fileFields.has(name)) {
      refuse(
        refusal(400, `Лишний файл «${shown}» в поле ${name}: файлы отправляются в поле ${fileField}`, [
          { field: name, message: `Файлы отправляются в поле ${fileField}` },
        ]),
      );
    }
    const chunks: Buffer[] = [];
    // Destroying the parser on a refusal ends an unfinished file with "Unexpected end of file": already answered.
    stream.on("error", () => undefined);
    stream.on("data", (chunk: Buffer) => {
      if (!refused) chunks.push(chunk);
    });
    stream.on("limit", () => {
      const message = `Файл «${shown}» больше ${megabytes(limits.maxFileSize)}: уменьшите его или разделите на части`;
      refuse(refusal(400, `${message}. Ничего не загружено.`, [{ field: fileField, message }]));
    });
    stream.on("end", () => {
      if (!refused) files.push({ name: filename, bytes: new Uint8Array(Buffer.concat(chunks)) });
    });
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) {
      const message = `Значение поля ${name} слишком длинное: не больше ${grouped(limits.maxFieldSize)} байт`;
      refuse(refusal(400, `Проверьте поля: ${name}`, [{ field: name, message }]));
    } else if (fileFields.has(name)) {
      refuse(
        refusal(400, `Проверьте поля: ${fileField}`, [
          { field: fileField, message: `Поле ${fileField} должно содержать файлы` },
        ]),
      );
    } else {
      fields.set(name, value);
    }
  });
  parser.on("filesLimit", () => {
    const message = `Можно загрузить не больше ${limits.maxFiles} файлов за раз`;
    refuse(refusal(400, `${message}. Ничего не загружено.`, [{ field: fileField, message }]));
  });
  parser.on("fieldsLimit", tooManyParts);
  parser.on("partsLimit", tooManyParts);

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  // An unreadable body ends the loop below through the same promise.
  parsed.catch(() => undefined);

  const reader = c.req.raw.body?.getReader();
  let read = 0;
  try {
    while (reader && !refused) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      if (read > maxBody) {
        refuse(tooLarge());
        break;
      }
      // Waits until busboy has taken the chunk, so a limit it reports stops the loop before the next read.
      await Promise.race([new Promise((resolve) => parser.write(value, resolve)), parsed]);
    }
    if (!refused) {
      parser.end();
      await parsed;
    }
  } catch {
    refuse(refusal(400, "Не удалось прочитать файлы: отправьте форму ещё раз"));
  }
  if (refused) {
    // Stop reading: the rest of a refused body is never parsed or buffered. The stream is released, not
    // cancelled: the Node server discards what is left (at most 500 ms, 64 MiB) so the client still reads the
    // answer, where a cancel would reset the connection under a client that is still sending.
    parser.destroy();
    reader?.releaseLock();
    throw refused;
  }
  return { fields, files };
}
