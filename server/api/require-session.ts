import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { CSRF_HEADER } from "../../contract/session.ts";
import { noteRefusal } from "./access-refusals.ts";
import type { ApiEnv, PreResolvedSession } from "./api-env.ts";
import { problem } from "./problem.ts";
import { refuseWithoutRight } from "./require-right.ts";
import { readSessionToken } from "./session-cookie.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What a lessor's employee gets from the client account API: their work is in the back office. */
export const STAFF_IN_ACCOUNT_MESSAGE = "Раздел для клиентов: сотрудники работают в /staff";

/**
 * Guards the account API: a live session is required (401), a lessor's employee is turned away (403: the client
 * account is not theirs; only account/check and logout, which do not pass here, answer them), every
 * state-changing call must echo the session's CSRF token in X-CSRF-Token (403), and the user must hold the right
 * the call's path needs on the active profile (403 naming it, require-right.ts, ADR 031).
 */
export const requireSession = createMiddleware<ApiEnv>(async (c, next) => {
  // Sub-apps mounted on overlapping prefixes (/apilk/accounting and …/calendar, two at /apilk/cession) each guard
  // their routes, so a request may pass here twice: the session (and the rights) checked the first time stand, and
  // the lookup — a query, and a write once a minute — is made once per request.
  if (c.get("session") && c.get("sessionToken")) return next();
  const token = readSessionToken(c);
  // An account page's loader calling in process hands over the session its middleware has just resolved (and the
  // rights its layout read), for the same cookie only; the checks below still run on it.
  const handed = (c.env as { preResolvedSession?: PreResolvedSession } | undefined)?.preResolvedSession;
  const reuse = handed !== undefined && token !== undefined && handed.token === token;
  const session = reuse ? handed.session : await c.var.services.auth.session(token);
  if (!token || !session) return problem(c, 401, "Войдите в личный кабинет, чтобы продолжить");
  if (reuse && handed.rights !== undefined && handed.rights !== null) c.set("rights", handed.rights);
  if (session.user.role === "staff") {
    noteRefusal(c, session, "staff-in-account");
    return problem(c, 403, STAFF_IN_ACCOUNT_MESSAGE);
  }
  const noCsrf = refuseWithoutCsrf(c, session.csrfToken);
  if (noCsrf) {
    noteRefusal(c, session, "csrf");
    return noCsrf;
  }
  const noRight = await refuseWithoutRight(c, session);
  if (noRight) {
    noteRefusal(c, session, c.var.rights ? "right" : "not-a-member");
    return noRight;
  }
  c.set("session", session);
  c.set("sessionToken", token);
  await next();
});

/** The 403 a state-changing call gets unless it echoes the session's CSRF token in X-CSRF-Token. */
export function refuseWithoutCsrf(c: Context<ApiEnv>, csrfToken: string): Response | undefined {
  if (SAFE_METHODS.has(c.req.method) || c.req.header(CSRF_HEADER) === csrfToken) return undefined;
  return problem(c, 403, "Сессия устарела: обновите страницу и повторите действие");
}
