import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuizDetailResponse, QuizListResponse, QuizResultResponse } from "../../contract/quiz.ts";
import { quizCompletions } from "../db/schema/quizzes.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

function result(body: unknown) {
  return app.api.request("/api/quiz/result/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function resultCode(code: string, answers: Record<string, string>): Promise<string> {
  const res = await result({ code, answers });
  expect(res.status).toBe(200);
  return ((await res.json()) as QuizResultResponse).result.code;
}

describe("GET /api/quiz/list/", () => {
  it("lists the three seeded quizzes in order, cacheable", async () => {
    const res = await app.api.request("/api/quiz/list/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const { quizList } = (await res.json()) as QuizListResponse;
    expect(quizList.map((q) => q.title)).toEqual([
      "Лизинг или кредит?",
      "Какой автомобиль подойдёт вашему бизнесу?",
      "Готова ли ваша компания к лизингу?",
    ]);
    for (const quiz of quizList) {
      expect(quiz.questionsCount).toBeGreaterThanOrEqual(5);
      expect(quiz.minutes).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("GET /api/quiz/detail/", () => {
  it("answers the questions without their scores", async () => {
    const res = await app.api.request("/api/quiz/detail/?code=leasing-or-credit");
    expect(res.status).toBe(200);
    const { quizItem } = (await res.json()) as QuizDetailResponse;
    expect(quizItem.title).toBe("Лизинг или кредит?");
    expect(quizItem.questions[0]).toMatchObject({ code: "buyer", text: "Кто будет покупателем автомобиля?" });
    expect(JSON.stringify(quizItem)).not.toMatch(/scores|points/);
  });

  it("answers 404 for an unknown quiz and 400 for a malformed code", async () => {
    const missing = await app.api.request("/api/quiz/detail/?code=no-such-quiz");
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toMatch(/Квиз не найден/);
    const bad = await app.api.request("/api/quiz/detail/?code=%3Cscript%3E");
    expect(bad.status).toBe(400);
    const none = await app.api.request("/api/quiz/detail/");
    expect(none.status).toBe(400);
  });
});

describe("POST /api/quiz/result/", () => {
  it("«Лизинг или кредит?»: a company on ОСНО gets leasing, a private buyer gets credit, a mix gets «either»", async () => {
    const leasing = {
      buyer: "osno",
      advance: "low",
      age: "over2",
      priority: "taxes",
      speed: "days",
      service: "lessor",
    };
    expect(await resultCode("leasing-or-credit", leasing)).toBe("leasing");
    const credit = {
      buyer: "person",
      advance: "high",
      age: "none",
      priority: "owner",
      speed: "later",
      service: "self",
    };
    expect(await resultCode("leasing-or-credit", credit)).toBe("credit");
    // 0 + 0 + 0 + 2 + 0 + 0 = 2 → either
    const either = {
      buyer: "usn",
      advance: "mid",
      age: "over2",
      priority: "paperwork",
      speed: "month",
      service: "self",
    };
    expect(await resultCode("leasing-or-credit", either)).toBe("either");
  });

  it("«Какой автомобиль…»: the vehicle kind with the most points", async () => {
    const delivery = { task: "delivery", load: "light", roads: "city", mileage: "mid", driver: "b", budget: "to3" };
    expect(await resultCode("which-vehicle", delivery)).toBe("van");
    const freight = {
      task: "freight",
      load: "heavy",
      roads: "highway",
      mileage: "high",
      driver: "cd",
      budget: "over6",
    };
    expect(await resultCode("which-vehicle", freight)).toBe("truck");
    const boss = { task: "executive", load: "few", roads: "city", mileage: "low", driver: "b", budget: "to6" };
    expect(await resultCode("which-vehicle", boss)).toBe("sedan");
  });

  it("«Готова ли ваша компания…»: thresholds at 12 and 7 points", async () => {
    const strong = {
      age: "over2",
      result: "profit",
      debts: "no",
      advance: "over20",
      documents: "ready",
      revenue: "stable",
    };
    expect(await resultCode("leasing-readiness", strong)).toBe("ready");
    // 2 + 1 + 1 + 2 + 1 + 1 = 8
    const middle = {
      age: "1to2",
      result: "zero",
      debts: "past",
      advance: "10to20",
      documents: "ask",
      revenue: "seasonal",
    };
    expect(await resultCode("leasing-readiness", middle)).toBe("almost");
    const weak = {
      age: "new",
      result: "none",
      debts: "now",
      advance: "under10",
      documents: "unknown",
      revenue: "unstable",
    };
    expect(await resultCode("leasing-readiness", weak)).toBe("not-yet");
  });

  it("returns the recommendation and the calls to action, and counts the completion", async () => {
    const [before] = await app.services.database.db.select({ n: count() }).from(quizCompletions);
    const res = await result({
      code: "leasing-readiness",
      answers: {
        age: "over2",
        result: "profit",
        debts: "no",
        advance: "over20",
        documents: "ready",
        revenue: "stable",
      },
    });
    const body = (await res.json()) as QuizResultResponse;
    expect(body.quiz).toEqual({ code: "leasing-readiness", title: "Готова ли ваша компания к лизингу?" });
    expect(body.result.title).toBe("Компания готова к лизингу");
    expect(body.result.recommendations.length).toBeGreaterThan(0);
    expect(body.result.actions[0]).toEqual({ label: "Оставить заявку", href: "/calculator" });
    const [after] = await app.services.database.db.select({ n: count() }).from(quizCompletions);
    expect(after?.n).toBe((before?.n ?? 0) + 1);
    const [ready] = await app.services.database.db
      .select({ n: count() })
      .from(quizCompletions)
      .where(eq(quizCompletions.resultCode, "ready"));
    expect(ready?.n ?? 0).toBeGreaterThan(0);
  });

  it("names every unanswered or wrongly answered question", async () => {
    const res = await result({ code: "leasing-or-credit", answers: { buyer: "osno", advance: "everything" } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toContainEqual({
      field: "answers.advance",
      message: "Выберите один из ответов на вопрос «Сколько вы готовы внести сразу?»",
    });
    expect(body.errors).toContainEqual({
      field: "answers.priority",
      message: "Ответьте на вопрос «Что для вас важнее?»",
    });
  });

  it("answers 404 for an unknown quiz and 400 for a body of the wrong shape", async () => {
    expect((await result({ code: "no-such-quiz", answers: {} })).status).toBe(404);
    expect((await result({ code: "leasing-or-credit", answers: ["osno"] })).status).toBe(400);
  });
});
