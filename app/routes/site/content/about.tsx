import { ContentHtml } from "../../../features/content/content-html";
import { contentPageData } from "../../../features/content/content-page-data";
import { FactsBlock, TimelineBlock } from "../../../features/content/page-blocks";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { HelpAside, SectionLinks } from "../../../features/content/section-links";
import { contentHeaders, contentPageMeta, SITE_NAME } from "../../../features/content/seo";
import { LeadButton } from "../../../features/leads/lead-button";
import { countOf } from "../../../lib/quantity-format";
import { company } from "../../../ui/layout/site-info";
import type { Route } from "./+types/about";
import styles from "./content-pages.module.css";

const CRUMBS = [{ label: "О компании" }];

const MORE = [
  { to: "/press/", title: "Новости", text: "Новые программы, офисы и сервисы компании." },
  { to: "/media/", title: "СМИ о нас", text: "Интервью, колонки и комментарии экспертов «Лизинг-Авто»." },
  { to: "/investors/", title: "Инвесторам", text: "Показатели, облигации, отчётность и раскрытие информации." },
  { to: "/partners/", title: "Партнёры", text: "Дилеры, страховые компании, банки и сервисные партнёры." },
  { to: "/esg/", title: "ESG-принципы", text: "Экология, социальная ответственность и управление." },
  { to: "/vacancies/", title: "Вакансии", text: "Работа в лизинге: продажи, риски, клиентский сервис, ИТ." },
  { to: "/requisites/", title: "Реквизиты", text: "ИНН, ОГРН, юридический адрес и банковские реквизиты." },
  { to: "/social/", title: "Мы в соцсетях", text: "Telegram, ВКонтакте и Дзен: новости и полезные разборы." },
  { to: "/reviews/", title: "Отзывы клиентов", text: "Что говорят о работе с нами компании и предприниматели." },
  {
    to: "/brands/",
    title: "Марки по регионам",
    text: "Какие марки можно взять в лизинг у наших дилеров рядом с вами.",
  },
  { to: "/clients/", title: "Клиентам", text: "Сопровождение договора, страхование, документы и словарь." },
  { to: "/contacts/", title: "Контакты", text: "Офисы в 12 городах, горячая линия и часы работы." },
];

export const headers = contentHeaders;

export const loader = ({ context }: Route.LoaderArgs) => contentPageData(context, (s) => s.content.pages.about());

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? contentPageMeta(loaderData.origin, loaderData.page, CRUMBS, [
        {
          "@type": "Organization",
          name: SITE_NAME,
          legalName: company.legalName,
          url: loaderData.origin,
          telephone: company.freePhone.display,
          email: company.email,
          foundingDate: "2015",
          taxID: company.inn,
          address: { "@type": "PostalAddress", streetAddress: company.address, addressCountry: "RU" },
        },
      ])
    : [];

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, partners, cities } = loaderData;
  const network = `${countOf(cities, ["город", "города", "городов"])} с офисами · ${countOf(partners, ["партнёр", "партнёра", "партнёров"])}: дилеры, страховые компании, банки`;
  return (
    <>
      <PageHeader crumbs={CRUMBS} title={page.title} lead={page.lead}>
        <p className={styles.network}>{network}</p>
      </PageHeader>
      <PageColumns
        aside={
          <HelpAside title="Обсудить сделку">
            <LeadButton block>Оставить заявку</LeadButton>
          </HelpAside>
        }
      >
        {page.blocks.facts?.length ? (
          <PageSection id="about-facts" title="«Лизинг-Авто» в цифрах">
            <FactsBlock label="«Лизинг-Авто» в цифрах" facts={page.blocks.facts} />
          </PageSection>
        ) : null}
        <ContentHtml html={page.html} spaced />
        {page.blocks.timeline?.length ? (
          <PageSection id="about-history" title="История компании">
            <TimelineBlock entries={page.blocks.timeline} />
          </PageSection>
        ) : null}
        <PageSection id="about-more" title="Узнать больше">
          <SectionLinks links={MORE} />
        </PageSection>
      </PageColumns>
    </>
  );
}
