import { servicesContext } from "../../../context";
import { CardGrid, GuideCard } from "../../../features/content/content-cards";
import { PageBand, PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { HelpAside, SectionLinks } from "../../../features/content/section-links";
import { contentHeaders, pageMeta } from "../../../features/content/seo";
import { ButtonLink } from "../../../ui/button";
import type { Route } from "./+types/clients";

const PATH = "/clients/";
const CRUMBS = [{ label: "Клиентам" }];
const TITLE = "Клиентам";
const LEAD =
  "Всё, что понадобится во время договора лизинга: сопровождение и досрочный выкуп, страхование, документы и ответы на частые вопросы.";
const DESCRIPTION =
  "Раздел для клиентов «Лизинг-Авто»: сопровождение и завершение договора лизинга, дополнительные услуги, страхование, документы по договору, словарь клиента, гид по лизингу и тесты для бизнеса.";

const CONTRACT = [
  {
    to: "/support-contract/",
    title: "Сопровождение договора",
    text: "Изменение графика, замена техники, переуступка, справки и акты сверки.",
  },
  {
    to: "/finish-contract/",
    title: "Завершение договора",
    text: "Выкуп техники, досрочное погашение, документы для снятия с баланса.",
  },
  {
    to: "/leasing-agreement/",
    title: "Документы по договору",
    text: "Общие условия лизинга и типовые формы документов в PDF.",
  },
  {
    to: "/requisites/",
    title: "Реквизиты для оплаты",
    text: "ИНН, КПП, банковские реквизиты и назначение платежа.",
  },
];

const SERVICES = [
  {
    to: "/insurance/",
    title: "Страхование",
    text: "КАСКО, ОСАГО, GAP и страхование жизни — в графике платежей.",
  },
  {
    to: "/additional-services/",
    title: "Дополнительные услуги",
    text: "Телематика, регистрация в ГИБДД, шины, топливные карты и сервис.",
  },
  {
    to: "/clientservice/",
    title: "Словарь клиента",
    text: "Что такое удорожание, выкупная стоимость, сублизинг — простыми словами.",
  },
  {
    to: "/guide/",
    title: "Гид по лизингу",
    text: "Статьи о сделке, налогах, страховании и исполнении договора.",
  },
  {
    to: "/quiz",
    title: "Тесты для бизнеса",
    text: "Лизинг или кредит, какой автомобиль выбрать и готова ли компания к лизингу — за пару минут.",
  },
  {
    to: "/calculator",
    title: "Калькулятор лизинга",
    text: "Платёж, аванс, срок и налоговая выгода по программам для авто, грузовиков и спецтехники.",
  },
];

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const guide = await services.content.guides.list({ page: 1, category: "contract" });
  return { articles: guide?.main.list.slice(0, 3) ?? [], origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ origin: loaderData.origin, title: TITLE, description: DESCRIPTION, path: PATH, crumbs: CRUMBS })
    : [];

export default function Clients({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader crumbs={CRUMBS} title={TITLE} lead={LEAD}>
        <ButtonLink to="/account">Войти в личный кабинет</ButtonLink>
      </PageHeader>
      <PageColumns aside={<HelpAside title="Служба клиентского сервиса" />}>
        <PageSection id="clients-contract" title="Договор лизинга">
          <SectionLinks links={CONTRACT} />
        </PageSection>
        <PageSection id="clients-services" title="Услуги и справка">
          <SectionLinks links={SERVICES} />
        </PageSection>
      </PageColumns>
      {loaderData.articles.length > 0 ? (
        <PageBand id="clients-guide" title="Полезно знать">
          <CardGrid>
            {loaderData.articles.map((article) => (
              <GuideCard key={article.id} item={article} />
            ))}
          </CardGrid>
        </PageBand>
      ) : null}
    </>
  );
}
