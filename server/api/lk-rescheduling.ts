import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { UPLOAD_MAX_FILE_SIZE, UPLOAD_MAX_FILES } from "../../contract/lk-contracts.ts";
import {
  RESCHEDULING_LIMITS,
  ReschedulingCalculateRequestSchema,
  ReschedulingCalculationSchema,
  ReschedulingChangeQuerySchema,
  ReschedulingChangeResponseSchema,
  ReschedulingPageQuerySchema,
  ReschedulingPageResponseSchema,
  ReschedulingSaveFormSchema,
  ReschedulingSaveRequestSchema,
  ReschedulingSaveResponseSchema,
  ReschedulingScheduleQuerySchema,
  ReschedulingScheduleResponseSchema,
} from "../../contract/lk-rescheduling.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readUploadForm, UPLOADS_PER_SESSION, type UploadLimits, uploadBodyLimit } from "./upload-form.ts";
import { parseRequest, readJson, readQuery } from "./validate.ts";

const CONTRACT_NOT_FOUND = "Договор не найден среди договоров выбранного профиля";
const REQUEST_NOT_FOUND = "Заявка не найдена среди заявок этого договора";

/**
 * A rescheduling request: up to 10 documents of 1 MiB and the `request` field (JSON with the justification, up to
 * 2 000 characters, 2 bytes each in Cyrillic, plus the option's parameters).
 */
export const RESCHEDULING_UPLOAD: UploadLimits = {
  maxFiles: UPLOAD_MAX_FILES,
  maxFileSize: UPLOAD_MAX_FILE_SIZE,
  maxFields: 2,
  maxFieldSize: 16 * 1024,
};

/** The contract a body names, read before the rest: another profile's contract is 404 whatever else is wrong. */
const ContractRefSchema = z.object({
  contractCode: z.string("Укажите договор").min(1, "Укажите договор").max(64, "Договор не найден"),
});

function limitProblem(c: Context, field: string, message: string) {
  return problem(c, 400, `Проверьте поля: ${field}`, [{ field, message }]);
}

/** /apilk/rescheduling: changing a contract's remaining schedule, the active profile's contracts only. */
export const lkReschedulingApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/page", async (c) => {
    const profile = activeProfile(c);
    const { filters } = readQuery(c, ReschedulingPageQuerySchema);
    return lkJson(c, ReschedulingPageResponseSchema, await c.var.services.rescheduling.page(profile.id, filters));
  })
  .get("/contracts/schedule", async (c) => {
    const profile = activeProfile(c);
    const { contractCode, source } = readQuery(c, ReschedulingScheduleQuerySchema);
    const answer = await c.var.services.rescheduling.schedule(profile.id, contractCode, source);
    if ("notFound" in answer) lkNotFound(answer.notFound === "contract" ? CONTRACT_NOT_FOUND : REQUEST_NOT_FOUND);
    return lkJson(c, ReschedulingScheduleResponseSchema, answer);
  })
  .get("/change", async (c) => {
    const profile = activeProfile(c);
    const { contractCode, option } = readQuery(c, ReschedulingChangeQuerySchema);
    const answer = await c.var.services.rescheduling.change(profile.id, contractCode, option);
    if (!answer) lkNotFound(CONTRACT_NOT_FOUND);
    return lkJson(c, ReschedulingChangeResponseSchema, answer);
  })
  .post("/calculate", async (c) => {
    const profile = activeProfile(c);
    const body = await readJson(c, z.unknown());
    const { contractCode } = parseRequest(ContractRefSchema, body);
    if (!(await c.var.services.rescheduling.owns(profile.id, contractCode))) lkNotFound(CONTRACT_NOT_FOUND);
    const choice = parseRequest(ReschedulingCalculateRequestSchema, body);
    const result = await c.var.services.rescheduling.calculate(profile.id, choice);
    if (result.ok) return lkJson(c, ReschedulingCalculationSchema, result.value);
    if (result.reason === "not_found") lkNotFound(CONTRACT_NOT_FOUND);
    if (result.reason === "blocked") return problem(c, 409, result.message);
    return limitProblem(c, result.field, result.message);
  })
  .post("/save", async (c) => {
    const profile = activeProfile(c);
    const { fields, files } = await readUploadForm(c, RESCHEDULING_UPLOAD);
    const text = fields.get("request");
    if (text === undefined) {
      return problem(c, 400, "Проверьте поля: request", [
        { field: "request", message: "Передайте заявку в поле request" },
      ]);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return problem(c, 400, "Проверьте поля: request", [
        { field: "request", message: "Заявка передана не в формате JSON" },
      ]);
    }
    const { contractCode } = parseRequest(ContractRefSchema, body);
    if (!(await c.var.services.rescheduling.owns(profile.id, contractCode))) lkNotFound(CONTRACT_NOT_FOUND);
    const request = parseRequest(ReschedulingSaveRequestSchema, body);
    const author = { userId: c.var.session.user.id, name: c.var.session.user.name };
    const result = await c.var.services.rescheduling.save(profile.id, author, request, files);
    if (result.ok) return lkJson(c, ReschedulingSaveResponseSchema, result.value, 201);
    if (result.reason === "not_found") lkNotFound(CONTRACT_NOT_FOUND);
    if (result.reason === "blocked") return problem(c, 409, result.message);
    if (result.reason === "limit") return limitProblem(c, result.field, result.message);
    const detail =
      result.errors.length === 1
        ? `${result.errors[0]?.message}. Заявка не отправлена.`
        : `Файлы не приняты, заявка не отправлена: ${result.errors.map((e) => e.message).join("; ")}`;
    return problem(c, 400, detail, result.errors);
  });

const TAGS = ["Account rescheduling"];
const L = RESCHEDULING_LIMITS;

export const lkReschedulingPaths: ZodOpenApiPathsObject = {
  "/apilk/rescheduling/page/": {
    get: lkGetOperation({
      summary:
        'Rescheduling page: the active profile\'s contracts with canReschedule and, when not, the Russian reason (finished, a request already under review, overdue beyond 1 payment or 30 days, fewer than 3 payments left), and the profile\'s requests with status and decline reason. `filters` is URL-encoded JSON {status, vehicleType, search}, e.g. ?filters={"status":"active"}',
      tags: TAGS,
      query: ReschedulingPageQuerySchema,
      ok: ReschedulingPageResponseSchema,
    }),
  },
  "/apilk/rescheduling/contracts/schedule/": {
    get: lkGetOperation({
      summary:
        "The remaining schedule a rescheduling replaces: `source=current` (default) the contract's unpaid payments from the first not yet due, or a request's code — the schedule it proposes",
      tags: TAGS,
      query: ReschedulingScheduleQuerySchema,
      ok: ReschedulingScheduleResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/rescheduling/change/": {
    get: lkGetOperation({
      summary: `The parameters of one option for the contract, with its limits and defaults: holiday (skip ${L.holiday.minMonths}–${L.holiday.maxMonths} payments), reduced (${L.reduced.minShare}–${L.reduced.maxShare} % for up to ${L.reduced.maxMonths} months), extension (+${L.extension.minMonths}–${L.extension.maxMonths} months), seasonal (low and high calendar months); ${L.minRestPayments} payments must stay after the changed months`,
      tags: TAGS,
      query: ReschedulingChangeQuerySchema,
      ok: ReschedulingChangeResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/rescheduling/calculate/": {
    post: {
      summary:
        "Calculates an option (needs X-CSRF-Token; changes nothing): the old and new remaining payments month by month, totals, the difference, the term, end date and удорожание of each; the present value at the contract's rate is kept within 1 kopeck per row. 400 names the parameter that breaks a limit; 409 when the contract cannot be rescheduled now",
      tags: TAGS,
      requestBody: jsonContent(ReschedulingCalculateRequestSchema),
      responses: responses(ReschedulingCalculationSchema, [400, 401, 403, 404, 409, 415]),
    },
  },
  "/apilk/rescheduling/save/": {
    post: {
      summary: `Sends a rescheduling request (needs X-CSRF-Token): multipart \`request\` (JSON {contractCode, option, params, justification of ${L.justification.min}–${L.justification.max} characters}) and files[] — up to ${UPLOAD_MAX_FILES} documents, none required, each ≤ 1 048 576 bytes, PDF/JPEG/TIFF/BMP/ZIP by content; when any fails, nothing is stored (400 names each file). The request (status review) travels as a ticket of category rescheduling; one request under review per contract (409). The body is streamed and refused at the first limit crossed (413 over ${uploadBodyLimit(RESCHEDULING_UPLOAD)} bytes); ${UPLOADS_PER_SESSION.limit} uploads per session in ${UPLOADS_PER_SESSION.windowMs / 60_000} minutes (429 with Retry-After).`,
      tags: TAGS,
      requestBody: { content: { "multipart/form-data": { schema: ReschedulingSaveFormSchema } } },
      responses: responses(ReschedulingSaveResponseSchema, [400, 401, 403, 404, 409, 413, 415, 429], 201),
    },
  },
};
