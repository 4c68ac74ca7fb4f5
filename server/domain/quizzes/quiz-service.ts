import { and, asc, eq } from "drizzle-orm";
import type { QuizCard, QuizItem, QuizResultResponse } from "../../../contract/quiz.ts";
import type { Db } from "../../db/client.ts";
import { quizCompletions, quizzes } from "../../db/schema/quizzes.ts";
import { type AnswerError, checkAnswers, pickResult } from "./quiz-scoring.ts";

type QuizRow = typeof quizzes.$inferSelect;

/** About 20 seconds a question, at least a minute. */
function minutesFor(questions: number): number {
  return Math.max(1, Math.round(questions / 3));
}

function toCard(row: QuizRow): QuizCard {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    questionsCount: row.questions.length,
    minutes: minutesFor(row.questions.length),
  };
}

/** The questions without their scores: the browser gets what to ask, not how it is counted. */
function toItem(row: QuizRow): QuizItem {
  return {
    ...toCard(row),
    questions: row.questions.map((q) => ({
      code: q.code,
      text: q.text,
      subtext: q.subtext ?? null,
      answers: q.answers.map((a) => ({ code: a.code, text: a.text })),
    })),
  };
}

export type QuizResultOutcome =
  | { ok: true; response: QuizResultResponse }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: AnswerError[] };

/** Published quizzes, one quiz with its questions, and the result of a set of answers. */
export function createQuizService(db: Db) {
  const published = eq(quizzes.isPublished, true);

  async function find(code: string): Promise<QuizRow | null> {
    const [row] = await db
      .select()
      .from(quizzes)
      .where(and(published, eq(quizzes.code, code)));
    return row ?? null;
  }

  async function list(): Promise<QuizCard[]> {
    const rows = await db.select().from(quizzes).where(published).orderBy(asc(quizzes.sort), asc(quizzes.id));
    return rows.map(toCard);
  }

  async function item(code: string): Promise<QuizItem | null> {
    const row = await find(code);
    return row ? toItem(row) : null;
  }

  /** Checks the answers, picks the result and counts the completion. */
  async function result(code: string, answers: Record<string, string>): Promise<QuizResultOutcome> {
    const row = await find(code);
    if (!row) return { ok: false, reason: "not-found" };
    const errors = checkAnswers(row, answers);
    if (errors.length > 0) return { ok: false, reason: "invalid", errors };
    const picked = pickResult(row, answers);
    await db.insert(quizCompletions).values({ quizId: row.id, resultCode: picked.code, answers });
    return {
      ok: true,
      response: {
        quiz: { code: row.code, title: row.title },
        result: {
          code: picked.code,
          title: picked.title,
          text: picked.text,
          recommendations: picked.recommendations,
          actions: picked.actions,
        },
      },
    };
  }

  return { list, item, result };
}

export type QuizService = ReturnType<typeof createQuizService>;
