import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, isPublished, serialId, sortOrder, updatedAt } from "../columns.ts";

/** An answer and what it is worth: points per result (`max` scoring) or the `points` key (`sum` scoring). */
export interface QuizAnswerDef {
  code: string;
  text: string;
  scores: Record<string, number>;
}

export interface QuizQuestionDef {
  code: string;
  text: string;
  subtext?: string;
  answers: QuizAnswerDef[];
}

export interface QuizResultDef {
  code: string;
  title: string;
  text: string;
  recommendations: string[];
  actions: { label: string; href: string }[];
  /** `sum` scoring: the least total that earns this result; the result without it is the floor. */
  minPoints?: number;
}

/**
 * How a result is chosen. `max`: the result with the most points over all answers (ties: the first listed).
 * `sum`: the answers' `points` are added up; the result with the highest `minPoints` not above the total,
 * else the one without `minPoints`.
 */
export type QuizScoring = "max" | "sum";

/** Quizzes are content: one row each, its questions and results as one document. */
export const quizzes = pgTable("quizzes", {
  id: serialId(),
  code: text("code").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  sort: sortOrder(),
  isPublished: isPublished(),
  scoring: text("scoring").$type<QuizScoring>().notNull(),
  questions: jsonb("questions").$type<QuizQuestionDef[]>().notNull(),
  results: jsonb("results").$type<QuizResultDef[]>().notNull(),
  updatedAt: updatedAt(),
});

/** Each completed quiz: which result it gave (for marketing statistics; no personal data). */
export const quizCompletions = pgTable(
  "quiz_completions",
  {
    id: serialId(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    resultCode: text("result_code").notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quiz_completions_quiz_idx").on(t.quizId, t.createdAt)],
);
