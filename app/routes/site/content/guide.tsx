import { CodeSchema } from "../../../../contract/content.ts";
import { servicesContext } from "../../../context";
import { ChipNav } from "../../../features/content/chip-nav";
import { CardGrid, GuideCard } from "../../../features/content/content-cards";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound, pageHref, readPage, withQuery } from "../../../features/content/paging";
import { contentHeaders, pagedTitle, pageMeta } from "../../../features/content/seo";
import { countOf } from "../../../lib/quantity-format";
import { Pagination } from "../../../ui/pagination";
import type { Route } from "./+types/guide";
import styles from "./content-pages.module.css";

const PATH = "/guide/";

export const headers = contentHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const raw = url.searchParams.get("category");
  const category = raw === null ? undefined : CodeSchema.safeParse(raw).data;
  if (raw !== null && !category) notFound();
  const page = readPage(url);
  const services = context.get(servicesContext);
  const result = await services.content.guides.list({ page, category });
  if (!result) notFound();
  return { ...result, category: category ?? null, origin: services.env.PUBLIC_URL };
}

function crumbsOf(categoryTitle: string | undefined) {
  return categoryTitle
    ? [{ label: "Гид по лизингу", to: PATH }, { label: categoryTitle }]
    : [{ label: "Гид по лизингу" }];
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { main, category, page } = loaderData;
  const categoryTitle = main.categories.find((c) => c.code === category)?.title;
  return pageMeta({
    origin: loaderData.origin,
    title: pagedTitle(categoryTitle ? `${categoryTitle} — гид по лизингу` : main.title, page),
    description: main.description,
    path: pageHref(PATH, page, { category: category ?? undefined }),
    crumbs: crumbsOf(categoryTitle),
  });
};

export default function Guide({ loaderData }: Route.ComponentProps) {
  const { main, category, page, pages, total } = loaderData;
  const categoryTitle = main.categories.find((c) => c.code === category)?.title;
  const all = main.categories.reduce((sum, c) => sum + c.count, 0);
  return (
    <>
      <PageHeader crumbs={crumbsOf(categoryTitle)} title={main.title} lead={main.description} />
      <PageColumns>
        <ChipNav
          label="Разделы гида"
          chips={[
            { to: PATH, label: "Все статьи", count: all, current: category === null },
            ...main.categories.map((c) => ({
              to: withQuery(PATH, { category: c.code }),
              label: c.title,
              count: c.count,
              current: c.code === category,
            })),
          ]}
        />
        <p className={styles.count}>
          {categoryTitle ? `${categoryTitle}: ` : ""}
          {countOf(total, ["статья", "статьи", "статей"])}
        </p>
        <CardGrid>
          {main.list.map((item) => (
            <GuideCard key={item.id} item={item} headingLevel={2} />
          ))}
        </CardGrid>
        <Pagination
          page={page}
          pageCount={pages}
          hrefFor={(p) => pageHref(PATH, p, { category: category ?? undefined })}
          label="Страницы гида"
        />
      </PageColumns>
    </>
  );
}
