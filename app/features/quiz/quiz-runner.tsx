import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { QuizItem, QuizResult } from "../../../contract/quiz.ts";
import { Button, ButtonLink } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { Text } from "../../ui/text";
import { ANSWER_PREFIX, CHOOSE_AN_ANSWER, type QuizActionData, type QuizIntent, step } from "./quiz-form";
import styles from "./quiz-runner.module.css";

type Props = {
  quiz: QuizItem;
  /** The action's answer: the next question (without JavaScript) or the result. */
  actionData: QuizActionData | undefined;
};

interface Shown {
  index: number;
  answers: Record<string, string>;
  error: string | null;
  result: QuizResult | null;
}

function fromAction(data: QuizActionData | undefined): Shown {
  if (!data) return { index: 0, answers: {}, error: null, result: null };
  if (data.kind === "result") return { index: 0, answers: data.answers, error: null, result: data.result };
  return { index: data.index, answers: data.answers, error: data.error, result: null };
}

/**
 * One question at a time with a progress bar, then the result with a recommendation and what to do next.
 * With JavaScript the steps happen in the browser and only the result is asked from the server (the route's
 * action, which scores on the server); without it, every button posts the form and the action answers the
 * next question — the same page either way. Radio groups give the keyboard behaviour for free.
 */
export function QuizRunner({ quiz, actionData }: Props) {
  const [shown, setShown] = useState<Shown>(() => fromAction(actionData));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const errorId = useId();

  // A new answer from the action (the result, or a step without JavaScript) replaces what is shown.
  useEffect(() => {
    if (actionData) {
      setShown(fromAction(actionData));
      moved.current = true;
    }
  }, [actionData]);

  // After moving to another question (or to the result) the heading takes the focus: it is read out.
  // Runs after every render; `moved` says whether this render is such a move.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  });

  const total = quiz.questions.length;
  const question = quiz.questions[shown.index];

  if (shown.result) {
    return (
      <QuizResultView
        quiz={quiz}
        result={shown.result}
        headingRef={headingRef}
        onRestart={() => {
          moved.current = true;
          setShown({ index: 0, answers: {}, error: null, result: null });
        }}
      />
    );
  }
  if (!question) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = (submitter?.value as QuizIntent | undefined) ?? "next";
    if (intent === "result") {
      if (question && !shown.answers[question.code]) {
        event.preventDefault();
        setShown((s) => ({ ...s, error: CHOOSE_AN_ANSWER }));
      }
      // Otherwise React Router posts the form to the action, which answers the result.
      return;
    }
    event.preventDefault();
    const next = step(quiz, shown, intent);
    if (next.index !== shown.index) moved.current = true;
    setShown((s) => ({ ...s, ...next }));
  }

  const isLast = shown.index === total - 1;
  const progress = Math.round((shown.index / total) * 100);

  return (
    <Form method="post" className={styles.card} onSubmit={onSubmit} noValidate>
      <div className={styles.progress}>
        <Text as="p" muted small className={styles.progressText}>
          Вопрос {shown.index + 1} из {total}
        </Text>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label="Пройдено"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`Отвечено на ${shown.index} из ${total}`}
        >
          <span style={{ width: `${Math.max(progress, 2)}%` }} />
        </div>
      </div>

      <input type="hidden" name="index" value={shown.index} />
      {quiz.questions.map((q) =>
        q.code !== question.code && shown.answers[q.code] ? (
          <input key={q.code} type="hidden" name={`${ANSWER_PREFIX}${q.code}`} value={shown.answers[q.code]} />
        ) : null,
      )}

      <fieldset
        className={styles.question}
        aria-describedby={shown.error ? errorId : undefined}
        aria-invalid={shown.error ? true : undefined}
      >
        <legend className={styles.legend}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.questionTitle}>
            {question.text}
          </h2>
        </legend>
        {question.subtext ? (
          <Text as="p" muted>
            {question.subtext}
          </Text>
        ) : null}
        <div className={styles.answers}>
          {question.answers.map((answer) => (
            <label key={answer.code} className={styles.answer}>
              <input
                className={styles.choice}
                type="radio"
                name={`${ANSWER_PREFIX}${question.code}`}
                value={answer.code}
                checked={shown.answers[question.code] === answer.code}
                onChange={() =>
                  setShown((s) => ({ ...s, error: null, answers: { ...s.answers, [question.code]: answer.code } }))
                }
              />
              <span>{answer.text}</span>
            </label>
          ))}
        </div>
        {shown.error ? (
          <p id={errorId} className={styles.error} role="alert">
            {shown.error}
          </p>
        ) : null}
      </fieldset>

      {/* The default button (Enter) comes first in the markup; the row is reversed on screen. */}
      <div className={styles.actions}>
        <Button type="submit" name="intent" value={isLast ? "result" : "next"} variant={isLast ? "accent" : "primary"}>
          {isLast ? (pending ? "Считаем…" : "Узнать результат") : "Далее"}
          {isLast ? null : <Icon name="arrow-right" size={20} />}
        </Button>
        {shown.index > 0 ? (
          <Button type="submit" name="intent" value="back" variant="secondary">
            <Icon name="chevron-left" size={20} />
            Назад
          </Button>
        ) : (
          <Link to="/quiz" className={styles.allLink}>
            Все тесты
          </Link>
        )}
      </div>
    </Form>
  );
}

function QuizResultView({
  quiz,
  result,
  headingRef,
  onRestart,
}: {
  quiz: QuizItem;
  result: QuizResult;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  const [primary, ...others] = result.actions;
  return (
    <section className={`${styles.card} ${styles.result}`} aria-labelledby="quiz-result-title">
      <p className={styles.eyebrow}>
        <Icon name="check" size={18} />
        Результат теста
      </p>
      <h2 id="quiz-result-title" ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
        {result.title}
      </h2>
      <p className={styles.resultText}>{result.text}</p>
      {result.recommendations.length > 0 ? (
        <>
          <h3 className={styles.adviceTitle}>Что мы советуем</h3>
          <ul className={styles.advice}>
            {result.recommendations.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.resultActions}>
        {primary ? (
          <ButtonLink to={primary.href} variant="accent" size="lg">
            {primary.label}
          </ButtonLink>
        ) : null}
        {others.map((action) => (
          <ButtonLink key={action.href + action.label} to={action.href} variant="secondary" size="lg">
            {action.label}
          </ButtonLink>
        ))}
      </div>
      <Text as="p" muted>
        <Link to={`/quiz/${quiz.code}`} onClick={onRestart}>
          Пройти ещё раз
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to="/quiz">Другие тесты</Link>
      </Text>
    </section>
  );
}
