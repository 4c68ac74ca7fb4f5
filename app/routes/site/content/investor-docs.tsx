import { InvestorDocsRequestSchema } from "../../../../contract/pages.ts";
import { servicesContext } from "../../../context";
import { ChipNav } from "../../../features/content/chip-nav";
import { DocumentList } from "../../../features/content/document-list";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound, withQuery } from "../../../features/content/paging";
import { contentHeaders, pageMeta } from "../../../features/content/seo";
import { countOf } from "../../../lib/quantity-format";
import type { Route } from "./+types/investor-docs";
import styles from "./content-pages.module.css";

const PATH = "/investors/docs/";
const CRUMBS = [{ label: "Инвесторам", to: "/investors/" }, { label: "Документы" }];
const DESCRIPTION =
  "Годовые отчёты, финансовая отчётность по РСБУ и МСФО, документы по облигациям и раскрытие информации ООО «Лизинг-Авто» в PDF.";

export const headers = contentHeaders;

/** `?group=` and `?year=` filter the list; values outside the contract are a 404, not a silently full list. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const group = url.searchParams.get("group") ?? undefined;
  const year = url.searchParams.get("year") ?? undefined;
  const parsed = InvestorDocsRequestSchema.safeParse({ group, year: year === undefined ? undefined : Number(year) });
  if (!parsed.success || (year !== undefined && !/^\d{4}$/.test(year))) notFound();
  const services = context.get(servicesContext);
  const result = await services.content.documents.investorDocuments(parsed.data);
  return {
    ...result,
    group: parsed.data.group ?? null,
    year: parsed.data.year ?? null,
    origin: services.env.PUBLIC_URL,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const groupTitle = loaderData.groups.find((g) => g.code === loaderData.group)?.title;
  const title = ["Документы для инвесторов", groupTitle, loaderData.year ? `${loaderData.year} год` : null]
    .filter(Boolean)
    .join(" — ");
  return pageMeta({
    origin: loaderData.origin,
    title,
    description: DESCRIPTION,
    path: withQuery(PATH, { group: loaderData.group, year: loaderData.year }),
    crumbs: CRUMBS,
  });
};

export default function InvestorDocs({ loaderData }: Route.ComponentProps) {
  const { list, groups, years, group, year } = loaderData;
  const groupTitle = (code: string) => groups.find((g) => g.code === code)?.title ?? code;
  return (
    <>
      <PageHeader
        crumbs={CRUMBS}
        title="Документы для инвесторов"
        lead="Отчётность, документы по облигациям и сообщения о существенных фактах. Все файлы — в формате PDF."
      />
      <PageColumns>
        <ChipNav
          label="Вид документа"
          chips={[
            { to: withQuery(PATH, { year }), label: "Все документы", current: group === null },
            ...groups.map((g) => ({
              to: withQuery(PATH, { group: g.code, year }),
              label: g.title,
              count: g.count,
              current: g.code === group,
            })),
          ]}
        />
        <ChipNav
          label="Год"
          chips={[
            { to: withQuery(PATH, { group }), label: "Все годы", current: year === null },
            ...years.map((y) => ({ to: withQuery(PATH, { group, year: y }), label: String(y), current: y === year })),
          ]}
        />
        <p className={styles.count} role="status">
          {countOf(list.length, ["документ", "документа", "документов"])}
        </p>
        {list.length > 0 ? (
          <DocumentList documents={list} extra={(doc) => `${groupTitle(doc.group)}, ${doc.year}`} />
        ) : (
          <p className={styles.empty}>За этот год документов такого вида нет. Выберите другой год или вид документа.</p>
        )}
      </PageColumns>
    </>
  );
}
