import type { Context } from "hono";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  STAFF_CONTENT_MESSAGES,
  StaffContentChoicesSchema,
  StaffContentDetailQuerySchema,
  type StaffContentKind,
  StaffContentListQuerySchema,
  StaffContentListResponseSchema,
  StaffContentPreviewRequestSchema,
  StaffContentPreviewResponseSchema,
  StaffContentPublishRequestSchema,
  StaffContentResponseSchema,
  StaffContentSaveRequestSchema,
} from "../../contract/staff-content.ts";
import type { StaffContentResult } from "../domain/content/staff-content-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { problemResponse } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readJson, readQuery } from "./validate.ts";

/**
 * The site's editorial content is the content editor's; vacancies are also HR's (they hire). The guard admits both
 * roles (admin always); each call then refuses HR anything but vacancies, so HR cannot learn or change the rest.
 */
const staff = requireStaff("content", "hr");

function requireKindRole(c: Context<ApiEnv>, kind: StaffContentKind): void {
  const roles = c.var.staff.roles;
  if (roles.includes("admin") || roles.includes("content")) return;
  if (kind === "vacancies" && roles.includes("hr")) return;
  throw new HTTPException(403, { res: problemResponse(403, STAFF_CONTENT_MESSAGES.hrOnlyVacancies) });
}

async function answer(c: Context<ApiEnv>, result: StaffContentResult) {
  if (result.ok) {
    return staffJson(c, StaffContentResponseSchema, {
      item: result.value,
      ...(await c.var.services.staffContent.choices()),
    });
  }
  if (result.reason === "not_found") staffNotFound(STAFF_CONTENT_MESSAGES.notFound);
  throw new HTTPException(400, {
    res: problemResponse(400, result.message, [{ field: result.field, message: result.message }]),
  });
}

/** /staff/api/content: news, publications, guide articles, information pages, the dictionary and vacancies. */
export const staffContentApi = new Hono<ApiEnv>({ strict: false })
  .use(staff)
  .get("/list", async (c) => {
    const { kind, filters, currentPage } = readQuery(c, StaffContentListQuerySchema);
    requireKindRole(c, kind);
    return staffJson(
      c,
      StaffContentListResponseSchema,
      await c.var.services.staffContent.list(kind, filters, currentPage),
    );
  })
  .get("/detail", async (c) => {
    const { kind, id } = readQuery(c, StaffContentDetailQuerySchema);
    requireKindRole(c, kind);
    const item = await c.var.services.staffContent.detail(kind, id);
    if (!item) staffNotFound(STAFF_CONTENT_MESSAGES.notFound);
    return staffJson(c, StaffContentResponseSchema, { item, ...(await c.var.services.staffContent.choices()) });
  })
  .get("/choices", async (c) => {
    return staffJson(c, StaffContentChoicesSchema, await c.var.services.staffContent.choices());
  })
  .post("/save", async (c) => {
    const request = await readJson(c, StaffContentSaveRequestSchema);
    requireKindRole(c, request.kind);
    return answer(c, await c.var.services.staffContent.save(c.var.staff, request));
  })
  .post("/publish", async (c) => {
    const { kind, id, published } = await readJson(c, StaffContentPublishRequestSchema);
    requireKindRole(c, kind);
    return answer(c, await c.var.services.staffContent.publish(c.var.staff, kind, id, published));
  })
  .post("/preview", async (c) => {
    const { markdown } = await readJson(c, StaffContentPreviewRequestSchema);
    return staffJson(c, StaffContentPreviewResponseSchema, { html: c.var.services.staffContent.preview(markdown) });
  });

const TAGS = ["Staff content"];
const ROLES =
  "Role content (admin always); HR only for kind=vacancies; another role 403, a client 404. `kind`: news | publications | guides | pages | terms | vacancies";

export const staffContentPaths: ZodOpenApiPathsObject = {
  "/staff/api/content/list/": {
    get: staffGetOperation({
      summary:
        'The items of one kind, 20 a page, newest first (pages and terms by title): `filters` is URL-encoded JSON {search (title or address), published (yes | no)}, e.g. ?kind=news&filters={"published":"no"}',
      description: ROLES,
      tags: TAGS,
      query: StaffContentListQuerySchema,
      ok: StaffContentListResponseSchema,
    }),
  },
  "/staff/api/content/detail/": {
    get: staffGetOperation({
      summary:
        "One item with every editable field (Markdown bodies as written), its public address and state, and the form's choices (cities, guide categories, dictionary terms); 404 when there is no such item of the kind",
      description: ROLES,
      tags: TAGS,
      query: StaffContentDetailQuerySchema,
      ok: StaffContentResponseSchema,
    }),
  },
  "/staff/api/content/choices/": {
    get: staffGetOperation({
      summary: "The choices of a new item's form: cities (for a vacancy), guide categories, dictionary terms",
      description: "Role content or hr (admin always)",
      tags: TAGS,
      ok: StaffContentChoicesSchema,
    }),
  },
  "/staff/api/content/save/": {
    post: staffPostOperation({
      summary:
        "Creates an item (no `id`) or updates one (with `id`), needs X-CSRF-Token: `{kind, id?, fields}` with the kind's fields. A new news item, publication, guide article or vacancy is a draft until published; pages are only updated; terms are on the site at once. The address (`code`: latin letters, digits, dashes) is unique per kind; a vacancy's city and a term's related terms must exist. One audit entry (content.create or content.update) with before and after; the public pages, search and sitemap show the change at once. 400 naming the field, 404 for an unknown id",
      description: ROLES,
      tags: TAGS,
      body: StaffContentSaveRequestSchema,
      ok: StaffContentResponseSchema,
    }),
  },
  "/staff/api/content/publish/": {
    post: staffPostOperation({
      summary:
        "Puts an item on the site (`published: true`) or takes it off (false), needs X-CSRF-Token; for news, publications, guides and vacancies (others 400). One audit entry (content.publish or content.unpublish); an unpublished item's public page answers 404 and it leaves the lists, search and sitemap at once",
      description: ROLES,
      tags: TAGS,
      body: StaffContentPublishRequestSchema,
      ok: StaffContentResponseSchema,
    }),
  },
  "/staff/api/content/preview/": {
    post: staffPostOperation({
      summary:
        "Renders Markdown exactly as the public site does (the same renderer and sanitiser: raw HTML and images dropped, only safe links), needs X-CSRF-Token; changes nothing",
      description: "Role content or hr (admin always)",
      tags: TAGS,
      body: StaffContentPreviewRequestSchema,
      ok: StaffContentPreviewResponseSchema,
    }),
  },
};
