import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import {
  OFFER_CATEGORIES,
  OFFER_CATEGORY_TITLES,
  OFFER_STATE_TITLES,
  type OfferState,
  PARTNER_KIND_TITLES,
  PARTNER_KINDS,
  STAFF_SITE_MESSAGES,
  STAFF_SITE_PAGE_SIZE,
  type StaffOffer,
  type StaffOfferListResponse,
  type StaffOfferSaveRequest,
  type StaffPartner,
  type StaffPartnerListResponse,
  type StaffPartnerSaveRequest,
  type StaffSiteFilters,
} from "../../../contract/staff-site.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import type { Db } from "../../db/client.ts";
import { offers, partners } from "../../db/schema/content.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import type { CityService } from "./city-service.ts";
import { siteUrls } from "./site-urls.ts";
import { createStaffSitePlaces } from "./staff-site-places.ts";
import {
  escapeLike,
  inTransaction,
  invalid,
  notFound,
  SiteRefusal,
  type StaffSiteResult,
} from "./staff-site-records.ts";
import { createStaffSiteReviews } from "./staff-site-reviews.ts";

type OfferRow = typeof offers.$inferSelect;
type PartnerRow = typeof partners.$inferSelect;

/** Where an offer stands on the site on `today` (the same rule as the public liveOffer). */
export function offerState(row: Pick<OfferRow, "isPublished" | "validFrom" | "validTo">, today: string): OfferState {
  if (!row.isPublished) return "hidden";
  if (row.validFrom > today) return "scheduled";
  if (row.validTo !== null && row.validTo < today) return "ended";
  return "live";
}

/** What the audit log keeps of an offer: every field an editor sets. */
function offerSnapshot(row: OfferRow) {
  const { id: _id, updatedAt: _u, searchVector: _s, ...rest } = row;
  return rest;
}

function partnerSnapshot(row: PartnerRow) {
  const { id: _id, ...rest } = row;
  return rest;
}

export interface StaffSiteDeps {
  db: Db;
  /** The public city list's cache, dropped on every change of a city. */
  cities: CityService;
  now?: () => Date;
}

/**
 * The site's directory content in the back office (role content): special offers, partners, the moderation of
 * reviews, cities and offices. Every change is one transaction with its one audit entry; the public services read
 * the tables per request, so a change is on the site at once (the cached city list is invalidated).
 */
export function createStaffSiteService(deps: StaffSiteDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => moscowDate(now());

  function toOffer(row: OfferRow, day: string): StaffOffer {
    const state = offerState(row, day);
    return {
      id: row.id,
      code: row.code,
      title: row.title,
      lead: row.lead,
      body: row.body,
      badge: row.badge,
      category: row.category,
      conditions: row.conditions,
      validFrom: row.validFrom,
      validTo: row.validTo,
      image: row.image,
      isFeatured: row.isFeatured,
      sort: row.sort,
      isPublished: row.isPublished,
      state,
      stateTitle: OFFER_STATE_TITLES[state],
      url: siteUrls.offer(row.code),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function toPartner(row: PartnerRow): StaffPartner {
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      kindTitle: PARTNER_KIND_TITLES[row.kind],
      name: row.name,
      lead: row.lead,
      body: row.body,
      cities: row.cities,
      benefits: row.benefits,
      logo: row.logo,
      sort: row.sort,
      isPublished: row.isPublished,
      url: siteUrls.partner(row.code),
    };
  }

  const offerWhere = (filters: StaffSiteFilters): SQL | undefined => {
    const where: (SQL | undefined)[] = [];
    if (filters.status) where.push(eq(offers.isPublished, filters.status === "published"));
    const search = filters.search?.trim();
    if (search) {
      const needle = `%${escapeLike(search)}%`;
      where.push(or(ilike(offers.title, needle), ilike(offers.code, needle)));
    }
    return and(...where);
  };

  const partnerWhere = (filters: StaffSiteFilters): SQL | undefined => {
    const where: (SQL | undefined)[] = [];
    if (filters.status) where.push(eq(partners.isPublished, filters.status === "published"));
    const search = filters.search?.trim();
    if (search) {
      const needle = `%${escapeLike(search)}%`;
      where.push(or(ilike(partners.name, needle), ilike(partners.code, needle)));
    }
    return and(...where);
  };

  const offerFields = (input: StaffOfferSaveRequest) => ({
    code: input.code,
    title: input.title,
    lead: input.lead,
    body: input.body,
    badge: input.badge,
    category: input.category,
    conditions: input.conditions,
    validFrom: input.validFrom,
    validTo: input.validTo,
    image: input.image,
    isFeatured: input.isFeatured,
    sort: input.sort,
  });

  const partnerFields = (input: StaffPartnerSaveRequest) => ({
    code: input.code,
    kind: input.kind,
    name: input.name,
    lead: input.lead,
    body: input.body,
    cities: input.cities,
    benefits: input.benefits,
    logo: input.logo,
    sort: input.sort,
  });

  const offerCodeTaken = invalid("code", STAFF_SITE_MESSAGES.offerCodeTaken);
  const partnerCodeTaken = invalid("code", STAFF_SITE_MESSAGES.partnerCodeTaken);

  const offersApi = {
    async list(filters: StaffSiteFilters, currentPage: number): Promise<StaffOfferListResponse> {
      const where = offerWhere(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(offers)
          .where(where)
          .orderBy(asc(offers.sort), desc(offers.validFrom), desc(offers.id))
          .limit(STAFF_SITE_PAGE_SIZE)
          .offset((currentPage - 1) * STAFF_SITE_PAGE_SIZE),
        db.select({ n: count() }).from(offers).where(where),
      ]);
      const day = today();
      return {
        items: rows.map((row) => {
          const o = toOffer(row, day);
          return {
            id: o.id,
            code: o.code,
            title: o.title,
            category: o.category,
            categoryTitle: OFFER_CATEGORY_TITLES[o.category],
            validFrom: o.validFrom,
            validTo: o.validTo,
            isPublished: o.isPublished,
            isFeatured: o.isFeatured,
            state: o.state,
            stateTitle: o.stateTitle,
            url: o.url,
          };
        }),
        pagination: toPagination(currentPage, STAFF_SITE_PAGE_SIZE, total?.n ?? 0),
        filters,
        categories: OFFER_CATEGORIES.map((code) => ({ code, title: OFFER_CATEGORY_TITLES[code] })),
      };
    },

    async detail(id: number): Promise<StaffOffer | null> {
      const [row] = await db.select().from(offers).where(eq(offers.id, id));
      return row ? toOffer(row, today()) : null;
    },

    /** Creates (a draft) without `id`, else updates; the code stays unique. */
    async save(actor: StaffActor, input: StaffOfferSaveRequest): Promise<StaffSiteResult<StaffOffer>> {
      const result = await inTransaction(
        db,
        async (tx) => {
          const [clash] = await tx
            .select({ id: offers.id })
            .from(offers)
            .where(input.id ? and(eq(offers.code, input.code), ne(offers.id, input.id)) : eq(offers.code, input.code));
          if (clash) throw new SiteRefusal(offerCodeTaken);
          if (input.id === undefined) {
            const [row] = await tx
              .insert(offers)
              .values({ ...offerFields(input), isPublished: false, updatedAt: now() })
              .returning();
            if (!row) throw new Error("offer insert returned nothing");
            await recordAudit(tx, actor, {
              action: "offer.create",
              objectType: "offer",
              objectId: String(row.id),
              before: null,
              after: offerSnapshot(row),
            });
            return row;
          }
          const [before] = await tx.select().from(offers).where(eq(offers.id, input.id)).for("update");
          if (!before) throw new SiteRefusal(notFound);
          const [row] = await tx
            .update(offers)
            .set({ ...offerFields(input), updatedAt: now() })
            .where(eq(offers.id, input.id))
            .returning();
          if (!row) throw new SiteRefusal(notFound);
          await recordAudit(tx, actor, {
            action: "offer.update",
            objectType: "offer",
            objectId: String(row.id),
            before: offerSnapshot(before),
            after: offerSnapshot(row),
          });
          return row;
        },
        offerCodeTaken,
      );
      return result.ok ? { ok: true, value: toOffer(result.value, today()) } : result;
    },

    /** Puts the offer on the site (it shows while its dates allow) or takes it off. */
    async publish(actor: StaffActor, id: number, published: boolean): Promise<StaffSiteResult<StaffOffer>> {
      const result = await inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(offers).where(eq(offers.id, id)).for("update");
        if (!before) throw new SiteRefusal(notFound);
        const [row] = await tx
          .update(offers)
          .set({ isPublished: published, updatedAt: now() })
          .where(eq(offers.id, id))
          .returning();
        if (!row) throw new SiteRefusal(notFound);
        await recordAudit(tx, actor, {
          action: published ? "offer.publish" : "offer.unpublish",
          objectType: "offer",
          objectId: String(id),
          before: { isPublished: before.isPublished },
          after: { isPublished: row.isPublished },
        });
        return row;
      });
      return result.ok ? { ok: true, value: toOffer(result.value, today()) } : result;
    },
  };

  const partnersApi = {
    async list(filters: StaffSiteFilters, currentPage: number): Promise<StaffPartnerListResponse> {
      const where = partnerWhere(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(partners)
          .where(where)
          .orderBy(asc(partners.sort), asc(partners.id))
          .limit(STAFF_SITE_PAGE_SIZE)
          .offset((currentPage - 1) * STAFF_SITE_PAGE_SIZE),
        db.select({ n: count() }).from(partners).where(where),
      ]);
      return {
        items: rows.map((row) => {
          const p = toPartner(row);
          return {
            id: p.id,
            code: p.code,
            kind: p.kind,
            kindTitle: p.kindTitle,
            name: p.name,
            cities: p.cities,
            isPublished: p.isPublished,
            url: p.url,
          };
        }),
        pagination: toPagination(currentPage, STAFF_SITE_PAGE_SIZE, total?.n ?? 0),
        filters,
        kinds: PARTNER_KINDS.map((code) => ({ code, title: PARTNER_KIND_TITLES[code] })),
      };
    },

    async detail(id: number): Promise<StaffPartner | null> {
      const [row] = await db.select().from(partners).where(eq(partners.id, id));
      return row ? toPartner(row) : null;
    },

    async save(actor: StaffActor, input: StaffPartnerSaveRequest): Promise<StaffSiteResult<StaffPartner>> {
      const result = await inTransaction(
        db,
        async (tx) => {
          const [clash] = await tx
            .select({ id: partners.id })
            .from(partners)
            .where(
              input.id ? and(eq(partners.code, input.code), ne(partners.id, input.id)) : eq(partners.code, input.code),
            );
          if (clash) throw new SiteRefusal(partnerCodeTaken);
          if (input.id === undefined) {
            const [row] = await tx
              .insert(partners)
              .values({ ...partnerFields(input), isPublished: false })
              .returning();
            if (!row) throw new Error("partner insert returned nothing");
            await recordAudit(tx, actor, {
              action: "partner.create",
              objectType: "partner",
              objectId: String(row.id),
              before: null,
              after: partnerSnapshot(row),
            });
            return row;
          }
          const [before] = await tx.select().from(partners).where(eq(partners.id, input.id)).for("update");
          if (!before) throw new SiteRefusal(notFound);
          const [row] = await tx
            .update(partners)
            .set(partnerFields(input))
            .where(eq(partners.id, input.id))
            .returning();
          if (!row) throw new SiteRefusal(notFound);
          await recordAudit(tx, actor, {
            action: "partner.update",
            objectType: "partner",
            objectId: String(row.id),
            before: partnerSnapshot(before),
            after: partnerSnapshot(row),
          });
          return row;
        },
        partnerCodeTaken,
      );
      return result.ok ? { ok: true, value: toPartner(result.value) } : result;
    },

    async publish(actor: StaffActor, id: number, published: boolean): Promise<StaffSiteResult<StaffPartner>> {
      const result = await inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(partners).where(eq(partners.id, id)).for("update");
        if (!before) throw new SiteRefusal(notFound);
        const [row] = await tx.update(partners).set({ isPublished: published }).where(eq(partners.id, id)).returning();
        if (!row) throw new SiteRefusal(notFound);
        await recordAudit(tx, actor, {
          action: published ? "partner.publish" : "partner.unpublish",
          objectType: "partner",
          objectId: String(id),
          before: { isPublished: before.isPublished },
          after: { isPublished: row.isPublished },
        });
        return row;
      });
      return result.ok ? { ok: true, value: toPartner(result.value) } : result;
    },
  };

  return {
    offers: offersApi,
    partners: partnersApi,
    reviews: createStaffSiteReviews(db),
    places: createStaffSitePlaces(db, deps.cities),
  };
}

export type StaffSiteService = ReturnType<typeof createStaffSiteService>;
