import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  CESSION_MAX_FILES,
  CESSION_MESSAGES,
  CESSION_RULE_MESSAGES,
  CessionCodeQuerySchema,
  GuarantorDetailResponseSchema,
  GuarantorSendRequestSchema,
  ParticipantDetailResponseSchema,
  ParticipantSaveFieldsSchema,
  ParticipantSendRequestSchema,
} from "../../contract/lk-cession.ts";
import { UPLOAD_MAX_FILE_SIZE } from "../../contract/lk-contracts.ts";
import type { PartProblem, PartResult } from "../domain/cession/participant-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, fileResponses, lkFile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readUploadForm, UPLOADS_PER_SESSION, type UploadLimits, uploadBodyLimit } from "./upload-form.ts";
import { parseRequest, readJson, readQuery } from "./validate.ts";

/** participant/save/: up to 10 documents of 1 MiB and the `participant` field (the questionnaire's JSON). */
export const PARTICIPANT_UPLOAD: UploadLimits = {
  maxFiles: CESSION_MAX_FILES,
  maxFileSize: UPLOAD_MAX_FILE_SIZE,
  maxFields: 2,
  maxFieldSize: 128 * 1024,
};

function answerProblem(c: Context, p: PartProblem) {
  if (p.status === 404) lkNotFound(p.detail);
  return problem(c, p.status, p.detail, p.errors);
}

/**
 * Runs a save or a send: bad input was answered before (readUploadForm, parseRequest); what fails past that is the
 * server's trouble, told in the §8 words (503) instead of a bare 500 — the transaction stored nothing.
 */
async function guarded<T>(c: Context<ApiEnv>, run: () => Promise<PartResult<T>>): Promise<PartResult<T> | Response> {
  try {
    return await run();
  } catch (error) {
    c.var.services.logger.error({ err: error, path: c.req.path }, "cession participant change failed");
    return problem(c, 503, CESSION_MESSAGES.technical);
  }
}

/**
 * /apilk/cession (beside the assignor's lk-cession.ts): the assignee's questionnaire (participant/*) and a
 * guarantor's part (guarantor/, guarantorsend/). Each answers only the profile bound to that part; everyone else
 * gets 404, as for a cession they do not take part in.
 */
export const lkCessionParticipantApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/participant/detail", async (c) => {
    const profile = activeProfile(c);
    const { code } = readQuery(c, CessionCodeQuerySchema);
    const participant = await c.var.services.cessionParts.participant.detail(profile.id, code);
    if (!participant) lkNotFound(CESSION_RULE_MESSAGES.notFound);
    return lkJson(c, ParticipantDetailResponseSchema, { participant });
  })
  .post("/participant/save", async (c) => {
    const profile = activeProfile(c);
    const { fields, files } = await readUploadForm(c, PARTICIPANT_UPLOAD);
    const { participant } = parseRequest(ParticipantSaveFieldsSchema, Object.fromEntries(fields));
    const userId = c.var.session.user.id;
    const result = await guarded(c, () =>
      c.var.services.cessionParts.participant.save(profile.id, userId, participant, files),
    );
    if (result instanceof Response) return result;
    if (!result.ok) return answerProblem(c, result);
    return lkJson(c, ParticipantDetailResponseSchema, { participant: result.value });
  })
  .post("/participant/send", async (c) => {
    const profile = activeProfile(c);
    const { code } = await readJson(c, ParticipantSendRequestSchema);
    const result = await guarded(c, () => c.var.services.cessionParts.participant.send(profile.id, code));
    if (result instanceof Response) return result;
    if (!result.ok) return answerProblem(c, result);
    return lkJson(c, ParticipantDetailResponseSchema, { participant: result.value });
  })
  .get("/participant/print", async (c) => {
    const profile = activeProfile(c);
    const { code } = readQuery(c, CessionCodeQuerySchema);
    const result = await c.var.services.cessionParts.participant.print(profile.id, code);
    if (!result.ok) return answerProblem(c, result);
    return lkFile(result.value);
  })
  .get("/guarantor", async (c) => {
    const profile = activeProfile(c);
    const { code } = readQuery(c, CessionCodeQuerySchema);
    const guarantor = await c.var.services.cessionParts.guarantor.detail(profile.id, code);
    if (!guarantor) lkNotFound(CESSION_RULE_MESSAGES.notFound);
    return lkJson(c, GuarantorDetailResponseSchema, { guarantor });
  })
  .post("/guarantorsend", async (c) => {
    const profile = activeProfile(c);
    const input = await readJson(c, GuarantorSendRequestSchema);
    const result = await guarded(c, () => c.var.services.cessionParts.guarantor.send(profile.id, input));
    if (result instanceof Response) return result;
    if (!result.ok) return answerProblem(c, result);
    return lkJson(c, GuarantorDetailResponseSchema, { guarantor: result.value });
  });

const TAGS = ["Account cession"];

const ParticipantSaveFormSchema = z
  .object({
    participant: z.string().meta({
      description:
        "JSON of CessionParticipantSave: {code, data (the questionnaire), renewConsent?, files: [{code, file?: index in files[], remove?}]}",
      example:
        '{"code":"Xy7…","data":{"company":{"inn":"7707083893"},"consents":{"personalData":true,"creditBureau":true}},"files":[{"code":"charter","file":0}]}',
    }),
    "files[]": z
      .array(z.string().meta({ format: "binary" }))
      .optional()
      .meta({
        description: `0–${CESSION_MAX_FILES} files, each ≤ 1 048 576 bytes, PDF, JPEG, TIFF, BMP or ZIP by content, each named by a slot of files`,
      }),
  })
  .meta({ id: "CessionParticipantSaveForm" });

const ONLY_CESSIONARY = "Only the profile bound to the cession's assignee (cessionary); anyone else gets 404.";
const ONLY_GUARANTOR = "Only the profile bound to that guarantor; anyone else gets 404.";
const EDITABLE =
  "Only while the cession and the part are drafts: 409 «Заявка уже не черновик…» or «Анкета отправлена: изменить её нельзя».";

export const lkCessionParticipantPaths: ZodOpenApiPathsObject = {
  "/apilk/cession/participant/detail/": {
    get: lkGetOperation({
      summary:
        "The assignee's questionnaire: the cession it belongs to, the data (a new one has the questions unanswered), the document slots, the consents' signing day and last valid day, what still stops sending",
      description: ONLY_CESSIONARY,
      tags: TAGS,
      query: CessionCodeQuerySchema,
      ok: ParticipantDetailResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/cession/participant/save/": {
    post: {
      summary: `Saves the assignee's questionnaire and documents (needs X-CSRF-Token): multipart \`participant\` (JSON) and files[] — up to ${CESSION_MAX_FILES}, each ≤ 1 048 576 bytes, PDF/JPEG/TIFF/BMP/ZIP by content, each filling the slot that names its index`,
      description:
        `${ONLY_CESSIONARY} ${EDITABLE} A draft may be incomplete, but a filled field must be well-formed (INN, KPP, OGRN/OGRNIP, BIK and accounts by their check digits, phone, e-mail, passport digits, dates not in the future): 400 naming \`participant.data.<path>\`, nothing stored. ` +
        "Both consents given sign them today (kept on later saves unless `renewConsent`); taking one back clears the signing day. " +
        `The body is refused at the first limit crossed (413 over ${uploadBodyLimit(PARTICIPANT_UPLOAD)} bytes); ${UPLOADS_PER_SESSION.limit} uploads per session in ${UPLOADS_PER_SESSION.windowMs / 60_000} minutes (429). An unexpected failure answers 503 with the §8 "technical" message.`,
      tags: TAGS,
      requestBody: { content: { "multipart/form-data": { schema: ParticipantSaveFormSchema } } },
      responses: responses(ParticipantDetailResponseSchema, [400, 401, 403, 404, 409, 413, 415, 429, 503]),
    },
  },
  "/apilk/cession/participant/send/": {
    post: {
      summary:
        "Sends the questionnaire to the assignor (needs X-CSRF-Token): the assignor gets a notice «Цессионарий заполнил анкету и загрузил документы»",
      description: `${ONLY_CESSIONARY} ${EDITABLE} Every required field, every question and its follow-ups, both consents and every required document must be there: 409 with the §8 «Отправить заявку на рассмотрение можно только после заполнения всех обязательных полей…» and the missing fields (an expired credit-bureau consent alone: 409 «Согласие … истекло…»).`,
      tags: TAGS,
      requestBody: jsonContent(ParticipantSendRequestSchema),
      responses: responses(ParticipantDetailResponseSchema, [400, 401, 403, 404, 409, 415, 503]),
    },
  },
  "/apilk/cession/participant/print/": {
    get: {
      summary:
        "The questionnaire as a PDF «Анкета-<number>.pdf» (attachment): every section, the answers, the consents with their validity, the documents uploaded or not",
      description: `${ONLY_CESSIONARY} 409 «Для печати анкеты сначала сохраните её данные» before the first save.`,
      tags: TAGS,
      requestParams: { query: CessionCodeQuerySchema },
      responses: {
        ...fileResponses("The PDF, as an attachment", ["application/pdf"]),
        409: responses(z.never(), [409])["409"],
      },
    },
  },
  "/apilk/cession/guarantor/": {
    get: lkGetOperation({
      summary:
        "A guarantor's own part: the cession it guarantees (number, assignor, assignee, contracts), its data (a new one starts from the invited kind, INN and e-mail), the consents",
      description: ONLY_GUARANTOR,
      tags: TAGS,
      query: CessionCodeQuerySchema,
      ok: GuarantorDetailResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/cession/guarantorsend/": {
    post: {
      summary:
        "Sends the guarantor's data whole (needs X-CSRF-Token): stored, consents signed, the part sent and the assignor told",
      description: `${ONLY_GUARANTOR} ${EDITABLE} A malformed field → 400 naming \`guarantor.<field>\`; anything missing → 409 with the §8 «Поручитель заполнил не все обязательные данные» and the missing fields. Nothing is stored on a refusal.`,
      tags: TAGS,
      requestBody: jsonContent(GuarantorSendRequestSchema),
      responses: responses(GuarantorDetailResponseSchema, [400, 401, 403, 404, 409, 415, 503]),
    },
  },
};
