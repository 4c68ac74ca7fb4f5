import { PartnerKindSchema } from "../../../../contract/pages.ts";
import { ChipNav, filterChips } from "../../../features/content/chip-nav";
import { CardPage, PartnerCard } from "../../../features/content/content-cards";
import { contentPageData } from "../../../features/content/content-page-data";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { pageHref, readFilter, readPage, withQuery } from "../../../features/content/paging";
import { contentHeaders, pagedTitle, pageMeta } from "../../../features/content/seo";
import { LazyLeadForm } from "../../../features/leads/kit/lazy-lead-form";
import { countOf } from "../../../lib/quantity-format";
import type { Route } from "./+types/partners";

const PATH = "/partners/";
const CRUMBS = [{ label: "Партнёры" }];
const TITLE = "Партнёры «Лизинг-Авто»";
const LEAD =
  "Официальные дилеры, страховые компании, банки и сервисные партнёры: с ними мы подбираем технику, страхуем её и сопровождаем договор.";
const DESCRIPTION =
  "Партнёры лизинговой компании «Лизинг-Авто»: официальные дилеры легковых и грузовых автомобилей, страховые компании, банки, телематика и сервис.";

export const headers = contentHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const kind = readFilter(url, "kind", PartnerKindSchema);
  const page = readPage(url);
  const result = await contentPageData(context, (s) => s.content.partners.list({ kind, page }));
  return { ...result, kind: kind ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const kindTitle = loaderData.kinds.find((k) => k.code === loaderData.kind)?.title;
  return pageMeta({
    origin: loaderData.origin,
    title: pagedTitle(kindTitle ? `${kindTitle} — партнёры «Лизинг-Авто»` : TITLE, loaderData.page),
    description: DESCRIPTION,
    path: pageHref(PATH, loaderData.page, { kind: loaderData.kind ?? undefined }),
    crumbs: CRUMBS,
  });
};

export default function Partners({ loaderData }: Route.ComponentProps) {
  const { list, kinds, kind, page, pages, total } = loaderData;
  return (
    <>
      <PageHeader crumbs={CRUMBS} title={TITLE} lead={LEAD} />
      <PageColumns>
        <ChipNav
          label="Вид партнёра"
          chips={filterChips(
            { label: "Все партнёры", to: PATH },
            kinds.map((k) => ({
              value: k.code,
              label: k.title,
              count: k.count,
              to: withQuery(PATH, { kind: k.code }),
            })),
            kind,
          )}
        />
        <CardPage
          count={countOf(total, ["партнёр", "партнёра", "партнёров"])}
          pagination={{ page, pageCount: pages, hrefFor: (p) => pageHref(PATH, p, { kind: kind ?? undefined }) }}
        >
          {list.map((item) => (
            <PartnerCard key={item.id} item={item} headingLevel={2} />
          ))}
        </CardPage>
        <LazyLeadForm place="partner" />
      </PageColumns>
    </>
  );
}
