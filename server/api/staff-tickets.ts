import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { TICKET_ALLOWED_TYPES } from "../../contract/lk-tickets.ts";
import {
  StaffAssigneesResponseSchema,
  StaffTicketAssignRequestSchema,
  StaffTicketAttachmentQuerySchema,
  StaffTicketCodeQuerySchema,
  StaffTicketReplyFieldsSchema,
  StaffTicketReplyFormSchema,
  StaffTicketResponseSchema,
  StaffTicketStatusRequestSchema,
  StaffTicketsListQuerySchema,
  StaffTicketsListResponseSchema,
} from "../../contract/staff-tickets.ts";
import type { StaffChangeResult } from "../domain/tickets/staff-ticket-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { fileResponses, lkFile } from "./lk-http.ts";
import { TICKET_UPLOAD } from "./lk-tickets.ts";
import { responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readUploadForm, UPLOADS_PER_SESSION, uploadBodyLimit } from "./upload-form.ts";
import { parseRequest, readJson, readQuery } from "./validate.ts";

const NOT_FOUND = "Обращение не найдено";

/** Client service works the tickets; risk may read them (rescheduling requests travel as tickets); admin always. */
const reader = requireStaff("service", "risk");
const worker = requireStaff("service");

/** A change's answer: the ticket as it is now, or the problem that stopped it. */
function changed(c: Context<ApiEnv>, result: StaffChangeResult) {
  if (result.ok) return staffJson(c, StaffTicketResponseSchema, { ticket: result.ticket });
  if (result.reason === "not_found") staffNotFound(NOT_FOUND);
  if (result.reason === "assignee") {
    return problem(c, 400, "Проверьте поля: assigneeId", [
      { field: "assigneeId", message: "Сотрудник не найден среди тех, кто может вести обращения" },
    ]);
  }
  const detail =
    result.errors.length === 1
      ? `${result.errors[0]?.message}. Ничего не отправлено.`
      : `Файлы не приняты, ничего не отправлено: ${result.errors.map((e) => e.message).join("; ")}`;
  return problem(c, 400, detail, result.errors);
}

/** /staff/api/tickets: the lessor's inbox of every client's tickets. */
export const staffTicketsApi = new Hono<ApiEnv>({ strict: false })
  .get("/list", reader, async (c) => {
    const { filters, sort, currentPage } = readQuery(c, StaffTicketsListQuerySchema);
    return staffJson(
      c,
      StaffTicketsListResponseSchema,
      await c.var.services.tickets.staff.list(c.var.staff, filters, sort, currentPage),
    );
  })
  .get("/detail", reader, async (c) => {
    const { code } = readQuery(c, StaffTicketCodeQuerySchema);
    const ticket = await c.var.services.tickets.staff.detail(code);
    if (!ticket) staffNotFound(NOT_FOUND);
    return staffJson(c, StaffTicketResponseSchema, { ticket });
  })
  .post("/reply", worker, async (c) => {
    const { code } = readQuery(c, StaffTicketCodeQuerySchema);
    const { fields, files } = await readUploadForm(c, TICKET_UPLOAD);
    const input = parseRequest(StaffTicketReplyFieldsSchema, Object.fromEntries(fields));
    return changed(c, await c.var.services.tickets.staff.reply(c.var.staff, code, input, files));
  })
  .post("/status", worker, async (c) => {
    const { code, status } = await readJson(c, StaffTicketStatusRequestSchema);
    return changed(c, await c.var.services.tickets.staff.setStatus(c.var.staff, code, status));
  })
  .post("/assign", worker, async (c) => {
    const { code, assigneeId } = await readJson(c, StaffTicketAssignRequestSchema);
    return changed(c, await c.var.services.tickets.staff.assign(c.var.staff, code, assigneeId));
  })
  .get("/attachment", reader, async (c) => {
    const { code, id } = readQuery(c, StaffTicketAttachmentQuerySchema);
    const file = await c.var.services.tickets.staff.attachment(code, id);
    if (!file) staffNotFound("Файл не найден среди файлов обращения");
    return lkFile(file);
  })
  .get("/assignees", reader, async (c) =>
    staffJson(c, StaffAssigneesResponseSchema, { items: await c.var.services.tickets.staff.assignees() }),
  );

const TAGS = ["Staff tickets"];
const ROLES = "Roles: service (risk may read; admin always)";

export const staffTicketsPaths: ZodOpenApiPathsObject = {
  "/staff/api/tickets/list/": {
    get: staffGetOperation({
      summary:
        'The inbox across every client, 20 a page: `sort` due (default: open tickets by answer deadline), lastMessage or created; `filters` is URL-encoded JSON {status, open, category, overdue (past the SLA), assignee (me, none or a user id), search (number, subject, client name or INN)}, e.g. ?filters={"overdue":true}',
      description: ROLES,
      tags: TAGS,
      query: StaffTicketsListQuerySchema,
      ok: StaffTicketsListResponseSchema,
    }),
  },
  "/staff/api/tickets/detail/": {
    get: staffGetOperation({
      summary:
        "One ticket: the thread with attachments, the client's profile and author, the contract, the assignee and the audit history; the client's messages become read",
      description: ROLES,
      tags: TAGS,
      query: StaffTicketCodeQuerySchema,
      ok: StaffTicketResponseSchema,
    }),
  },
  "/staff/api/tickets/reply/": {
    post: {
      summary: `The lessor's reply (needs X-CSRF-Token): multipart text, optional status (waiting_client when absent; a closed ticket reopens) and files[] — up to 10 files, none required, each ≤ 1 048 576 bytes, PDF/JPEG/TIFF/BMP/ZIP by content, all checked before any is stored (413 over ${uploadBodyLimit(TICKET_UPLOAD)} bytes; ${UPLOADS_PER_SESSION.limit} uploads per session in ${UPLOADS_PER_SESSION.windowMs / 60_000} minutes). The client gets an account notification and an e-mail; the audit log records it.`,
      description: "Role: service (admin always)",
      tags: TAGS,
      requestParams: { query: StaffTicketCodeQuerySchema },
      requestBody: { content: { "multipart/form-data": { schema: StaffTicketReplyFormSchema } } },
      responses: responses(StaffTicketResponseSchema, [400, 401, 403, 404, 413, 415, 429]),
    },
  },
  "/staff/api/tickets/status/": {
    post: staffPostOperation({
      summary:
        "Sets a ticket's status (needs X-CSRF-Token); the same status is no change. The audit log records before and after.",
      description: "Role: service (admin always)",
      tags: TAGS,
      body: StaffTicketStatusRequestSchema,
      ok: StaffTicketResponseSchema,
    }),
  },
  "/staff/api/tickets/assign/": {
    post: staffPostOperation({
      summary:
        "Assigns a ticket to an employee from assignees/, or to nobody with null (needs X-CSRF-Token). The audit log records before and after.",
      description: "Role: service (admin always)",
      tags: TAGS,
      body: StaffTicketAssignRequestSchema,
      ok: StaffTicketResponseSchema,
    }),
  },
  "/staff/api/tickets/attachment/": {
    get: {
      summary: "Downloads a file of any ticket's message",
      description: ROLES,
      tags: TAGS,
      requestParams: { query: StaffTicketAttachmentQuerySchema },
      responses: fileResponses("The file, as an attachment", TICKET_ALLOWED_TYPES),
    },
  },
  "/staff/api/tickets/assignees/": {
    get: staffGetOperation({
      summary: "Active employees who may take tickets (client service and administrators)",
      description: ROLES,
      tags: TAGS,
      ok: StaffAssigneesResponseSchema,
    }),
  },
};
