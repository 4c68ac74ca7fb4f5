import { servicesContext } from "../../../context";
import { CandidateForm } from "../../../features/candidate/candidate-form";
import type { CityOption, VacancyOption } from "../../../features/candidate/candidate-values";
import { pageMeta } from "../../../features/content/seo";
import { NextSteps } from "../../../ui/layout/next-steps";
import { PageFrame } from "../../../ui/layout/page-frame";
import { company } from "../../../ui/layout/site-info";
import type { Route } from "./+types/candidate";
import styles from "./candidate.module.css";

const TITLE = "Анкета кандидата — Лизинг-Авто";
const DESCRIPTION =
  "Заполните анкету кандидата на вакансию в Лизинг-Авто: шесть коротких шагов, ответы сохраняются на вашем устройстве, ответ — в течение трёх рабочих дней.";

const CRUMBS = [{ label: "Вакансии", to: "/vacancies/" }, { label: "Анкета кандидата" }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        origin: loaderData.origin,
        title: TITLE,
        description: DESCRIPTION,
        path: "/vacancies/questionnaire",
        crumbs: CRUMBS,
      })
    : [];

/** The page is the same for everyone (the draft lives in the browser); the vacancy list may change. */
export function headers() {
  return { "Cache-Control": "public, max-age=60" };
}

/** The most vacancy pages read for the select (10 a page). */
const MAX_VACANCY_PAGES = 10;

async function loadCities(services: { cities: { list(): Promise<{ id: number; name: string }[]> } }) {
  const list = await services.cities.list();
  return list.map((c): CityOption => ({ id: c.id, name: c.name }));
}

async function loadVacancies(services: {
  content: {
    vacancies: { list(filter: { page: number }): Promise<{ list: VacancyOption[]; pages: number } | null> };
  };
}) {
  const out: VacancyOption[] = [];
  for (let page = 1; page <= MAX_VACANCY_PAGES; page++) {
    const result = await services.content.vacancies.list({ page });
    if (!result) break;
    out.push(...result.list.map((v) => ({ code: v.code, title: v.title, cityId: v.cityId, city: v.city })));
    if (page >= result.pages) break;
  }
  return out;
}

/**
 * Office cities and open vacancies for the selects, from the content area's services. Should either be
 * unavailable, the form still works: a free-text city and «any suitable vacancy».
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const logger = services.logger;
  const [cities, vacancies] = await Promise.all([
    loadCities(services).catch((error: unknown) => {
      logger.warn({ err: error }, "candidate page: no city list");
      return [] as CityOption[];
    }),
    loadVacancies(services).catch((error: unknown) => {
      logger.warn({ err: error }, "candidate page: no vacancy list");
      return [] as VacancyOption[];
    }),
  ]);
  return { cities, vacancies, preselect: url.searchParams.get("vacancy"), origin: services.env.PUBLIC_URL };
}

const NEXT = [
  "Анкету прочитает специалист отдела персонала.",
  "Если опыт подходит, мы позвоним в течение трёх рабочих дней и договоримся о встрече.",
  "Если сейчас подходящей вакансии нет, анкета останется в кадровом резерве на год.",
];

export default function CandidatePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame
      crumbs={CRUMBS}
      title="Анкета кандидата"
      lead={
        <>
          Шесть коротких шагов — около 10 минут. Ответы сохраняются на этом устройстве, поэтому анкету можно заполнить в
          несколько подходов.
        </>
      }
    >
      <noscript>
        <p className={styles.noscript}>
          Для заполнения анкеты включите JavaScript в браузере. Или пришлите резюме на{" "}
          <a href="mailto:hr@leasing-auto.ru">hr@leasing-auto.ru</a>.
        </p>
      </noscript>
      <div className={styles.grid}>
        <CandidateForm cities={loaderData.cities} vacancies={loaderData.vacancies} preselect={loaderData.preselect} />
        <NextSteps id="candidate-next" steps={NEXT} className={styles.aside}>
          <p className={styles.muted}>
            Вопросы о вакансиях — <a href="mailto:hr@leasing-auto.ru">hr@leasing-auto.ru</a> или{" "}
            <a href={company.phone.href}>{company.phone.display}</a>, {company.hours}.
          </p>
        </NextSteps>
      </div>
    </PageFrame>
  );
}
