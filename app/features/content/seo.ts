import type { HeadersArgs, MetaDescriptor } from "react-router";
import { breadcrumbLd, type Crumb } from "../../ui/layout/breadcrumbs";

/** Titles, descriptions, canonical URLs, Open Graph, JSON-LD and cache headers of the content pages. */

export const SITE_NAME = "Лизинг-Авто";

/**
 * An address on the site's public origin. The origin is PUBLIC_URL, which every loader hands over as `origin`
 * (from the page services): canonical URLs, Open Graph, JSON-LD and the sitemap name it, whatever host served
 * the page.
 */
export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).href;

/** «О компании — Лизинг-Авто»; a title that already names the company is kept as it is. */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`;
}

/** «Новости компании — страница 2». */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title} — страница ${page}` : title;
}

type PageMetaInput = {
  /** The site's public origin (PUBLIC_URL), from the loader. */
  origin: string;
  title: string;
  description: string;
  /** Canonical path with its query (`/press/?page=2`). */
  path: string;
  /** The breadcrumbs shown on the page, without «Главная»: they become a schema.org BreadcrumbList. */
  crumbs?: readonly Crumb[];
  /** Articles (news, guide) get og:type article and their dates. */
  article?: { published: string; modified?: string; section?: string };
  /** Search results and other pages that should not be indexed, but whose links may be followed. */
  noindex?: boolean;
  /** Extra schema.org objects (NewsArticle, JobPosting, FAQPage…). */
  jsonLd?: readonly Record<string, unknown>[];
};

/** Every meta tag a content page needs: title, description, canonical, Open Graph, robots, JSON-LD. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const url = absoluteUrl(input.origin, input.path);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.article ? "article" : "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "ru_RU" },
    { property: "og:url", content: url },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { name: "twitter:card", content: "summary" },
  ];
  if (input.article) {
    meta.push({ property: "article:published_time", content: input.article.published });
    if (input.article.modified) meta.push({ property: "article:modified_time", content: input.article.modified });
    if (input.article.section) meta.push({ property: "article:section", content: input.article.section });
  }
  if (input.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  if (input.crumbs?.length) meta.push({ "script:ld+json": breadcrumbLd(input.origin, input.crumbs, input.path) });
  for (const ld of input.jsonLd ?? []) meta.push({ "script:ld+json": { "@context": "https://schema.org", ...ld } });
  return meta;
}

/** The meta of a page edited in the content area: its own title, description and address. */
export function contentPageMeta(
  origin: string,
  page: { title: string; description: string; url: string },
  crumbs: readonly Crumb[],
  jsonLd?: PageMetaInput["jsonLd"],
): MetaDescriptor[] {
  return pageMeta({ origin, title: page.title, description: page.description, path: page.url, crumbs, jsonLd });
}

/** schema.org Article / NewsArticle of a page with a date. */
export function articleLd(input: {
  origin: string;
  type: "Article" | "NewsArticle";
  title: string;
  description: string;
  path: string;
  published: string;
  modified?: string;
}): Record<string, unknown> {
  const publisher = { "@type": "Organization", name: SITE_NAME, url: input.origin };
  return {
    "@type": input.type,
    headline: input.title,
    description: input.description,
    mainEntityOfPage: absoluteUrl(input.origin, input.path),
    datePublished: input.published,
    dateModified: input.modified ?? input.published,
    author: publisher,
    publisher,
    inLanguage: "ru-RU",
  };
}

/**
 * HTTP caching of the content pages. Editors publish and unpublish in the back office and the change must show at
 * once (issue 15), so a browser asks again every time; a CDN or reverse proxy may keep a page for a minute and serve
 * it stale for five more while it refreshes. Every page also shows the visitor's city in the
 * header (from the `city_id` cookie), hence `Vary: Cookie` everywhere: a cache keys its copies by the cookie
 * and never hands one visitor's city to another. Pages whose content itself depends on the cookie (contacts,
 * the brand map without a region) are `private`.
 */
export const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE = "private, no-cache";

export const cacheHeaders = (scope: "public" | "private") => ({
  "Cache-Control": scope === "public" ? PUBLIC_CACHE : PRIVATE_CACHE,
});

/**
 * The `headers` export of every content route: the loader may choose `private` (through `data(…, { headers })`),
 * otherwise the page is public; always `Vary: Cookie`.
 */
export function contentHeaders({ loaderHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  headers.set("Cache-Control", loaderHeaders.get("Cache-Control") ?? PUBLIC_CACHE);
  headers.set("Vary", "Cookie");
  return headers;
}
