import { ArticlePage, MetaItem } from "../../../features/content/article-page";
import { OfferCard } from "../../../features/content/content-cards";
import { ContentHtml } from "../../../features/content/content-html";
import { ContentCover } from "../../../features/content/content-image";
import { contentPageData } from "../../../features/content/content-page-data";
import { formatDate } from "../../../features/content/format";
import { RowsBlock } from "../../../features/content/page-blocks";
import { PageSection } from "../../../features/content/page-header";
import { HelpAside } from "../../../features/content/section-links";
import { absoluteUrl, contentHeaders, pageMeta, SITE_NAME } from "../../../features/content/seo";
import { LeadButton } from "../../../features/leads/lead-button";
import type { Route } from "./+types/offer";

const crumbsOf = (title: string) => [{ label: "Спецпредложения", to: "/offers/" }, { label: title }];

export const headers = contentHeaders;

export const loader = ({ context, params }: Route.LoaderArgs) =>
  contentPageData(context, (s) => s.content.offers.detail(params.code));

function validity(item: { validFrom: string; validTo: string | null }): string {
  return item.validTo
    ? `Действует с ${formatDate(item.validFrom)} по ${formatDate(item.validTo)}`
    : `Действует с ${formatDate(item.validFrom)}, бессрочно`;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { item, origin } = loaderData;
  return pageMeta({
    origin,
    title: `${item.title} — спецпредложение`,
    description: `${item.lead} ${validity(item)}.`,
    path: item.url,
    crumbs: crumbsOf(item.title),
    jsonLd: [
      {
        "@type": "Offer",
        name: item.title,
        description: item.lead,
        url: absoluteUrl(origin, item.url),
        validFrom: item.validFrom,
        ...(item.validTo ? { priceValidUntil: item.validTo } : {}),
        seller: { "@type": "Organization", name: SITE_NAME },
      },
    ],
  });
};

export default function Offer({ loaderData }: Route.ComponentProps) {
  const { item, related } = loaderData;
  return (
    <ArticlePage
      header={{ compact: true, crumbs: crumbsOf(item.title), eyebrow: item.badge, title: item.title, lead: item.lead }}
      meta={<MetaItem icon="clock">{validity(item)}</MetaItem>}
      aside={
        <HelpAside title="Воспользоваться предложением">
          <LeadButton block>Оставить заявку</LeadButton>
        </HelpAside>
      }
      back={{ to: "/offers/", label: "Все спецпредложения" }}
      related={{
        id: "offer-related",
        title: "Другие предложения",
        cards: related.map((offer) => <OfferCard key={offer.id} item={offer} />),
      }}
    >
      {item.image ? <ContentCover url={item.image} /> : null}
      {item.conditions.length > 0 ? (
        <PageSection id="offer-conditions" title="Условия">
          <RowsBlock rows={item.conditions} />
        </PageSection>
      ) : null}
      <ContentHtml html={item.html} spaced />
    </ArticlePage>
  );
}
