import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  ChangePasswordRequestSchema,
  FORGOT_PASSWORD_DETAIL,
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  PASSWORD_MESSAGES,
  PasswordChangedSchema,
  RESET_LINK_GONE_MESSAGE,
  ResetPasswordRequestSchema,
} from "../../contract/password.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readJson } from "./validate.ts";

const UNDECRYPTABLE = "Пароль передан в неверном формате: обновите страницу и попробуйте снова";
const weakPassword = (message: string) => [{ field: "password", message }];

/** /api/account/password: recovery by an e-mailed one-time link (public, ADR 026). */
export const passwordPublicApi = new Hono<ApiEnv>({ strict: false })
  .post("/forgot", async (c) => {
    const { email } = await readJson(c, ForgotPasswordRequestSchema);
    const result = await c.var.services.passwords.requestReset({ email, address: clientAddress(c) });
    if (!result.ok) {
      c.header("Retry-After", String(result.retryAfter));
      const minutes = Math.ceil(result.retryAfter / 60);
      return problem(c, 429, `Слишком много запросов на восстановление пароля. Повторите через ${minutes} мин.`);
    }
    return c.json(ForgotPasswordResponseSchema.parse({ ok: true, detail: FORGOT_PASSWORD_DETAIL }));
  })
  .post("/reset", async (c) => {
    const { key, password } = await readJson(c, ResetPasswordRequestSchema);
    const result = await c.var.services.passwords.resetPassword({
      key,
      password,
      client: { address: clientAddress(c), userAgent: c.req.header("user-agent") ?? null },
    });
    if (result.ok) return c.json(PasswordChangedSchema.parse(result));
    if (result.reason === "gone") return problem(c, 410, RESET_LINK_GONE_MESSAGE);
    if (result.reason === "weak") return problem(c, 400, "Проверьте поля: password", weakPassword(result.message));
    return problem(c, 400, UNDECRYPTABLE);
  });

/** /apilk/account/password: the signed-in person's own password. */
export const passwordApi = new Hono<ApiEnv>({ strict: false }).use(requireSession).post("/change", async (c) => {
  const { currentPassword, password } = await readJson(c, ChangePasswordRequestSchema);
  const result = await c.var.services.passwords.changePassword({
    userId: c.var.session.user.id,
    sessionToken: c.var.sessionToken,
    currentPassword,
    password,
    client: { address: clientAddress(c), userAgent: c.req.header("user-agent") ?? null },
  });
  if (result.ok) return c.json(PasswordChangedSchema.parse(result));
  switch (result.reason) {
    case "undecryptable":
      return problem(c, 400, UNDECRYPTABLE);
    case "weak":
      return problem(c, 400, "Проверьте поля: password", weakPassword(result.message));
    case "wrong-current":
      return problem(c, 400, "Проверьте поля: currentPassword", [
        { field: "currentPassword", message: PASSWORD_MESSAGES.wrongCurrent },
      ]);
    case "rate-limited": {
      c.header("Retry-After", String(result.retryAfter));
      const minutes = Math.ceil(result.retryAfter / 60);
      return problem(c, 429, `Слишком много неверных паролей. Повторите через ${minutes} мин.`);
    }
    case "busy":
      c.header("Retry-After", String(result.retryAfter));
      return problem(c, 503, "Сервер сейчас проверяет слишком много паролей. Повторите через несколько секунд.");
  }
});

const POLICY =
  "The new password: 8 to 128 characters (code points after NFKC), any characters; refused (400 naming `password`) " +
  "when it contains the e-mail's part before «@» or is in the shipped list of about 198 000 common passwords of " +
  "that length. Passwords are RSA-OAEP encrypted with GET /api/account/key/, as at sign-in.";

export const passwordPaths: ZodOpenApiPathsObject = {
  "/api/account/password/forgot/": {
    post: {
      summary: "Asks for a password recovery link by e-mail",
      description:
        "The same answer whether or not the e-mail has an account, given before the account is looked up (the link " +
        "is mailed afterwards), so neither the answer nor its timing tells. The link `/login/reset?key=…` works once, " +
        "for 15 minutes; a newer request spends the older links. 429 with Retry-After past 3 requests an hour for an " +
        "e-mail or 10 from a client address.",
      tags: ["Account"],
      requestBody: jsonContent(ForgotPasswordRequestSchema),
      responses: responses(ForgotPasswordResponseSchema, [400, 415, 429]),
    },
  },
  "/api/account/password/reset/": {
    post: {
      summary: "Sets a new password with the key of a recovery link; ends every session of the account",
      description:
        `${POLICY} A refused password leaves the key usable. On success every session of the account ends, no new ` +
        "one opens (the person signs in with the new password) and the account's e-mail gets a security notice.",
      tags: ["Account"],
      requestBody: jsonContent(ResetPasswordRequestSchema),
      responses: {
        ...responses(PasswordChangedSchema, [400, 415]),
        410: { description: "Key used, expired or unknown" },
      },
    },
  },
  "/apilk/account/password/change/": {
    post: {
      summary: "Changes the signed-in user's password; ends the user's other sessions",
      description:
        `${POLICY} The current password is required: a wrong one is 400 naming \`currentPassword\` and counts ` +
        "against the account's budget of wrong passwords shared with sign-in (5 in 15 minutes, then 429 with " +
        "Retry-After). The session making the change stays; the account's e-mail gets a security notice.",
      tags: ["Account"],
      requestBody: jsonContent(ChangePasswordRequestSchema),
      responses: { ...responses(PasswordChangedSchema, [400, 401, 403, 415, 429]), 503: { description: "Busy" } },
    },
  },
};
