import { count, desc, eq } from "drizzle-orm";
import type { SocialPost } from "../../../contract/pages.ts";
import type { Db } from "../../db/client.ts";
import { socialPosts } from "../../db/schema/content.ts";
import { paging } from "./content-lists.ts";

const PAGE_SIZE = 10;

const NETWORKS = { telegram: "Telegram", vk: "ВКонтакте", dzen: "Дзен" } as const;

function toSocialPost(row: typeof socialPosts.$inferSelect): SocialPost {
  return {
    id: row.id,
    network: row.network,
    networkTitle: NETWORKS[row.network],
    date: row.publishedAt.toISOString(),
    title: row.title,
    text: row.text,
    image: row.image,
    likes: row.likes,
  };
}

/** The feed of our posts in the social networks. */
export function createSocialService(db: Db) {
  return {
    /** A page of the feed; with `id`, also that post (null when there is no such post). */
    async feed(filter: { id?: number; page: number }) {
      let post: SocialPost | null = null;
      if (filter.id !== undefined) {
        const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, filter.id));
        if (!row) return null;
        post = toSocialPost(row);
      }
      const [totalRow] = await db.select({ n: count() }).from(socialPosts);
      const p = paging(totalRow?.n ?? 0, filter.page, PAGE_SIZE);
      if (!p) return null;
      const rows = await db
        .select()
        .from(socialPosts)
        .orderBy(desc(socialPosts.publishedAt), desc(socialPosts.id))
        .limit(p.limit)
        .offset(p.offset);
      return { posts: rows.map(toSocialPost), post, page: p.page, pages: p.pages, total: p.total };
    },
  };
}
