import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { UPLOAD_MAX_FILE_SIZE } from "../../contract/lk-contracts.ts";
import {
  TICKET_ALLOWED_TYPES,
  TICKET_MAX_FILES,
  TicketAttachmentQuerySchema,
  TicketDetailQuerySchema,
  TicketDetailResponseSchema,
  TicketFulfilRequestSchema,
  TicketFulfilResponseSchema,
  TicketMessageFieldsSchema,
  TicketMessageFormSchema,
  TicketMessageQuerySchema,
  TicketMessageResponseSchema,
  TicketNewFieldsSchema,
  TicketNewFormSchema,
  TicketNewResponseSchema,
  TicketOptionsResponseSchema,
  TicketsCounterResponseSchema,
  TicketsListQuerySchema,
  TicketsListResponseSchema,
} from "../../contract/lk-tickets.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, fileResponses, lkFile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readUploadForm, UPLOADS_PER_SESSION, type UploadLimits, uploadBodyLimit } from "./upload-form.ts";
import { parseRequest, readJson, readQuery } from "./validate.ts";

const TICKET_NOT_FOUND = "Обращение не найдено среди обращений выбранного профиля";
const CLOSED = "Обращение закрыто: новое сообщение не отправлено. Если вопрос остался, создайте новое обращение.";

/**
 * A ticket or a message: up to 10 files of 1 MiB and two text fields (`ticket` JSON or `text`, at most 5 000
 * characters, 2 bytes each in Cyrillic, plus the JSON's keys and subject).
 */
export const TICKET_UPLOAD: UploadLimits = {
  maxFiles: TICKET_MAX_FILES,
  maxFileSize: UPLOAD_MAX_FILE_SIZE,
  maxFields: 4,
  maxFieldSize: 16 * 1024,
};

function filesRefused(errors: { field: string; message: string }[]): string {
  return errors.length === 1
    ? `${errors[0]?.message}. Ничего не отправлено.`
    : `Файлы не приняты, ничего не отправлено: ${errors.map((e) => e.message).join("; ")}`;
}

/** The author of a client's message: the signed-in person, as the thread shows them. */
const authorOf = (c: { var: ApiEnv["Variables"] }) => ({
  userId: c.var.session.user.id,
  name: c.var.session.user.name,
});

/** /apilk/tickets: the active profile's tickets to the lessor. */
export const lkTicketsApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/list", async (c) => {
    const profile = activeProfile(c);
    const { filters, sort, currentPage } = readQuery(c, TicketsListQuerySchema);
    return lkJson(
      c,
      TicketsListResponseSchema,
      await c.var.services.tickets.client.list(profile.id, filters, sort, currentPage),
    );
  })
  .get("/detail", async (c) => {
    const profile = activeProfile(c);
    const { code } = readQuery(c, TicketDetailQuerySchema);
    const ticket = await c.var.services.tickets.client.detail(profile.id, code);
    if (!ticket) lkNotFound(TICKET_NOT_FOUND);
    return lkJson(c, TicketDetailResponseSchema, { ticket });
  })
  .post("/new", async (c) => {
    const profile = activeProfile(c);
    const { fields, files } = await readUploadForm(c, TICKET_UPLOAD);
    const { ticket } = parseRequest(TicketNewFieldsSchema, Object.fromEntries(fields));
    const result = await c.var.services.tickets.client.create(profile.id, authorOf(c), ticket, files);
    if (!result.ok && result.reason === "contract") {
      return problem(c, 400, "Проверьте поля: ticket.contractCode", [
        { field: "ticket.contractCode", message: "Договор не найден среди договоров выбранного профиля" },
      ]);
    }
    if (!result.ok) return problem(c, 400, filesRefused(result.errors), result.errors);
    return lkJson(c, TicketNewResponseSchema, { ticket: result.ticket }, 201);
  })
  .post("/message", async (c) => {
    const profile = activeProfile(c);
    const { code } = readQuery(c, TicketMessageQuerySchema);
    const { fields, files } = await readUploadForm(c, TICKET_UPLOAD);
    const { text } = parseRequest(TicketMessageFieldsSchema, Object.fromEntries(fields));
    const result = await c.var.services.tickets.client.message(profile.id, authorOf(c), code, text, files);
    if (result.ok) return lkJson(c, TicketMessageResponseSchema, result.value, 201);
    if (result.reason === "not_found") lkNotFound(TICKET_NOT_FOUND);
    if (result.reason === "closed") return problem(c, 409, CLOSED);
    return problem(c, 400, filesRefused(result.errors), result.errors);
  })
  .post("/fulfil", async (c) => {
    const profile = activeProfile(c);
    const { code } = await readJson(c, TicketFulfilRequestSchema);
    const result = await c.var.services.tickets.client.fulfil(profile.id, code);
    if (!result) lkNotFound(TICKET_NOT_FOUND);
    return lkJson(c, TicketFulfilResponseSchema, result);
  })
  .get("/categories", (c) => {
    activeProfile(c);
    return lkJson(c, TicketOptionsResponseSchema, c.var.services.tickets.client.categories());
  })
  .get("/statuses", (c) => {
    activeProfile(c);
    return lkJson(c, TicketOptionsResponseSchema, c.var.services.tickets.client.statuses());
  })
  .get("/attachment", async (c) => {
    const profile = activeProfile(c);
    const { code, id } = readQuery(c, TicketAttachmentQuerySchema);
    const file = await c.var.services.tickets.client.attachment(profile.id, code, id);
    if (!file) lkNotFound("Файл не найден среди файлов обращения");
    return lkFile(file);
  })
  .get("/counter", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, TicketsCounterResponseSchema, { unread: await c.var.services.tickets.client.unread(profile.id) });
  });

const TAGS = ["Account tickets"];
const UPLOAD_RULES = `up to ${TICKET_MAX_FILES} files, none required, each ≤ 1 048 576 bytes, PDF/JPEG/TIFF/BMP/ZIP by content; when any file fails, nothing is stored (400 names each file). The body is streamed and refused at the first limit crossed (413 over ${uploadBodyLimit(TICKET_UPLOAD)} bytes); ${UPLOADS_PER_SESSION.limit} uploads per session in ${UPLOADS_PER_SESSION.windowMs / 60_000} minutes (429 with Retry-After)`;

export const lkTicketsPaths: ZodOpenApiPathsObject = {
  "/apilk/tickets/list/": {
    get: lkGetOperation({
      summary:
        'Tickets of the active profile, 10 a page: `sort` created (default, newest first), lastMessage or status; `filters` is URL-encoded JSON {status, category, dateFrom, dateTo, contractCode, search (number, subject or any message\'s text)}, e.g. ?filters={"status":"new"}',
      tags: TAGS,
      query: TicketsListQuerySchema,
      ok: TicketsListResponseSchema,
    }),
  },
  "/apilk/tickets/detail/": {
    get: lkGetOperation({
      summary:
        "One ticket and its thread, oldest first: each message's side, author, time and attachments; the lessor's messages become read",
      tags: TAGS,
      query: TicketDetailQuerySchema,
      ok: TicketDetailResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/tickets/new/": {
    post: {
      summary: `Opens a ticket (needs X-CSRF-Token): multipart \`ticket\` (JSON {category, subject, text, contractCode?}; contractCode one of the profile's contracts) and files[] — ${UPLOAD_RULES}. Answers the ticket's code and number.`,
      tags: TAGS,
      requestBody: { content: { "multipart/form-data": { schema: TicketNewFormSchema } } },
      responses: responses(TicketNewResponseSchema, [400, 401, 403, 413, 415, 429], 201),
    },
  },
  "/apilk/tickets/message/": {
    post: {
      summary: `Adds the client's message to a ticket (needs X-CSRF-Token): multipart text and files[] — ${UPLOAD_RULES}. A closed ticket takes none (409) until the lessor writes again; an answered one goes back to work.`,
      tags: TAGS,
      requestParams: { query: TicketMessageQuerySchema },
      requestBody: { content: { "multipart/form-data": { schema: TicketMessageFormSchema } } },
      responses: responses(TicketMessageResponseSchema, [400, 401, 403, 404, 409, 413, 415, 429], 201),
    },
  },
  "/apilk/tickets/fulfil/": {
    post: {
      summary:
        "The client confirms the request is done: the ticket closes (needs X-CSRF-Token); closing again is no error",
      tags: TAGS,
      requestBody: jsonContent(TicketFulfilRequestSchema),
      responses: responses(TicketFulfilResponseSchema, [400, 401, 403, 404, 415]),
    },
  },
  "/apilk/tickets/categories/": {
    get: lkGetOperation({
      summary: "Ticket categories: code and Russian title",
      tags: TAGS,
      ok: TicketOptionsResponseSchema,
    }),
  },
  "/apilk/tickets/statuses/": {
    get: lkGetOperation({
      summary: "Ticket statuses: code and Russian title (Новое, В работе, Ожидает ответа клиента, Выполнено, Закрыто)",
      tags: TAGS,
      ok: TicketOptionsResponseSchema,
    }),
  },
  "/apilk/tickets/attachment/": {
    get: {
      summary: "Downloads a file of a ticket's message; only through a ticket of the active profile",
      tags: TAGS,
      requestParams: { query: TicketAttachmentQuerySchema },
      responses: fileResponses("The file, as an attachment", TICKET_ALLOWED_TYPES),
    },
  },
  "/apilk/tickets/counter/": {
    get: lkGetOperation({
      summary: "Tickets of the active profile with replies of the lessor not yet opened (the sidebar's badge)",
      tags: TAGS,
      ok: TicketsCounterResponseSchema,
    }),
  },
};
