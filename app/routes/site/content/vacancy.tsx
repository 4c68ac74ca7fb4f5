import { Link } from "react-router";
import { servicesContext } from "../../../context";
import { DateLabel, salaryText } from "../../../features/content/content-cards";
import { ContentHtml } from "../../../features/content/content-html";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound, withQuery } from "../../../features/content/paging";
import { contentHeaders, pageMeta, SITE_NAME } from "../../../features/content/seo";
import { ButtonLink } from "../../../ui/button";
import { Icon } from "../../../ui/icon";
import { company } from "../../../ui/layout/site-info";
import type { Route } from "./+types/vacancy";
import styles from "./content-pages.module.css";
import vacancyStyles from "./vacancy.module.css";

const QUESTIONNAIRE = "/vacancies/questionnaire";
const crumbsOf = (title: string) => [
  { label: "О компании", to: "/about/" },
  { label: "Вакансии", to: "/vacancies/" },
  { label: title },
];

export const headers = contentHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const result = await services.content.vacancies.detail(params.code);
  // The API takes a numeric id too; the page answers only at its code (one address per vacancy).
  if (!result || result.item.code !== params.code) notFound();
  return { ...result, origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { item, origin } = loaderData;
  const salary = salaryText(item.salaryFrom, item.salaryTo);
  return pageMeta({
    origin,
    title: `Вакансия: ${item.title} (${item.city})`,
    description: `${item.title} в «Лизинг-Авто», ${item.city}. Зарплата ${salary}, ${item.employment.toLowerCase()}, опыт ${item.experience}. ${item.lead}`,
    path: item.url,
    crumbs: crumbsOf(item.title),
    jsonLd: [
      {
        "@type": "JobPosting",
        title: item.title,
        description: item.html,
        datePosted: item.date,
        ...(/полная/i.test(item.employment) ? { employmentType: "FULL_TIME" } : {}),
        ...(/частичная/i.test(item.employment) ? { employmentType: "PART_TIME" } : {}),
        hiringOrganization: { "@type": "Organization", name: SITE_NAME, sameAs: origin },
        jobLocation: {
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: item.city, addressCountry: "RU" },
        },
        ...(item.salaryFrom || item.salaryTo
          ? {
              baseSalary: {
                "@type": "MonetaryAmount",
                currency: "RUB",
                value: {
                  "@type": "QuantitativeValue",
                  ...(item.salaryFrom ? { minValue: item.salaryFrom } : {}),
                  ...(item.salaryTo ? { maxValue: item.salaryTo } : {}),
                  unitText: "MONTH",
                },
              },
            }
          : {}),
      },
    ],
  });
};

export default function Vacancy({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  const apply = withQuery(QUESTIONNAIRE, { vacancy: item.code });
  return (
    <>
      <PageHeader compact crumbs={crumbsOf(item.title)} eyebrow={item.department} title={item.title} lead={item.lead}>
        <p className={styles.meta}>
          <span className={`${styles.metaItem} ${vacancyStyles.headerSalary}`}>
            {salaryText(item.salaryFrom, item.salaryTo)}
          </span>
          <span className={styles.metaItem}>
            <Icon name="pin" size={18} />
            {item.city}
          </span>
          <span className={styles.metaItem}>
            Опубликовано <DateLabel date={item.date} />
          </span>
        </p>
      </PageHeader>
      <PageColumns
        aside={
          <section className={vacancyStyles.apply} aria-labelledby="vacancy-apply">
            <h2 id="vacancy-apply" className={vacancyStyles.applyTitle}>
              Откликнуться
            </h2>
            <dl className={vacancyStyles.facts}>
              <div>
                <dt>Зарплата</dt>
                <dd className={vacancyStyles.salary}>{salaryText(item.salaryFrom, item.salaryTo)}</dd>
              </div>
              <div>
                <dt>Занятость</dt>
                <dd>{item.employment}</dd>
              </div>
              <div>
                <dt>Опыт</dt>
                <dd>{item.experience}</dd>
              </div>
            </dl>
            <ButtonLink to={apply} variant="accent" block>
              Заполнить анкету
            </ButtonLink>
            <p className={vacancyStyles.note}>
              Или пришлите резюме на <a href="mailto:hr@leasing-auto.ru">hr@leasing-auto.ru</a>, в теме — название
              вакансии. Вопросы: {company.freePhone.display}.
            </p>
          </section>
        }
      >
        <article className={styles.article} aria-label={item.title}>
          <ContentHtml html={item.html} />
        </article>
        <Link to="/vacancies/" className={styles.back}>
          <Icon name="chevron-left" size={20} />
          Все вакансии
        </Link>
      </PageColumns>
    </>
  );
}
