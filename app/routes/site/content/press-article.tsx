import type { PressType } from "../../../../contract/pages.ts";
import { ArticlePage, ArticleText } from "../../../features/content/article-page";
import { DateLabel, NewsCard } from "../../../features/content/content-cards";
import { ContentCover } from "../../../features/content/content-image";
import { contentPageData } from "../../../features/content/content-page-data";
import { HelpAside } from "../../../features/content/section-links";
import { articleLd, contentHeaders, pageMeta } from "../../../features/content/seo";
import { LeadButton } from "../../../features/leads/lead-button";
import type { Route } from "./+types/press-article";

const KINDS = {
  news: { path: "/press/", crumb: "Новости", back: "Все новости", related: "Другие новости" },
  publications: { path: "/media/", crumb: "СМИ о нас", back: "Все публикации", related: "Другие публикации" },
} satisfies Record<PressType, unknown>;

export const headers = contentHeaders;

export function loader({ context, url, params }: Route.LoaderArgs) {
  const type: PressType = url.pathname.startsWith("/media") ? "publications" : "news";
  return contentPageData(context, (s) => s.content.press.detail(type, params.code));
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
    <ArticlePage
      header={{
        compact: true,
        crumbs: [{ label: kind.crumb, to: kind.path }, { label: item.title }],
        eyebrow: (
          <>
            <DateLabel date={item.date} />
            {item.source ? ` · ${item.source}` : null}
          </>
        ),
        title: item.title,
        lead: item.lead,
      }}
      aside={
        <HelpAside title="Лизинг для вашего бизнеса">
          <LeadButton block>Оставить заявку</LeadButton>
        </HelpAside>
      }
      back={{ to: kind.path, label: kind.back }}
      related={{
        id: "press-related",
        title: kind.related,
        cards: related.map((card) => <NewsCard key={card.id} item={card} />),
      }}
    >
      {item.image ? <ContentCover url={item.image} /> : null}
      <ArticleText title={item.title} html={item.html} />
    </ArticlePage>
  );
}
