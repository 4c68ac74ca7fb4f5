import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  StaffReschedulingApproveRequestSchema,
  StaffReschedulingCodeQuerySchema,
  StaffReschedulingDeclineRequestSchema,
  StaffReschedulingListQuerySchema,
  StaffReschedulingListResponseSchema,
  StaffReschedulingResponseSchema,
} from "../../contract/staff-rescheduling.ts";
import type { DecisionResult } from "../domain/rescheduling/staff-rescheduling-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readJson, readQuery } from "./validate.ts";

const NOT_FOUND = "Заявка на изменение графика не найдена";

/** Client service decides rescheduling requests, and so does risk (they weigh the client's debt); admin always. */
const staff = requireStaff("service", "risk");

function decided(c: Context<ApiEnv>, result: DecisionResult) {
  if (result.ok) return staffJson(c, StaffReschedulingResponseSchema, { request: result.value });
  if (result.reason === "not_found") staffNotFound(NOT_FOUND);
  return problem(c, 409, result.message);
}

/** /staff/api/rescheduling: the lessor's side of rescheduling requests. */
export const staffReschedulingApi = new Hono<ApiEnv>({ strict: false })
  .use(staff)
  .get("/list", async (c) => {
    const { filters, currentPage } = readQuery(c, StaffReschedulingListQuerySchema);
    return staffJson(
      c,
      StaffReschedulingListResponseSchema,
      await c.var.services.rescheduling.staff.list(filters, currentPage),
    );
  })
  .get("/detail", async (c) => {
    const { code } = readQuery(c, StaffReschedulingCodeQuerySchema);
    const request = await c.var.services.rescheduling.staff.detail(code);
    if (!request) staffNotFound(NOT_FOUND);
    return staffJson(c, StaffReschedulingResponseSchema, { request });
  })
  .post("/approve", async (c) => {
    const { code } = await readJson(c, StaffReschedulingApproveRequestSchema);
    return decided(c, await c.var.services.rescheduling.staff.approve(c.var.staff, code));
  })
  .post("/decline", async (c) => {
    const { code, reason } = await readJson(c, StaffReschedulingDeclineRequestSchema);
    return decided(c, await c.var.services.rescheduling.staff.decline(c.var.staff, code, reason));
  });

const TAGS = ["Staff rescheduling"];

export const staffReschedulingPaths: ZodOpenApiPathsObject = {
  "/staff/api/rescheduling/list/": {
    get: staffGetOperation({
      summary:
        'Rescheduling requests of every client, 20 a page, under review first (roles service, risk): `filters` is URL-encoded JSON {status, option, search (contract or ticket number, client name or INN)}, e.g. ?filters={"status":"review"}',
      tags: TAGS,
      query: StaffReschedulingListQuerySchema,
      ok: StaffReschedulingListResponseSchema,
    }),
  },
  "/staff/api/rescheduling/detail/": {
    get: staffGetOperation({
      summary:
        "One request: the client, the contract, the ticket, the justification, the replaced and the proposed schedules side by side, and `stale` when a payment was made since (approval refused)",
      tags: TAGS,
      query: StaffReschedulingCodeQuerySchema,
      ok: StaffReschedulingResponseSchema,
    }),
  },
  "/staff/api/rescheduling/approve/": {
    post: staffPostOperation({
      summary:
        "Approves a request under review (needs X-CSRF-Token): in one transaction the contract's unpaid payments from the request's first month become the proposal (paid ones stay), the contract's end date, term, sum and VAT follow, the answer goes to the request's ticket (status done; the client gets a notification and an e-mail), and the audit log records before and after. 409 when already decided or the schedule changed since the request",
      tags: TAGS,
      body: StaffReschedulingApproveRequestSchema,
      ok: StaffReschedulingResponseSchema,
      problems: [409],
    }),
  },
  "/staff/api/rescheduling/decline/": {
    post: staffPostOperation({
      summary:
        "Declines a request under review with a reason (needs X-CSRF-Token): the client sees the reason on the rescheduling page and in the ticket (notification and e-mail); audited. 409 when already decided",
      tags: TAGS,
      body: StaffReschedulingDeclineRequestSchema,
      ok: StaffReschedulingResponseSchema,
      problems: [409],
    }),
  },
};
