import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { Problem } from "../../contract/problem.ts";
import { currentRequestId } from "../infra/request-context.ts";

const TITLES: Record<number, string> = {
  400: "Некорректный запрос",
  401: "Требуется вход",
  403: "Доступ запрещён",
  404: "Не найдено",
  405: "Метод не поддерживается",
  409: "Конфликт",
  410: "Ссылка недействительна",
  413: "Слишком большой запрос",
  415: "Неподдерживаемый формат",
  422: "Ошибка в данных",
  429: "Слишком много запросов",
  500: "Внутренняя ошибка",
  503: "Сервис недоступен",
};

/** A problem body; inside a request it names the request's id, so a user's report leads to its log lines. */
export function problemBody(status: number, detail: string, errors?: Problem["errors"]): Problem {
  const requestId = currentRequestId();
  return {
    type: "about:blank",
    title: TITLES[status] ?? "Ошибка",
    status,
    detail,
    ...(errors ? { errors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

export function problemResponse(
  status: number,
  detail: string,
  errors?: Problem["errors"],
  headers?: HeadersInit,
): Response {
  return new Response(JSON.stringify(problemBody(status, detail, errors)), {
    status,
    headers: { "content-type": "application/problem+json; charset=utf-8", ...headers },
  });
}

export function problem(
  c: Context,
  status: ContentfulStatusCode,
  detail: string,
  errors?: Problem["errors"],
): Response {
  return problemJson(c, status, problemBody(status, detail, errors));
}

/**
 * A problem+json answer with its length: the gzip middleware compresses every body of unknown length, and a
 * stream per short refusal costs more than the bytes it saves (a burst of 429s spent its time there).
 */
export function problemJson(c: Context, status: ContentfulStatusCode, body: Problem): Response {
  const text = JSON.stringify(body);
  c.status(status);
  c.header("content-type", "application/problem+json; charset=utf-8");
  c.header("content-length", String(Buffer.byteLength(text)));
  return c.body(text);
}

/** A zod failure as a 400 problem that names each field. */
export function validationProblem(error: z.ZodError): Response {
  const errors = error.issues.map((issue) => ({
    field: issue.path.join(".") || "body",
    message: issue.message,
  }));
  const fields = [...new Set(errors.map((e) => e.field))].join(", ");
  return problemResponse(400, `Проверьте поля: ${fields}`, errors);
}
