import { Link } from "react-router";
import { servicesContext } from "../../../context";
import { ContentHtml } from "../../../features/content/content-html";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { notFound } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { absoluteUrl, contentHeaders, pageMeta } from "../../../features/content/seo";
import { Icon } from "../../../ui/icon";
import type { Route } from "./+types/dictionary-term";
import pageStyles from "./content-pages.module.css";
import styles from "./dictionary.module.css";

const crumbsOf = (title: string) => [
  { label: "Клиентам", to: "/clients/" },
  { label: "Словарь клиента", to: "/clientservice/" },
  { label: title },
];

export const headers = contentHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const result = await services.content.dictionary.term(params.code);
  if (!result) notFound();
  return { ...result, origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        origin: loaderData.origin,
        title: `${loaderData.item.title} — словарь клиента`,
        description: loaderData.item.short,
        path: loaderData.item.url,
        crumbs: crumbsOf(loaderData.item.title),
        jsonLd: [
          {
            "@type": "DefinedTerm",
            name: loaderData.item.title,
            description: loaderData.item.short,
            inDefinedTermSet: absoluteUrl(loaderData.origin, "/clientservice/"),
          },
        ],
      })
    : [];

export default function DictionaryTerm({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <>
      <PageHeader crumbs={crumbsOf(item.title)} eyebrow="Словарь клиента" title={item.title} lead={item.short} />
      <PageColumns aside={<HelpAside title="Вопрос по вашему договору?" />}>
        <article className={pageStyles.article} aria-label={item.title}>
          <ContentHtml html={item.html} />
        </article>
        {item.related.length > 0 ? (
          <PageSection id="term-related" title="Связанные термины">
            <dl className={styles.terms}>
              {item.related.map((term) => (
                <div key={term.code} className={styles.term}>
                  <dt>
                    <Link to={term.url} className={styles.termLink}>
                      {term.title}
                    </Link>
                  </dt>
                  <dd>{term.short}</dd>
                </div>
              ))}
            </dl>
          </PageSection>
        ) : null}
        <Link to="/clientservice/" className={pageStyles.back}>
          <Icon name="chevron-left" size={20} />
          Весь словарь
        </Link>
      </PageColumns>
    </>
  );
}
