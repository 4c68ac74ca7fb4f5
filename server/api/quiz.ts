import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  QuizDetailQuerySchema,
  QuizDetailResponseSchema,
  QuizListResponseSchema,
  QuizResultRequestSchema,
  QuizResultResponseSchema,
} from "../../contract/quiz.ts";
import type { ApiEnv } from "./api-env.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { readJson, readQuery } from "./validate.ts";

const NOT_FOUND = "Квиз не найден: возможно, он снят с публикации";

/** /api/quiz: the quiz list, one quiz's questions (without scores) and the result computed on the server. */
export const quizApi = new Hono<ApiEnv>({ strict: false })
  .get("/list", async (c) => {
    const quizList = await c.var.services.quizzes.list();
    c.header("Cache-Control", "public, max-age=300");
    return c.json(QuizListResponseSchema.parse({ quizList }));
  })
  .get("/detail", async (c) => {
    const { code } = readQuery(c, QuizDetailQuerySchema);
    const quizItem = await c.var.services.quizzes.item(code);
    if (!quizItem) return problem(c, 404, NOT_FOUND);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(QuizDetailResponseSchema.parse({ quizItem }));
  })
  .post("/result", async (c) => {
    const { code, answers } = await readJson(c, QuizResultRequestSchema);
    const outcome = await c.var.services.quizzes.result(code, answers);
    c.header("Cache-Control", "no-store");
    if (outcome.ok) return c.json(QuizResultResponseSchema.parse(outcome.response));
    if (outcome.reason === "not-found") return problem(c, 404, NOT_FOUND);
    return problem(c, 400, "Ответьте на все вопросы квиза", outcome.errors);
  });

const TAGS = ["Quizzes"];

export const quizPaths: ZodOpenApiPathsObject = {
  "/api/quiz/list/": {
    get: getOperation({
      summary: "Published quizzes (quizList); public, max-age=300",
      tags: TAGS,
      ok: QuizListResponseSchema,
    }),
  },
  "/api/quiz/detail/": {
    get: getOperation({
      summary: "One quiz with its questions and answers, without scores (quizItem); public, max-age=300",
      tags: TAGS,
      query: QuizDetailQuerySchema,
      ok: QuizDetailResponseSchema,
      problems: [404],
    }),
  },
  "/api/quiz/result/": {
    post: {
      summary: "The result of a completed quiz: title, text, recommendations and calls to action",
      description: "Every question needs one of its answers (400 names the missing ones as answers.<question>).",
      tags: TAGS,
      requestBody: jsonContent(QuizResultRequestSchema),
      responses: responses(QuizResultResponseSchema, [400, 404, 413, 415]),
    },
  },
};
