import { describe, expect, it } from "vitest";
import type { QuizItem } from "../../../contract/quiz.ts";
import { CHOOSE_AN_ANSWER, firstUnanswered, questionsLabel, readQuizForm, step } from "./quiz-form";

const quiz: QuizItem = {
  code: "demo",
  title: "Демо",
  description: "",
  questionsCount: 2,
  minutes: 1,
  questions: [
    {
      code: "a",
      text: "A?",
      subtext: null,
      answers: [
        { code: "yes", text: "Да" },
        { code: "no", text: "Нет" },
      ],
    },
    { code: "b", text: "B?", subtext: null, answers: [{ code: "x", text: "X" }] },
  ],
};

describe("quiz form", () => {
  it("reads the answers, the index and the intent of a posted form, ignoring unknown answers", () => {
    const form = new FormData();
    form.set("q:a", "yes");
    form.set("q:b", "nonsense");
    form.set("index", "7");
    form.set("intent", "back");
    expect(readQuizForm(form, quiz)).toEqual({ intent: "back", index: 1, answers: { a: "yes" } });
  });

  it("moves on only from an answered question", () => {
    expect(step(quiz, { index: 0, answers: {} }, "next")).toEqual({ index: 0, error: CHOOSE_AN_ANSWER });
    expect(step(quiz, { index: 0, answers: { a: "no" } }, "next")).toEqual({ index: 1, error: null });
    expect(step(quiz, { index: 1, answers: {} }, "back")).toEqual({ index: 0, error: null });
    expect(firstUnanswered(quiz, { a: "no" })).toBe(1);
  });

  it("counts questions in Russian", () => {
    expect([1, 3, 6, 11, 21, 22].map(questionsLabel)).toEqual([
      "1 вопрос",
      "3 вопроса",
      "6 вопросов",
      "11 вопросов",
      "21 вопрос",
      "22 вопроса",
    ]);
  });
});
