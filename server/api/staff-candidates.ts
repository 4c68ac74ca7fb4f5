import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  STAFF_CANDIDATE_MESSAGES,
  StaffCandidateIdQuerySchema,
  StaffCandidateListQuerySchema,
  StaffCandidateListResponseSchema,
  StaffCandidateResponseSchema,
  StaffCandidateStatusRequestSchema,
} from "../../contract/staff-candidates.ts";
import type { ApiEnv } from "./api-env.ts";
import { fileResponses, lkFile } from "./lk-http.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readJson, readQuery } from "./validate.ts";

/** Candidates' questionnaires are HR's (personal data of people who are not clients); admin always. */
const staff = requireStaff("hr");

/** /staff/api/candidates: HR's side of the candidate questionnaires (issue 15). */
export const staffCandidatesApi = new Hono<ApiEnv>({ strict: false })
  .use(staff)
  .get("/list", async (c) => {
    const { filters, currentPage } = readQuery(c, StaffCandidateListQuerySchema);
    return staffJson(
      c,
      StaffCandidateListResponseSchema,
      await c.var.services.candidatesStaff.list(filters, currentPage),
    );
  })
  .get("/detail", async (c) => {
    const { id } = readQuery(c, StaffCandidateIdQuerySchema);
    const candidate = await c.var.services.candidatesStaff.detail(id);
    if (!candidate) staffNotFound(STAFF_CANDIDATE_MESSAGES.notFound);
    return staffJson(c, StaffCandidateResponseSchema, { candidate });
  })
  .get("/pdf", async (c) => {
    const { id } = readQuery(c, StaffCandidateIdQuerySchema);
    const file = await c.var.services.candidatesStaff.pdf(id);
    if (!file) staffNotFound(STAFF_CANDIDATE_MESSAGES.notFound);
    return lkFile(file);
  })
  .post("/status", async (c) => {
    const { id, status } = await readJson(c, StaffCandidateStatusRequestSchema);
    const result = await c.var.services.candidatesStaff.setStatus(c.var.staff, id, status);
    if (result.ok) return staffJson(c, StaffCandidateResponseSchema, { candidate: result.value });
    if (result.reason === "not_found") staffNotFound(STAFF_CANDIDATE_MESSAGES.notFound);
    return problem(c, 409, result.message);
  });

const TAGS = ["Staff candidates"];
const ROLES = "Role hr (admin always); a client gets 404, another role 403";

export const staffCandidatesPaths: ZodOpenApiPathsObject = {
  "/staff/api/candidates/list/": {
    get: staffGetOperation({
      summary:
        'Candidate questionnaires, 25 a page, newest first: `filters` is URL-encoded JSON {status, vacancy (code, or "any"), city (name), dateFrom, dateTo (Moscow dates of arrival), search (name, phone digits, e-mail or number)}, e.g. ?filters={"status":"new"}; the answer lists the vacancies and cities for the filters and how many are new',
      description: ROLES,
      tags: TAGS,
      query: StaffCandidateListQuerySchema,
      ok: StaffCandidateListResponseSchema,
    }),
  },
  "/staff/api/candidates/detail/": {
    get: staffGetOperation({
      summary:
        "One questionnaire whole: every answer in readable Russian sections (vacancy and city, personal data, family, education, last job, address, consent), HR's status and the PDF's address",
      description: ROLES,
      tags: TAGS,
      query: StaffCandidateIdQuerySchema,
      ok: StaffCandidateResponseSchema,
    }),
  },
  "/staff/api/candidates/pdf/": {
    get: {
      summary: "The questionnaire as PDF, an attachment named «Анкета-К-2026-000001.pdf»",
      description: ROLES,
      tags: TAGS,
      requestParams: { query: StaffCandidateIdQuerySchema },
      responses: fileResponses("The questionnaire, as an attachment", ["application/pdf"]),
    },
  },
  "/staff/api/candidates/status/": {
    post: staffPostOperation({
      summary:
        "Sets HR's status of a questionnaire (needs X-CSRF-Token): new (Новая), invited (Приглашён), rejected (Отказ), hired (Принят), any to any so a decision may be corrected; the audit log records before and after in the same transaction. 409 when it already has that status",
      description: ROLES,
      tags: TAGS,
      body: StaffCandidateStatusRequestSchema,
      ok: StaffCandidateResponseSchema,
      problems: [409],
    }),
  },
};
