import { CityIdSchema } from "../../../../contract/cities.ts";
import { servicesContext } from "../../../context";
import { ChipNav } from "../../../features/content/chip-nav";
import { CardGrid, VacancyCard } from "../../../features/content/content-cards";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound, pageHref, readPage, withQuery } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, pagedTitle, pageMeta } from "../../../features/content/seo";
import { countOf } from "../../../lib/quantity-format";
import { ButtonLink } from "../../../ui/button";
import { Pagination } from "../../../ui/pagination";
import type { Route } from "./+types/vacancies";
import styles from "./content-pages.module.css";

const PATH = "/vacancies/";
const CRUMBS = [{ label: "О компании", to: "/about/" }, { label: "Вакансии" }];
/** The candidate questionnaire (issue 5), with the vacancy preselected by `?vacancy=<code>`. */
const QUESTIONNAIRE = "/vacancies/questionnaire";

export const headers = contentHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const raw = url.searchParams.get("city");
  const cityId = raw === null ? undefined : CityIdSchema.safeParse(raw).data;
  if (raw !== null && cityId === undefined) notFound();
  const page = readPage(url);
  const services = context.get(servicesContext);
  const result = await services.content.vacancies.list({ cityId, page });
  if (!result || (cityId !== undefined && !result.cities.some((c) => c.id === cityId))) notFound();
  return { ...result, cityId: cityId ?? null, origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { cities, cityId, page, total, origin } = loaderData;
  const city = cities.find((c) => c.id === cityId)?.name;
  return pageMeta({
    origin,
    title: pagedTitle(city ? `Вакансии «Лизинг-Авто» — ${city}` : "Вакансии «Лизинг-Авто»", page),
    description: `${countOf(total, ["открытая вакансия", "открытые вакансии", "открытых вакансий"])} в лизинговой компании «Лизинг-Авто»${city ? ` (${city})` : ""}: продажи, клиентский сервис, риски, ИТ. Официальное оформление, ДМС, обучение.`,
    path: pageHref(PATH, page, { city: cityId ?? undefined }),
    crumbs: CRUMBS,
  });
};

export default function Vacancies({ loaderData }: Route.ComponentProps) {
  const { list, cities, cityId, page, pages, total } = loaderData;
  const all = cities.reduce((sum, c) => sum + c.count, 0);
  return (
    <>
      <PageHeader
        crumbs={CRUMBS}
        title="Вакансии"
        lead="Ищем людей, которые любят ясные процессы и живых клиентов: продажи, клиентский сервис, кредитный анализ, ИТ. Официальное оформление, ДМС, обучение за счёт компании."
      />
      <PageColumns
        aside={
          <HelpAside title="Не нашли подходящую вакансию?">
            <p>Заполните анкету — сохраним её в кадровом резерве и позвоним, когда появится место.</p>
            <ButtonLink to={QUESTIONNAIRE} variant="accent" block>
              Заполнить анкету
            </ButtonLink>
          </HelpAside>
        }
      >
        <ChipNav
          label="Город"
          chips={[
            { to: PATH, label: "Все города", count: all, current: cityId === null },
            ...cities.map((c) => ({
              to: withQuery(PATH, { city: c.id }),
              label: c.name,
              count: c.count,
              current: c.id === cityId,
            })),
          ]}
        />
        <p className={styles.count}>{countOf(total, ["вакансия", "вакансии", "вакансий"])}</p>
        <CardGrid columns={2}>
          {list.map((item) => (
            <VacancyCard key={item.id} item={item} headingLevel={2} />
          ))}
        </CardGrid>
        <Pagination
          page={page}
          pageCount={pages}
          hrefFor={(p) => pageHref(PATH, p, { city: cityId ?? undefined })}
          label="Страницы вакансий"
        />
      </PageColumns>
    </>
  );
}
