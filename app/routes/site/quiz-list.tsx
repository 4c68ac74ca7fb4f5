import { servicesContext } from "../../context";
import { pageMeta } from "../../features/content/seo";
import { QuizCards } from "../../features/quiz/quiz-cards";
import { ButtonLink } from "../../ui/button";
import { Breadcrumbs } from "../../ui/layout/breadcrumbs";
import frame from "../../ui/layout/page-frame.module.css";
import type { Route } from "./+types/quiz-list";
import styles from "./quiz.module.css";

const TITLE = "Тесты: лизинг или кредит, какой автомобиль выбрать — Лизинг-Авто";
const DESCRIPTION =
  "Короткие тесты для предпринимателей: что выгоднее — лизинг или кредит, какой автомобиль подойдёт вашему бизнесу и готова ли компания к лизингу.";

const CRUMBS = [{ label: "Тесты" }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ origin: loaderData.origin, title: TITLE, description: DESCRIPTION, path: "/quiz", crumbs: CRUMBS })
    : [];

export function headers() {
  return { "Cache-Control": "public, max-age=300" };
}

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return { quizList: await services.quizzes.list(), origin: services.env.PUBLIC_URL };
}

export default function QuizListPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`container ${frame.page}`}>
      <Breadcrumbs items={CRUMBS} />
      <header className={styles.header}>
        <h1 className={frame.title}>Тесты для бизнеса</h1>
        <p className={frame.lead}>
          Ответьте на несколько вопросов — и получите рекомендацию: подойдёт ли вам лизинг, какой автомобиль выбрать и
          на каких условиях рассчитывать.
        </p>
      </header>
      <QuizCards quizList={loaderData.quizList} />
      <aside className={styles.cta} aria-labelledby="quiz-cta">
        <h2 id="quiz-cta" className={styles.ctaTitle}>
          Уже знаете, что нужно?
        </h2>
        <p className={styles.ctaText}>Рассчитайте платёж и оставьте заявку — решение за один рабочий день.</p>
        <ButtonLink to="/calculator" variant="accent">
          Оставить заявку
        </ButtonLink>
      </aside>
    </div>
  );
}
