import { count, eq } from "drizzle-orm";
import type { ContentPage, PageBlocks } from "../../../contract/content.ts";
import type { Db } from "../../db/client.ts";
import { cities, contentPages, partners } from "../../db/schema/content.ts";
import { renderMarkdown } from "./markdown.ts";
import { siteUrls } from "./site-urls.ts";

function toPage(row: typeof contentPages.$inferSelect): ContentPage {
  return {
    slug: row.slug,
    url: siteUrls.page(row.slug),
    title: row.title,
    description: row.description,
    lead: row.lead,
    html: renderMarkdown(row.body),
    blocks: row.blocks as PageBlocks,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The editable content pages; other kinds take their intro text from here. */
export function createPagesService(db: Db) {
  async function bySlug(slug: string): Promise<ContentPage | null> {
    const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
    return row ? toPage(row) : null;
  }

  return {
    bySlug,

    async about() {
      const page = await bySlug("about");
      if (!page) return null;
      const [partnerCount] = await db.select({ n: count() }).from(partners).where(eq(partners.isPublished, true));
      const [cityCount] = await db.select({ n: count() }).from(cities);
      return { page, partners: partnerCount?.n ?? 0, cities: cityCount?.n ?? 0 };
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
