import { CodeSchema } from "../../../../contract/content.ts";
import { ChipNav, filterChips } from "../../../features/content/chip-nav";
import { CardPage, GuideCard } from "../../../features/content/content-cards";
import { contentPageData } from "../../../features/content/content-page-data";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { pageHref, readFilter, readPage, withQuery } from "../../../features/content/paging";
import { contentHeaders, pagedTitle, pageMeta } from "../../../features/content/seo";
import { LazyLeadForm } from "../../../features/leads/kit/lazy-lead-form";
import { countOf } from "../../../lib/quantity-format";
import type { Route } from "./+types/guide";

const PATH = "/guide/";

export const headers = contentHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const category = readFilter(url, "category", CodeSchema);
  const page = readPage(url);
  const result = await contentPageData(context, (s) => s.content.guides.list({ page, category }));
  return { ...result, category: category ?? null };
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
  return (
    <>
      <PageHeader crumbs={crumbsOf(categoryTitle)} title={main.title} lead={main.description} />
      <PageColumns>
        <ChipNav
          label="Разделы гида"
          chips={filterChips(
            { label: "Все статьи", to: PATH },
            main.categories.map((c) => ({
              value: c.code,
              label: c.title,
              count: c.count,
              to: withQuery(PATH, { category: c.code }),
            })),
            category,
          )}
        />
        <CardPage
          count={`${categoryTitle ? `${categoryTitle}: ` : ""}${countOf(total, ["статья", "статьи", "статей"])}`}
          pagination={{
            page,
            pageCount: pages,
            hrefFor: (p) => pageHref(PATH, p, { category: category ?? undefined }),
            label: "Страницы гида",
          }}
        >
          {main.list.map((item) => (
            <GuideCard key={item.id} item={item} headingLevel={2} />
          ))}
        </CardPage>
        <LazyLeadForm place="guide" />
      </PageColumns>
    </>
  );
}
