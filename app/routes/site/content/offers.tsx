import { servicesContext } from "../../../context";
import { CardGrid, OfferCard } from "../../../features/content/content-cards";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { absoluteUrl, contentHeaders, pageMeta } from "../../../features/content/seo";
import { LeadButton } from "../../../features/leads/lead-button";
import type { Route } from "./+types/offers";
import styles from "./content-pages.module.css";

const PATH = "/offers/";
const CRUMBS = [{ label: "Спецпредложения" }];

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return { ...(await services.content.offers.list()), origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        origin: loaderData.origin,
        title: `${loaderData.main.title} по лизингу`,
        description: loaderData.main.description,
        path: PATH,
        crumbs: CRUMBS,
        jsonLd: [
          {
            "@type": "ItemList",
            name: loaderData.main.title,
            itemListElement: loaderData.list.map((offer, index) => ({
              "@type": "ListItem",
              position: index + 1,
              name: offer.title,
              url: absoluteUrl(loaderData.origin, offer.url),
            })),
          },
        ],
      })
    : [];

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { main, list } = loaderData;
  const featured = new Set(main.list.map((o) => o.id));
  const others = list.filter((o) => !featured.has(o.id));
  return (
    <>
      <PageHeader crumbs={CRUMBS} title={main.title} lead={main.description}>
        <LeadButton>Подобрать программу</LeadButton>
      </PageHeader>
      <PageColumns>
        {main.list.length > 0 ? (
          <PageSection id="offers-main" title="Главные предложения">
            <CardGrid>
              {main.list.map((offer) => (
                <OfferCard key={offer.id} item={offer} />
              ))}
            </CardGrid>
          </PageSection>
        ) : null}
        {others.length > 0 ? (
          <PageSection id="offers-all" title="Ещё предложения">
            <CardGrid>
              {others.map((offer) => (
                <OfferCard key={offer.id} item={offer} />
              ))}
            </CardGrid>
          </PageSection>
        ) : null}
        {list.length === 0 ? (
          <p className={styles.empty}>Сейчас действующих спецпредложений нет — оставьте заявку, подберём условия.</p>
        ) : null}
      </PageColumns>
    </>
  );
}
