import type { PageBlocks as Blocks } from "../../../../contract/content.ts";
import { servicesContext } from "../../../context";
import { ContentHtml } from "../../../features/content/content-html";
import { faqLd, PageBlocks } from "../../../features/content/page-blocks";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, contentPageMeta } from "../../../features/content/seo";
import { LazyLeadForm } from "../../../features/leads/kit/lazy-lead-form";
import { LeadButton } from "../../../features/leads/lead-button";
import type { Crumb } from "../../../ui/layout/breadcrumbs";
import type { Route } from "./+types/info-page";

/**
 * The information pages answered by GET /api/pages/<slug>/ with one page: contract support and finish,
 * additional services, ESG principles, insurance. One module for all of them; the path names the page.
 */
const PAGES: Record<
  string,
  { slug: string; parent: Crumb; titles: Partial<Record<keyof Blocks, string>>; help: string; lead?: string }
> = {
  "/support-contract": {
    slug: "supportcontract",
    parent: { label: "Клиентам", to: "/clients/" },
    titles: { cards: "Чем мы помогаем во время договора", faq: "Частые вопросы" },
    help: "Вопрос по договору?",
  },
  "/finish-contract": {
    slug: "finishcontract",
    parent: { label: "Клиентам", to: "/clients/" },
    titles: { steps: "Как завершить договор", faq: "Частые вопросы" },
    help: "Готовитесь к выкупу?",
  },
  "/additional-services": {
    slug: "additionalservices",
    parent: { label: "Клиентам", to: "/clients/" },
    titles: { cards: "Услуги" },
    help: "Подключить услугу",
    lead: "Оставить заявку",
  },
  "/esg": {
    slug: "esgprinciples",
    parent: { label: "О компании", to: "/about/" },
    titles: { facts: "ESG в цифрах" },
    help: "Вопросы об ESG-политике",
  },
  "/insurance": {
    slug: "insurance",
    parent: { label: "Клиентам", to: "/clients/" },
    titles: { faq: "Вопросы о страховании" },
    help: "Рассчитать страховку",
    lead: "Оставить заявку",
  },
};

const pageOf = (pathname: string) => PAGES[pathname.replace(/\/+$/, "")];

export const headers = contentHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const info = pageOf(url.pathname);
  if (!info) notFound();
  const services = context.get(servicesContext);
  const page = await services.content.pages.bySlug(info.slug);
  if (!page) notFound();
  return { page, path: url.pathname.replace(/\/+$/, ""), origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { page, path, origin } = loaderData;
  const info = pageOf(path);
  return contentPageMeta(
    origin,
    page,
    info ? [info.parent, { label: page.title }] : [{ label: page.title }],
    page.blocks.faq?.length ? [faqLd(page.blocks.faq)] : [],
  );
};

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page, path } = loaderData;
  const info = pageOf(path);
  const crumbs = info ? [info.parent, { label: page.title }] : [{ label: page.title }];
  return (
    <>
      <PageHeader crumbs={crumbs} title={page.title} lead={page.lead} />
      <PageColumns
        aside={
          <HelpAside title={info?.help}>{info?.lead ? <LeadButton block>{info.lead}</LeadButton> : null}</HelpAside>
        }
      >
        <PageBlocks
          blocks={page.blocks}
          titles={info?.titles}
          only={["facts", "cards", "steps"]}
          idPrefix={info?.slug}
        />
        <ContentHtml html={page.html} spaced />
        <PageBlocks
          blocks={page.blocks}
          titles={info?.titles}
          only={["timeline", "rows", "faq"]}
          idPrefix={info?.slug}
        />
        {info?.slug === "additionalservices" ? <LazyLeadForm place="extendedwarranty" /> : null}
        {info?.slug === "insurance" ? <LazyLeadForm place="insurance" /> : null}
      </PageColumns>
    </>
  );
}
