import { PartnerKindSchema } from "../../../../contract/pages.ts";
import { servicesContext } from "../../../context";
import { ChipNav } from "../../../features/content/chip-nav";
import { CardGrid, PartnerCard } from "../../../features/content/content-cards";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound, pageHref, readPage, withQuery } from "../../../features/content/paging";
import { contentHeaders, pagedTitle, pageMeta } from "../../../features/content/seo";
import { countOf } from "../../../lib/quantity-format";
import { Pagination } from "../../../ui/pagination";
import type { Route } from "./+types/partners";
import styles from "./content-pages.module.css";

const PATH = "/partners/";
const CRUMBS = [{ label: "Партнёры" }];
const TITLE = "Партнёры «Лизинг-Авто»";
const LEAD =
  "Официальные дилеры, страховые компании, банки и сервисные партнёры: с ними мы подбираем технику, страхуем её и сопровождаем договор.";
const DESCRIPTION =
  "Партнёры лизинговой компании «Лизинг-Авто»: официальные дилеры легковых и грузовых автомобилей, страховые компании, банки, телематика и сервис.";

export const headers = contentHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const rawKind = url.searchParams.get("kind");
  const kind = rawKind === null ? undefined : PartnerKindSchema.safeParse(rawKind).data;
  if (rawKind !== null && !kind) notFound();
  const page = readPage(url);
  const services = context.get(servicesContext);
  const result = await services.content.partners.list({ kind, page });
  if (!result) notFound();
  return { ...result, kind: kind ?? null, origin: services.env.PUBLIC_URL };
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
  const all = kinds.reduce((sum, k) => sum + k.count, 0);
  return (
    <>
      <PageHeader crumbs={CRUMBS} title={TITLE} lead={LEAD} />
      <PageColumns>
        <ChipNav
          label="Вид партнёра"
          chips={[
            { to: PATH, label: "Все партнёры", count: all, current: kind === null },
            ...kinds.map((k) => ({
              to: withQuery(PATH, { kind: k.code }),
              label: k.title,
              count: k.count,
              current: k.code === kind,
            })),
          ]}
        />
        <p className={styles.count}>{countOf(total, ["партнёр", "партнёра", "партнёров"])}</p>
        <CardGrid>
          {list.map((item) => (
            <PartnerCard key={item.id} item={item} headingLevel={2} />
          ))}
        </CardGrid>
        <Pagination page={page} pageCount={pages} hrefFor={(p) => pageHref(PATH, p, { kind: kind ?? undefined })} />
      </PageColumns>
    </>
  );
}
