import { Link } from "react-router";
import { servicesContext } from "../../../context";
import { ContentHtml } from "../../../features/content/content-html";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { notFound } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, pageMeta } from "../../../features/content/seo";
import { LeadButton } from "../../../features/leads/lead-button";
import { Icon } from "../../../ui/icon";
import type { Route } from "./+types/partner";
import styles from "./content-pages.module.css";

export const headers = contentHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const result = await services.content.partners.detail(params.code);
  if (!result) notFound();
  return { ...result, origin: services.env.PUBLIC_URL };
}

const crumbsOf = (name: string) => [{ label: "Партнёры", to: "/partners/" }, { label: name }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        origin: loaderData.origin,
        title: `${loaderData.item.name} — ${loaderData.item.kindTitle.toLowerCase()}, партнёр «Лизинг-Авто»`,
        description: loaderData.item.lead,
        path: loaderData.item.url,
        crumbs: crumbsOf(loaderData.item.name),
      })
    : [];

export default function Partner({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <>
      <PageHeader compact crumbs={crumbsOf(item.name)} eyebrow={item.kindTitle} title={item.name} lead={item.lead}>
        {item.cities.length > 0 ? (
          <p className={styles.meta}>
            <span className={styles.metaItem}>
              <Icon name="pin" size={18} />
              {item.cities.join(", ")}
            </span>
          </p>
        ) : null}
      </PageHeader>
      <PageColumns
        aside={
          <HelpAside title="Сделка с участием партнёра">
            <LeadButton block>Оставить заявку</LeadButton>
          </HelpAside>
        }
      >
        {item.benefits.length > 0 ? (
          <PageSection id="partner-benefits" title="Что получают клиенты">
            <ul className={styles.benefits}>
              {item.benefits.map((benefit) => (
                <li key={benefit}>
                  <Icon name="check" size={20} />
                  {benefit}
                </li>
              ))}
            </ul>
          </PageSection>
        ) : null}
        <div className={styles.text}>
          <ContentHtml html={item.html} />
        </div>
        <Link to="/partners/" className={styles.back}>
          <Icon name="chevron-left" size={20} />
          Все партнёры
        </Link>
      </PageColumns>
    </>
  );
}
