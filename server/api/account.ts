import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { AccountCheckSchema, LogoutResponseSchema } from "../../contract/account.ts";
import type { ApiEnv } from "./api-env.ts";
import { responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { clearSessionCookie, readSessionToken } from "./session-cookie.ts";

/** /apilk/account: the signed-in session. */
export const accountApi = new Hono<ApiEnv>({ strict: false })
  .get("/check", async (c) => {
    const check = await c.var.services.auth.check(readSessionToken(c));
    if (!check) return problem(c, 401, "Войдите в личный кабинет, чтобы продолжить");
    c.header("Cache-Control", "no-store");
    return c.json(AccountCheckSchema.parse(check));
  })
  .get("/logout", async (c) => {
    // A GET by the spec (SPEC.md §7), so it carries no CSRF token: a link or image on another site must not
    // sign the visitor out. Browsers mark such requests; our own pages and scripts do not send this.
    if (c.req.header("sec-fetch-site") === "cross-site") {
      return problem(c, 403, "Выход по ссылке с другого сайта не выполняется: нажмите «Выйти» в личном кабинете");
    }
    const token = readSessionToken(c);
    if (token) await c.var.services.auth.logout(token);
    clearSessionCookie(c, c.var.services.env.NODE_ENV === "production");
    return c.json(LogoutResponseSchema.parse({ ok: true }));
  });

export const accountPaths: ZodOpenApiPathsObject = {
  "/apilk/account/check/": {
    get: {
      summary: "The signed-in user, the active profile, the profiles and the CSRF token",
      tags: ["Account"],
      responses: responses(AccountCheckSchema, [401]),
    },
  },
  "/apilk/account/logout/": {
    get: {
      summary: "Ends the session server-side, if there is one, and clears the cookie",
      description:
        "`Sec-Fetch-Site: cross-site` (a link or image on another site) is refused with 403 and ends nothing.",
      tags: ["Account"],
      // The one account call that works signed out: nothing to end, the same answer.
      security: [{ sessionCookie: [] }, {}],
      responses: responses(LogoutResponseSchema, [403]),
    },
  },
};
