import { servicesContext } from "../../context";
import { absoluteUrl } from "../../features/content/seo";
import type { Route } from "./+types/robots-txt";

/**
 * `/robots.txt`: everything public may be crawled except the client account, sign-in, the API (but its public
 * PDF documents), personal lists (comparison, favourites) and search results (noindex anyway).
 */
const RULES = [
  "User-agent: *",
  "Disallow: /account",
  "Disallow: /login",
  "Disallow: /api/",
  "Disallow: /apilk/",
  "Allow: /api/documents/",
  "Disallow: /search",
  "Disallow: /compare",
  "Disallow: /favorites",
];

export function loader({ context }: Route.LoaderArgs) {
  const sitemap = absoluteUrl(context.get(servicesContext).env.PUBLIC_URL, "/sitemap.xml");
  return new Response([...RULES, "", `Sitemap: ${sitemap}`, ""].join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
