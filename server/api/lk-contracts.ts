import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  ContractDetailQuerySchema,
  ContractDetailResponseSchema,
  ContractDocumentQuerySchema,
  ContractsListQuerySchema,
  ContractsListResponseSchema,
  ContractUploadFormSchema,
  ContractUploadResponseSchema,
  UPLOAD_MAX_FILE_SIZE,
  UPLOAD_MAX_FILES,
} from "../../contract/lk-contracts.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, fileResponses, lkFile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readUploadForm, UPLOADS_PER_SESSION, type UploadLimits, uploadBodyLimit } from "./upload-form.ts";
import { readQuery } from "./validate.ts";

const CONTRACT_NOT_FOUND = "Договор не найден среди договоров выбранного профиля";

/**
 * A contract upload: up to 10 files of at most 1 MiB (SPEC.md §5) and the `contractCode` field; room for a few more
 * short fields, none long. The whole body may be 10 MiB + 260 KiB (`uploadBodyLimit`).
 */
const CONTRACT_UPLOAD: UploadLimits = {
  maxFiles: UPLOAD_MAX_FILES,
  maxFileSize: UPLOAD_MAX_FILE_SIZE,
  maxFields: 4,
  maxFieldSize: 1024,
};

/**
 * /apilk/contracts: list, detail, a document, upload. The prefix is shared with later areas (rescheduling's
 * contracts/schedule), so the guard is per route.
 */
export const lkContractsApi = new Hono<ApiEnv>({ strict: false })
  .get("/list", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { filters, currentPage } = readQuery(c, ContractsListQuerySchema);
    return lkJson(
      c,
      ContractsListResponseSchema,
      await c.var.services.lk.contracts.list(profile.id, filters, currentPage),
    );
  })
  .get("/detail", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { code } = readQuery(c, ContractDetailQuerySchema);
    const contract = await c.var.services.lk.contracts.detail(profile.id, code);
    if (!contract) lkNotFound(CONTRACT_NOT_FOUND);
    return lkJson(c, ContractDetailResponseSchema, { contract });
  })
  .get("/document", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { code, id } = readQuery(c, ContractDocumentQuerySchema);
    const file = await c.var.services.lk.contracts.document(profile.id, code, id);
    if (!file) lkNotFound("Документ не найден среди документов договора");
    return lkFile(file);
  })
  .post("/upload", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { fields, files } = await readUploadForm(c, CONTRACT_UPLOAD);
    const code = fields.get("contractCode")?.trim();
    if (!code) {
      return problem(c, 400, "Проверьте поля: contractCode", [{ field: "contractCode", message: "Укажите договор" }]);
    }
    const result = await c.var.services.lk.contracts.upload(profile.id, c.var.session.user.id, code, files);
    if (!result) lkNotFound(CONTRACT_NOT_FOUND);
    if (!result.ok) {
      const detail =
        result.errors.length === 1
          ? `${result.errors[0]?.message}. Ничего не загружено.`
          : `Файлы не загружены: ${result.errors.map((e) => e.message).join("; ")}`;
      return problem(c, 400, detail, result.errors);
    }
    return lkJson(c, ContractUploadResponseSchema, { documents: result.documents }, 201);
  });

const TAGS = ["Account contracts"];

export const lkContractsPaths: ZodOpenApiPathsObject = {
  "/apilk/contracts/list/": {
    get: lkGetOperation({
      summary:
        'Contracts of the active profile, 10 a page: `filters` is URL-encoded JSON {status, vehicleType, dateFrom, dateTo, search (number, VIN or plate)}, e.g. ?filters={"status":"active"}&currentPage=2',
      tags: TAGS,
      query: ContractsListQuerySchema,
      ok: ContractsListResponseSchema,
    }),
  },
  "/apilk/contracts/detail/": {
    get: lkGetOperation({
      summary:
        "One contract: vehicle, sums, the payment schedule with paid and unpaid rows, documents, insurance, manager",
      tags: TAGS,
      query: ContractDetailQuerySchema,
      ok: ContractDetailResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/contracts/document/": {
    get: {
      summary: "Downloads a document of the contract (PDF generated from the contract, or the file a client uploaded)",
      tags: TAGS,
      requestParams: { query: ContractDocumentQuerySchema },
      responses: fileResponses("The file, as an attachment", [
        "application/pdf",
        "image/jpeg",
        "image/tiff",
        "image/bmp",
      ]),
    },
  },
  "/apilk/contracts/upload/": {
    post: {
      summary: `Attaches files to a contract (needs X-CSRF-Token): multipart contractCode and files[] — up to ${UPLOAD_MAX_FILES} files, each ≤ 1 048 576 bytes, PDF/JPEG/TIFF/BMP by content, stored under the name's stem with the extension of that type; when any file fails, nothing is stored (400 names each file). The body is read as a stream and refused at the first limit crossed (413 over ${uploadBodyLimit(CONTRACT_UPLOAD)} bytes in all, or too many parts or fields); ${UPLOADS_PER_SESSION.limit} uploads per session in ${UPLOADS_PER_SESSION.windowMs / 60_000} minutes (429 with Retry-After).`,
      tags: TAGS,
      requestBody: { content: { "multipart/form-data": { schema: ContractUploadFormSchema } } },
      responses: responses(ContractUploadResponseSchema, [400, 401, 403, 404, 413, 415, 429], 201),
    },
  },
};
