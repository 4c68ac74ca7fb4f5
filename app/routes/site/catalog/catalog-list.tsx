import { data, redirect } from "react-router";
import {
  type CatalogQuery,
  NewCatalogQuerySchema,
  SpecialCatalogQuerySchema,
  UsedCatalogQuerySchema,
} from "../../../../contract/catalog.ts";
import { domainErrorOf } from "../../../../contract/domain-error.ts";
import { servicesContext } from "../../../context";
import {
  apiQuery,
  type CatalogFilter,
  catalogHref,
  modelPathSegment,
  parseFilter,
  sectionOfPath,
  setField,
} from "../../../features/catalog/catalog-filter";
import {
  type CatalogLanding,
  type CatalogLink,
  type CatalogPageData,
  hasTrims,
  type TypeLanding,
} from "../../../features/catalog/catalog-page-data";
import { CatalogScreen } from "../../../features/catalog/catalog-screen";
import { listMeta } from "../../../features/catalog/catalog-seo";
import { LazyLeadForm } from "../../../features/leads/kit/lazy-lead-form";
import type { Route } from "./+types/catalog-list";

/**
 * `/catalog/{cars,trucks,used,special}` and their brand and brand + model landings (special machinery also per
 * type: `/catalog/special?type=excavator`). The URL is the state: the loader
 * reads the filter from it, sends every other spelling of the same filter to the canonical address, and answers
 * the list with its facets from the catalogue service.
 */

const notFound = () => data(null, { status: 404 });

function without(filter: CatalogFilter, fields: string[]): CatalogFilter {
  let next = filter;
  for (const field of fields) next = setField(next, field as keyof CatalogFilter, undefined);
  return next;
}

/**
 * The address the visitor asked for. A client-side navigation fetches `<path>.data?…&_routes=…` and the loader
 * gets that request as it came, so the suffix and the router's own parameter are taken off (the raw query is
 * kept as written, commas and all, to compare it with the canonical one).
 */
function pageAddress(request: Request) {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "");
  const query = url.search
    .slice(1)
    .split("&")
    .filter((part) => part && !part.startsWith("_routes="))
    .join("&");
  return { pathname, search: query ? `?${query}` : "", params: new URLSearchParams(query) };
}

/**
 * Of the list, what the page shows: the loader's data is both rendered and serialised into the page, so what no one
 * sees costs twice. New cars and trucks are shown by trim: of their vehicles only the first stays (the page's
 * preview picture, catalog-seo.ts), and the table of trims in stock is shown only on a model's page.
 */
function shownPart(list: CatalogPageData["list"], landing: CatalogLanding | null): CatalogPageData["list"] {
  if (!hasTrims(list)) return list;
  return { ...list, items: list.items.slice(0, 1), complectations: landing?.model ? list.complectations : [] };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const address = pageAddress(request);
  const section = sectionOfPath(address.pathname);
  if (!section) throw notFound();

  const { brands } = await services.catalog.brands();
  const brand = params.brand ? brands.find((b) => b.slug === params.brand) : undefined;
  // The model's part of the path drops the brand (`/haval/jolion`); a link that spells the whole model slug
  // (`/haval/haval-jolion`) is sent to that address.
  const brandHas = (segment: string) => brand?.models.some((m) => m.slug === `${brand.slug}-${segment}`) ?? false;
  let modelSegment = params.model;
  if (brand && modelSegment && !brandHas(modelSegment)) {
    const full = brand.models.find((m) => m.slug === modelSegment);
    modelSegment = (full && modelPathSegment(brand.slug, full.slug)) || modelSegment;
  }
  // A path that names no brand or model of the catalogue is not found. Checked before the canonical redirect:
  // a segment such as `а` or `a\rb` is no slug, and a Location header could not carry it.
  if ((params.brand && !brand) || (modelSegment && !brandHas(modelSegment))) throw notFound();

  // One address per filter: the pretty path, the query in a fixed order (a submitted form lands here too).
  const filter = parseFilter(section, address.params, { brand: params.brand, model: modelSegment });
  const href = catalogHref(section, filter);
  if (href !== address.pathname + address.search) throw redirect(href, 301);

  let landing: CatalogLanding | null = null;
  let links: CatalogLink[] = [];
  if (params.brand) {
    if (!brand || brand.counts[section] === 0) throw notFound();
    const model = params.model ? brand.models.find((m) => m.slug === `${brand.slug}-${params.model}`) : undefined;
    if (params.model && (!model || model.counts[section] === 0)) throw notFound();
    landing = {
      brand: { slug: brand.slug, name: brand.name, country: brand.country },
      model: model
        ? {
            slug: model.slug,
            name: model.name,
            fullName: model.fullName,
            description: model.description,
            image: model.image,
          }
        : null,
    };
    if (!model) {
      links = brand.models.flatMap((m) => {
        const segment = modelPathSegment(brand.slug, m.slug);
        const count = m.counts[section];
        return segment && count > 0
          ? [{ slug: m.slug, name: m.name, href: `/catalog/${section}/${brand.slug}/${segment}`, count }]
          : [];
      });
    }
  } else {
    links = brands
      .filter((b) => b.counts[section] > 0)
      .map((b) => ({ slug: b.slug, name: b.name, href: `/catalog/${section}/${b.slug}`, count: b.counts[section] }));
  }

  // The contract's own rules (VIN characters, number limits); a value they refuse is dropped.
  const schema =
    section === "used"
      ? UsedCatalogQuerySchema
      : section === "special"
        ? SpecialCatalogQuerySchema
        : NewCatalogQuerySchema;
  const parsed = schema.safeParse(apiQuery(filter));
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw redirect(catalogHref(section, without(filter, fields)), 302);
  }
  const query = parsed.data as CatalogQuery;

  let list: CatalogPageData["list"];
  try {
    list =
      section === "cars"
        ? await services.catalog.cars(query)
        : section === "trucks"
          ? await services.catalog.trucks(query)
          : section === "used"
            ? await services.catalog.used(query)
            : await services.catalog.special(query);
  } catch (error) {
    const refused = domainErrorOf(error, "catalog-filter");
    if (!refused) throw error;
    const fields = refused.errors.map((e) => e.field);
    // A value the catalogue does not know (a brand that left, a hand-edited link): drop it and show the rest.
    throw redirect(catalogHref(section, without(filter, fields)), 302);
  }
  // New cars and trucks are paged by trim.
  const pageCnt = hasTrims(list) ? list.trims.pageCnt : list.pageCnt;
  if (pageCnt > 0 && list.page > pageCnt) {
    throw redirect(catalogHref(section, setField(filter, "page", pageCnt > 1 ? pageCnt : undefined)), 302);
  }

  // A machinery type is a landing of its own: it heads the page and stays in its canonical address.
  const typeOption = section === "special" && filter.type ? list.facets.type.find((o) => o.slug === filter.type) : null;
  const typeLanding: TypeLanding | null = typeOption ? { slug: typeOption.slug, name: typeOption.name } : null;
  if (typeLanding && !landing) {
    // A type's page links its brands' pages of that type («Экскаваторы SANY»), with the type's own counts.
    links = list.facets.brands
      .filter((b) => b.count > 0)
      .map((b) => ({
        slug: b.slug,
        name: b.name,
        href: catalogHref(section, { brands: [b.slug], type: typeLanding.slug }),
        count: b.count,
      }));
  }
  const origin = services.env.PUBLIC_URL;
  const page: CatalogPageData = {
    section,
    filter,
    list: shownPart(list, landing),
    landing,
    typeLanding,
    links,
    canonical: new URL(
      catalogHref(section, { brands: filter.brands, models: filter.models, type: typeLanding?.slug }),
      origin,
    ).href,
    origin,
  };
  // Titles and JSON-LD are made here, on the server: the browser's route module then carries none of that code.
  return { ...page, meta: listMeta(page) };
}

export function headers() {
  // Anonymous and the same for everyone: a shared cache may keep it briefly.
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CatalogList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CatalogScreen data={loaderData} />
      {loaderData.section === "used" ? <LazyLeadForm place="usedcarrequest" /> : null}
    </>
  );
}
