import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import {
  GUIDE_CATEGORIES,
  GUIDE_CATEGORY_TITLES,
  isPublishableKind,
  STAFF_CONTENT_CREATABLE,
  STAFF_CONTENT_MESSAGES,
  type StaffContentChoices,
  type StaffContentFilters,
  type StaffContentItem,
  type StaffContentKind,
  type StaffContentListItem,
  type StaffContentListResponse,
  type StaffContentSaveRequest,
} from "../../../contract/staff-content.ts";
import type { Db } from "../../db/client.ts";
import { cities, clientServiceTerms, contentPages, guides, news, vacancies } from "../../db/schema/content.ts";
import { notifyContentChanged } from "../catalog/catalog-changes.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import { renderMarkdown } from "./markdown.ts";
import { siteUrls } from "./site-urls.ts";

/**
 * The editors' side of the site's content (issue 15): news, publications, guide articles, information pages, the
 * client's dictionary and vacancies. The public pages, the search and the sitemap read these tables on every
 * request (nothing of them is held in memory), so a saved or published item is on the site at once. Every change
 * writes exactly one audit entry in its own transaction; a failed check writes nothing.
 */

export const STAFF_CONTENT_PAGE_SIZE = 20;

export type StaffContentFailure =
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "invalid"; field: string; message: string };
export type StaffContentResult = { ok: true; value: StaffContentItem } | StaffContentFailure;

/** Thrown inside a transaction to roll it back with the answer the caller gives. */
class Refusal extends Error {
  readonly failure: StaffContentFailure;
  constructor(failure: StaffContentFailure) {
    super("refused");
    this.failure = failure;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** PostgreSQL's unique_violation, however deep the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const codeTaken = (): StaffContentFailure => ({
  ok: false,
  reason: "invalid",
  field: "fields.code",
  message: STAFF_CONTENT_MESSAGES.codeTaken,
});

type NewsRow = typeof news.$inferSelect;
type GuideRow = typeof guides.$inferSelect;
type PageRow = typeof contentPages.$inferSelect;
type TermRow = typeof clientServiceTerms.$inferSelect;
type VacancyRow = typeof vacancies.$inferSelect;

function newsItem(row: NewsRow): StaffContentItem {
  const base = { code: row.code, date: row.date, title: row.title, lead: row.lead, body: row.body, image: row.image };
  const common = {
    id: row.id,
    published: row.isPublished,
    url: siteUrls.press(row.type, row.code),
    updatedAt: row.updatedAt.toISOString(),
  };
  return row.type === "news"
    ? { kind: "news", ...common, fields: base }
    : { kind: "publications", ...common, fields: { ...base, source: row.source ?? "" } };
}

function guideItem(row: GuideRow): StaffContentItem {
  return {
    kind: "guides",
    id: row.id,
    published: row.isPublished,
    url: siteUrls.guide(row.code),
    updatedAt: row.updatedAt.toISOString(),
    fields: {
      code: row.code,
      category: row.category as (typeof GUIDE_CATEGORIES)[number],
      date: row.date,
      title: row.title,
      lead: row.lead,
      body: row.body,
      sort: row.sort,
    },
  };
}

function pageItem(row: PageRow): StaffContentItem {
  return {
    kind: "pages",
    id: row.id,
    published: null,
    url: siteUrls.page(row.slug),
    updatedAt: row.updatedAt.toISOString(),
    fields: { slug: row.slug, title: row.title, description: row.description, lead: row.lead, body: row.body },
  };
}

function termItem(row: TermRow): StaffContentItem {
  return {
    kind: "terms",
    id: row.id,
    published: null,
    url: siteUrls.term(row.code),
    updatedAt: null,
    fields: { code: row.code, title: row.title, short: row.short, body: row.body, related: row.related },
  };
}

function vacancyItem(row: VacancyRow): StaffContentItem {
  return {
    kind: "vacancies",
    id: row.id,
    published: row.isPublished,
    url: siteUrls.vacancy(row.code),
    updatedAt: row.updatedAt.toISOString(),
    fields: {
      code: row.code,
      title: row.title,
      cityId: row.cityId,
      department: row.department,
      employment: row.employment,
      experience: row.experience,
      salaryFrom: row.salaryFrom,
      salaryTo: row.salaryTo,
      date: row.date,
      lead: row.lead,
      body: row.body,
    },
  };
}

/** What the audit keeps of an item: its fields and state, without the derived URL and time. */
function auditState(item: StaffContentItem | null) {
  return item ? { ...item.fields, published: item.published } : null;
}

export function createStaffContentService(db: Db) {
  async function load(tx: Db, kind: StaffContentKind, id: number): Promise<StaffContentItem | null> {
    switch (kind) {
      case "news":
      case "publications": {
        const [row] = await tx
          .select()
          .from(news)
          .where(and(eq(news.id, id), eq(news.type, kind)));
        return row ? newsItem(row) : null;
      }
      case "guides": {
        const [row] = await tx.select().from(guides).where(eq(guides.id, id));
        return row ? guideItem(row) : null;
      }
      case "pages": {
        const [row] = await tx.select().from(contentPages).where(eq(contentPages.id, id));
        return row ? pageItem(row) : null;
      }
      case "terms": {
        const [row] = await tx.select().from(clientServiceTerms).where(eq(clientServiceTerms.id, id));
        return row ? termItem(row) : null;
      }
      case "vacancies": {
        const [row] = await tx.select().from(vacancies).where(eq(vacancies.id, id));
        return row ? vacancyItem(row) : null;
      }
    }
  }

  /** Whether another item of the kind already has the code (the unique indexes are per kind). */
  async function codeInUse(tx: Db, kind: StaffContentKind, code: string, id: number | undefined): Promise<boolean> {
    switch (kind) {
      case "news":
      case "publications": {
        const [row] = await tx
          .select({ id: news.id })
          .from(news)
          .where(and(eq(news.type, kind), eq(news.code, code), id ? ne(news.id, id) : undefined));
        return Boolean(row);
      }
      case "guides": {
        const [row] = await tx
          .select({ id: guides.id })
          .from(guides)
          .where(and(eq(guides.code, code), id ? ne(guides.id, id) : undefined));
        return Boolean(row);
      }
      case "terms": {
        const [row] = await tx
          .select({ id: clientServiceTerms.id })
          .from(clientServiceTerms)
          .where(and(eq(clientServiceTerms.code, code), id ? ne(clientServiceTerms.id, id) : undefined));
        return Boolean(row);
      }
      case "vacancies": {
        const [row] = await tx
          .select({ id: vacancies.id })
          .from(vacancies)
          .where(and(eq(vacancies.code, code), id ? ne(vacancies.id, id) : undefined));
        return Boolean(row);
      }
      case "pages":
        return false;
    }
  }

  /** Writes the request's fields; returns the row's id (null when the item to update is not there). */
  async function write(tx: Db, request: StaffContentSaveRequest): Promise<number | null> {
    const now = new Date();
    const { id } = request;
    switch (request.kind) {
      case "news":
      case "publications": {
        const f = request.fields;
        const values = {
          code: f.code,
          date: f.date,
          title: f.title,
          lead: f.lead,
          body: f.body,
          image: f.image,
          source: request.kind === "publications" ? request.fields.source : null,
          updatedAt: now,
        };
        if (id === undefined) {
          const [row] = await tx
            .insert(news)
            .values({ ...values, type: request.kind, isPublished: false })
            .returning({ id: news.id });
          return row?.id ?? null;
        }
        const [row] = await tx
          .update(news)
          .set(values)
          .where(and(eq(news.id, id), eq(news.type, request.kind)))
          .returning({ id: news.id });
        return row?.id ?? null;
      }
      case "guides": {
        const values = { ...request.fields, updatedAt: now };
        if (id === undefined) {
          const [row] = await tx
            .insert(guides)
            .values({ ...values, isPublished: false })
            .returning({ id: guides.id });
          return row?.id ?? null;
        }
        const [row] = await tx.update(guides).set(values).where(eq(guides.id, id)).returning({ id: guides.id });
        return row?.id ?? null;
      }
      case "pages": {
        if (id === undefined) throw new Refusal(invalid("kind", STAFF_CONTENT_MESSAGES.notCreatable));
        const [row] = await tx
          .update(contentPages)
          .set({ ...request.fields, updatedAt: now })
          .where(eq(contentPages.id, id))
          .returning({ id: contentPages.id });
        return row?.id ?? null;
      }
      case "terms": {
        const f = request.fields;
        if (f.related.includes(f.code))
          throw new Refusal(invalid("fields.related", STAFF_CONTENT_MESSAGES.relatedSelf));
        if (f.related.length > 0) {
          const found = await tx
            .select({ code: clientServiceTerms.code })
            .from(clientServiceTerms)
            .where(inArray(clientServiceTerms.code, f.related));
          if (found.length !== f.related.length) {
            throw new Refusal(invalid("fields.related", STAFF_CONTENT_MESSAGES.relatedMissing));
          }
        }
        if (id === undefined) {
          const [row] = await tx.insert(clientServiceTerms).values(f).returning({ id: clientServiceTerms.id });
          return row?.id ?? null;
        }
        const [row] = await tx
          .update(clientServiceTerms)
          .set(f)
          .where(eq(clientServiceTerms.id, id))
          .returning({ id: clientServiceTerms.id });
        return row?.id ?? null;
      }
      case "vacancies": {
        const f = request.fields;
        const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, f.cityId));
        if (!city) throw new Refusal(invalid("fields.cityId", STAFF_CONTENT_MESSAGES.cityMissing));
        const values = { ...f, updatedAt: now };
        if (id === undefined) {
          const [row] = await tx
            .insert(vacancies)
            .values({ ...values, isPublished: false })
            .returning({ id: vacancies.id });
          return row?.id ?? null;
        }
        const [row] = await tx
          .update(vacancies)
          .set(values)
          .where(eq(vacancies.id, id))
          .returning({ id: vacancies.id });
        return row?.id ?? null;
      }
    }
  }

  async function setPublished(tx: Db, kind: StaffContentKind, id: number, published: boolean): Promise<void> {
    const set = { isPublished: published, updatedAt: new Date() };
    switch (kind) {
      case "news":
      case "publications":
        await tx
          .update(news)
          .set(set)
          .where(and(eq(news.id, id), eq(news.type, kind)));
        return;
      case "guides":
        await tx.update(guides).set(set).where(eq(guides.id, id));
        return;
      case "vacancies":
        await tx.update(vacancies).set(set).where(eq(vacancies.id, id));
        return;
      case "pages":
      case "terms":
        throw new Refusal(invalid("kind", STAFF_CONTENT_MESSAGES.notPublishable));
    }
  }

  async function runChange(work: (tx: Db) => Promise<StaffContentItem>): Promise<StaffContentResult> {
    try {
      return {
        ok: true,
        value: await db.transaction(async (tx) => {
          const item = await work(tx);
          // Every instance's page cache drops the pages that show it, once this commits.
          await notifyContentChanged(tx);
          return item;
        }),
      };
    } catch (error) {
      if (error instanceof Refusal) return error.failure;
      // Two editors saving the same new address at once: the unique index decides, the loser is told plainly.
      if (isUniqueViolation(error)) return codeTaken();
      throw error;
    }
  }

  async function listRows(
    kind: StaffContentKind,
    filters: StaffContentFilters,
    offset: number,
  ): Promise<{ items: StaffContentListItem[]; total: number }> {
    const needle = filters.search ? `%${escapeLike(filters.search)}%` : null;
    const published = filters.published === undefined ? undefined : filters.published === "yes";
    const limit = STAFF_CONTENT_PAGE_SIZE;
    switch (kind) {
      case "news":
      case "publications": {
        const where = and(
          eq(news.type, kind),
          needle ? or(ilike(news.title, needle), ilike(news.code, needle)) : undefined,
          published === undefined ? undefined : eq(news.isPublished, published),
        );
        const [total] = await db.select({ n: count() }).from(news).where(where);
        const rows = await db
          .select()
          .from(news)
          .where(where)
          .orderBy(desc(news.date), desc(news.id))
          .limit(limit)
          .offset(offset);
        return { total: total?.n ?? 0, items: rows.map((r) => listItem(newsItem(r), r.title, r.date)) };
      }
      case "guides": {
        const where = and(
          needle ? or(ilike(guides.title, needle), ilike(guides.code, needle)) : undefined,
          published === undefined ? undefined : eq(guides.isPublished, published),
        );
        const [total] = await db.select({ n: count() }).from(guides).where(where);
        const rows = await db
          .select()
          .from(guides)
          .where(where)
          .orderBy(desc(guides.date), desc(guides.id))
          .limit(limit)
          .offset(offset);
        return { total: total?.n ?? 0, items: rows.map((r) => listItem(guideItem(r), r.title, r.date)) };
      }
      case "vacancies": {
        const where = and(
          needle ? or(ilike(vacancies.title, needle), ilike(vacancies.code, needle)) : undefined,
          published === undefined ? undefined : eq(vacancies.isPublished, published),
        );
        const [total] = await db.select({ n: count() }).from(vacancies).where(where);
        const rows = await db
          .select()
          .from(vacancies)
          .where(where)
          .orderBy(desc(vacancies.date), desc(vacancies.id))
          .limit(limit)
          .offset(offset);
        return { total: total?.n ?? 0, items: rows.map((r) => listItem(vacancyItem(r), r.title, r.date)) };
      }
      case "pages": {
        // Pages are always on the site: a «drafts» filter finds none.
        if (published === false) return { total: 0, items: [] };
        const where = needle ? or(ilike(contentPages.title, needle), ilike(contentPages.slug, needle)) : undefined;
        const [total] = await db.select({ n: count() }).from(contentPages).where(where);
        const rows = await db
          .select()
          .from(contentPages)
          .where(where)
          .orderBy(asc(contentPages.title), asc(contentPages.id))
          .limit(limit)
          .offset(offset);
        return { total: total?.n ?? 0, items: rows.map((r) => listItem(pageItem(r), r.title, null, r.slug)) };
      }
      case "terms": {
        if (published === false) return { total: 0, items: [] };
        const where = needle
          ? or(ilike(clientServiceTerms.title, needle), ilike(clientServiceTerms.code, needle))
          : undefined;
        const [total] = await db.select({ n: count() }).from(clientServiceTerms).where(where);
        const rows = await db
          .select()
          .from(clientServiceTerms)
          .where(where)
          .orderBy(asc(clientServiceTerms.title), asc(clientServiceTerms.id))
          .limit(limit)
          .offset(offset);
        return { total: total?.n ?? 0, items: rows.map((r) => listItem(termItem(r), r.title, null)) };
      }
    }
  }

  return {
    async list(
      kind: StaffContentKind,
      filters: StaffContentFilters,
      currentPage: number,
    ): Promise<StaffContentListResponse> {
      const offset = (currentPage - 1) * STAFF_CONTENT_PAGE_SIZE;
      const { items, total } = await listRows(kind, filters, offset);
      return {
        kind,
        items,
        pagination: toPagination(currentPage, STAFF_CONTENT_PAGE_SIZE, total),
        filters,
        publishable: isPublishableKind(kind),
        creatable: STAFF_CONTENT_CREATABLE.includes(kind),
      };
    },

    detail(kind: StaffContentKind, id: number): Promise<StaffContentItem | null> {
      return load(db, kind, id);
    },

    /** The choices a form offers: cities for vacancies, the guide's categories, the dictionary's terms. */
    async choices(): Promise<StaffContentChoices> {
      const cityRows = await db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.name));
      const termRows = await db
        .select({ code: clientServiceTerms.code, title: clientServiceTerms.title })
        .from(clientServiceTerms)
        .orderBy(asc(clientServiceTerms.title));
      return {
        cities: cityRows.map((c) => ({ code: String(c.id), title: c.name })),
        guideCategories: GUIDE_CATEGORIES.map((code) => ({ code, title: GUIDE_CATEGORY_TITLES[code] ?? code })),
        terms: termRows.map((t) => ({ code: t.code, title: t.title })),
      };
    },

    /** Creates (no `id`; news, publications, guides and vacancies start as drafts) or updates an item, audited. */
    save(actor: StaffActor, request: StaffContentSaveRequest): Promise<StaffContentResult> {
      return runChange(async (tx) => {
        const before = request.id === undefined ? null : await load(tx, request.kind, request.id);
        if (request.id !== undefined && !before) throw new Refusal({ ok: false, reason: "not_found" });
        if ("code" in request.fields && (await codeInUse(tx, request.kind, request.fields.code, request.id))) {
          throw new Refusal(codeTaken());
        }
        const id = await write(tx, request);
        if (before?.kind === "terms" && request.kind === "terms" && before.fields.code !== request.fields.code) {
          // Other terms link to this one by its code: a new address keeps their links, within the same change.
          await tx.execute(sql`
            update ${clientServiceTerms}
            set related = (
              select jsonb_agg(case when linked.value = ${before.fields.code} then ${request.fields.code} else linked.value end order by linked.n)
              from jsonb_array_elements_text(${clientServiceTerms.related}) with ordinality as linked(value, n)
            )
            where ${clientServiceTerms.related} @> jsonb_build_array(${before.fields.code}::text)`);
        }
        const after = id === null ? null : await load(tx, request.kind, id);
        if (!after) throw new Refusal({ ok: false, reason: "not_found" });
        await recordAudit(tx, actor, {
          action: before ? "content.update" : "content.create",
          objectType: auditObjectType(request.kind),
          objectId: String(after.id),
          before: auditState(before),
          after: auditState(after),
        });
        return after;
      });
    },

    /** Puts an item on the site or takes it off (an editor unpublishes rather than deletes), audited. */
    publish(actor: StaffActor, kind: StaffContentKind, id: number, published: boolean): Promise<StaffContentResult> {
      return runChange(async (tx) => {
        if (!isPublishableKind(kind)) throw new Refusal(invalid("kind", STAFF_CONTENT_MESSAGES.notPublishable));
        const before = await load(tx, kind, id);
        if (!before) throw new Refusal({ ok: false, reason: "not_found" });
        await setPublished(tx, kind, id, published);
        const after = await load(tx, kind, id);
        if (!after) throw new Refusal({ ok: false, reason: "not_found" });
        await recordAudit(tx, actor, {
          action: published ? "content.publish" : "content.unpublish",
          objectType: auditObjectType(kind),
          objectId: String(id),
          before: { published: before.published },
          after: { published: after.published },
        });
        return after;
      });
    },

    /** The site's own rendering of a body, for the editor's preview. */
    preview(markdown: string): string {
      return renderMarkdown(markdown);
    },
  };
}

function invalid(field: string, message: string): StaffContentFailure {
  return { ok: false, reason: "invalid", field, message };
}

function listItem(item: StaffContentItem, title: string, date: string | null, code?: string): StaffContentListItem {
  return {
    id: item.id,
    kind: item.kind,
    code: code ?? ("code" in item.fields ? item.fields.code : ""),
    title,
    date,
    published: item.published,
    url: item.url,
    updatedAt: item.updatedAt,
  };
}

/** The audit's object kinds: one per content table (news and publications apart, as the site shows them). */
export function auditObjectType(kind: StaffContentKind): string {
  return `content.${kind}`;
}

export type StaffContentService = ReturnType<typeof createStaffContentService>;
