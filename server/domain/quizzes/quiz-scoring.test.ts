import { describe, expect, it } from "vitest";
import { QUIZZES } from "../../db/seed/quizzes.ts";
import { checkAnswers, pickResult } from "./quiz-scoring.ts";

describe("seeded quizzes", () => {
  it("are well formed: unique codes, every scored key is a result (max) or points (sum)", () => {
    for (const quiz of QUIZZES) {
      const results = new Set(quiz.results.map((r) => r.code));
      expect(results.size).toBe(quiz.results.length);
      expect(new Set(quiz.questions.map((q) => q.code)).size).toBe(quiz.questions.length);
      for (const question of quiz.questions) {
        expect(new Set(question.answers.map((a) => a.code)).size).toBe(question.answers.length);
        for (const answer of question.answers) {
          for (const key of Object.keys(answer.scores)) {
            expect(quiz.scoring === "sum" ? key === "points" : results.has(key), `${quiz.code}/${answer.code}`).toBe(
              true,
            );
          }
        }
      }
      if (quiz.scoring === "sum") expect(quiz.results.filter((r) => r.minPoints === undefined)).toHaveLength(1);
    }
  });

  it("every result can be reached by some set of answers", () => {
    for (const quiz of QUIZZES) {
      const reached = new Set<string>();
      // Walk all combinations (at most a few thousand for these quizzes).
      const walk = (k: number, answers: Record<string, string>) => {
        const question = quiz.questions[k];
        if (!question) {
          reached.add(pickResult(quiz, answers).code);
          return;
        }
        for (const answer of question.answers) walk(k + 1, { ...answers, [question.code]: answer.code });
      };
      walk(0, {});
      expect([...reached].sort(), quiz.code).toEqual(quiz.results.map((r) => r.code).sort());
    }
  });

  it("reports unanswered, unknown and extra answers", () => {
    const [quiz] = QUIZZES;
    if (!quiz) throw new Error("no quizzes");
    const errors = checkAnswers(quiz, { buyer: "osno", advance: "nope", extra: "1" });
    expect(errors.map((e) => e.field)).toEqual([
      "answers.advance",
      "answers.age",
      "answers.priority",
      "answers.speed",
      "answers.service",
      "answers.extra",
    ]);
  });
});
