import { ContentHtml } from "../../../features/content/content-html";
import { contentPageData } from "../../../features/content/content-page-data";
import { DocumentList } from "../../../features/content/document-list";
import { FactsBlock } from "../../../features/content/page-blocks";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, contentPageMeta } from "../../../features/content/seo";
import { ButtonLink } from "../../../ui/button";
import type { Route } from "./+types/investors";
import styles from "./content-pages.module.css";

const CRUMBS = [{ label: "Инвесторам" }];

export const headers = contentHeaders;

export const loader = ({ context }: Route.LoaderArgs) =>
  contentPageData(context, (s) => s.content.documents.investors());

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
        <ContentHtml html={page.html} spaced />
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
