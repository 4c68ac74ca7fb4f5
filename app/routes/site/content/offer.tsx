import { Link } from "react-router";
import { servicesContext } from "../../../context";
import { CardGrid, OfferCard } from "../../../features/content/content-cards";
import { ContentHtml } from "../../../features/content/content-html";
import { formatDate } from "../../../features/content/format";
import { RowsBlock } from "../../../features/content/page-blocks";
import { PageBand, PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { notFound } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { absoluteUrl, contentHeaders, pageMeta, SITE_NAME } from "../../../features/content/seo";
import { LeadButton } from "../../../features/leads/lead-button";
import { Icon } from "../../../ui/icon";
import type { Route } from "./+types/offer";
import styles from "./content-pages.module.css";

const crumbsOf = (title: string) => [{ label: "Спецпредложения", to: "/offers/" }, { label: title }];

export const headers = contentHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const result = await services.content.offers.detail(params.code);
  if (!result) notFound();
  return { ...result, origin: services.env.PUBLIC_URL };
}

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
    <>
      <PageHeader compact crumbs={crumbsOf(item.title)} eyebrow={item.badge} title={item.title} lead={item.lead}>
        <p className={styles.meta}>
          <span className={styles.metaItem}>
            <Icon name="clock" size={18} />
            {validity(item)}
          </span>
        </p>
      </PageHeader>
      <PageColumns
        aside={
          <HelpAside title="Воспользоваться предложением">
            <LeadButton block>Оставить заявку</LeadButton>
          </HelpAside>
        }
      >
        {item.conditions.length > 0 ? (
          <PageSection id="offer-conditions" title="Условия">
            <RowsBlock rows={item.conditions} />
          </PageSection>
        ) : null}
        <div className={styles.text}>
          <ContentHtml html={item.html} />
        </div>
        <Link to="/offers/" className={styles.back}>
          <Icon name="chevron-left" size={20} />
          Все спецпредложения
        </Link>
      </PageColumns>
      {related.length > 0 ? (
        <PageBand id="offer-related" title="Другие предложения">
          <CardGrid>
            {related.map((offer) => (
              <OfferCard key={offer.id} item={offer} />
            ))}
          </CardGrid>
        </PageBand>
      ) : null}
    </>
  );
}
