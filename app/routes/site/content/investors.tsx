import { servicesContext } from "../../../context";
import { ContentHtml } from "../../../features/content/content-html";
import { DocumentList } from "../../../features/content/document-list";
import { FactsBlock } from "../../../features/content/page-blocks";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { notFound } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, contentPageMeta } from "../../../features/content/seo";
import { ButtonLink } from "../../../ui/button";
import type { Route } from "./+types/investors";
import styles from "./content-pages.module.css";

const CRUMBS = [{ label: "Инвесторам" }];

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const result = await services.content.documents.investors();
  if (!result) notFound();
  return { ...result, origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? contentPageMeta(loaderData.origin, loaderData.page, CRUMBS) : [];

export default function Investors({ loaderData }: Route.ComponentProps) {
  const { page, latest } = loaderData;
  return (
    <>
      <PageHeader crumbs={CRUMBS} title={page.title} lead={page.lead} />
      <PageColumns
        aside={
          <HelpAside title="Связь с инвесторами">
            <p>
              Вопросы по облигациям и отчётности: <a href="mailto:ir@leasing-auto.ru">ir@leasing-auto.ru</a>
            </p>
          </HelpAside>
        }
      >
        {page.blocks.facts?.length ? (
          <PageSection id="investors-facts" title="Ключевые показатели">
            <FactsBlock facts={page.blocks.facts} label="Ключевые показатели" />
          </PageSection>
        ) : null}
        <div className={styles.text}>
          <ContentHtml html={page.html} />
        </div>
        <PageSection id="investors-docs" title="Последние документы">
          <DocumentList documents={latest} />
          <div className={styles.actions}>
            <ButtonLink to="/investors/docs/" variant="secondary">
              Все документы для инвесторов
            </ButtonLink>
          </div>
        </PageSection>
      </PageColumns>
    </>
  );
}
