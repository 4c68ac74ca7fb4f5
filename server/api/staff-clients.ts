import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  STAFF_CLIENT_MESSAGES,
  StaffClientAccessRemoveRequestSchema,
  StaffClientCreateRequestSchema,
  StaffClientDetailResponseSchema,
  StaffClientIdQuerySchema,
  StaffClientInviteRequestSchema,
  StaffClientOpenAccessRequestSchema,
  StaffClientProfileAddRequestSchema,
  StaffClientResponseSchema,
  StaffClientSearchQuerySchema,
  StaffClientSearchResponseSchema,
} from "../../contract/staff-clients.ts";
import type { ClientChangeResult } from "../domain/staff/staff-clients-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readJson, readQuery } from "./validate.ts";

/** Clients' access is client service's (issue 15); admin always. */
const staff = requireStaff("service");

function answered(c: Context<ApiEnv>, result: ClientChangeResult, status: 200 | 201 = 200) {
  if (result.ok)
    return staffJson(c, StaffClientResponseSchema, { client: result.client, message: result.message }, status);
  if (result.reason === "not_found") staffNotFound(result.message);
  if (result.reason === "conflict") return problem(c, 409, result.message);
  return problem(c, 400, result.errors.map((e) => e.message).join("; "), result.errors);
}

/** /staff/api/clients: clients and their access. */
export const staffClientsApi = new Hono<ApiEnv>({ strict: false })
  .use(staff)
  .get("/search", async (c) => {
    const { q } = readQuery(c, StaffClientSearchQuerySchema);
    return staffJson(c, StaffClientSearchResponseSchema, await c.var.services.staffClients.search(q));
  })
  .get("/detail", async (c) => {
    const { id } = readQuery(c, StaffClientIdQuerySchema);
    const client = await c.var.services.staffClients.detail(id);
    if (!client) staffNotFound(STAFF_CLIENT_MESSAGES.notFound);
    return staffJson(c, StaffClientDetailResponseSchema, { client });
  })
  .post("/create", async (c) => {
    const input = await readJson(c, StaffClientCreateRequestSchema);
    return answered(c, await c.var.services.staffClients.create(c.var.staff, input), 201);
  })
  .post("/open-access", async (c) => {
    const input = await readJson(c, StaffClientOpenAccessRequestSchema);
    return answered(c, await c.var.services.staffClients.openAccess(c.var.staff, input), 201);
  })
  .post("/invite", async (c) => {
    const input = await readJson(c, StaffClientInviteRequestSchema);
    return answered(c, await c.var.services.staffClients.invite(c.var.staff, input));
  })
  .post("/profile", async (c) => {
    const input = await readJson(c, StaffClientProfileAddRequestSchema);
    return answered(c, await c.var.services.staffClients.addProfile(c.var.staff, input), 201);
  })
  .post("/access-remove", async (c) => {
    const input = await readJson(c, StaffClientAccessRemoveRequestSchema);
    return answered(c, await c.var.services.staffClients.removeAccess(c.var.staff, input));
  });

const TAGS = ["Staff clients"];
const ROLES = "Role service (admin always); a client gets 404, another role 403";

export const staffClientsPaths: ZodOpenApiPathsObject = {
  "/staff/api/clients/search/": {
    get: staffGetOperation({
      summary:
        "Finds clients by part of the INN, the company's name, a user's e-mail or a contract number (any case, 3 characters at least): up to 20 profiles by name, each with its users (invited or active) and the number of contracts; `more` when more matched",
      description: ROLES,
      tags: TAGS,
      query: StaffClientSearchQuerySchema,
      ok: StaffClientSearchResponseSchema,
    }),
  },
  "/staff/api/clients/detail/": {
    get: staffGetOperation({
      summary:
        "A client: the profile asked for (`id`) and every other profile its users act for, with INN/KPP/OGRN, requisites and manager; the users with access (invited or active, per-profile position); the contracts of those profiles. 404 for an unknown id",
      description: ROLES,
      tags: TAGS,
      query: StaffClientIdQuerySchema,
      ok: StaffClientDetailResponseSchema,
    }),
  },
  "/staff/api/clients/create/": {
    post: staffPostOperation({
      summary:
        "Opens an account for a company (legal: KPP and OGRN) or an entrepreneur (OGRNIP), in one transaction: the profile with its requisites (check digits of INN, KPP, OGRN/OGRNIP, BIK and accounts), EDO not connected and a manager; the first user with no usable password and every right; the e-mail with the link `/login/welcome?key=…` (7 days, one use); the audit entry client.create. 400 naming the fields, also for an INN already registered or an e-mail that has an account (needs X-CSRF-Token)",
      description: ROLES,
      tags: TAGS,
      body: StaffClientCreateRequestSchema,
      ok: StaffClientResponseSchema,
      okStatus: 201,
    }),
  },
  "/staff/api/clients/open-access/": {
    post: staffPostOperation({
      summary:
        "Opens the account of a lessee the lessor already knows (a profile with contracts and nobody acting for it), in one transaction: the first user joins the EXISTING profile with every right, the contracts stay where they are; `contracts` must list exactly the profile's contract numbers, as the employee confirmed them (400 on `contracts` naming the ones not ticked, or when the list changed meanwhile); the e-mail with `/login/welcome?key=…`; the audit entry client.open_access naming the contract numbers. 404 for an unknown profile, 409 when the profile already has users (add a profile to one of them instead)",
      description: ROLES,
      tags: TAGS,
      body: StaffClientOpenAccessRequestSchema,
      ok: StaffClientResponseSchema,
      okStatus: 201,
      problems: [409],
    }),
  },
  "/staff/api/clients/invite/": {
    post: staffPostOperation({
      summary:
        "Sends the invitation again to a user of the profile who has not set a password: a new link, the old one stops working; audited as client.invite. 404 when the user does not act for the profile, 409 when the user already set a password",
      description: ROLES,
      tags: TAGS,
      body: StaffClientInviteRequestSchema,
      ok: StaffClientResponseSchema,
      problems: [409],
    }),
  },
  "/staff/api/clients/profile/": {
    post: staffPostOperation({
      summary:
        "Adds a profile (the same fields and rules as in create/) to an existing client user found by `email`; the manager of the user's profile looks after it too; audited as client.profile_add. 400 when no client has the e-mail or the INN is registered",
      description: ROLES,
      tags: TAGS,
      body: StaffClientProfileAddRequestSchema,
      ok: StaffClientResponseSchema,
      okStatus: 201,
    }),
  },
  "/staff/api/clients/access-remove/": {
    post: staffPostOperation({
      summary:
        "Takes a profile away from a user: the link and the user's entry in the profile's staff go; sessions on that profile move to the user's remaining profile, and with none left every session of the user ends and an unused invitation link dies; audited as client.access_remove. 404 when the user does not act for the profile",
      description: ROLES,
      tags: TAGS,
      body: StaffClientAccessRemoveRequestSchema,
      ok: StaffClientResponseSchema,
    }),
  },
};
