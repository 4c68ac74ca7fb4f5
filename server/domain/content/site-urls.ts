/**
 * Canonical site paths of the public content (ADR 009). Every DTO carries its `url` built here, so the
 * pages, search results and sitemap agree; the page routes in app/routes.ts follow the same table.
 */

/** Information pages by slug (the slug is also the API name: /api/pages/<slug>/). */
export const PAGE_URLS: Record<string, string> = {
  about: "/about/",
  requisites: "/requisites/",
  investors: "/investors/",
  contacts: "/contacts/",
  supportcontract: "/support-contract/",
  finishcontract: "/finish-contract/",
  additionalservices: "/additional-services/",
  esgprinciples: "/esg/",
  insurance: "/insurance/",
  leasingagreement: "/leasing-agreement/",
  clientservice: "/clientservice/",
  guide: "/guide/",
  offers: "/offers/",
  partners: "/partners/",
  vacancies: "/vacancies/",
  brandlink: "/brands/",
  socialfeed: "/social/",
  reviews: "/reviews/",
};

export const siteUrls = {
  page: (slug: string) => PAGE_URLS[slug] ?? `/${slug}/`,
  pressList: (type: "news" | "publications") => (type === "news" ? "/press/" : "/media/"),
  press: (type: "news" | "publications", code: string) => `${type === "news" ? "/press/" : "/media/"}${code}/`,
  guide: (code: string) => `/guide/${code}/`,
  vacancy: (code: string) => `/vacancies/${code}/`,
  partner: (code: string) => `/partners/${code}/`,
  offer: (code: string) => `/offers/${code}/`,
  term: (code: string) => `/clientservice/${code}/`,
  investorDocs: () => "/investors/docs/",
  catalogBrand: (category: "cars" | "trucks", brandCode: string) => `/catalog/${category}/${brandCode}/`,
  /** Download URL of a stored document (same host, never another). */
  document: (path: string) => `/api/documents/?url=${encodeURIComponent(path)}`,
};
