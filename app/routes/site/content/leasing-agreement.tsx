import { servicesContext } from "../../../context";
import { ContentHtml } from "../../../features/content/content-html";
import { DocumentList } from "../../../features/content/document-list";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { notFound } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, contentPageMeta } from "../../../features/content/seo";
import type { Route } from "./+types/leasing-agreement";
import styles from "./content-pages.module.css";

const CRUMBS = [{ label: "Клиентам", to: "/clients/" }, { label: "Документы по договору лизинга" }];

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const result = await services.content.documents.leasingAgreement();
  if (!result) notFound();
  return { ...result, origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? contentPageMeta(loaderData.origin, loaderData.page, CRUMBS) : [];

export default function LeasingAgreement({ loaderData }: Route.ComponentProps) {
  const { page, list } = loaderData;
  return (
    <>
      <PageHeader crumbs={CRUMBS} title={page.title} lead={page.lead} />
      <PageColumns aside={<HelpAside title="Вопрос по условиям договора?" />}>
        <PageSection id="agreement-docs" title="Документы">
          <DocumentList documents={list} />
        </PageSection>
        <div className={styles.text}>
          <ContentHtml html={page.html} />
        </div>
      </PageColumns>
    </>
  );
}
