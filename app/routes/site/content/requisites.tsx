import { servicesContext } from "../../../context";
import { ContentHtml } from "../../../features/content/content-html";
import { RowsBlock } from "../../../features/content/page-blocks";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { notFound } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, pageMeta } from "../../../features/content/seo";
import type { Route } from "./+types/requisites";

const CRUMBS = [{ label: "О компании", to: "/about/" }, { label: "Реквизиты" }];

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = await services.content.pages.bySlug("requisites");
  if (!page) notFound();
  return { page, origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        origin: loaderData.origin,
        title: `${loaderData.page.title} ООО «Лизинг-Авто»`,
        description: loaderData.page.description,
        path: loaderData.page.url,
        crumbs: CRUMBS,
      })
    : [];

export default function Requisites({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHeader crumbs={CRUMBS} title={page.title} lead={page.lead} />
      <PageColumns aside={<HelpAside title="Сомневаетесь в счёте?" />}>
        {page.blocks.rows?.length ? (
          <PageSection id="requisites-rows" title="Реквизиты компании">
            <RowsBlock rows={page.blocks.rows} />
          </PageSection>
        ) : null}
        <ContentHtml html={page.html} spaced />
      </PageColumns>
    </>
  );
}
