import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  STAFF_LEAD_MESSAGES,
  StaffLeadAssigneesResponseSchema,
  StaffLeadAssignRequestSchema,
  StaffLeadCommentRequestSchema,
  StaffLeadIdQuerySchema,
  StaffLeadResponseSchema,
  StaffLeadStatusRequestSchema,
  StaffLeadsDashboardSchema,
  StaffLeadsExportQuerySchema,
  StaffLeadsListQuerySchema,
  StaffLeadsListResponseSchema,
  StaffLeadTakeRequestSchema,
} from "../../contract/staff-leads.ts";
import type { StaffLeadResult } from "../domain/leads/staff-lead-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { fileResponses, lkFile } from "./lk-http.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readJson, readQuery } from "./validate.ts";

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Leads are the sales team's; admin always. */
const staff = requireStaff("sales");

function changed(c: Context<ApiEnv>, result: StaffLeadResult) {
  if (result.ok) return staffJson(c, StaffLeadResponseSchema, { lead: result.lead });
  if (result.reason === "not_found") staffNotFound(STAFF_LEAD_MESSAGES.notFound);
  if (result.reason === "assignee") {
    return problem(c, 400, "Проверьте поля: assigneeId", [
      { field: "assigneeId", message: STAFF_LEAD_MESSAGES.assignee },
    ]);
  }
  return problem(c, 409, result.message);
}

/** /staff/api/leads: the sales inbox of every lead form (issue 15). */
export const staffLeadsApi = new Hono<ApiEnv>({ strict: false })
  .use(staff)
  .get("/list", async (c) => {
    const { filters, currentPage } = readQuery(c, StaffLeadsListQuerySchema);
    return staffJson(
      c,
      StaffLeadsListResponseSchema,
      await c.var.services.leadsStaff.list(c.var.staff, filters, currentPage),
    );
  })
  .get("/detail", async (c) => {
    const { id } = readQuery(c, StaffLeadIdQuerySchema);
    const lead = await c.var.services.leadsStaff.detail(id);
    if (!lead) staffNotFound(STAFF_LEAD_MESSAGES.notFound);
    return staffJson(c, StaffLeadResponseSchema, { lead });
  })
  .get("/assignees", async (c) =>
    staffJson(c, StaffLeadAssigneesResponseSchema, { items: await c.var.services.leadsStaff.assignees() }),
  )
  .get("/dashboard", async (c) => staffJson(c, StaffLeadsDashboardSchema, await c.var.services.leadsStaff.dashboard()))
  .get("/export", async (c) => {
    const { filters } = readQuery(c, StaffLeadsExportQuerySchema);
    const { bytes, fileName } = await c.var.services.leadsStaff.exportXlsx(c.var.staff, filters);
    return lkFile({ bytes, fileName, mime: XLSX_MIME });
  })
  .post("/take", async (c) => {
    const { id } = await readJson(c, StaffLeadTakeRequestSchema);
    return changed(c, await c.var.services.leadsStaff.take(c.var.staff, id));
  })
  .post("/status", async (c) => {
    const { id, status, comment } = await readJson(c, StaffLeadStatusRequestSchema);
    return changed(c, await c.var.services.leadsStaff.setStatus(c.var.staff, id, status, comment));
  })
  .post("/comment", async (c) => {
    const { id, comment } = await readJson(c, StaffLeadCommentRequestSchema);
    return changed(c, await c.var.services.leadsStaff.comment(c.var.staff, id, comment));
  })
  .post("/assign", async (c) => {
    const { id, assigneeId } = await readJson(c, StaffLeadAssignRequestSchema);
    return changed(c, await c.var.services.leadsStaff.assign(c.var.staff, id, assigneeId));
  });

const TAGS = ["Staff leads"];
const ROLES = "Role sales (admin always); a client gets 404, another role 403";
const FILTERS =
  '`filters` is URL-encoded JSON {status, kind, source (utm_source, or "none"), assignee (me, none or a user id), dateFrom, dateTo (Moscow, inclusive), search (name, company, e-mail, reference, or phone digits)}, e.g. ?filters={"status":"new"}';

export const staffLeadsPaths: ZodOpenApiPathsObject = {
  "/staff/api/leads/list/": {
    get: staffGetOperation({
      summary: `Leads of every form, newest first, 25 a page, each with its source, assignee and the number of possible duplicates (same phone or e-mail within 90 days): ${FILTERS}`,
      description: ROLES,
      tags: TAGS,
      query: StaffLeadsListQuerySchema,
      ok: StaffLeadsListResponseSchema,
    }),
  },
  "/staff/api/leads/detail/": {
    get: staffGetOperation({
      summary:
        "One lead: the visitor's data labelled as the form had it, the account that sent it (account's form), the calculator's terms and estimate, the UTM tags and page, the history of statuses, comments and assignments, and the possible duplicates",
      description: ROLES,
      tags: TAGS,
      query: StaffLeadIdQuerySchema,
      ok: StaffLeadResponseSchema,
    }),
  },
  "/staff/api/leads/assignees/": {
    get: staffGetOperation({
      summary: "Who may handle leads: active employees with the role sales or admin",
      description: ROLES,
      tags: TAGS,
      ok: StaffLeadAssigneesResponseSchema,
    }),
  },
  "/staff/api/leads/dashboard/": {
    get: staffGetOperation({
      summary:
        "The last 30 days (Moscow, today included): leads per day by utm_source and by form, their statuses now (count and %), and the median time from arrival to the first action",
      description: ROLES,
      tags: TAGS,
      ok: StaffLeadsDashboardSchema,
    }),
  },
  "/staff/api/leads/export/": {
    get: {
      summary: `The filtered list as an XLSX workbook, newest first, at most 10 000 rows: ${FILTERS}`,
      description: ROLES,
      tags: TAGS,
      requestParams: { query: StaffLeadsExportQuerySchema },
      responses: fileResponses("The workbook, as an attachment", [XLSX_MIME]),
    },
  },
  "/staff/api/leads/take/": {
    post: staffPostOperation({
      summary:
        "«Взять в работу» (needs X-CSRF-Token): the lead becomes the caller's, in progress; history and audit entry. 409 when it is closed (approved, rejected, duplicate) or already the caller's in progress",
      description: ROLES,
      tags: TAGS,
      body: StaffLeadTakeRequestSchema,
      ok: StaffLeadResponseSchema,
      problems: [409],
    }),
  },
  "/staff/api/leads/status/": {
    post: staffPostOperation({
      summary:
        "Sets the status with an optional comment (needs X-CSRF-Token); an unassigned lead put in progress becomes the caller's; history and audit entry. 409 when it already has that status",
      description: ROLES,
      tags: TAGS,
      body: StaffLeadStatusRequestSchema,
      ok: StaffLeadResponseSchema,
      problems: [409],
    }),
  },
  "/staff/api/leads/comment/": {
    post: staffPostOperation({
      summary: "Adds a comment to the history (needs X-CSRF-Token); audited",
      description: ROLES,
      tags: TAGS,
      body: StaffLeadCommentRequestSchema,
      ok: StaffLeadResponseSchema,
    }),
  },
  "/staff/api/leads/assign/": {
    post: staffPostOperation({
      summary:
        "Assigns the lead to a sales manager or an administrator (needs X-CSRF-Token); history and audit entry. 400 when the employee may not handle leads, 409 when already assigned to them",
      description: ROLES,
      tags: TAGS,
      body: StaffLeadAssignRequestSchema,
      ok: StaffLeadResponseSchema,
      problems: [409],
    }),
  },
};
