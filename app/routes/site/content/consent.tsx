import { Link } from "react-router";
import { CodeSchema } from "../../../../contract/content.ts";
import { servicesContext } from "../../../context";
import { ContentHtml } from "../../../features/content/content-html";
import { formatDate, isoDate } from "../../../features/content/format";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound } from "../../../features/content/paging";
import { contentHeaders, pageMeta } from "../../../features/content/seo";
import { Text } from "../../../ui/text";
import type { Route } from "./+types/consent";
import styles from "./consent.module.css";

/** The consent texts with a page of their own (`/terms/<code>/`); the forms link to them. */
const CONSENTS = [
  { code: "personal-data", label: "Обработка персональных данных" },
  { code: "advertising", label: "Получение рекламы" },
  { code: "credit-bureau", label: "Запрос в бюро кредитных историй" },
  { code: "candidate", label: "Персональные данные кандидата" },
] as const;

export const headers = contentHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const code = CodeSchema.safeParse(params.code);
  if (!code.success || !CONSENTS.some((c) => c.code === code.data)) notFound();
  const services = context.get(servicesContext);
  const item = await services.content.consents.byCode(code.data);
  if (!item) notFound();
  return { item, path: `/terms/${item.code}/`, origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        origin: loaderData.origin,
        title: loaderData.item.title,
        description: `${loaderData.item.title} ООО «Лизинг-Авто»: полный текст, редакция ${loaderData.item.version} от ${formatDate(loaderData.item.validFrom)}.`,
        path: loaderData.path,
        crumbs: [{ label: loaderData.item.title }],
      })
    : [];

export default function Consent({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <>
      <PageHeader crumbs={[{ label: item.title }]} eyebrow="Правовая информация" title={item.title}>
        <Text as="p" muted small>
          Редакция {item.version}, действует с{" "}
          <time dateTime={isoDate(item.validFrom)}>{formatDate(item.validFrom)}</time>
          {item.validityMonths ? `. Согласие действует ${item.validityMonths} месяцев с даты подписания` : ""}
        </Text>
      </PageHeader>
      <PageColumns
        aside={
          <nav aria-label="Другие тексты согласий" className={styles.nav}>
            <h2 className={styles.navTitle}>Тексты согласий</h2>
            <ul className={styles.navList}>
              {CONSENTS.map((c) => (
                <li key={c.code}>
                  <Link
                    to={`/terms/${c.code}/`}
                    className={styles.navLink}
                    aria-current={c.code === item.code ? "page" : undefined}
                  >
                    {c.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        }
      >
        <ContentHtml html={item.html} />
      </PageColumns>
    </>
  );
}
