import { ArticlePage, ArticleText, MetaItem } from "../../../features/content/article-page";
import { DateLabel, salaryText } from "../../../features/content/content-cards";
import { contentPageData } from "../../../features/content/content-page-data";
import { withQuery } from "../../../features/content/paging";
import { contentHeaders, pageMeta, SITE_NAME } from "../../../features/content/seo";
import { ButtonLink } from "../../../ui/button";
import { company } from "../../../ui/layout/site-info";
import { Text } from "../../../ui/text";
import type { Route } from "./+types/vacancy";
import styles from "./vacancy.module.css";

const QUESTIONNAIRE = "/vacancies/questionnaire";
const crumbsOf = (title: string) => [
  { label: "О компании", to: "/about/" },
  { label: "Вакансии", to: "/vacancies/" },
  { label: title },
];

export const headers = contentHeaders;

export const loader = ({ context, params }: Route.LoaderArgs) =>
  contentPageData(context, async (s) => {
    const result = await s.content.vacancies.detail(params.code);
    // The API takes a numeric id too; the page answers only at its code (one address per vacancy).
    return result?.item.code === params.code ? result : null;
  });

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
    <ArticlePage
      header={{
        compact: true,
        crumbs: crumbsOf(item.title),
        eyebrow: item.department,
        title: item.title,
        lead: item.lead,
      }}
      meta={
        <>
          <MetaItem className={styles.headerSalary}>{salaryText(item.salaryFrom, item.salaryTo)}</MetaItem>
          <MetaItem icon="pin">{item.city}</MetaItem>
          <MetaItem>
            Опубликовано <DateLabel date={item.date} />
          </MetaItem>
        </>
      }
      aside={
        <section className={styles.apply} aria-labelledby="vacancy-apply">
          <h2 id="vacancy-apply" className={styles.applyTitle}>
            Откликнуться
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Зарплата</dt>
              <dd className={styles.salary}>{salaryText(item.salaryFrom, item.salaryTo)}</dd>
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
          <Text as="p" muted small>
            Или пришлите резюме на <a href="mailto:hr@leasing-auto.ru">hr@leasing-auto.ru</a>, в теме — название
            вакансии. Вопросы: {company.freePhone.display}.
          </Text>
        </section>
      }
      back={{ to: "/vacancies/", label: "Все вакансии" }}
    >
      <ArticleText title={item.title} html={item.html} />
    </ArticlePage>
  );
}
