import { ContentHtml } from "../../../features/content/content-html";
import { contentPageData } from "../../../features/content/content-page-data";
import { DocumentList } from "../../../features/content/document-list";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, contentPageMeta } from "../../../features/content/seo";
import type { Route } from "./+types/leasing-agreement";

const CRUMBS = [{ label: "Клиентам", to: "/clients/" }, { label: "Документы по договору лизинга" }];

export const headers = contentHeaders;

export const loader = ({ context }: Route.LoaderArgs) =>
  contentPageData(context, (s) => s.content.documents.leasingAgreement());

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
        <ContentHtml html={page.html} spaced />
      </PageColumns>
    </>
  );
}
