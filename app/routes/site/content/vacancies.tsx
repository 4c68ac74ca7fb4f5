import { CityIdSchema } from "../../../../contract/cities.ts";
import { ChipNav, filterChips } from "../../../features/content/chip-nav";
import { CardPage, VacancyCard } from "../../../features/content/content-cards";
import { contentPageData } from "../../../features/content/content-page-data";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { pageHref, readFilter, readPage, withQuery } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, pagedTitle, pageMeta } from "../../../features/content/seo";
import { countOf } from "../../../lib/quantity-format";
import { ButtonLink } from "../../../ui/button";
import type { Route } from "./+types/vacancies";

const PATH = "/vacancies/";
const CRUMBS = [{ label: "О компании", to: "/about/" }, { label: "Вакансии" }];
/** The candidate questionnaire (issue 5), with the vacancy preselected by `?vacancy=<code>`. */
const QUESTIONNAIRE = "/vacancies/questionnaire";

export const headers = contentHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const cityId = readFilter(url, "city", CityIdSchema);
  const page = readPage(url);
  const result = await contentPageData(context, async (s) => {
    const found = await s.content.vacancies.list({ cityId, page });
    // A city with no office (and so no vacancies) is not a page.
    return cityId === undefined || found?.cities.some((c) => c.id === cityId) ? found : null;
  });
  return { ...result, cityId: cityId ?? null };
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
          chips={filterChips(
            { label: "Все города", to: PATH },
            cities.map((c) => ({ value: c.id, label: c.name, count: c.count, to: withQuery(PATH, { city: c.id }) })),
            cityId,
          )}
        />
        <CardPage
          count={countOf(total, ["вакансия", "вакансии", "вакансий"])}
          columns={2}
          pagination={{
            page,
            pageCount: pages,
            hrefFor: (p) => pageHref(PATH, p, { city: cityId ?? undefined }),
            label: "Страницы вакансий",
          }}
        >
          {list.map((item) => (
            <VacancyCard key={item.id} item={item} headingLevel={2} />
          ))}
        </CardPage>
      </PageColumns>
    </>
  );
}
