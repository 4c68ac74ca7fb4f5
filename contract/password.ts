import { z } from "zod";
import { AuthRequestSchema, KeySignInQuerySchema } from "./account.ts";

/**
 * Password recovery and change (ADR 026). Passwords travel RSA-OAEP encrypted, as at sign-in, so the schemas
 * here check only the ciphertext's shape; the policy below is checked on the decrypted password by the server
 * (with the list of common passwords) and by the forms before anything is sent.
 */

/** ASVS 5.0 6.2.1, 6.2.9: at least 8 characters, at most 128; any characters, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** An e-mail's local part shorter than this is too common a string to forbid inside a password. */
const LOCAL_PART_MIN = 3;

export const PASSWORD_MESSAGES = {
  empty: "Введите новый пароль",
  short: `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`,
  long: `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`,
  email: "Пароль не должен содержать ваш e-mail или его часть до «@»",
  common: "Этот пароль слишком распространён: его подбирают первым. Придумайте другой",
  mismatch: "Пароли не совпадают",
  wrongCurrent: "Текущий пароль указан неверно",
} as const;

/** Characters as a person counts them (code points, not UTF-16 units), after the same NFKC the hash applies. */
export function passwordLength(password: string): number {
  return [...password.normalize("NFKC")].length;
}

/**
 * What is wrong with a new password apart from the list of common ones (the server knows that list), or
 * undefined. The same function runs in the form and on the server, so both say the same words.
 */
export function passwordRuleProblem(password: string, email: string): string | undefined {
  if (password === "") return PASSWORD_MESSAGES.empty;
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.short;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.long;
  const local = email.trim().toLowerCase().split("@")[0] ?? "";
  if (local.length >= LOCAL_PART_MIN && password.normalize("NFKC").toLowerCase().includes(local)) {
    return PASSWORD_MESSAGES.email;
  }
  return undefined;
}

const cipherField = (missing: string) =>
  z
    .string(missing)
    .min(1, missing)
    .max(2048, "Пароль передан в неверном формате")
    .meta({ description: "RSA-OAEP (SHA-256) ciphertext of the password, base64 (GET /api/account/key/)" });

export const ForgotPasswordRequestSchema = z
  .object({ email: AuthRequestSchema.shape.email })
  .meta({ id: "ForgotPasswordRequest" });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** The one answer to every accepted request, whether the e-mail has an account or not. */
export const FORGOT_PASSWORD_DETAIL =
  "Если этот e-mail зарегистрирован в личном кабинете, мы отправили на него ссылку для смены пароля. " +
  "Ссылка действует 15 минут и только один раз. Письмо не пришло — проверьте папку «Спам».";

export const ForgotPasswordResponseSchema = z
  .object({ ok: z.literal(true), detail: z.string() })
  .meta({ id: "ForgotPasswordResponse" });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

export const ResetPasswordRequestSchema = z
  .object({
    key: KeySignInQuerySchema.shape.KEY.meta({ description: "The key from the e-mailed link /login/reset?key=…" }),
    password: cipherField(PASSWORD_MESSAGES.empty),
  })
  .meta({ id: "ResetPasswordRequest" });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** The query of the page the e-mailed link opens. */
export const ResetPasswordQuerySchema = z.object({ key: KeySignInQuerySchema.shape.KEY });

/** 410 for a reset link that was used, has expired or never existed. */
export const RESET_LINK_GONE_MESSAGE =
  "Ссылка для смены пароля недействительна: она уже использована или срок её действия (15 минут) истёк. " +
  "Запросите новую ссылку.";

export const PasswordChangedSchema = z
  .object({
    ok: z.literal(true),
    endedSessions: z.int().min(0).meta({ description: "How many of the user's other sessions were ended" }),
  })
  .meta({ id: "PasswordChanged" });
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: cipherField("Введите текущий пароль"),
    password: cipherField(PASSWORD_MESSAGES.empty),
  })
  .meta({ id: "ChangePasswordRequest" });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
