import { Link } from "react-router";
import { servicesContext } from "../../../context";
import { CardGrid, DateLabel, GuideCard } from "../../../features/content/content-cards";
import { ContentHtml } from "../../../features/content/content-html";
import { PageBand, PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound, withQuery } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { articleLd, contentHeaders, pageMeta } from "../../../features/content/seo";
import { LeadButton } from "../../../features/leads/lead-button";
import { Icon } from "../../../ui/icon";
import type { Route } from "./+types/guide-article";
import styles from "./content-pages.module.css";

export const headers = contentHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const result = await services.content.guides.article(params.code);
  if (!result) notFound();
  // The API takes an id too; the page answers only at its code (one address per article).
  if (result.item.code !== params.code) notFound();
  return { ...result, origin: services.env.PUBLIC_URL };
}

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
    <>
      <PageHeader compact crumbs={crumbsOf(item)} eyebrow={item.categoryTitle} title={item.title} lead={item.lead}>
        <p className={styles.meta}>
          <span className={styles.metaItem}>
            Обновлено <DateLabel date={item.updatedAt} />
          </span>
          <span className={styles.metaItem}>
            <Icon name="clock" size={18} />
            {item.readingMinutes} мин чтения
          </span>
        </p>
      </PageHeader>
      <PageColumns
        aside={
          <HelpAside title="Посчитаем вашу сделку">
            <LeadButton block>Получить расчёт</LeadButton>
          </HelpAside>
        }
      >
        <article className={styles.article} aria-label={item.title}>
          <ContentHtml html={item.html} />
        </article>
        <Link to="/guide/" className={styles.back}>
          <Icon name="chevron-left" size={20} />
          Все статьи гида
        </Link>
      </PageColumns>
      {related.length > 0 ? (
        <PageBand id="guide-related" title="Читайте также">
          <CardGrid>
            {related.map((card) => (
              <GuideCard key={card.id} item={card} />
            ))}
          </CardGrid>
        </PageBand>
      ) : null}
    </>
  );
}
