import { data } from "react-router";
import { QuizDetailQuerySchema } from "../../../contract/quiz.ts";
import { servicesContext } from "../../context";
import { pageMeta } from "../../features/content/seo";
import {
  CHOOSE_AN_ANSWER,
  firstUnanswered,
  type QuizActionData,
  questionsLabel,
  readQuizForm,
  step,
} from "../../features/quiz/quiz-form";
import { QuizRunner } from "../../features/quiz/quiz-runner";
import { postedForm } from "../../lib/posted-form";
import { Icon } from "../../ui/icon";
import { Breadcrumbs } from "../../ui/layout/breadcrumbs";
import frame from "../../ui/layout/page-frame.module.css";
import { company } from "../../ui/layout/site-info";
import { Text } from "../../ui/text";
import type { Route } from "./+types/quiz";
import styles from "./quiz.module.css";

const crumbsOf = (title: string) => [{ label: "Тесты", to: "/quiz" }, { label: title }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        origin: loaderData.origin,
        title: `${loaderData.quizItem.title} — тест`,
        description: loaderData.quizItem.description,
        path: `/quiz/${loaderData.quizItem.code}`,
        crumbs: crumbsOf(loaderData.quizItem.title),
      })
    : [];

export function headers() {
  return { "Cache-Control": "public, max-age=300" };
}

async function findQuiz(context: Route.LoaderArgs["context"], code: string | undefined) {
  const parsed = QuizDetailQuerySchema.safeParse({ code });
  const quizItem = parsed.success ? await context.get(servicesContext).quizzes.item(parsed.data.code) : null;
  if (!quizItem) throw data(null, { status: 404 });
  return quizItem;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  return { quizItem: await findQuiz(context, params.code), origin: context.get(servicesContext).env.PUBLIC_URL };
}

/**
 * The form posts here: «Узнать результат» scores the answers on the server (the same service as
 * `POST /api/quiz/result/`); without JavaScript «Далее» and «Назад» post too and get the next question.
 */
export async function action({ context, params, request }: Route.ActionArgs): Promise<QuizActionData> {
  const quiz = await findQuiz(context, params.code);
  const posted = await postedForm(request);
  if (!posted) throw data(null, { status: 400 });
  const form = readQuizForm(posted, quiz);
  if (form.intent !== "result") return { kind: "step", answers: form.answers, ...step(quiz, form, form.intent) };
  const missing = firstUnanswered(quiz, form.answers);
  if (missing !== -1) return { kind: "step", answers: form.answers, index: missing, error: CHOOSE_AN_ANSWER };
  const outcome = await context.get(servicesContext).quizzes.result(quiz.code, form.answers);
  if (!outcome.ok) throw data(null, { status: 404 });
  return { kind: "result", result: outcome.response.result, answers: form.answers };
}

export default function QuizPage({ loaderData, actionData }: Route.ComponentProps) {
  const quiz = loaderData.quizItem;
  return (
    <div className={`container ${frame.page}`}>
      <Breadcrumbs items={crumbsOf(quiz.title)} />
      <header className={styles.quizHeader}>
        <h1 className={frame.title}>{quiz.title}</h1>
        <p className={frame.lead}>{quiz.description}</p>
      </header>
      <div className={styles.quizGrid}>
        <QuizRunner key={quiz.code} quiz={quiz} actionData={actionData} />
        <aside className={styles.aside} aria-labelledby="quiz-how">
          <h2 id="quiz-how" className={styles.asideTitle}>
            Как это работает
          </h2>
          <ul className={styles.facts}>
            <li>
              <Icon name="clock" size={20} />
              {questionsLabel(quiz.questionsCount)}, около {quiz.minutes} мин.
            </li>
            <li>
              <Icon name="check" size={20} />
              Результат сразу — без регистрации и телефона
            </li>
            <li>
              <Icon name="user" size={20} />
              Рекомендации подготовили менеджеры Лизинг-Авто
            </li>
          </ul>
          <Text as="p" muted className={styles.call}>
            Хотите обсудить с человеком? <a href={company.freePhone.href}>{company.freePhone.display}</a>,{" "}
            {company.hours}.
          </Text>
        </aside>
      </div>
    </div>
  );
}
