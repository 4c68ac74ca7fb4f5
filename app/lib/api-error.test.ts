import { describe, expect, it } from "vitest";
import { apiErrorKind, apiErrorMessage, apiErrorStatus, apiFieldErrors } from "./api-error";

describe("apiErrorMessage", () => {
  it("explains the transport errors of fetchBaseQuery in Russian", () => {
    expect(apiErrorMessage({ status: "FETCH_ERROR", error: "TypeError: fetch failed" })).toBe(
      "Нет связи с сервером. Проверьте подключение к интернету и повторите попытку.",
    );
    expect(apiErrorMessage({ status: "TIMEOUT_ERROR", error: "AbortError" })).toBe(
      "Сервер не ответил вовремя. Повторите попытку.",
    );
    expect(
      apiErrorMessage({ status: "PARSING_ERROR", originalStatus: 200, data: "<html>", error: "SyntaxError" }),
    ).toBe("Сервер прислал ответ в неожиданном формате. Повторите попытку позже.");
  });

  it("shows the detail of a problem+json answer", () => {
    const error = {
      status: 422,
      data: { type: "about:blank", title: "Unprocessable", status: 422, detail: "Укажите номер договора" },
    };
    expect(apiErrorMessage(error)).toBe("Укажите номер договора");
  });

  it("falls back to a message with the status when the answer has no detail", () => {
    expect(apiErrorMessage({ status: 500, data: "Internal Server Error" })).toBe(
      "Сервер временно недоступен (ошибка 500). Повторите попытку позже.",
    );
    expect(apiErrorMessage({ status: 404, data: null })).toContain("404");
    expect(apiErrorMessage({ status: 401, data: { detail: "  " } })).toContain("401");
    expect(apiErrorMessage({ status: 418, data: null })).toBe(
      "Не удалось выполнить запрос (ошибка 418). Повторите попытку позже.",
    );
  });

  it("never shows developer text for serialized or unknown errors", () => {
    expect(apiErrorMessage({ name: "TypeError", message: "x is undefined" })).toBe(
      "Что-то пошло не так. Повторите попытку позже.",
    );
    expect(apiErrorMessage({ status: "CUSTOM_ERROR", error: "Aborted" })).toBe(
      "Что-то пошло не так. Повторите попытку позже.",
    );
    expect(apiErrorMessage(undefined)).toBe("Что-то пошло не так. Повторите попытку позже.");
  });
});

describe("apiErrorKind and apiErrorStatus", () => {
  it("names the status for the error screens", () => {
    expect(apiErrorKind({ status: "FETCH_ERROR", error: "" })).toBe("FETCH_ERROR");
    expect(apiErrorKind({ status: "TIMEOUT_ERROR", error: "" })).toBe("TIMEOUT_ERROR");
    expect(apiErrorKind({ status: "PARSING_ERROR", originalStatus: 200, data: "", error: "" })).toBe("PARSING_ERROR");
    expect(apiErrorKind({ status: "CUSTOM_ERROR", error: "" })).toBe("CUSTOM_ERROR");
    expect(apiErrorKind({ status: 503, data: null })).toBe("HTTP_ERROR");
    expect(apiErrorKind({ message: "boom" })).toBe("UNKNOWN_ERROR");
    expect(apiErrorKind(null)).toBe("UNKNOWN_ERROR");
  });

  it("gives the HTTP status when the server answered", () => {
    expect(apiErrorStatus({ status: 403, data: null })).toBe(403);
    expect(apiErrorStatus({ status: "PARSING_ERROR", originalStatus: 502, data: "", error: "" })).toBe(502);
    expect(apiErrorStatus({ status: "FETCH_ERROR", error: "" })).toBeNull();
  });
});

describe("apiFieldErrors", () => {
  it("maps the first message of each field", () => {
    const error = {
      status: 400,
      data: {
        detail: "Проверьте поля формы",
        errors: [
          { field: "email", message: "Укажите корректный e-mail" },
          { field: "email", message: "Слишком длинный e-mail" },
          { field: "phone", message: "Укажите телефон" },
        ],
      },
    };
    expect(apiFieldErrors(error)).toEqual({ email: "Укажите корректный e-mail", phone: "Укажите телефон" });
    expect(apiFieldErrors({ status: "FETCH_ERROR", error: "" })).toEqual({});
  });
});
