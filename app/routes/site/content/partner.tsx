import { ArticlePage, MetaItem } from "../../../features/content/article-page";
import { ContentHtml } from "../../../features/content/content-html";
import { contentPageData } from "../../../features/content/content-page-data";
import { PageSection } from "../../../features/content/page-header";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, pageMeta } from "../../../features/content/seo";
import { LeadButton } from "../../../features/leads/lead-button";
import { Icon } from "../../../ui/icon";
import type { Route } from "./+types/partner";
import styles from "./content-pages.module.css";

export const headers = contentHeaders;

export const loader = ({ context, params }: Route.LoaderArgs) =>
  contentPageData(context, (s) => s.content.partners.detail(params.code));

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
    <ArticlePage
      header={{
        compact: true,
        crumbs: crumbsOf(item.name),
        eyebrow: item.kindTitle,
        title: item.name,
        lead: item.lead,
      }}
      meta={item.cities.length > 0 ? <MetaItem icon="pin">{item.cities.join(", ")}</MetaItem> : null}
      aside={
        <HelpAside title="Сделка с участием партнёра">
          <LeadButton block>Оставить заявку</LeadButton>
        </HelpAside>
      }
      back={{ to: "/partners/", label: "Все партнёры" }}
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
      <ContentHtml html={item.html} spaced />
    </ArticlePage>
  );
}
