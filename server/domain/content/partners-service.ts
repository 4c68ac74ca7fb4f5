import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../../db/schema/content.ts";
import { countedOptions, paging } from "./content-lists.ts";
import { renderMarkdown } from "./markdown.ts";
import { siteUrls } from "./site-urls.ts";

const PAGE_SIZE = 12;

const PARTNER_KINDS = {
  dealer: { one: "Дилер", many: "Дилеры" },
  insurer: { one: "Страховая компания", many: "Страховые компании" },
  bank: { one: "Банк", many: "Банки" },
  service: { one: "Сервисный партнёр", many: "Сервис и телематика" },
} as const;

type PartnerKind = keyof typeof PARTNER_KINDS;

function toPartnerCard(row: typeof partners.$inferSelect) {
  return {
    id: row.id,
    code: row.code,
    url: siteUrls.partner(row.code),
    kind: row.kind,
    kindTitle: PARTNER_KINDS[row.kind].one,
    name: row.name,
    lead: row.lead,
    cities: row.cities,
    logo: row.logo,
  };
}

/** The partners' catalogue: dealers, insurers, banks and service partners. */
export function createPartnersService(db: Db) {
  const published = eq(partners.isPublished, true);
  return {
    async list(filter: { kind?: PartnerKind; page: number }) {
      const where = filter.kind ? and(published, eq(partners.kind, filter.kind)) : published;
      const [totalRow] = await db.select({ n: count() }).from(partners).where(where);
      const p = paging(totalRow?.n ?? 0, filter.page, PAGE_SIZE);
      if (!p) return null;
      const rows = await db
        .select()
        .from(partners)
        .where(where)
        .orderBy(asc(partners.sort), asc(partners.id))
        .limit(p.limit)
        .offset(p.offset);
      const kindRows = await db
        .select({ kind: partners.kind, n: count() })
        .from(partners)
        .where(published)
        .groupBy(partners.kind);
      const kinds = countedOptions(
        Object.keys(PARTNER_KINDS) as PartnerKind[],
        (code) => PARTNER_KINDS[code].many,
        (code) => kindRows.find((k) => k.kind === code)?.n ?? 0,
      );
      return { list: rows.map(toPartnerCard), page: p.page, pages: p.pages, total: p.total, kinds };
    },

    async detail(code: string) {
      const [row] = await db
        .select()
        .from(partners)
        .where(and(eq(partners.code, code), published));
      if (!row) return null;
      return { item: { ...toPartnerCard(row), html: renderMarkdown(row.body), benefits: row.benefits } };
    },
  };
}
