import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { AccountCheckSchema, LogoutResponseSchema } from "../../contract/account.ts";
import { SESSION_PEEK_HEADER } from "../../contract/session.ts";
import type { ApiEnv } from "./api-env.ts";
import { getOperation, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { refuseWithoutCsrf } from "./require-session.ts";
import { clearSessionCookie, readSessionToken } from "./session-cookie.ts";

/** /apilk/account: the signed-in session. */
export const accountApi = new Hono<ApiEnv>({ strict: false })
  .get("/check", async (c) => {
    const check = await c.var.services.auth.check(readSessionToken(c), {
      touch: c.req.header(SESSION_PEEK_HEADER) !== "1",
    });
    if (!check) return problem(c, 401, "Войдите в личный кабинет, чтобы продолжить");
    const { profile, user } = check;
    const rights = profile && user.role === "client" ? await c.var.services.lk.rights.of(user.id, profile.id) : null;
    return c.json(AccountCheckSchema.parse({ ...check, rights: rights ?? [] }));
  })
  .post("/logout", async (c) => {
    const token = readSessionToken(c);
    const session = await c.var.services.auth.session(token);
    // Signed out already (no cookie, or one whose session has ended): nothing to end, the cookie is cleared all the
    // same. A live session is ended only with its CSRF token, so a form on another site cannot sign anyone out.
    if (token && session) {
      const refused = refuseWithoutCsrf(c, session.csrfToken);
      if (refused) return refused;
      await c.var.services.auth.logout(token);
    }
    clearSessionCookie(c);
    return c.json(LogoutResponseSchema.parse({ ok: true }));
  })
  // Any other method — a GET from a link or an image on another site included — ends nothing.
  .all("/logout", (c) => {
    c.header("Allow", "POST");
    return problem(c, 405, "Выйти из личного кабинета можно только кнопкой «Выйти» на его страницах");
  });

export const accountPaths: ZodOpenApiPathsObject = {
  "/apilk/account/check/": {
    get: getOperation({
      summary:
        "The signed-in user, the active profile, the user's rights on it, the profiles, the CSRF token and the session's ends",
      description:
        "A request counts as activity and moves `idleExpiresAt` on (ADR 027); with `X-Session-Peek: 1` it only " +
        "tells the ends, so a timer in the browser can look without keeping an idle session alive.",
      tags: ["Account"],
      ok: AccountCheckSchema,
      problems: [401],
    }),
  },
  "/apilk/account/logout/": {
    post: {
      summary: "Ends the session server-side, if there is one, and clears the cookie",
      description:
        "A live session is ended only with its CSRF token (403 without it, and the session lives on). Signed out, it " +
        "answers 200 and clears the cookie. Any other method answers 405 with `Allow: POST` and ends nothing.",
      tags: ["Account"],
      // The one account call that works signed out: nothing to end, the same answer. With a session, the token.
      security: [{ sessionCookie: [], csrfToken: [] }, {}],
      responses: responses(LogoutResponseSchema, [403]),
    },
  },
};
