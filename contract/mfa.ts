import { z } from "zod";
import { AuthResponseSchema } from "./account.ts";

/**
 * The second factor (ADR 030): TOTP enrolment with ten recovery codes, the code step of the sign-in, a remembered
 * device, turning it off. One set of words for the server's answers and the forms.
 */

/** How long a code entered on a device waives the code there («Запомнить это устройство на 30 дней»). */
export const REMEMBER_DEVICE_DAYS = 30;

export const MFA_MESSAGES = {
  empty: "Введите код из приложения или резервный код",
  wrongCode: "Неверный код. Введите текущий код из приложения-аутентификатора или неиспользованный резервный код",
  wrongEnrolmentCode: "Неверный код. Проверьте, что время на телефоне точное, и введите текущий код из приложения",
  expired: "Время на ввод кода истекло. Войдите с паролем ещё раз",
  tooMany: "Слишком много неверных кодов. Повторите через",
  noEnrolment: "Начните подключение заново: отсканируйте новый QR-код",
  alreadyOn: "Двухфакторная аутентификация уже включена",
  notOn: "Двухфакторная аутентификация не включена",
  staffRequired: "Подключите двухфакторную аутентификацию, чтобы работать в бэк-офисе",
} as const;

/** The 403 problem type of a back-office call by an employee who has not enrolled yet. */
export const MFA_ENROLMENT_REQUIRED_TYPE = "tag:leasing-auto.ru,2026:mfa-enrolment-required";

/**
 * The cookie that carries the pending sign-in between the password and the code (5 minutes) and the device
 * cookie (a year; a remembered device skips the code, a new one is reported). Named as the session cookie is:
 * `__Host-` and Secure in production, plain over http in development and tests.
 */
export function mfaPendingCookie(nodeEnv: string): { name: string; secure: boolean } {
  const secure = nodeEnv === "production";
  return { name: secure ? "__Host-lk_mfa" : "lk_mfa", secure };
}

export function deviceCookie(nodeEnv: string): { name: string; secure: boolean } {
  const secure = nodeEnv === "production";
  return { name: secure ? "__Host-lk_device" : "lk_device", secure };
}

/** POST /api/account/auth/ after a right password when the code is needed: 202, and the pending cookie is set. */
export const MfaChallengeSchema = z
  .object({
    mfaRequired: z.literal(true),
    expiresAt: z.string().meta({ description: "The code must be sent before this instant (ISO 8601)" }),
  })
  .meta({ id: "MfaChallenge" });
export type MfaChallenge = z.infer<typeof MfaChallengeSchema>;

/** What the password step answers: signed in (200), or the code comes next (202). */
export const SignInAnswerSchema = z.union([AuthResponseSchema, MfaChallengeSchema]);
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;

const CodeSchema = z
  .string(MFA_MESSAGES.empty)
  .trim()
  .min(1, MFA_MESSAGES.empty)
  .max(32, MFA_MESSAGES.wrongCode)
  // A value the call checks, not the name of a record: nothing of anyone else's can be reached through it.
  .meta({
    "x-plain-value": true,
    description: "Six digits from the authenticator app, or a recovery code «XXXXX-XXXXX»",
  });

export const MfaCodeRequestSchema = z
  .object({
    code: CodeSchema,
    remember: z
      .boolean("Укажите, запомнить ли устройство")
      .default(false)
      .meta({ description: `Skip the code on this browser for ${REMEMBER_DEVICE_DAYS} days` }),
  })
  .meta({ id: "MfaCodeRequest" });
export type MfaCodeRequest = z.input<typeof MfaCodeRequestSchema>;

export const MfaStatusSchema = z
  .object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable().meta({ description: "When the second factor was turned on (ISO 8601)" }),
    recoveryCodesLeft: z.number().int(),
    required: z.boolean().meta({ description: "The lessor's staff must have it; clients may" }),
  })
  .meta({ id: "MfaStatus" });
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

export const MfaEnrolmentSchema = z
  .object({
    secret: z.string().meta({ description: "The base32 secret, for typing into the app by hand" }),
    otpauthUri: z.string().meta({ description: "otpauth://totp/… as the QR code carries it" }),
    qr: z.string().meta({ description: "The QR code of otpauthUri, an SVG data: URL" }),
  })
  .meta({ id: "MfaEnrolment" });
export type MfaEnrolment = z.infer<typeof MfaEnrolmentSchema>;

export const MfaConfirmRequestSchema = z.object({ code: CodeSchema }).meta({ id: "MfaConfirmRequest" });
export type MfaConfirmRequest = z.infer<typeof MfaConfirmRequestSchema>;

export const MfaRecoveryCodesSchema = z
  .object({
    recoveryCodes: z.array(z.string()).meta({ description: "Ten single-use codes, shown once; only hashes are kept" }),
  })
  .meta({ id: "MfaRecoveryCodes" });
export type MfaRecoveryCodes = z.infer<typeof MfaRecoveryCodesSchema>;

export const MfaDisableRequestSchema = z
  .object({
    password: z
      .string("Введите пароль")
      .min(1, "Введите пароль")
      .max(2048, "Пароль передан в неверном формате")
      .meta({ description: "RSA-OAEP (SHA-256) ciphertext of the current password, base64" }),
    code: CodeSchema,
  })
  .meta({ id: "MfaDisableRequest" });
export type MfaDisableRequest = z.infer<typeof MfaDisableRequestSchema>;

export const MfaOffSchema = z.object({ ok: z.literal(true) }).meta({ id: "MfaOff" });
