import type { Problem } from "../../contract/problem.ts";

/**
 * What an account screen needs to know about a failed call: the transport statuses of
 * fetchBaseQuery as they are (SPEC §8), any answer from the server as HTTP_ERROR.
 */
export type ApiErrorKind =
  | "FETCH_ERROR"
  | "TIMEOUT_ERROR"
  | "PARSING_ERROR"
  | "CUSTOM_ERROR"
  | "HTTP_ERROR"
  | "UNKNOWN_ERROR";

export const FETCH_ERROR_MESSAGE = "Нет связи с сервером. Проверьте подключение к интернету и повторите попытку.";
export const TIMEOUT_ERROR_MESSAGE = "Сервер не ответил вовремя. Повторите попытку.";
export const PARSING_ERROR_MESSAGE = "Сервер прислал ответ в неожиданном формате. Повторите попытку позже.";
export const UNKNOWN_ERROR_MESSAGE = "Что-то пошло не так. Повторите попытку позже.";

// The error of an RTK Query hook is FetchBaseQueryError | SerializedError | undefined; the
// functions take `unknown` so that any of them (or a caught exception) can be passed as is.
type Shape = { status?: unknown; data?: unknown; originalStatus?: unknown };

function asShape(error: unknown): Shape | null {
  return typeof error === "object" && error !== null ? (error as Shape) : null;
}

function problemOf(data: unknown): Partial<Problem> | null {
  return typeof data === "object" && data !== null ? (data as Partial<Problem>) : null;
}

export function apiErrorKind(error: unknown): ApiErrorKind {
  const status = asShape(error)?.status;
  if (typeof status === "number") return "HTTP_ERROR";
  switch (status) {
    case "FETCH_ERROR":
    case "TIMEOUT_ERROR":
    case "PARSING_ERROR":
    case "CUSTOM_ERROR":
      return status;
    default:
      return "UNKNOWN_ERROR";
  }
}

/** The HTTP status the server answered with, if it answered at all. */
export function apiErrorStatus(error: unknown): number | null {
  const shape = asShape(error);
  if (typeof shape?.status === "number") return shape.status;
  if (typeof shape?.originalStatus === "number") return shape.originalStatus;
  return null;
}

function httpMessage(status: number): string {
  if (status === 401) return `Сеанс завершён (ошибка ${status}). Войдите в личный кабинет снова.`;
  if (status === 403) return `Недостаточно прав для этого действия (ошибка ${status}).`;
  if (status === 404) return `Запрошенные данные не найдены (ошибка ${status}).`;
  if (status === 429) return `Слишком много запросов (ошибка ${status}). Подождите немного и повторите попытку.`;
  if (status >= 500) return `Сервер временно недоступен (ошибка ${status}). Повторите попытку позже.`;
  return `Не удалось выполнить запрос (ошибка ${status}). Повторите попытку позже.`;
}

/** Russian text a person can read for any failed call; the server's problem `detail` when it sent one. */
export function apiErrorMessage(error: unknown): string {
  const shape = asShape(error);
  const kind = apiErrorKind(error);
  if (kind === "FETCH_ERROR") return FETCH_ERROR_MESSAGE;
  if (kind === "TIMEOUT_ERROR") return TIMEOUT_ERROR_MESSAGE;
  if (kind === "PARSING_ERROR") return PARSING_ERROR_MESSAGE;
  const detail = problemOf(shape?.data)?.detail;
  if (typeof detail === "string" && detail.trim() !== "") return detail;
  if (kind === "HTTP_ERROR") return httpMessage(shape?.status as number);
  return UNKNOWN_ERROR_MESSAGE;
}

/** Per-field messages of a validation problem (`errors` of RFC 9457 answers), keyed by field. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const errors = problemOf(asShape(error)?.data)?.errors;
  const result: Record<string, string> = {};
  if (!Array.isArray(errors)) return result;
  for (const item of errors) {
    // The first message per field is the one to show; later ones are usually consequences.
    if (typeof item?.field === "string" && typeof item.message === "string" && !(item.field in result)) {
      result[item.field] = item.message;
    }
  }
  return result;
}
