import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { DocumentFile } from "../../../contract/content.ts";
import type { InvestorDoc } from "../../../contract/pages.ts";
import type { Db } from "../../db/client.ts";
import { documents, investorDocs } from "../../db/schema/content.ts";
import { countedOptions } from "./content-lists.ts";
import type { PagesService } from "./pages-service.ts";
import { siteUrls } from "./site-urls.ts";

const INVESTOR_GROUPS = {
  annual: "Годовые отчёты",
  reporting: "Финансовая отчётность",
  bonds: "Облигации",
  disclosure: "Раскрытие информации",
} as const;

/** Every column but the bytes: lists never load the files themselves. */
const listColumns = {
  id: documents.id,
  path: documents.path,
  category: documents.category,
  title: documents.title,
  description: documents.description,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  size: documents.size,
  sha256: documents.sha256,
  date: documents.date,
  sort: documents.sort,
};

function toDocument(row: Omit<typeof documents.$inferSelect, "bytes">): DocumentFile {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    date: row.date,
    path: row.path,
    url: siteUrls.document(row.path),
  };
}

/** Stored documents: the investors' disclosure, the leasing agreement's papers, and the files themselves. */
export function createDocumentsService(db: Db, pages: PagesService) {
  async function investorDocList(filter: { group?: InvestorDoc["group"]; year?: number; limit?: number }) {
    const conditions = [
      filter.group ? eq(investorDocs.group, filter.group) : undefined,
      filter.year ? eq(investorDocs.year, filter.year) : undefined,
    ].filter(Boolean) as SQL[];
    const query = db
      .select({ doc: listColumns, group: investorDocs.group, year: investorDocs.year })
      .from(investorDocs)
      .innerJoin(documents, eq(documents.id, investorDocs.documentId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(documents.date), asc(investorDocs.sort), asc(investorDocs.id));
    const rows = filter.limit ? await query.limit(filter.limit) : await query;
    return rows.map((r): InvestorDoc => ({ ...toDocument(r.doc), group: r.group, year: r.year }));
  }

  return {
    /** The investors' page with its four latest documents. */
    async investors() {
      const page = await pages.bySlug("investors");
      if (!page) return null;
      return { page, latest: await investorDocList({ limit: 4 }) };
    },

    async investorDocuments(filter: { group?: InvestorDoc["group"]; year?: number }) {
      const all = await db.select({ group: investorDocs.group, year: investorDocs.year }).from(investorDocs);
      const groups = countedOptions(
        Object.keys(INVESTOR_GROUPS) as InvestorDoc["group"][],
        (code) => INVESTOR_GROUPS[code],
        (code) => all.filter((d) => d.group === code).length,
      );
      const years = [...new Set(all.map((d) => d.year))].sort((a, b) => b - a);
      return { list: await investorDocList(filter), groups, years };
    },

    async leasingAgreement() {
      const page = await pages.bySlug("leasingagreement");
      if (!page) return null;
      const rows = await db
        .select(listColumns)
        .from(documents)
        .where(eq(documents.category, "leasingagreement"))
        .orderBy(asc(documents.sort), asc(documents.id));
      return { page, list: rows.map(toDocument) };
    },

    /** A stored document by its exact stored path, with its bytes. */
    async byPath(path: string) {
      const [row] = await db.select().from(documents).where(eq(documents.path, path));
      return row ?? null;
    },
  };
}
