import { z } from "zod";

/**
 * Quizzes (SPEC §3 `quiz`: quizList, quizItem). The questions travel without their scores: the result is
 * computed on the server (`POST /api/quiz/result/`), so the scoring can change without a new build and
 * each completion is counted.
 */

const CodeSchema = z
  .string({ error: "Укажите код квиза" })
  .trim()
  .min(1, { error: "Укажите код квиза", abort: true })
  .max(60, "Код квиза — не длиннее 60 символов")
  .regex(/^[a-z0-9-]+$/, "Код квиза — латинские буквы, цифры и дефис");

export const QuizCardSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    questionsCount: z.number().int(),
    minutes: z.number().int().meta({ description: "About how long it takes" }),
  })
  .meta({ id: "QuizCard" });
export type QuizCard = z.infer<typeof QuizCardSchema>;

export const QuizListResponseSchema = z.object({ quizList: z.array(QuizCardSchema) }).meta({ id: "QuizListResponse" });
export type QuizListResponse = z.infer<typeof QuizListResponseSchema>;

export const QuizAnswerSchema = z.object({ code: z.string(), text: z.string() }).meta({ id: "QuizAnswer" });

export const QuizQuestionSchema = z
  .object({
    code: z.string(),
    text: z.string(),
    subtext: z.string().nullable().meta({ description: "A short explanation under the question" }),
    answers: z.array(QuizAnswerSchema),
  })
  .meta({ id: "QuizQuestion" });
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

export const QuizItemSchema = QuizCardSchema.extend({ questions: z.array(QuizQuestionSchema) }).meta({
  id: "QuizItem",
});
export type QuizItem = z.infer<typeof QuizItemSchema>;

export const QuizDetailQuerySchema = z.object({ code: CodeSchema }).meta({ id: "QuizDetailQuery" });
export const QuizDetailResponseSchema = z.object({ quizItem: QuizItemSchema }).meta({ id: "QuizDetailResponse" });
export type QuizDetailResponse = z.infer<typeof QuizDetailResponseSchema>;

export const QuizResultRequestSchema = z
  .object({
    code: CodeSchema,
    answers: z
      .record(z.string().max(60), z.string().max(60), { error: "answers — объект «код вопроса: код ответа»" })
      .meta({ description: "Question code → answer code, one answer for every question" }),
  })
  .meta({ id: "QuizResultRequest" });
export type QuizResultRequest = z.infer<typeof QuizResultRequestSchema>;

export const QuizActionSchema = z
  .object({ label: z.string(), href: z.string().meta({ description: "A site path: /calculator, /catalog/cars…" }) })
  .meta({ id: "QuizAction" });
export type QuizAction = z.infer<typeof QuizActionSchema>;

export const QuizResultSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    text: z.string(),
    recommendations: z.array(z.string()),
    actions: z.array(QuizActionSchema).meta({ description: "Calls to action, the main one first" }),
  })
  .meta({ id: "QuizResult" });
export type QuizResult = z.infer<typeof QuizResultSchema>;

export const QuizResultResponseSchema = z
  .object({ quiz: z.object({ code: z.string(), title: z.string() }), result: QuizResultSchema })
  .meta({ id: "QuizResultResponse" });
export type QuizResultResponse = z.infer<typeof QuizResultResponseSchema>;
