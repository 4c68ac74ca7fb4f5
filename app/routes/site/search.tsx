import { Link } from "react-router";
import { SearchQuerySchema, type SearchResponse } from "../../../contract/search.ts";
import { SEARCH_PAGE_SIZE } from "../../../contract/search-page.ts";
import { servicesContext } from "../../context";
import { PageColumns, PageHeader } from "../../features/content/page-header";
import { notFound, pageHref, readPage } from "../../features/content/paging";
import { SearchResults } from "../../features/content/search-results";
import { HelpAside } from "../../features/content/section-links";
import { contentHeaders, pageMeta } from "../../features/content/seo";
import { countOf } from "../../lib/quantity-format";
import { Alert } from "../../ui/alert";
import { SearchForm } from "../../ui/layout/search-form";
import { company } from "../../ui/layout/site-info";
import { Pagination } from "../../ui/pagination";
import { Text } from "../../ui/text";
import type { Route } from "./+types/search";
import styles from "./search.module.css";

const PATH = "/search";
const CRUMBS = [{ label: "Поиск по сайту" }];

/** Queries that find something good, offered when a search finds nothing or is too short. */
const POPULAR = ["лизинг грузовика", "досрочный выкуп", "КАСКО", "Haval", "налоги УСН", "документы для лизинга"];

const SECTIONS = [
  { to: "/catalog/cars", label: "Каталог новых автомобилей" },
  { to: "/catalog/trucks", label: "Грузовики" },
  { to: "/catalog/special", label: "Спецтехника" },
  { to: "/offers/", label: "Спецпредложения" },
  { to: "/guide/", label: "Гид по лизингу" },
  { to: "/clientservice/", label: "Словарь клиента" },
];

export const headers = contentHeaders;

type SearchState = { origin: string } & (
  | { status: "idle"; q: "" }
  | { status: "invalid"; q: string; message: string }
  | { status: "done"; q: string; result: SearchResponse }
);

/**
 * `/search?q=…&page=…`: results of the site search (content and catalogue, Russian morphology). A missing query
 * shows the form; a too short one says so; a page past the end is a 404.
 */
export async function loader({ context, url }: Route.LoaderArgs): Promise<SearchState> {
  const services = context.get(servicesContext);
  const origin = services.env.PUBLIC_URL;
  const raw = url.searchParams.get("q") ?? "";
  const page = readPage(url);
  if (raw.trim() === "") return { origin, status: "idle", q: "" };
  const parsed = SearchQuerySchema.safeParse({ q: raw, page });
  if (!parsed.success) {
    return { origin, status: "invalid", q: raw.trim(), message: parsed.error.issues[0]?.message ?? "Уточните запрос" };
  }
  const result = await services.search.search(parsed.data.q, parsed.data.page);
  if (!result) notFound();
  return { origin, status: "done", q: parsed.data.q, result };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        origin: loaderData.origin,
        title: loaderData.q ? `Поиск: «${loaderData.q}»` : "Поиск по сайту",
        description: "Поиск по сайту «Лизинг-Авто»: каталог техники, спецпредложения, статьи гида, новости и вакансии.",
        path: "/search/",
        crumbs: CRUMBS,
        // Result pages are endless variations of one page: not for the index, but their links may be followed.
        noindex: true,
      })
    : [];

function Suggestions({ q }: { q: string }) {
  return (
    <div className={styles.suggestions}>
      <h2 className={styles.suggestionsTitle}>Попробуйте так</h2>
      <ul className={styles.tips}>
        <li>Проверьте, нет ли опечатки, или напишите слово иначе: «грузовик» вместо «грузовая машина».</li>
        <li>Сократите запрос до одного-двух главных слов.</li>
        <li>Марку пишите так, как её пишет производитель: «Haval», «Sitrak», «КАМАЗ».</li>
      </ul>
      <h2 className={styles.suggestionsTitle}>Часто ищут</h2>
      <ul className={styles.popular}>
        {POPULAR.filter((p) => p.toLowerCase() !== q.toLowerCase()).map((p) => (
          <li key={p}>
            <Link to={`${PATH}?q=${encodeURIComponent(p)}`} className={styles.chip}>
              {p}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className={styles.suggestionsTitle}>Разделы сайта</h2>
      <ul className={styles.sections}>
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <Link to={s.to}>{s.label}</Link>
          </li>
        ))}
      </ul>
      <p className={styles.call}>
        Или позвоните — подскажем: <a href={company.freePhone.href}>{company.freePhone.display}</a> (бесплатно по
        России).
      </p>
    </div>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const state = loaderData;
  return (
    <>
      <PageHeader crumbs={CRUMBS} title={state.q ? `Результаты поиска` : "Поиск по сайту"}>
        <div className={styles.form}>
          <SearchForm key={state.q} defaultValue={state.q} />
        </div>
      </PageHeader>
      <PageColumns aside={<HelpAside title="Не нашли нужное?" />}>
        {state.status === "idle" ? (
          <>
            <p className={styles.intro}>
              Ищите по каталогу техники, спецпредложениям, статьям гида, новостям и вакансиям.
            </p>
            <Suggestions q="" />
          </>
        ) : null}
        {state.status === "invalid" ? (
          <>
            <Alert tone="warning" title="Запрос слишком короткий">
              {state.message}. Например: «лизинг грузовика».
            </Alert>
            <Suggestions q={state.q} />
          </>
        ) : null}
        {state.status === "done" && state.result.totalCnt === 0 ? (
          <>
            <div role="status" className={styles.empty}>
              <p className={styles.emptyTitle}>Ничего не найдено по запросу «{state.q}»</p>
              <Text as="p" muted>
                В каталоге, статьях и новостях нет страниц с этими словами.
              </Text>
            </div>
            <Suggestions q={state.q} />
          </>
        ) : null}
        {state.status === "done" && state.result.totalCnt > 0 ? (
          <>
            <p role="status" className={styles.summary}>
              {countOf(state.result.totalCnt, ["результат", "результата", "результатов"])} по запросу «{state.q}»
              {state.result.pageCnt > 1 ? ` · страница ${state.result.page} из ${state.result.pageCnt}` : ""}
            </p>
            <SearchResults
              items={state.result.items}
              start={(state.result.page - 1) * SEARCH_PAGE_SIZE + 1}
              host={new URL(state.origin).host}
            />
            <Pagination
              page={state.result.page}
              pageCount={state.result.pageCnt}
              hrefFor={(p) => pageHref(PATH, p, { q: state.q })}
              label="Страницы результатов"
            />
          </>
        ) : null}
      </PageColumns>
    </>
  );
}
