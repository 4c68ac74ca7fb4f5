import { absoluteUrl } from "../../features/content/seo";

/**
 * `/robots.txt`: everything public may be crawled except the client account, sign-in, the API (but its public
 * PDF documents), personal lists (comparison, favourites) and search results (noindex anyway).
 */
const ROBOTS = [
  "User-agent: *",
  "Disallow: /account",
  "Disallow: /login",
  "Disallow: /api/",
  "Disallow: /apilk/",
  "Allow: /api/documents/",
  "Disallow: /search",
  "Disallow: /compare",
  "Disallow: /favorites",
  "",
  `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
  "",
].join("\n");

export function loader() {
  return new Response(ROBOTS, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
