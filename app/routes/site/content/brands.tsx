import { data, Form, Link } from "react-router";
import { BrandLinkQuerySchema } from "../../../../contract/pages.ts";
import { servicesContext } from "../../../context";
import { readCityId } from "../../../features/city/city-cookie";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { notFound, withQuery } from "../../../features/content/paging";
import { cacheHeaders, contentHeaders, pageMeta } from "../../../features/content/seo";
import { countOf } from "../../../lib/quantity-format";
import { Button } from "../../../ui/button";
import { Select } from "../../../ui/select";
import { Text } from "../../../ui/text";
import type { Route } from "./+types/brands";
import styles from "./brands.module.css";

const PATH = "/brands/";
const CRUMBS = [{ label: "Марки по регионам" }];

/**
 * The catalogue's own addresses have no trailing slash (it redirects `/catalog/cars/haval/` there), so the
 * brand links go straight to them.
 */
const catalogHref = (url: string) => url.replace(/\/+$/, "");

export const headers = contentHeaders;

/**
 * `?region=<code>` (77 Москва, 78 Санкт-Петербург, …) — a public address; without it the region of the
 * visitor's city (cookie), so the page is private then.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const raw = url.searchParams.get("region");
  let regionId: number | undefined;
  if (raw !== null) {
    const parsed = BrandLinkQuerySchema.safeParse({ regionId: raw });
    if (!parsed.success || parsed.data.regionId === undefined) notFound();
    regionId = parsed.data.regionId;
  } else {
    regionId = (await services.cities.current(readCityId(request))).city.regionId;
  }
  const result = await services.content.brands.map(regionId);
  if (!result || (raw !== null && result.region.id !== regionId)) notFound();
  return data(
    { ...result, explicit: raw !== null, origin: services.env.PUBLIC_URL },
    { headers: cacheHeaders(raw !== null ? "public" : "private") },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { region, list } = loaderData;
  const names = list.map((b) => b.name).join(", ");
  return pageMeta({
    origin: loaderData.origin,
    title: `Марки автомобилей и техники в лизинг — ${region.name}`,
    description: `Какие марки можно взять в лизинг у дилеров-партнёров «Лизинг-Авто» — ${region.name}: ${names}.`,
    path: withQuery(PATH, { region: region.id }),
    crumbs: CRUMBS,
  });
};

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { region, regions, list } = loaderData;
  const groups = [...new Set(list.map((b) => b.category))].map((category) => ({
    category,
    title: list.find((b) => b.category === category)?.categoryTitle ?? category,
    brands: list.filter((b) => b.category === category),
  }));
  return (
    <>
      <PageHeader
        crumbs={CRUMBS}
        title="Марки по регионам"
        lead="Выберите регион — покажем марки, которые можно взять в лизинг у наших дилеров-партнёров рядом с вами, и перейдём в каталог марки."
      >
        <Form method="get" action={PATH} className={styles.form} preventScrollReset>
          <Select
            label="Регион"
            name="region"
            defaultValue={String(region.id)}
            key={region.id}
            options={regions.map((r) => ({ value: String(r.id), label: r.name }))}
            className={styles.select}
          />
          <Button type="submit">Показать марки</Button>
        </Form>
      </PageHeader>
      <PageColumns>
        <p className={styles.summary} role="status">
          {region.name}: {countOf(list.length, ["марка", "марки", "марок"])}
        </p>
        {groups.map((group) => (
          <PageSection key={group.category} id={`brands-${group.category}`} title={group.title}>
            <ul className={styles.grid}>
              {group.brands.map((brand) => (
                <li key={brand.code} className={styles.brand}>
                  <h3 className={styles.name}>
                    <Link to={catalogHref(brand.url)} className={styles.link}>
                      {brand.name}
                    </Link>
                  </h3>
                  {brand.dealers.length > 0 ? (
                    <p className={styles.dealers}>
                      <Text muted>{brand.dealers.length > 1 ? "Дилеры-партнёры" : "Дилер-партнёр"}:</Text>{" "}
                      {brand.dealers.join(", ")}
                    </p>
                  ) : null}
                  <span className={styles.more} aria-hidden="true">
                    В каталог →
                  </span>
                </li>
              ))}
            </ul>
          </PageSection>
        ))}
      </PageColumns>
    </>
  );
}
