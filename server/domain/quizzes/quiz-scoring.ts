import type { QuizQuestionDef, QuizResultDef, QuizScoring } from "../../db/schema/quizzes.ts";

export interface ScoringInput {
  scoring: QuizScoring;
  questions: QuizQuestionDef[];
  results: QuizResultDef[];
}

export interface AnswerError {
  field: string;
  message: string;
}

/** Every question answered with one of its own answers; the errors name the question (`answers.<code>`). */
export function checkAnswers(quiz: ScoringInput, answers: Record<string, string>): AnswerError[] {
  const errors: AnswerError[] = [];
  for (const question of quiz.questions) {
    const given = answers[question.code];
    if (given === undefined || given === "") {
      errors.push({ field: `answers.${question.code}`, message: `Ответьте на вопрос «${question.text}»` });
    } else if (!question.answers.some((a) => a.code === given)) {
      errors.push({
        field: `answers.${question.code}`,
        message: `Выберите один из ответов на вопрос «${question.text}»`,
      });
    }
  }
  for (const code of Object.keys(answers)) {
    if (!quiz.questions.some((q) => q.code === code)) {
      errors.push({ field: `answers.${code}`, message: "В этом квизе нет такого вопроса" });
    }
  }
  return errors;
}

/** Points per key over the chosen answers (`max`: per result code; `sum`: the `points` key). */
function tally(quiz: ScoringInput, answers: Record<string, string>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const question of quiz.questions) {
    const answer = question.answers.find((a) => a.code === answers[question.code]);
    for (const [key, value] of Object.entries(answer?.scores ?? {})) totals.set(key, (totals.get(key) ?? 0) + value);
  }
  return totals;
}

/**
 * The result of checked answers. `max`: the result with the most points, ties going to the one listed first.
 * `sum`: the result with the highest `minPoints` the total reaches, else the one without `minPoints`.
 */
export function pickResult(quiz: ScoringInput, answers: Record<string, string>): QuizResultDef {
  const totals = tally(quiz, answers);
  const [first] = quiz.results;
  if (!first) throw new Error("A quiz without results");
  if (quiz.scoring === "max") {
    let best = first;
    for (const result of quiz.results) {
      if ((totals.get(result.code) ?? 0) > (totals.get(best.code) ?? 0)) best = result;
    }
    return best;
  }
  const total = totals.get("points") ?? 0;
  const reached = quiz.results
    .filter((r) => r.minPoints !== undefined && total >= r.minPoints)
    .sort((a, b) => (b.minPoints ?? 0) - (a.minPoints ?? 0));
  return reached[0] ?? quiz.results.find((r) => r.minPoints === undefined) ?? first;
}
