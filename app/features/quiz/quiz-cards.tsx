import { Link } from "react-router";
import type { QuizCard } from "../../../contract/quiz.ts";
import { Icon } from "../../ui/icon";
import { Text } from "../../ui/text";
import styles from "./quiz-cards.module.css";
import { questionsLabel } from "./quiz-form";

/** The quiz list (`quizList`): a card per quiz with what it is about and how long it takes. */
export function QuizCards({ quizList }: { quizList: readonly QuizCard[] }) {
  if (quizList.length === 0) {
    return <p className={styles.empty}>Тесты скоро появятся. А пока рассчитайте платёж в калькуляторе.</p>;
  }
  return (
    <ul className={styles.list}>
      {quizList.map((quiz, index) => (
        <li key={quiz.code} className={styles.card}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h2 className={styles.title}>
            <Link to={`/quiz/${quiz.code}`} className={styles.link}>
              {quiz.title}
            </Link>
          </h2>
          <Text as="p" muted className={styles.description}>
            {quiz.description}
          </Text>
          <Text as="p" muted small className={styles.meta}>
            <Icon name="clock" size={18} />
            {questionsLabel(quiz.questionsCount)} · около {quiz.minutes} мин.
          </Text>
          {/* The title link covers the card; this is its visible call, not a second link. */}
          <span className={styles.start} aria-hidden="true">
            Пройти тест
            <Icon name="arrow-right" size={18} />
          </span>
        </li>
      ))}
    </ul>
  );
}
