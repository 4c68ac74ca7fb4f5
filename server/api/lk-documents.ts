import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  DOCUMENTS_ZIP_MAX,
  DocumentFileQuerySchema,
  DocumentsQuerySchema,
  DocumentsResponseSchema,
  DocumentsZipQuerySchema,
} from "../../contract/lk-accounting.ts";
import { latinFileName } from "../domain/accounting/accounting-documents.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, fileResponses, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { requireSession } from "./require-session.ts";
import { readQuery } from "./validate.ts";

const NOT_FOUND = "Документ не найден среди документов выбранного профиля";
const ZIP_NOT_FOUND =
  "Не все отмеченные документы найдены среди документов выбранного профиля: архив не собран, обновите список";

/**
 * A file download: attachment, the name transliterated to Latin letters for `filename` and in UTF-8 for `filename*`
 * (RFC 6266), never sniffed by the browser.
 */
export function documentFile(file: { fileName: string; mime: string; bytes: Uint8Array }) {
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "content-type": file.mime,
      "content-length": String(file.bytes.byteLength),
      "content-disposition": `attachment; filename="${latinFileName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "x-content-type-options": "nosniff",
    },
  });
}

export const ZIP_MIME = "application/zip";

/** /apilk/documents: every document of the active profile across its contracts, one by one or as a ZIP. */
export const lkDocumentsApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/list", async (c) => {
    const profile = activeProfile(c);
    const { filters, currentPage } = readQuery(c, DocumentsQuerySchema);
    return lkJson(c, DocumentsResponseSchema, await c.var.services.lk.documents.list(profile.id, filters, currentPage));
  })
  .get("/file", async (c) => {
    const profile = activeProfile(c);
    const { id } = readQuery(c, DocumentFileQuerySchema);
    const file = await c.var.services.lk.documents.file(profile.id, id);
    if (!file) lkNotFound(NOT_FOUND);
    return documentFile(file);
  })
  .get("/download", async (c) => {
    const profile = activeProfile(c);
    const { ids } = readQuery(c, DocumentsZipQuerySchema);
    const zip = await c.var.services.lk.documents.zip(profile.id, ids);
    if (!zip) lkNotFound(ZIP_NOT_FOUND);
    return documentFile({ fileName: zip.fileName, mime: ZIP_MIME, bytes: zip.bytes });
  });

const TAGS = ["Account documents"];

export const lkDocumentsPaths: ZodOpenApiPathsObject = {
  "/apilk/documents/list/": {
    get: lkGetOperation({
      summary:
        'Every document of the active profile across its contracts, newest first, 20 a page: contracts, schedules, acceptance acts, bills and VAT invoices of the ledger, insurance policies, signed reconciliation acts, the client\'s uploads; `filters` is URL-encoded JSON {dateFrom, dateTo (at most 3 years apart), contractCode, kind}, e.g. ?filters={"kind":"invoice"}; ids are `kind:id`',
      tags: TAGS,
      query: DocumentsQuerySchema,
      ok: DocumentsResponseSchema,
    }),
  },
  "/apilk/documents/file/": {
    get: {
      summary:
        "Downloads one document by its `kind:id` (a stored file as uploaded, a generated one as PDF); 404 when it is not the active profile's",
      tags: TAGS,
      requestParams: { query: DocumentFileQuerySchema },
      responses: fileResponses("The document, as an attachment", [
        "application/pdf",
        "image/jpeg",
        "image/tiff",
        ZIP_MIME,
      ]),
    },
  },
  "/apilk/documents/download/": {
    get: {
      summary: `The ticked documents (\`ids\`: comma-separated \`kind:id\`, at most ${DOCUMENTS_ZIP_MAX}) as one ZIP, names unique; 404 and no archive when any id is not the active profile's`,
      tags: TAGS,
      requestParams: { query: DocumentsZipQuerySchema },
      responses: fileResponses("ZIP of the documents, as an attachment", [ZIP_MIME]),
    },
  },
};
