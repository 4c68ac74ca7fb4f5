import { ArticlePage, ArticleText, MetaItem } from "../../../features/content/article-page";
import { DateLabel, GuideCard } from "../../../features/content/content-cards";
import { contentPageData } from "../../../features/content/content-page-data";
import { withQuery } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { articleLd, contentHeaders, pageMeta } from "../../../features/content/seo";
import { LeadButton } from "../../../features/leads/lead-button";
import type { Route } from "./+types/guide-article";

export const headers = contentHeaders;

export const loader = ({ context, params }: Route.LoaderArgs) =>
  contentPageData(context, async (s) => {
    const result = await s.content.guides.article(params.code);
    // The API takes an id too; the page answers only at its code (one address per article).
    return result?.item.code === params.code ? result : null;
  });

const crumbsOf = (item: { category: string; categoryTitle: string; title: string }) => [
  { label: "Гид по лизингу", to: "/guide/" },
  { label: item.categoryTitle, to: withQuery("/guide/", { category: item.category }) },
  { label: item.title },
];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { item, origin } = loaderData;
  return pageMeta({
    origin,
    title: item.title,
    description: item.lead,
    path: item.url,
    crumbs: crumbsOf(item),
    article: { published: item.date, modified: item.updatedAt, section: item.categoryTitle },
    jsonLd: [
      articleLd({
        origin,
        type: "Article",
        title: item.title,
        description: item.lead,
        path: item.url,
        published: item.date,
        modified: item.updatedAt,
      }),
    ],
  });
};

export default function GuideArticle({ loaderData }: Route.ComponentProps) {
  const { item, related } = loaderData;
  return (
    <ArticlePage
      header={{
        compact: true,
        crumbs: crumbsOf(item),
        eyebrow: item.categoryTitle,
        title: item.title,
        lead: item.lead,
      }}
      meta={
        <>
          <MetaItem>
            Обновлено <DateLabel date={item.updatedAt} />
          </MetaItem>
          <MetaItem icon="clock">{item.readingMinutes} мин чтения</MetaItem>
        </>
      }
      aside={
        <HelpAside title="Посчитаем вашу сделку">
          <LeadButton block>Получить расчёт</LeadButton>
        </HelpAside>
      }
      back={{ to: "/guide/", label: "Все статьи гида" }}
      related={{
        id: "guide-related",
        title: "Читайте также",
        cards: related.map((card) => <GuideCard key={card.id} item={card} />),
      }}
    >
      <ArticleText title={item.title} html={item.html} />
    </ArticlePage>
  );
}
