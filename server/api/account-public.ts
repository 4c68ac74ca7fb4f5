import { type Context, Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  AuthRequestSchema,
  AuthResponseSchema,
  KEY_SIGN_IN_GONE_MESSAGE,
  KeySignInQuerySchema,
  PublicKeySchema,
  SIGN_IN_LINK_SENT,
} from "../../contract/account.ts";
import { MFA_MESSAGES, MfaChallengeSchema, MfaCodeRequestSchema } from "../../contract/mfa.ts";
import type { MfaChallenge } from "../domain/auth/auth-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import {
  clearPendingCookie,
  readDeviceToken,
  readPendingToken,
  writeDeviceCookie,
  writePendingCookie,
} from "./mfa-cookies.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { problem, problemBody, problemJson } from "./problem.ts";
import { readSessionToken, writeSessionCookie } from "./session-cookie.ts";
import { createTurns } from "./turns.ts";
import { readJson, readQuery } from "./validate.ts";

/** The password (or link) was right and the second factor is on: 202, the pending cookie, the code next. */
function challenge(c: Context<ApiEnv>, result: MfaChallenge) {
  writePendingCookie(c, result.pendingToken);
  writeDeviceCookie(c, result.deviceToken);
  return c.json(MfaChallengeSchema.parse({ mfaRequired: true, expiresAt: result.expiresAt.toISOString() }), 202);
}

/**
 * The sign-in calls wait for their turn (one per event-loop iteration) before any work: a burst of password
 * guesses is then answered one by one between other visitors' requests, not as one block of work in front of them.
 */
const signInTurn = createTurns();

/** /api/account: signing in (public, no session yet). */
export const accountPublicApi = new Hono<ApiEnv>({ strict: false })
  .get("/key", async (c) => {
    return c.json(PublicKeySchema.parse({ alg: "RSA-OAEP-256", publicKey: await c.var.services.auth.publicKey() }));
  })
  .post("/auth", async (c) => {
    await signInTurn();
    const { email, password } = await readJson(c, AuthRequestSchema);
    const { auth } = c.var.services;
    const result = await auth.signIn({
      email,
      password,
      address: clientAddress(c),
      previousToken: readSessionToken(c),
      userAgent: c.req.header("user-agent") ?? null,
      deviceToken: readDeviceToken(c),
    });
    if (result.ok) {
      // The session cookie first: scripts that read the first Set-Cookie get the session.
      writeSessionCookie(c, result.token);
      writeDeviceCookie(c, result.deviceToken);
      return c.json(AuthResponseSchema.parse({ user: result.user }));
    }
    if (result.reason === "mfa") return challenge(c, result);
    if (result.reason === "link-sent") {
      return problemJson(c, 429, { ...problemBody(429, SIGN_IN_LINK_SENT.detail), type: SIGN_IN_LINK_SENT.type });
    }
    if (result.reason === "rate-limited") {
      c.header("Retry-After", String(result.retryAfter));
      const minutes = Math.ceil(result.retryAfter / 60);
      return problem(c, 429, `Слишком много неудачных попыток входа с вашего адреса. Повторите через ${minutes} мин.`);
    }
    if (result.reason === "busy") {
      c.header("Retry-After", String(result.retryAfter));
      return problem(c, 503, "Сервер сейчас проверяет слишком много входов. Повторите через несколько секунд.");
    }
    if (result.reason === "undecryptable") {
      return problem(c, 400, "Пароль передан в неверном формате: обновите страницу и попробуйте снова");
    }
    return problem(c, 401, "Неверный e-mail или пароль");
  })
  .post("/auth/code", async (c) => {
    await signInTurn();
    const { code, remember } = await readJson(c, MfaCodeRequestSchema);
    const result = await c.var.services.auth.signInWithCode({
      pendingToken: readPendingToken(c),
      code,
      remember,
      previousToken: readSessionToken(c),
      deviceToken: readDeviceToken(c),
      client: { address: clientAddress(c), userAgent: c.req.header("user-agent") ?? null },
    });
    if (result.ok) {
      writeSessionCookie(c, result.token);
      writeDeviceCookie(c, result.deviceToken);
      clearPendingCookie(c);
      return c.json(AuthResponseSchema.parse({ user: result.user }));
    }
    if (result.reason === "expired") {
      clearPendingCookie(c);
      return problem(c, 401, MFA_MESSAGES.expired);
    }
    if (result.reason === "rate-limited") {
      c.header("Retry-After", String(result.retryAfter));
      return problem(c, 429, `${MFA_MESSAGES.tooMany} ${Math.ceil(result.retryAfter / 60)} мин.`);
    }
    return problem(c, 401, MFA_MESSAGES.wrongCode, [{ field: "code", message: MFA_MESSAGES.wrongCode }]);
  })
  .get("/check", async (c) => {
    // Login CSRF: a link or image on another site pointing here with the attacker's key would sign the visitor
    // in to the attacker's account. Browsers mark such requests; scripts and our own page do not send this.
    if (c.req.header("sec-fetch-site") === "cross-site") {
      return problem(c, 403, "Вход по ссылке с другого сайта не выполняется: откройте ссылку из письма");
    }
    await signInTurn();
    const { KEY } = readQuery(c, KeySignInQuerySchema);
    const { auth } = c.var.services;
    const result = await auth.signInWithKey(KEY, readSessionToken(c), {
      userAgent: c.req.header("user-agent") ?? null,
      address: clientAddress(c),
      deviceToken: readDeviceToken(c),
    });
    if (!result.ok && result.reason === "mfa") return challenge(c, result);
    if (!result.ok) return problem(c, 410, KEY_SIGN_IN_GONE_MESSAGE);
    writeSessionCookie(c, result.token);
    writeDeviceCookie(c, result.deviceToken);
    return c.json(AuthResponseSchema.parse({ user: result.user }));
  });

export const accountPublicPaths: ZodOpenApiPathsObject = {
  "/api/account/key/": {
    get: getOperation({
      summary: "Public RSA key for encrypting the password",
      tags: ["Account"],
      ok: PublicKeySchema,
    }),
  },
  "/api/account/auth/": {
    post: {
      summary: "Sign in with e-mail and RSA-OAEP-encrypted password; sets the session cookie",
      tags: ["Account"],
      requestBody: jsonContent(AuthRequestSchema),
      description:
        "Every attempt counts against the client address (20 failures in 15 minutes, then 429 with Retry-After) " +
        "and the e-mail (5). Past the e-mail's limit no password is checked: the answer is 429 with the problem " +
        `type \`${SIGN_IN_LINK_SENT.type}\` for any password, and the account's owner gets a sign-in link by ` +
        "e-mail (once per 15 minutes). 503 with Retry-After when too many passwords are being checked at once. " +
        "The session the request's cookie names, if any, ends when the new one opens. With the second factor on " +
        "and the browser's device not remembered, a right password answers 202 `MfaChallenge` and sets the " +
        "pending cookie (5 minutes): the code goes to `/api/account/auth/code/` (ADR 030).",
      responses: {
        ...responses(AuthResponseSchema, [400, 401, 415, 429, 503]),
        202: {
          description: "The password is right; the second factor's code is needed",
          content: jsonContent(MfaChallengeSchema).content,
        },
      },
    },
  },
  "/api/account/auth/code/": {
    post: {
      summary: "The second step of a sign-in: a TOTP code or a recovery code; sets the session cookie",
      tags: ["Account"],
      requestBody: jsonContent(MfaCodeRequestSchema),
      description:
        "Needs the pending cookie set by `/api/account/auth/` (202). A TOTP code is accepted once (a replay is " +
        "401); a recovery code is spent by its use. `remember: true` skips the code on this browser for 30 days " +
        "(the device cookie). Every try counts against the account's budget of 5 wrong codes in 15 minutes (then " +
        "429 with Retry-After). 401 for a wrong code or an expired pending sign-in.",
      responses: responses(AuthResponseSchema, [400, 401, 415, 429]),
    },
  },
  "/api/account/check/": {
    get: {
      summary: "Sign in with a one-time key (e-mailed link or account confirmation); spends the key",
      description:
        "Every call spends the key, GET or not (the path and method are SPEC.md's). E-mailed links therefore point " +
        "at the page `/login/key?KEY=…`, which calls this only when the person presses «Войти», so that mail " +
        "scanners and link previews that fetch the link do not use the key up (ADR 017). A request a browser marks " +
        "`Sec-Fetch-Site: cross-site` (a link or image on another site) is refused with 403 and spends nothing.",
      tags: ["Account"],
      requestParams: { query: KeySignInQuerySchema },
      responses: {
        ...responses(AuthResponseSchema, [400, 403]),
        202: {
          description: "The key is spent; the account has a second factor: its code goes to /api/account/auth/code/",
          content: jsonContent(MfaChallengeSchema).content,
        },
        410: { description: "Key used or expired" },
      },
    },
  },
};
