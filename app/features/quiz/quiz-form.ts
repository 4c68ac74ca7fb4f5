import type { QuizItem, QuizResult } from "../../../contract/quiz.ts";
import { plural } from "../../lib/number-format";

/**
 * The quiz page is one HTML form (it works before JavaScript loads): the answer to each question travels as
 * `q:<question code>`, the question on screen as `index`, and the pressed button as `intent`.
 */
export const ANSWER_PREFIX = "q:";

export type QuizIntent = "next" | "back" | "result";

export interface QuizFormState {
  index: number;
  answers: Record<string, string>;
}

/** What the page's action answers: the next question to show (no JavaScript) or the result. */
export type QuizActionData =
  | ({ kind: "step"; error: string | null } & QuizFormState)
  | { kind: "result"; result: QuizResult; answers: Record<string, string> };

export const CHOOSE_AN_ANSWER = "Выберите один из вариантов ответа";

export function readQuizForm(form: FormData, quiz: QuizItem): QuizFormState & { intent: QuizIntent } {
  const answers: Record<string, string> = {};
  for (const question of quiz.questions) {
    const value = form.get(`${ANSWER_PREFIX}${question.code}`);
    if (typeof value === "string" && question.answers.some((a) => a.code === value)) answers[question.code] = value;
  }
  const rawIntent = form.get("intent");
  const intent: QuizIntent = rawIntent === "back" || rawIntent === "result" ? rawIntent : "next";
  const index = clampIndex(Number(form.get("index")), quiz);
  return { intent, index, answers };
}

export function clampIndex(index: number, quiz: QuizItem): number {
  if (!Number.isInteger(index) || index < 0) return 0;
  return Math.min(index, quiz.questions.length - 1);
}

/** The first question without an answer, or -1 when every one has one. */
export function firstUnanswered(quiz: QuizItem, answers: Record<string, string>): number {
  return quiz.questions.findIndex((q) => !answers[q.code]);
}

/** Moving on from a question needs its answer; moving back never does. */
export function step(quiz: QuizItem, state: QuizFormState, intent: "next" | "back") {
  const question = quiz.questions[state.index];
  if (intent === "back") return { index: Math.max(0, state.index - 1), error: null };
  if (question && !state.answers[question.code]) return { index: state.index, error: CHOOSE_AN_ANSWER };
  return { index: clampIndex(state.index + 1, quiz), error: null };
}

/** «6 вопросов», «1 вопрос», «3 вопроса». */
export function questionsLabel(n: number): string {
  return `${n} ${plural(n, ["вопрос", "вопроса", "вопросов"])}`;
}
