import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Services } from "../domain/services.ts";
import { accountApi } from "./account.ts";
import { accountPublicApi } from "./account-public.ts";
import type { ApiEnv } from "./api-env.ts";
import { calculatorApi } from "./calculator.ts";
import { docsApi } from "./docs.ts";
import { healthApi } from "./health.ts";
import { problemResponse } from "./problem.ts";
import { settingsApi } from "./settings.ts";

/** Largest JSON body accepted; uploads (1 MiB per file) set their own limits. */
const JSON_BODY_LIMIT = 256 * 1024;

/** The HTTP API: /api (public), /apilk (account), health checks. Testable with `api.request()`. */
export function createApi(services: Services) {
  const api = new Hono<ApiEnv>({ strict: false });

  api.use(async (c, next) => {
    c.set("services", services);
    const started = performance.now();
    await next();
    services.logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  api.use(
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => problemResponse(413, "Слишком большой запрос: уменьшите объём данных"),
    }),
  );

  api.route("/", healthApi);
  api.route("/api", docsApi);
  api.route("/api/account", accountPublicApi);
  api.route("/api/calc", calculatorApi);
  api.route("/apilk/account", accountApi);
  api.route("/apilk/settings", settingsApi);

  api.notFound((c) => problemResponse(404, `Метод API ${c.req.method} ${c.req.path} не найден`));
  api.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    services.logger.error({ err: error, path: c.req.path }, "unhandled API error");
    return problemResponse(500, "Что-то пошло не так на нашей стороне. Повторите попытку позже.");
  });
  return api;
}

export type Api = ReturnType<typeof createApi>;
