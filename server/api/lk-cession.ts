import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  CESSION_ALLOWED_TYPES,
  CESSION_MAX_FILES,
  CESSION_MESSAGES,
  CESSION_RULE_MESSAGES,
  CessionCodeQuerySchema,
  CessionContractsResponseSchema,
  CessionDeleteRequestSchema,
  CessionDeleteResponseSchema,
  CessionDetailResponseSchema,
  CessionFileQuerySchema,
  CessionInviteRequestSchema,
  CessionInviteResponseSchema,
  CessionListResponseSchema,
  CessionSaveFieldsSchema,
  CessionSaveResponseSchema,
} from "../../contract/lk-cession.ts";
import { UPLOAD_MAX_FILE_SIZE } from "../../contract/lk-contracts.ts";
import type { Problem, SaveResult } from "../domain/cession/application-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, fileResponses, lkFile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readUploadForm, UPLOADS_PER_SESSION, type UploadLimits, uploadBodyLimit } from "./upload-form.ts";
import { parseRequest, readJson, readQuery } from "./validate.ts";

/** save/ and send/: up to 10 documents of 1 MiB and the `cession` field (JSON: the application, up to ~6 000 characters). */
export const CESSION_UPLOAD: UploadLimits = {
  maxFiles: CESSION_MAX_FILES,
  maxFileSize: UPLOAD_MAX_FILE_SIZE,
  maxFields: 2,
  maxFieldSize: 32 * 1024,
};

function answerProblem(c: Context, p: Problem) {
  if (p.status === 404) lkNotFound(p.detail);
  if (p.retryAfter) c.header("Retry-After", String(p.retryAfter));
  return problem(c, p.status, p.detail, p.errors);
}

/**
 * save/ and send/ share everything but the sending. Bad input is answered by parseRequest/readUploadForm before
 * anything is written; whatever fails past that is the server's trouble, and the assignor is told so in the §8
 * words (503) instead of a bare 500 — the transaction has stored nothing.
 */
async function saveOrSend(c: Context<ApiEnv>, send: boolean) {
  const profile = activeProfile(c);
  const { fields, files } = await readUploadForm(c, CESSION_UPLOAD);
  const { cession } = parseRequest(CessionSaveFieldsSchema, Object.fromEntries(fields));
  const service = c.var.services.cession;
  let result: SaveResult;
  try {
    const userId = c.var.session.user.id;
    result = send
      ? await service.send(profile, userId, cession, files)
      : await service.save(profile, userId, cession, files);
  } catch (error) {
    c.var.services.logger.error({ err: error, path: c.req.path }, "cession save failed");
    return problem(c, 503, CESSION_MESSAGES.technical);
  }
  if (!result.ok) return answerProblem(c, result);
  return lkJson(c, CessionSaveResponseSchema, { cession: result.cession }, result.created ? 201 : 200);
}

/** /apilk/cession: the assignor's application and what every side of a cession sees of it. */
export const lkCessionApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/list", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, CessionListResponseSchema, await c.var.services.cession.list(profile.id));
  })
  .get("/contracts", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, CessionContractsResponseSchema, await c.var.services.cession.contracts(profile.id));
  })
  .get("/detail", async (c) => {
    const profile = activeProfile(c);
    const { code } = readQuery(c, CessionCodeQuerySchema);
    const cession = await c.var.services.cession.detail(profile.id, code);
    if (!cession) lkNotFound(CESSION_RULE_MESSAGES.notFound);
    return lkJson(c, CessionDetailResponseSchema, { cession });
  })
  .post("/save", (c) => saveOrSend(c, false))
  .post("/send", (c) => saveOrSend(c, true))
  .post("/delete", async (c) => {
    const profile = activeProfile(c);
    const { code, status } = await readJson(c, CessionDeleteRequestSchema);
    const result = await c.var.services.cession.cancel(profile.id, c.var.session.user.id, code, status);
    if (!result.ok) return answerProblem(c, result);
    return lkJson(c, CessionDeleteResponseSchema, { cession: result.cession });
  })
  .post("/invite", async (c) => {
    const profile = activeProfile(c);
    const body = await readJson(c, CessionInviteRequestSchema);
    const result = await c.var.services.cession.invite(profile, c.var.session.user.id, body);
    if (!result.ok) return answerProblem(c, result);
    return lkJson(c, CessionInviteResponseSchema, result.value);
  })
  .get("/file", async (c) => {
    const profile = activeProfile(c);
    const { code, id } = readQuery(c, CessionFileQuerySchema);
    const file = await c.var.services.cession.file(profile.id, code, id);
    if (!file) lkNotFound("Файл не найден среди документов заявки");
    return lkFile(file);
  });

const TAGS = ["Account cession"];

const CessionSaveFormSchema = z
  .object({
    cession: z.string().meta({
      description:
        "JSON of CessionSave: {code?, cessionaryType, contracts: [contract codes], application, files: [{code, file?: index in files[], remove?}]}",
      example:
        '{"cessionaryType":"legal","contracts":["k3J9x"],"application":{"contactName":"Иванов Иван"},"files":[{"code":"application","file":0}]}',
    }),
    "files[]": z
      .array(z.string().meta({ format: "binary" }))
      .optional()
      .meta({
        description: `0–${CESSION_MAX_FILES} files, each ≤ 1 048 576 bytes, PDF, JPEG, TIFF, BMP or ZIP by content, each named by a slot of files`,
      }),
  })
  .meta({ id: "CessionSaveForm" });

const UPLOAD_RULES = `files[] — up to ${CESSION_MAX_FILES}, each ≤ 1 048 576 bytes, PDF/JPEG/TIFF/BMP/ZIP by content, each filling the assignment document's slot that names its index; when any fails nothing is stored (400). The body is refused at the first limit crossed (413 over ${uploadBodyLimit(CESSION_UPLOAD)} bytes); ${UPLOADS_PER_SESSION.limit} uploads per session in ${UPLOADS_PER_SESSION.windowMs / 60_000} minutes (429). An unexpected failure answers 503 with the §8 "technical" message and stores nothing`;

export const lkCessionPaths: ZodOpenApiPathsObject = {
  "/apilk/cession/list/": {
    get: lkGetOperation({
      summary:
        "Cessions of the active profile, newest first: as the assignor (applicant) and as a participant (cessionary, guarantor), with the role and the profile's own part's status",
      tags: TAGS,
      ok: CessionListResponseSchema,
    }),
  },
  "/apilk/cession/contracts/": {
    get: lkGetOperation({
      summary:
        "Contracts the active profile may assign: its own, active, not assigned, in no open (draft or sent) cession",
      tags: TAGS,
      ok: CessionContractsResponseSchema,
    }),
  },
  "/apilk/cession/detail/": {
    get: lkGetOperation({
      summary:
        "One cession as the active profile's role sees it: the applicant everything (application, documents, guarantors, sendBlockers — the §8 messages in the order to act on them); the cessionary and a guarantor the summary without the application. Another profile's cession: 404",
      tags: TAGS,
      query: CessionCodeQuerySchema,
      ok: CessionDetailResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/cession/save/": {
    post: {
      summary: `Saves the assignor's draft (needs X-CSRF-Token): multipart \`cession\` and ${UPLOAD_RULES}. No code: a new draft (201). cessionaryType and ≥ 1 contract are required (400 "${CESSION_MESSAGES.typeAndContract}"); contracts must be the profile's own running ones (400) and in no other open cession (409); filled fields are checked for format (400); only a draft is editable (409)`,
      tags: TAGS,
      requestBody: { content: { "multipart/form-data": { schema: CessionSaveFormSchema } } },
      responses: responses(CessionSaveResponseSchema, [400, 401, 403, 404, 409, 413, 415, 429, 503], 201),
    },
  },
  "/apilk/cession/send/": {
    post: {
      summary: `Saves the draft and sends it for review in one transaction (needs X-CSRF-Token), same body as save/. When anything still stops it, nothing is stored: 409 with detail = the first §8 blocker and errors listing all. The bound participants are notified`,
      tags: TAGS,
      requestBody: { content: { "multipart/form-data": { schema: CessionSaveFormSchema } } },
      responses: responses(CessionSaveResponseSchema, [400, 401, 403, 404, 409, 413, 415, 429, 503], 201),
    },
  },
  "/apilk/cession/delete/": {
    post: {
      summary: `The assignor cancels its draft or sent cession (needs X-CSRF-Token); \`status\` is the one it saw: when the cession is no longer in it, 409 "${CESSION_MESSAGES.cancelFailed}"`,
      tags: TAGS,
      requestBody: jsonContent(CessionDeleteRequestSchema),
      responses: responses(CessionDeleteResponseSchema, [400, 401, 403, 404, 409, 415]),
    },
  },
  "/apilk/cession/invite/": {
    post: {
      summary: `Invites the cessionary (its INN must fit cessionaryType: 10 digits legal, 12 person/entrepreneur) or a guarantor to a saved draft (needs X-CSRF-Token; cessionId is the cession's code, 409 "${CESSION_MESSAGES.saveBeforeInvite}" without it). A client account with that e-mail acting for a profile with that INN is bound at once and notified; anyone else gets a 7-day link to /login/cession. 20 invitations per profile a day (429)`,
      tags: TAGS,
      requestBody: jsonContent(CessionInviteRequestSchema),
      responses: responses(CessionInviteResponseSchema, [400, 401, 403, 409, 415, 429]),
    },
  },
  "/apilk/cession/file/": {
    get: {
      summary: "Downloads a document of a cession: the applicant the assignment documents, a participant only its own",
      tags: TAGS,
      requestParams: { query: CessionFileQuerySchema },
      responses: fileResponses("The file, as an attachment", [...CESSION_ALLOWED_TYPES]),
    },
  },
};
