import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  STAFF_SITE_MESSAGES,
  StaffCityListQuerySchema,
  StaffCityListResponseSchema,
  StaffCityResponseSchema,
  StaffCitySaveRequestSchema,
  StaffOfferListResponseSchema,
  StaffOfferResponseSchema,
  StaffOfferSaveRequestSchema,
  StaffOfficeResponseSchema,
  StaffOfficeSaveRequestSchema,
  StaffPartnerListResponseSchema,
  StaffPartnerResponseSchema,
  StaffPartnerSaveRequestSchema,
  StaffReviewListQuerySchema,
  StaffReviewListResponseSchema,
  StaffReviewReplyRequestSchema,
  StaffReviewResponseSchema,
  StaffSiteIdQuerySchema,
  StaffSiteIdRequestSchema,
  StaffSiteListQuerySchema,
  StaffSitePublishRequestSchema,
  StaffSiteRemovedResponseSchema,
} from "../../contract/staff-site.ts";
import type { StaffSiteResult } from "../domain/content/staff-site-records.ts";
import type { ApiEnv } from "./api-env.ts";
import { problem } from "./problem.ts";
import { requireStaff } from "./require-staff.ts";
import { staffGetOperation, staffJson, staffNotFound, staffPostOperation } from "./staff-http.ts";
import { readJson, readQuery } from "./validate.ts";

/** The site's directory content is the content editor's (admin always). */
const staff = requireStaff("content");

/** The answer of a change: the item, 404 for one that is not there, 400 naming the field the change refuses. */
function changed<T>(
  c: Context<ApiEnv>,
  result: StaffSiteResult<T>,
  notFoundMessage: string,
  answer: (value: T) => Response,
): Response {
  if (result.ok) return answer(result.value);
  if (result.reason === "not_found") staffNotFound(notFoundMessage);
  return problem(c, 400, result.message, [{ field: result.field, message: result.message }]);
}

const json =
  <S extends z.ZodType>(c: Context<ApiEnv>, schema: S) =>
  (value: z.input<S>) =>
    staffJson(c, schema, value);

/** /staff/api/site: offers, partners, reviews' moderation, cities and offices (issue 15). */
export const staffSiteApi = new Hono<ApiEnv>({ strict: false })
  .use(staff)
  .get("/offers/list", async (c) => {
    const { filters, currentPage } = readQuery(c, StaffSiteListQuerySchema);
    return staffJson(c, StaffOfferListResponseSchema, await c.var.services.siteStaff.offers.list(filters, currentPage));
  })
  .get("/offers/detail", async (c) => {
    const { id } = readQuery(c, StaffSiteIdQuerySchema);
    const offer = await c.var.services.siteStaff.offers.detail(id);
    if (!offer) staffNotFound(STAFF_SITE_MESSAGES.offerNotFound);
    return staffJson(c, StaffOfferResponseSchema, { offer });
  })
  .post("/offers/save", async (c) => {
    const input = await readJson(c, StaffOfferSaveRequestSchema);
    const result = await c.var.services.siteStaff.offers.save(c.var.staff, input);
    return changed(c, result, STAFF_SITE_MESSAGES.offerNotFound, (offer) =>
      json(c, StaffOfferResponseSchema)({ offer }),
    );
  })
  .post("/offers/publish", async (c) => {
    const { id, published } = await readJson(c, StaffSitePublishRequestSchema);
    const result = await c.var.services.siteStaff.offers.publish(c.var.staff, id, published);
    return changed(c, result, STAFF_SITE_MESSAGES.offerNotFound, (offer) =>
      json(c, StaffOfferResponseSchema)({ offer }),
    );
  })
  .get("/partners/list", async (c) => {
    const { filters, currentPage } = readQuery(c, StaffSiteListQuerySchema);
    return staffJson(
      c,
      StaffPartnerListResponseSchema,
      await c.var.services.siteStaff.partners.list(filters, currentPage),
    );
  })
  .get("/partners/detail", async (c) => {
    const { id } = readQuery(c, StaffSiteIdQuerySchema);
    const partner = await c.var.services.siteStaff.partners.detail(id);
    if (!partner) staffNotFound(STAFF_SITE_MESSAGES.partnerNotFound);
    return staffJson(c, StaffPartnerResponseSchema, { partner });
  })
  .post("/partners/save", async (c) => {
    const input = await readJson(c, StaffPartnerSaveRequestSchema);
    const result = await c.var.services.siteStaff.partners.save(c.var.staff, input);
    return changed(c, result, STAFF_SITE_MESSAGES.partnerNotFound, (partner) =>
      json(c, StaffPartnerResponseSchema)({ partner }),
    );
  })
  .post("/partners/publish", async (c) => {
    const { id, published } = await readJson(c, StaffSitePublishRequestSchema);
    const result = await c.var.services.siteStaff.partners.publish(c.var.staff, id, published);
    return changed(c, result, STAFF_SITE_MESSAGES.partnerNotFound, (partner) =>
      json(c, StaffPartnerResponseSchema)({ partner }),
    );
  })
  .get("/reviews/list", async (c) => {
    const { filters, currentPage } = readQuery(c, StaffReviewListQuerySchema);
    return staffJson(
      c,
      StaffReviewListResponseSchema,
      await c.var.services.siteStaff.reviews.list(filters, currentPage),
    );
  })
  .get("/reviews/detail", async (c) => {
    const { id } = readQuery(c, StaffSiteIdQuerySchema);
    const review = await c.var.services.siteStaff.reviews.detail(id);
    if (!review) staffNotFound(STAFF_SITE_MESSAGES.reviewNotFound);
    return staffJson(c, StaffReviewResponseSchema, { review });
  })
  .post("/reviews/publish", async (c) => {
    const { id } = await readJson(c, StaffSiteIdRequestSchema);
    const result = await c.var.services.siteStaff.reviews.publish(c.var.staff, id);
    return changed(c, result, STAFF_SITE_MESSAGES.reviewNotFound, (review) =>
      json(c, StaffReviewResponseSchema)({ review }),
    );
  })
  .post("/reviews/hide", async (c) => {
    const { id } = await readJson(c, StaffSiteIdRequestSchema);
    const result = await c.var.services.siteStaff.reviews.hide(c.var.staff, id);
    return changed(c, result, STAFF_SITE_MESSAGES.reviewNotFound, (review) =>
      json(c, StaffReviewResponseSchema)({ review }),
    );
  })
  .post("/reviews/reply", async (c) => {
    const { id, reply } = await readJson(c, StaffReviewReplyRequestSchema);
    const result = await c.var.services.siteStaff.reviews.reply(c.var.staff, id, reply);
    return changed(c, result, STAFF_SITE_MESSAGES.reviewNotFound, (review) =>
      json(c, StaffReviewResponseSchema)({ review }),
    );
  })
  .get("/cities/list", async (c) => {
    const { filters } = readQuery(c, StaffCityListQuerySchema);
    return staffJson(c, StaffCityListResponseSchema, await c.var.services.siteStaff.places.cities(filters));
  })
  .get("/cities/detail", async (c) => {
    const { id } = readQuery(c, StaffSiteIdQuerySchema);
    const city = await c.var.services.siteStaff.places.city(id);
    if (!city) staffNotFound(STAFF_SITE_MESSAGES.cityNotFound);
    return staffJson(c, StaffCityResponseSchema, { city });
  })
  .post("/cities/save", async (c) => {
    const input = await readJson(c, StaffCitySaveRequestSchema);
    const result = await c.var.services.siteStaff.places.saveCity(c.var.staff, input);
    return changed(c, result, STAFF_SITE_MESSAGES.cityNotFound, (city) => json(c, StaffCityResponseSchema)({ city }));
  })
  .post("/cities/remove", async (c) => {
    const { id } = await readJson(c, StaffSiteIdRequestSchema);
    const result = await c.var.services.siteStaff.places.removeCity(c.var.staff, id);
    return changed(c, result, STAFF_SITE_MESSAGES.cityNotFound, () =>
      json(c, StaffSiteRemovedResponseSchema)({ ok: true }),
    );
  })
  .get("/offices/detail", async (c) => {
    const { id } = readQuery(c, StaffSiteIdQuerySchema);
    const office = await c.var.services.siteStaff.places.office(id);
    if (!office) staffNotFound(STAFF_SITE_MESSAGES.officeNotFound);
    return staffJson(c, StaffOfficeResponseSchema, { office });
  })
  .post("/offices/save", async (c) => {
    const input = await readJson(c, StaffOfficeSaveRequestSchema);
    const result = await c.var.services.siteStaff.places.saveOffice(c.var.staff, input);
    return changed(c, result, STAFF_SITE_MESSAGES.officeNotFound, (office) =>
      json(c, StaffOfficeResponseSchema)({ office }),
    );
  })
  .post("/offices/remove", async (c) => {
    const { id } = await readJson(c, StaffSiteIdRequestSchema);
    const result = await c.var.services.siteStaff.places.removeOffice(c.var.staff, id);
    return changed(c, result, STAFF_SITE_MESSAGES.officeNotFound, () =>
      json(c, StaffSiteRemovedResponseSchema)({ ok: true }),
    );
  });

const TAGS = ["Staff site"];
const ROLES = "Role content (admin always); a client gets 404, another role 403";
const BASE = "/staff/api/site";

const list = (summary: string, query: z.ZodObject, ok: z.ZodType) => ({
  get: staffGetOperation({ summary, description: ROLES, tags: TAGS, query, ok }),
});
const read = (summary: string, ok: z.ZodType) => ({
  get: staffGetOperation({ summary, description: ROLES, tags: TAGS, query: StaffSiteIdQuerySchema, ok }),
});
const change = (summary: string, body: z.ZodType, ok: z.ZodType) => ({
  post: staffPostOperation({ summary, description: ROLES, tags: TAGS, body, ok }),
});

export const staffSitePaths: ZodOpenApiPathsObject = {
  [`${BASE}/offers/list/`]: list(
    'Special offers, 20 a page, by sort order: `filters` is URL-encoded JSON {search (title or code), status: published | hidden}, e.g. ?filters={"status":"published"}; each says where it stands on the site today (live, scheduled, ended, hidden)',
    StaffSiteListQuerySchema,
    StaffOfferListResponseSchema,
  ),
  [`${BASE}/offers/detail/`]: read("One special offer whole, with its Markdown body", StaffOfferResponseSchema),
  [`${BASE}/offers/save/`]: change(
    "Creates a special offer (without `id`; a new one is a draft) or updates one (needs X-CSRF-Token). The code (latin letters, digits, dashes) is unique; the last day, when given, is not before the first; 400 names the field. On the public site at once while published and within its days. Audited",
    StaffOfferSaveRequestSchema,
    StaffOfferResponseSchema,
  ),
  [`${BASE}/offers/publish/`]: change(
    "Publishes a special offer (on the site from its first to its last day) or takes it off (needs X-CSRF-Token); audited",
    StaffSitePublishRequestSchema,
    StaffOfferResponseSchema,
  ),
  [`${BASE}/partners/list/`]: list(
    "Partners, 20 a page, by sort order: `filters` is URL-encoded JSON {search (name or code), status: published | hidden}",
    StaffSiteListQuerySchema,
    StaffPartnerListResponseSchema,
  ),
  [`${BASE}/partners/detail/`]: read("One partner whole, with its Markdown body", StaffPartnerResponseSchema),
  [`${BASE}/partners/save/`]: change(
    "Creates a partner (without `id`; a new one is a draft) or updates one (needs X-CSRF-Token); the code is unique, 400 names the field. Audited",
    StaffPartnerSaveRequestSchema,
    StaffPartnerResponseSchema,
  ),
  [`${BASE}/partners/publish/`]: change(
    "Publishes a partner or takes it off the site (needs X-CSRF-Token); audited",
    StaffSitePublishRequestSchema,
    StaffPartnerResponseSchema,
  ),
  [`${BASE}/reviews/list/`]: list(
    "Clients' reviews, 20 a page, those awaiting moderation first (the longest waiting on top): `filters` is URL-encoded JSON {search (author, company, city, text), status: new | published | hidden}",
    StaffReviewListQuerySchema,
    StaffReviewListResponseSchema,
  ),
  [`${BASE}/reviews/detail/`]: read(
    "One review with its moderation status and the company's reply",
    StaffReviewResponseSchema,
  ),
  [`${BASE}/reviews/publish/`]: change(
    "Publishes a review: on the public reviews at once (needs X-CSRF-Token); audited",
    StaffSiteIdRequestSchema,
    StaffReviewResponseSchema,
  ),
  [`${BASE}/reviews/hide/`]: change(
    "Hides a review from the site (needs X-CSRF-Token); audited",
    StaffSiteIdRequestSchema,
    StaffReviewResponseSchema,
  ),
  [`${BASE}/reviews/reply/`]: change(
    "Sets the company's reply shown under the review; an empty one removes it (needs X-CSRF-Token); audited",
    StaffReviewReplyRequestSchema,
    StaffReviewResponseSchema,
  ),
  [`${BASE}/cities/list/`]: list(
    "Every city with its office and vacancy counts, by name (Russian alphabet): `filters` is URL-encoded JSON {search (name or region)}",
    StaffCityListQuerySchema,
    StaffCityListResponseSchema,
  ),
  [`${BASE}/cities/detail/`]: read("One city with its offices", StaffCityResponseSchema),
  [`${BASE}/cities/save/`]: change(
    "Creates a city (without `id`; it takes the next id, never reused since visitors' cookies keep it) or updates one (needs X-CSRF-Token). The name is unique; exactly one city is the default — marking another moves the mark, unmarking the default is a 400. The public city list shows it at once. Audited",
    StaffCitySaveRequestSchema,
    StaffCityResponseSchema,
  ),
  [`${BASE}/cities/remove/`]: change(
    "Removes a city (needs X-CSRF-Token); 400 for the default city or one with offices or vacancies. Audited",
    StaffSiteIdRequestSchema,
    StaffSiteRemovedResponseSchema,
  ),
  [`${BASE}/offices/detail/`]: read("One office", StaffOfficeResponseSchema),
  [`${BASE}/offices/save/`]: change(
    "Creates an office (without `id`) or updates one (needs X-CSRF-Token); a main office takes the mark from the city's other main office. On the public contacts of its city at once. Audited",
    StaffOfficeSaveRequestSchema,
    StaffOfficeResponseSchema,
  ),
  [`${BASE}/offices/remove/`]: change(
    "Removes an office (needs X-CSRF-Token); audited",
    StaffSiteIdRequestSchema,
    StaffSiteRemovedResponseSchema,
  ),
};
