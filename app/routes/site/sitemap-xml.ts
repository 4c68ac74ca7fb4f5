import { CATALOG_SECTIONS } from "../../../contract/catalog-query.ts";
import { servicesContext } from "../../context";
import { catalogHref, modelPathSegment } from "../../features/catalog/catalog-filter";
import { absoluteUrl } from "../../features/content/seo";
import type { Route } from "./+types/sitemap-xml";

type Entry = { url: string; lastmod: string | null; priority?: string };

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Pages of the content area that `ContentService.sitemap()` does not list (they have no row of their own). */
const EXTRA_PAGES = ["/clients/", "/terms/personal-data/", "/terms/advertising/", "/terms/credit-bureau/"];

/**
 * `/sitemap.xml`: the home page, every content page (ContentService.sitemap(): information pages, news,
 * publications, guide, vacancies, offers, partners, dictionary terms), the calculator, the quizzes and the
 * catalogue landing pages — each section, each brand and each brand + model with vehicles in it — and the trim
 * pages of new cars and trucks. Vehicle pages
 * are left to the links of the landing pages (there may be 100 000 of them).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { content, catalog, quizzes, env } = context.get(servicesContext);
  const entries: Entry[] = [{ url: "/", lastmod: null, priority: "1.0" }];
  entries.push(...(await content.sitemap()));
  entries.push(...EXTRA_PAGES.map((url) => ({ url, lastmod: null })));
  // The calculator and the quizzes are pages of their own, with no content row (issue 14: quizzes in the sitemap).
  entries.push({ url: "/calculator", lastmod: null, priority: "0.9" }, { url: "/quiz", lastmod: null });
  for (const quiz of await quizzes.list()) entries.push({ url: `/quiz/${quiz.code}`, lastmod: null });

  const { brands } = await catalog.brands();
  for (const section of CATALOG_SECTIONS) {
    entries.push({ url: `/catalog/${section}`, lastmod: null, priority: "0.9" });
    for (const brand of brands) {
      if (brand.counts[section] === 0) continue;
      entries.push({ url: `/catalog/${section}/${brand.slug}`, lastmod: null, priority: "0.8" });
      for (const model of brand.models) {
        const segment = modelPathSegment(brand.slug, model.slug);
        if (segment && model.counts[section] > 0) {
          entries.push({ url: `/catalog/${section}/${brand.slug}/${segment}`, lastmod: null, priority: "0.7" });
        }
      }
    }
  }
  // New cars and trucks by trim (issue 14): every trim page with vehicles on sale, a page of trims at a time.
  for (const section of ["cars", "trucks"] as const) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const { trims } = await catalog[section]({ page });
      pages = trims.pageCnt;
      for (const trim of trims.items) entries.push({ url: trim.path, lastmod: null, priority: "0.6" });
    }
  }
  // Special machinery also lands per type: /catalog/special?type=excavator.
  for (const type of (await catalog.special({})).facets.type) {
    if (type.count > 0)
      entries.push({ url: catalogHref("special", { type: type.slug }), lastmod: null, priority: "0.8" });
  }

  const seen = new Set<string>();
  const urls = entries
    .filter((e) => !seen.has(e.url) && seen.add(e.url))
    .map((e) =>
      [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(env.PUBLIC_URL, e.url))}</loc>`,
        e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>` : null,
        e.priority ? `    <priority>${e.priority}</priority>` : null,
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
