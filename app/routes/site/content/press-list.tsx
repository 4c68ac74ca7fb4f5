import { Link } from "react-router";
import type { PressType } from "../../../../contract/pages.ts";
import { servicesContext } from "../../../context";
import { CardGrid, NewsCard } from "../../../features/content/content-cards";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound, pageHref, readPage } from "../../../features/content/paging";
import { contentHeaders, pagedTitle, pageMeta } from "../../../features/content/seo";
import { LazyLeadForm } from "../../../features/leads/kit/lazy-lead-form";
import { countOf } from "../../../lib/quantity-format";
import { Pagination } from "../../../ui/pagination";
import type { Route } from "./+types/press-list";
import styles from "./content-pages.module.css";

/** /press/ (company news) and /media/ (publications about us): one module, the path says which. */
const KINDS = {
  news: {
    path: "/press/",
    crumb: "Новости",
    title: "Новости компании",
    lead: "Новые программы лизинга, офисы, сервисы для клиентов и итоги работы «Лизинг-Авто».",
    description:
      "Новости лизинговой компании «Лизинг-Авто»: новые программы и спецпредложения, открытие офисов, сервисы личного кабинета, итоги года.",
    forms: ["новость", "новости", "новостей"] as const,
  },
  publications: {
    path: "/media/",
    crumb: "СМИ о нас",
    title: "СМИ о нас",
    lead: "Интервью, колонки и комментарии экспертов «Лизинг-Авто» в деловых и отраслевых изданиях.",
    description:
      "Публикации о «Лизинг-Авто» в СМИ: интервью руководителей, экспертные колонки о рынке лизинга, налогах и страховании техники.",
    forms: ["публикация", "публикации", "публикаций"] as const,
  },
} satisfies Record<PressType, unknown>;

export const headers = contentHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const type: PressType = url.pathname.startsWith("/media") ? "publications" : "news";
  const page = readPage(url);
  const services = context.get(servicesContext);
  const result = await services.content.press.list(type, page);
  if (!result) notFound();
  return { type, ...result, origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const kind = KINDS[loaderData.type];
  return pageMeta({
    origin: loaderData.origin,
    title: pagedTitle(kind.title, loaderData.page),
    description: kind.description,
    path: pageHref(kind.path, loaderData.page),
    crumbs: [{ label: kind.crumb }],
  });
};

export default function PressList({ loaderData }: Route.ComponentProps) {
  const { type, list, page, pages, total } = loaderData;
  const kind = KINDS[type];
  return (
    <>
      <PageHeader crumbs={[{ label: kind.crumb }]} title={kind.title} lead={kind.lead} />
      <PageColumns>
        <nav aria-label="Разделы пресс-центра">
          <ul className={styles.tabs}>
            {(Object.keys(KINDS) as PressType[]).map((key) => (
              <li key={key}>
                <Link to={KINDS[key].path} className={styles.tab} aria-current={key === type ? "page" : undefined}>
                  {KINDS[key].crumb}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.toolbar}>
          <p className={styles.count}>
            {countOf(total, kind.forms)}
            {pages > 1 ? ` · страница ${page} из ${pages}` : ""}
          </p>
        </div>
        <CardGrid>
          {list.map((item) => (
            <NewsCard key={item.id} item={item} headingLevel={2} />
          ))}
        </CardGrid>
        <Pagination
          page={page}
          pageCount={pages}
          hrefFor={(p) => pageHref(kind.path, p)}
          label={`Страницы: ${kind.crumb.toLowerCase()}`}
        />
        {type === "news" ? <LazyLeadForm place="news" /> : null}
      </PageColumns>
    </>
  );
}
