import { data, type MetaDescriptor, redirect } from "react-router";
import { CatalogTrimQuerySchema } from "../../../../contract/catalog.ts";
import { domainErrorOf } from "../../../../contract/domain-error.ts";
import { servicesContext } from "../../../context";
import { apiQuery, type CatalogFilter, parseFilter, sectionOfPath } from "../../../features/catalog/catalog-filter";
import { countText, formatMonthly, VEHICLES } from "../../../features/catalog/catalog-text";
import { trimPageHref } from "../../../features/catalog/trim-card";
import { type TrimPageData, TrimView, trimCrumbs, trimHeading } from "../../../features/catalog/trim-view";
import { LeadButton } from "../../../features/leads/lead-button";
import { formatMoneyShort, NBSP } from "../../../lib/number-format";
import { breadcrumbLd } from "../../../ui/layout/breadcrumbs";
import type { Route } from "./+types/trim";

/**
 * `/catalog/{cars,trucks}/:brand/:model/:trim`: one trim of new vehicles with the filter of the list it was opened
 * from in the query. The URL is the state: a colour pick is `colors=…`, the stock's page `page=…`; other spellings
 * of the same filter are sent to the canonical address, values the catalogue does not know are dropped.
 */

const notFound = () => data(null, { status: 404 });

function without(filter: CatalogFilter, fields: string[]): CatalogFilter {
  const next: CatalogFilter = { ...filter };
  for (const field of fields) delete next[field as keyof CatalogFilter];
  return next;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  // A client-side navigation asks `<path>.data?…&_routes=…`: compare the address as the visitor wrote it.
  const pathname = url.pathname.replace(/\.data$/, "");
  const query = url.search
    .slice(1)
    .split("&")
    .filter((part) => part && !part.startsWith("_routes="))
    .join("&");
  const section = sectionOfPath(pathname);
  if (section !== "cars" && section !== "trucks") throw notFound();

  const modelSlug = `${params.brand}-${params.model}`;
  const parsedTrim = CatalogTrimQuerySchema.shape.trim.safeParse(`${modelSlug}-${params.trim}`);
  if (!parsedTrim.success) throw notFound();
  const path = `/catalog/${section}/${params.brand}/${params.model}/${params.trim}`;
  const self = { path, brand: { slug: params.brand }, model: { slug: modelSlug } };

  const filter = parseFilter(section, new URLSearchParams(query), { brand: params.brand, model: params.model });
  const href = trimPageHref(self, filter);
  if (href !== (query ? `${pathname}?${query}` : pathname)) throw redirect(href, 301);

  const parsed = CatalogTrimQuerySchema.safeParse({ ...apiQuery(filter), trim: parsedTrim.data });
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw redirect(trimPageHref(self, without(filter, fields)), 302);
  }
  let detail: TrimPageData["detail"] | null;
  try {
    detail = await services.catalog.trim(parsed.data);
  } catch (error) {
    const refused = domainErrorOf(error, "catalog-filter");
    if (!refused) throw error;
    throw redirect(
      trimPageHref(
        self,
        without(
          filter,
          refused.errors.map((e) => e.field),
        ),
      ),
      302,
    );
  }
  // The trim must be this brand's and model's and listed in this section.
  if (!detail || detail.path !== path) throw notFound();
  if (detail.pageCnt > 0 && detail.page > detail.pageCnt) {
    throw redirect(trimPageHref(self, { ...filter, page: detail.pageCnt > 1 ? detail.pageCnt : undefined }), 302);
  }
  const origin = services.env.PUBLIC_URL;
  const page: TrimPageData = { detail, filter, canonical: new URL(path, origin).href, origin };
  return page;
}

export function headers() {
  // Anonymous and the same for everyone: a shared cache may keep it briefly.
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { detail, canonical, origin } = loaderData;
  const name = trimHeading(detail);
  const from = detail.price ? ` от ${formatMoneyShort(detail.price.min)}` : "";
  const title = `${name} в лизинг — ${countText(detail.stockCnt, VEHICLES)} в наличии${from} | Лизинг-Авто`;
  const monthly = detail.monthlyPaymentFrom ? `, лизинг ${formatMonthly(detail.monthlyPaymentFrom)}` : "";
  const description = `${name}: ${countText(detail.stockCnt, VEHICLES)} в наличии${from}${monthly}. Выберите цвет и автомобиль; аванс от 0${NBSP}%, срок до 60 месяцев.`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { "script:ld+json": breadcrumbLd(origin, trimCrumbs(detail), detail.path) },
  ];
  return meta;
};

export default function Trim({ loaderData }: Route.ComponentProps) {
  return (
    <TrimView
      data={loaderData}
      renderLead={({ size, ...prefill }) => <LeadButton size={size} block={size === "lg"} prefill={prefill} />}
    />
  );
}
