import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  MFA_MESSAGES,
  MfaConfirmRequestSchema,
  MfaDisableRequestSchema,
  MfaEnrolmentSchema,
  MfaOffSchema,
  MfaRecoveryCodesSchema,
  MfaStatusSchema,
} from "../../contract/mfa.ts";
import type { CodeCheck } from "../domain/auth/mfa-service.ts";
import { qrSvgDataUrl } from "../infra/qr.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { refuseWithoutCsrf } from "./require-session.ts";
import { readSessionToken } from "./session-cookie.ts";
import { readJson } from "./validate.ts";

/**
 * The signed-in person's own second factor, clients and staff alike: an employee who has not enrolled reaches
 * nothing in the back office but this (ADR 030), so the guard here is not requireSession (which turns staff away)
 * nor requireStaff (which turns the unenrolled away).
 */
const requireAnySession = createMiddleware<ApiEnv>(async (c, next) => {
  const token = readSessionToken(c);
  const session = await c.var.services.auth.session(token);
  if (!token || !session) return problem(c, 401, "Войдите, чтобы продолжить");
  const refused = refuseWithoutCsrf(c, session.csrfToken);
  if (refused) return refused;
  c.set("session", session);
  c.set("sessionToken", token);
  await next();
});

const clientOf = (c: Context<ApiEnv>) => ({
  address: clientAddress(c),
  userAgent: c.req.header("user-agent") ?? null,
});

/** A refused code as the forms show it: 400 naming `code` (or 429 past the account's budget). */
function codeProblem(c: Context<ApiEnv>, result: Exclude<CodeCheck, { ok: true }>, message: string) {
  if (result.reason === "rate-limited") {
    c.header("Retry-After", String(result.retryAfter));
    return problem(c, 429, `${MFA_MESSAGES.tooMany} ${Math.ceil(result.retryAfter / 60)} мин.`);
  }
  return problem(c, 400, "Проверьте поля: code", [{ field: "code", message }]);
}

/** /apilk/account/mfa: the second factor's state, enrolment, confirmation with a code, new recovery codes, turning it off. */
export const mfaApi = new Hono<ApiEnv>({ strict: false })
  .use(requireAnySession)
  .get("/status", async (c) => {
    const { user } = c.var.session;
    const status = await c.var.services.mfa.status(user.id);
    return c.json(MfaStatusSchema.parse({ ...status, required: user.role === "staff" }));
  })
  .post("/enrol", async (c) => {
    const { user } = c.var.session;
    const started = await c.var.services.mfa.begin(user);
    if (!started) return problem(c, 409, MFA_MESSAGES.alreadyOn);
    return c.json(
      MfaEnrolmentSchema.parse({
        secret: started.secret,
        otpauthUri: started.uri,
        qr: await qrSvgDataUrl(started.uri),
      }),
    );
  })
  .post("/confirm", async (c) => {
    const { code } = await readJson(c, MfaConfirmRequestSchema);
    const result = await c.var.services.mfa.confirm(c.var.session.user, code, clientOf(c));
    if (result.ok) return c.json(MfaRecoveryCodesSchema.parse({ recoveryCodes: result.recoveryCodes }));
    if (result.reason === "no-enrolment") return problem(c, 409, MFA_MESSAGES.noEnrolment);
    return codeProblem(c, result, MFA_MESSAGES.wrongEnrolmentCode);
  })
  .post("/disable", async (c) => {
    const { password, code } = await readJson(c, MfaDisableRequestSchema);
    const { user } = c.var.session;
    const { mfa, passwords } = c.var.services;
    if (user.role === "staff") {
      return problem(c, 403, "Сотрудникам двухфакторная аутентификация обязательна: отключить её нельзя");
    }
    if (!(await mfa.enabled(user.id))) return problem(c, 409, MFA_MESSAGES.notOn);
    const wrongPassword = passwordProblem(c, await passwords.checkCurrentPassword(user.id, password));
    if (wrongPassword) return wrongPassword;
    const result = await mfa.disable(user, code, clientOf(c));
    if (!result.ok) return codeProblem(c, result, MFA_MESSAGES.wrongCode);
    return c.json(MfaOffSchema.parse({ ok: true }));
  })
  .post("/recovery-codes", async (c) => {
    const { password, code } = await readJson(c, MfaDisableRequestSchema);
    const { user } = c.var.session;
    const { mfa, passwords } = c.var.services;
    if (!(await mfa.enabled(user.id))) return problem(c, 409, MFA_MESSAGES.notOn);
    const wrongPassword = passwordProblem(c, await passwords.checkCurrentPassword(user.id, password));
    if (wrongPassword) return wrongPassword;
    const result = await mfa.regenerateRecoveryCodes(user, code, clientOf(c));
    if (result.ok) return c.json(MfaRecoveryCodesSchema.parse({ recoveryCodes: result.recoveryCodes }));
    if (result.reason === "not-on") return problem(c, 409, MFA_MESSAGES.notOn);
    return codeProblem(c, result, MFA_MESSAGES.wrongCode);
  });

/** A refused current password as the forms show it; undefined when it was right. */
function passwordProblem(
  c: Context<ApiEnv>,
  current: Awaited<ReturnType<ApiEnv["Variables"]["services"]["passwords"]["checkCurrentPassword"]>>,
): Response | undefined {
  if (current.ok) return undefined;
  switch (current.reason) {
    case "undecryptable":
      return problem(c, 400, "Пароль передан в неверном формате: обновите страницу и попробуйте снова");
    case "wrong-current":
      return problem(c, 400, "Проверьте поля: password", [{ field: "password", message: "Пароль указан неверно" }]);
    case "rate-limited":
      c.header("Retry-After", String(current.retryAfter));
      return problem(
        c,
        429,
        `Слишком много неверных паролей. Повторите через ${Math.ceil(current.retryAfter / 60)} мин.`,
      );
    case "busy":
      c.header("Retry-After", String(current.retryAfter));
      return problem(c, 503, "Сервер сейчас проверяет слишком много паролей. Повторите через несколько секунд.");
  }
}

const TAGS = ["Account"];
// Clients and staff alike: the session cookie, and the CSRF header on a POST.
const POST_SECURITY = [{ sessionCookie: [], csrfToken: [] }];

export const mfaPaths: ZodOpenApiPathsObject = {
  "/apilk/account/mfa/status/": {
    get: getOperation({
      summary: "Whether the signed-in user's second factor (TOTP) is on, and the recovery codes left",
      description: "Answers clients and the lessor's staff; `required` is true for staff, who must enrol (ADR 030).",
      tags: TAGS,
      ok: MfaStatusSchema,
      problems: [401],
    }),
  },
  "/apilk/account/mfa/enrol/": {
    post: {
      summary: "Starts a TOTP enrolment: a fresh secret, its otpauth URI and QR code; pending until confirmed",
      description: "A new start replaces an unconfirmed one. 409 when the second factor is already on.",
      tags: TAGS,
      security: POST_SECURITY,
      responses: responses(MfaEnrolmentSchema, [401, 403, 409]),
    },
  },
  "/apilk/account/mfa/confirm/": {
    post: {
      summary: "Confirms the enrolment with a code from the app; answers the ten recovery codes, once",
      description:
        "A wrong code is 400 naming `code`; 5 wrong codes in 15 minutes, then 429. On success remembered devices " +
        "are forgotten, the event is recorded and the account's e-mail is told.",
      tags: TAGS,
      security: POST_SECURITY,
      requestBody: jsonContent(MfaConfirmRequestSchema),
      responses: responses(MfaRecoveryCodesSchema, [400, 401, 403, 409, 415, 429]),
    },
  },
  "/apilk/account/mfa/disable/": {
    post: {
      summary: "Turns the second factor off: needs the current password and a code (or a recovery code)",
      description:
        "A wrong password is 400 naming `password` (counted with sign-in failures), a wrong code 400 naming `code`. " +
        "Staff cannot turn it off (403). The event is recorded and the account's e-mail is told.",
      tags: TAGS,
      security: POST_SECURITY,
      requestBody: jsonContent(MfaDisableRequestSchema),
      responses: responses(MfaOffSchema, [400, 401, 403, 409, 415, 429, 503]),
    },
  },
  "/apilk/account/mfa/recovery-codes/": {
    post: {
      summary: "Replaces the recovery codes: needs the current password and a code; answers the ten new ones, once",
      description:
        "The old codes stop working at once. A wrong password is 400 naming `password` (counted with sign-in " +
        "failures), a wrong code 400 naming `code`; 409 when the second factor is off. The event is recorded and " +
        "the account's e-mail is told.",
      tags: TAGS,
      security: POST_SECURITY,
      requestBody: jsonContent(MfaDisableRequestSchema),
      responses: responses(MfaRecoveryCodesSchema, [400, 401, 403, 409, 415, 429, 503]),
    },
  },
};
