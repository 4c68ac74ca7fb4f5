import {
  CESSION_QUESTIONS,
  PUBLIC_OFFICIAL_KINDS,
  PUBLIC_OFFICIAL_TITLES,
  type Question,
  REORGANISATION_OPTIONS,
} from "../../../../contract/lk-cession.ts";
import { PeopleList } from "./people-list";
import styles from "./questionnaire.module.css";
import { PathField, PathSelect, Section, usePathForm } from "./questionnaire-fields";

const KIND_OPTIONS = PUBLIC_OFFICIAL_KINDS.map((kind) => ({ value: kind, label: PUBLIC_OFFICIAL_TITLES[kind] }));
const REORGANISATION_PLACEHOLDER = REORGANISATION_OPTIONS.find((o) => o.code === "")?.title ?? "";
const REORGANISATION_CHOICES = REORGANISATION_OPTIONS.filter((o) => o.code !== "").map((o) => ({
  value: o.code,
  label: o.title,
}));

/**
 * The questions as `questions` holds them, in CESSION_QUESTIONS' order, each with its stored answer (unset when a
 * questionnaire has none yet): the form always asks every question of the contract.
 */
export function normaliseQuestions(stored: readonly Question[]): Question[] {
  return CESSION_QUESTIONS.map((q) => ({
    code: q.code,
    text: q.text,
    subtext: q.subtext,
    isIt: stored.find((s) => s.code === q.code)?.isIt ?? null,
  }));
}

/**
 * The yes/no questions (radios, none chosen at first) with the follow-ups a "yes" opens: question 1 the kind of
 * public official and who it is, question 2 the form of reorganisation, question 3 the beneficiaries' list.
 * A question's errors are at `questions.<code>`; its "Да" radio carries that id for the «what is missing» links.
 */
export function QuestionsSection() {
  const form = usePathForm();
  const questions = (form.value("questions") ?? []) as Question[];

  function answer(code: number, isIt: boolean) {
    form.set(
      "questions",
      questions.map((q) => (q.code === code ? { ...q, isIt } : q)),
    );
    // Question 3 and `isBeneficiary` are one answer kept in two places by the contract.
    if (code === 3) form.set("isBeneficiary", isIt);
  }

  return (
    <Section legend="Вопросы анкеты">
      <div className={styles.wide}>
        {questions.map((q) => {
          const id = form.idOf(`questions.${q.code}`);
          const error = form.error(`questions.${q.code}`);
          const describedBy = [`${id}-sub`, error ? `${id}-error` : null].filter(Boolean).join(" ");
          return (
            <fieldset key={q.code} className={styles.question} aria-describedby={describedBy}>
              <legend className={styles.questionText}>{q.text}</legend>
              <p id={`${id}-sub`} className={styles.subtext}>
                {q.subtext}
              </p>
              <div className={styles.radios}>
                <label className={styles.radio}>
                  <input
                    id={id}
                    type="radio"
                    name={`question-${q.code}`}
                    checked={q.isIt === true}
                    aria-invalid={error ? true : undefined}
                    disabled={form.readOnly}
                    onChange={() => answer(q.code, true)}
                  />
                  Да
                </label>
                <label className={styles.radio}>
                  <input
                    id={`${id}-no`}
                    type="radio"
                    name={`question-${q.code}`}
                    checked={q.isIt === false}
                    aria-invalid={error ? true : undefined}
                    disabled={form.readOnly}
                    onChange={() => answer(q.code, false)}
                  />
                  Нет
                </label>
              </div>
              {error ? (
                <p id={`${id}-error`} className={styles.fieldError}>
                  {error}
                </p>
              ) : null}
              {q.isIt === true && q.code === 1 ? (
                <div className={styles.followUp}>
                  <PathSelect
                    path="publicOfficial.kind"
                    label="Вид публичного должностного лица"
                    placeholder="Выберите вид"
                    options={KIND_OPTIONS}
                  />
                  <PathField path="publicOfficial.details" label="Кто это и какую должность занимает" />
                </div>
              ) : null}
              {q.isIt === true && q.code === 2 ? (
                <div className={styles.followUp}>
                  <PathSelect
                    path="reorganisation.type"
                    label="Форма реорганизации"
                    placeholder={REORGANISATION_PLACEHOLDER}
                    options={REORGANISATION_CHOICES}
                  />
                  <PathField path="reorganisation.details" label="Подробности реорганизации" />
                </div>
              ) : null}
              {q.isIt === true && q.code === 3 ? (
                <div className={styles.followUp}>
                  <PeopleList
                    path="beneficiaries"
                    legend="Выгодоприобретатели"
                    addLabel="Добавить выгодоприобретателя"
                    kind="beneficiary"
                    max={20}
                  />
                </div>
              ) : null}
            </fieldset>
          );
        })}
      </div>
    </Section>
  );
}
