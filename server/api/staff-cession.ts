import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { CESSION_ALLOWED_TYPES } from "../../contract/lk-cession.ts";
import {
  STAFF_CESSION_MESSAGES,
  StaffCessionAcceptRequestSchema,
  StaffCessionCancelRequestSchema,
  StaffCessionCodeQuerySchema,
  StaffCessionFileQuerySchema,
  StaffCessionListQuerySchema,
  StaffCessionListResponseSchema,
  StaffCessionQuestionnaireQuerySchema,
  StaffCessionResponseSchema,
} from "../../contract/staff-cession.ts";
import type { StaffCessionResult } from "../domain/cession/staff-cession-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { fileResponses, lkFile } from "./lk-http.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readJson, readQuery } from "./validate.ts";

/** Cessions are the risk and legal team's (they weigh the new lessee); admin always. */
const staff = requireStaff("risk");

function decided(c: Context<ApiEnv>, result: StaffCessionResult) {
  if (result.ok) return staffJson(c, StaffCessionResponseSchema, { cession: result.value });
  if (result.reason === "not_found") staffNotFound(STAFF_CESSION_MESSAGES.notFound);
  return problem(c, 409, result.message);
}

/** /staff/api/cession: the lessor's side of cession (issue 12). */
export const staffCessionApi = new Hono<ApiEnv>({ strict: false })
  .use(staff)
  .get("/list", async (c) => {
    const { filters, currentPage } = readQuery(c, StaffCessionListQuerySchema);
    return staffJson(c, StaffCessionListResponseSchema, await c.var.services.cessionStaff.list(filters, currentPage));
  })
  .get("/detail", async (c) => {
    const { code } = readQuery(c, StaffCessionCodeQuerySchema);
    const cession = await c.var.services.cessionStaff.detail(code);
    if (!cession) staffNotFound(STAFF_CESSION_MESSAGES.notFound);
    return staffJson(c, StaffCessionResponseSchema, { cession });
  })
  .get("/file", async (c) => {
    const { code, id } = readQuery(c, StaffCessionFileQuerySchema);
    const file = await c.var.services.cessionStaff.file(code, id);
    if (!file) staffNotFound(STAFF_CESSION_MESSAGES.fileNotFound);
    return lkFile(file);
  })
  .get("/questionnaire", async (c) => {
    const { code, participant } = readQuery(c, StaffCessionQuestionnaireQuerySchema);
    const file = await c.var.services.cessionStaff.questionnaire(code, participant);
    if (!file) staffNotFound(STAFF_CESSION_MESSAGES.participantNotFound);
    return lkFile(file);
  })
  .post("/accept", async (c) => {
    const { code } = await readJson(c, StaffCessionAcceptRequestSchema);
    return decided(c, await c.var.services.cessionStaff.accept(c.var.staff, code));
  })
  .post("/cancel", async (c) => {
    const { code, reason } = await readJson(c, StaffCessionCancelRequestSchema);
    return decided(c, await c.var.services.cessionStaff.cancel(c.var.staff, code, reason));
  });

const TAGS = ["Staff cession"];
const ROLES = "Role risk (admin always); a client gets 404, another role 403";

export const staffCessionPaths: ZodOpenApiPathsObject = {
  "/staff/api/cession/list/": {
    get: staffGetOperation({
      summary:
        'Cession applications of every client, 20 a page, under review first (the longest waiting on top): `filters` is URL-encoded JSON {status, search (cession number, assignor name or INN, assignee INN)}, e.g. ?filters={"status":"sent"}',
      description: ROLES,
      tags: TAGS,
      query: StaffCessionListQuerySchema,
      ok: StaffCessionListResponseSchema,
    }),
  },
  "/staff/api/cession/detail/": {
    get: staffGetOperation({
      summary:
        "One cession whole: the assignor's application, the contracts with their remaining and overdue sums, the assignment documents, the assignee's questionnaire with its documents and what it still lacks, the guarantors' data, and whether it may be accepted or cancelled",
      description: ROLES,
      tags: TAGS,
      query: StaffCessionCodeQuerySchema,
      ok: StaffCessionResponseSchema,
    }),
  },
  "/staff/api/cession/file/": {
    get: {
      summary: "Downloads any document of a cession (the assignment's or a participant's)",
      description: ROLES,
      tags: TAGS,
      requestParams: { query: StaffCessionFileQuerySchema },
      responses: fileResponses("The file, as an attachment", [...CESSION_ALLOWED_TYPES]),
    },
  },
  "/staff/api/cession/questionnaire/": {
    get: {
      summary: "The assignee's questionnaire as PDF (the lessor's copy); 404 until it is saved",
      description: ROLES,
      tags: TAGS,
      requestParams: { query: StaffCessionQuestionnaireQuerySchema },
      responses: fileResponses("The questionnaire, as an attachment", ["application/pdf"]),
    },
  },
  "/staff/api/cession/accept/": {
    post: staffPostOperation({
      summary:
        "Accepts a cession under review (needs X-CSRF-Token), in one transaction: the cession and every participant accepted; each contract passes to the assignee's profile as a new contract (same number, vehicle and terms, signed today) with the schedule rows still unpaid and due today or later, while the assignor's contract is finished with assignedAt and keeps what fell due before (an overdue debt stays the assignor's); the assignor and the participants get a notification and an e-mail; the audit log records before and after. 409 when not under review, the assignee has not taken the invitation yet, or a contract has finished since",
      description: ROLES,
      tags: TAGS,
      body: StaffCessionAcceptRequestSchema,
      ok: StaffCessionResponseSchema,
      problems: [409],
    }),
  },
  "/staff/api/cession/cancel/": {
    post: staffPostOperation({
      summary:
        "Cancels a draft or a cession under review with a reason of 3–1000 characters (needs X-CSRF-Token): the contracts may go into another application, the assignor and the participants are told the reason (notification and e-mail), audited. 409 when already accepted or cancelled",
      description: ROLES,
      tags: TAGS,
      body: StaffCessionCancelRequestSchema,
      ok: StaffCessionResponseSchema,
      problems: [409],
    }),
  },
};
