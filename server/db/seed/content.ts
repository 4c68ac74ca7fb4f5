import { createHash } from "node:crypto";
import { count } from "drizzle-orm";
import { renderPdf } from "../../infra/pdf/pdf-writer.ts";
import type { Db } from "../client.ts";
import {
  brandLinks,
  cities,
  clientServiceTerms,
  consentTexts,
  contentPages,
  documents,
  guides,
  investorDocs,
  news,
  offers,
  offices,
  partners,
  reviews,
  socialPosts,
  vacancies,
} from "../schema/content.ts";
import { BRAND_LINKS } from "./content-data/brands.ts";
import { CITIES } from "./content-data/cities.ts";
import { CONSENTS } from "./content-data/consents.ts";
import { TERMS } from "./content-data/dictionary.ts";
import { DOCUMENTS } from "./content-data/documents.ts";
import { GUIDES } from "./content-data/guides.ts";
import { NEWS, PUBLICATIONS } from "./content-data/news.ts";
import { OFFERS } from "./content-data/offers.ts";
import { PAGES } from "./content-data/pages.ts";
import { PARTNERS } from "./content-data/partners.ts";
import { REVIEWS } from "./content-data/reviews.ts";
import { SOCIAL_POSTS } from "./content-data/social.ts";
import { VACANCIES } from "./content-data/vacancies.ts";

/** Fixed «last edited» moment of the seeded pages, so that the seed (and ETags) are deterministic. */
const PAGES_EDITED_AT = new Date("2026-11-02T09:00:00+03:00");

const at = (date: string) => new Date(`${date}T09:00:00+03:00`);

/** Renders the document PDFs; deterministic bytes (fixed dates, no random ids). */
export function renderSeedDocuments() {
  return Promise.all(
    DOCUMENTS.map(async (doc) => {
      const bytes = await renderPdf({
        title: doc.title,
        subject: doc.description,
        author: "ООО «Лизинг-Авто»",
        keywords: doc.category === "investors" ? "Лизинг-Авто, инвесторам, отчётность" : "Лизинг-Авто, договор лизинга",
        date: `D:${doc.date.replaceAll("-", "")}090000+03'00'`,
        header: "ООО «Лизинг-Авто» · ИНН 7736548215 · 119049, г. Москва, ул. Большая Якиманка, д. 26 · 8 800 550-35-35",
        footer: doc.title.length > 70 ? `${doc.title.slice(0, 68)}…` : doc.title,
        blocks: doc.blocks,
      });
      return { doc, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
    }),
  );
}

/**
 * Public content of the site (ADR 009): pages, news and publications, guide, vacancies, partners, reviews,
 * cities and offices, documents (real PDFs), offers, social posts, the dictionary, the brand map and consents.
 * Product content, not demo data: it runs with DEMO_DATA=off too. Writes only into an empty content model.
 */
export async function seedContent(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(contentPages);
  if ((existing?.n ?? 0) > 0) return false;
  const files = await renderSeedDocuments();

  await db.transaction(async (tx) => {
    await tx.insert(contentPages).values(
      PAGES.map((p) => ({
        slug: p.slug,
        title: p.title,
        description: p.description,
        lead: p.lead,
        body: p.body,
        blocks: p.blocks,
        searchable: p.searchable ?? true,
        updatedAt: PAGES_EDITED_AT,
      })),
    );

    await tx
      .insert(news)
      .values([
        ...NEWS.map((n) => ({ type: "news" as const, ...n, updatedAt: at(n.date) })),
        ...PUBLICATIONS.map((n) => ({ type: "publications" as const, ...n, updatedAt: at(n.date) })),
      ]);

    await tx.insert(guides).values(GUIDES.map((g, i) => ({ ...g, sort: (i + 1) * 10, updatedAt: at(g.date) })));

    await tx.insert(cities).values(
      CITIES.map((c) => ({
        id: c.id,
        name: c.name,
        region: c.region,
        regionId: c.regionId,
        isDefault: c.isDefault ?? false,
      })),
    );
    await tx
      .insert(offices)
      .values(
        CITIES.flatMap((c) =>
          c.offices.map((o, i) => ({ cityId: c.id, ...o, isMain: o.isMain ?? false, sort: (i + 1) * 10 })),
        ),
      );

    await tx.insert(vacancies).values(VACANCIES.map((v) => ({ ...v, updatedAt: at(v.date) })));
    await tx.insert(partners).values(PARTNERS.map((p, i) => ({ ...p, sort: (i + 1) * 10 })));
    await tx.insert(reviews).values(
      REVIEWS.map((r) => ({
        ...r,
        reply: r.reply ?? null,
        isPublished: true,
        moderatedAt: at(r.date),
      })),
    );

    const stored = await tx
      .insert(documents)
      .values(
        files.map(({ doc, bytes, sha256 }, i) => ({
          path: doc.path,
          category: doc.category,
          title: doc.title,
          description: doc.description,
          fileName: doc.fileName,
          mimeType: "application/pdf",
          size: bytes.byteLength,
          sha256,
          bytes,
          date: doc.date,
          sort: (i + 1) * 10,
        })),
      )
      .returning({ id: documents.id, path: documents.path });
    const idOf = new Map(stored.map((d) => [d.path, d.id]));
    await tx
      .insert(investorDocs)
      .values(
        DOCUMENTS.flatMap((doc, i) =>
          doc.investor ? [{ ...doc.investor, documentId: idOf.get(doc.path) as number, sort: (i + 1) * 10 }] : [],
        ),
      );

    await tx.insert(offers).values(OFFERS.map((o, i) => ({ ...o, sort: (i + 1) * 10, updatedAt: at(o.validFrom) })));
    await tx.insert(socialPosts).values(SOCIAL_POSTS.map((p) => ({ ...p, publishedAt: new Date(p.publishedAt) })));
    await tx.insert(clientServiceTerms).values(TERMS);
    await tx.insert(brandLinks).values(BRAND_LINKS.map((b, i) => ({ ...b, sort: i })));
    await tx.insert(consentTexts).values(CONSENTS);
  });
  return true;
}
