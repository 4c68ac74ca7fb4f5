import { Link } from "react-router";
import type { PressType } from "../../../../contract/pages.ts";
import { servicesContext } from "../../../context";
import { CardGrid, DateLabel, NewsCard } from "../../../features/content/content-cards";
import { ContentHtml } from "../../../features/content/content-html";
import { PageBand, PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { articleLd, contentHeaders, pageMeta } from "../../../features/content/seo";
import { LeadButton } from "../../../features/leads/lead-button";
import { Icon } from "../../../ui/icon";
import type { Route } from "./+types/press-article";
import styles from "./content-pages.module.css";

const KINDS = {
  news: { path: "/press/", crumb: "Новости", back: "Все новости", related: "Другие новости" },
  publications: { path: "/media/", crumb: "СМИ о нас", back: "Все публикации", related: "Другие публикации" },
} satisfies Record<PressType, unknown>;

export const headers = contentHeaders;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const type: PressType = url.pathname.startsWith("/media") ? "publications" : "news";
  const services = context.get(servicesContext);
  const result = await services.content.press.detail(type, params.code);
  if (!result) notFound();
  return { ...result, origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { item, origin } = loaderData;
  const kind = KINDS[item.type];
  return pageMeta({
    origin,
    title: item.title,
    description: item.lead,
    path: item.url,
    crumbs: [{ label: kind.crumb, to: kind.path }, { label: item.title }],
    article: { published: item.date, modified: item.updatedAt, section: kind.crumb },
    jsonLd: [
      articleLd({
        origin,
        type: item.type === "news" ? "NewsArticle" : "Article",
        title: item.title,
        description: item.lead,
        path: item.url,
        published: item.date,
        modified: item.updatedAt,
      }),
    ],
  });
};

export default function PressArticle({ loaderData }: Route.ComponentProps) {
  const { item, related } = loaderData;
  const kind = KINDS[item.type];
  return (
    <>
      <PageHeader
        compact
        crumbs={[{ label: kind.crumb, to: kind.path }, { label: item.title }]}
        eyebrow={
          <>
            <DateLabel date={item.date} />
            {item.source ? ` · ${item.source}` : null}
          </>
        }
        title={item.title}
        lead={item.lead}
      />
      <PageColumns
        aside={
          <HelpAside title="Лизинг для вашего бизнеса">
            <LeadButton block>Оставить заявку</LeadButton>
          </HelpAside>
        }
      >
        <article className={styles.article} aria-label={item.title}>
          <ContentHtml html={item.html} />
        </article>
        <Link to={kind.path} className={styles.back}>
          <Icon name="chevron-left" size={20} />
          {kind.back}
        </Link>
      </PageColumns>
      {related.length > 0 ? (
        <PageBand id="press-related" title={kind.related}>
          <CardGrid>
            {related.map((card) => (
              <NewsCard key={card.id} item={card} />
            ))}
          </CardGrid>
        </PageBand>
      ) : null}
    </>
  );
}
