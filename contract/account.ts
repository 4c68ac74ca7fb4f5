import { z } from "zod";
import { ClientRightSchema } from "./lk-rights.ts";
import { SessionDeadlinesSchema } from "./sessions.ts";

export const PublicKeySchema = z
  .object({
    alg: z.literal("RSA-OAEP-256"),
    publicKey: z.string().meta({ description: "SPKI public key, PEM" }),
  })
  .meta({ id: "PublicKey" });
export type PublicKey = z.infer<typeof PublicKeySchema>;

export const AuthRequestSchema = z
  .object({
    email: z.email("Укажите корректный e-mail").max(254, "Слишком длинный e-mail"),
    password: z
      .string("Введите пароль")
      .min(1, "Введите пароль")
      .max(2048, "Пароль передан в неверном формате")
      .meta({ description: "RSA-OAEP (SHA-256) ciphertext of the password, base64" }),
  })
  .meta({ id: "AuthRequest" });
export type AuthRequest = z.infer<typeof AuthRequestSchema>;

export const ProfileTypeSchema = z.enum(["legal", "entrepreneur", "person"]).meta({
  description: "legal: юридическое лицо; entrepreneur: ИП; person: физическое лицо",
});

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    type: ProfileTypeSchema,
    title: z.string(),
    inn: z.string(),
    kpp: z.string().nullable(),
    ogrn: z.string().nullable(),
  })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof ProfileSchema>;

export const UserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    role: z.enum(["client", "staff"]),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ user: UserSchema }).meta({ id: "AuthResponse" });

export const AccountCheckSchema = z
  .object({
    user: UserSchema,
    profile: ProfileSchema.nullable(),
    profiles: z.array(ProfileSchema),
    csrfToken: z.string(),
    rights: z.array(ClientRightSchema).meta({
      description: "The user's rights on the active profile (ADR 031); empty without a profile",
    }),
  })
  .extend(SessionDeadlinesSchema.shape)
  .meta({ id: "AccountCheck" });
export type AccountCheck = z.infer<typeof AccountCheckSchema>;
/** The check as the session knows it; the rights on the profile are read beside it. */
export type SessionCheck = Omit<AccountCheck, "rights">;

export const KeySignInQuerySchema = z.object({
  KEY: z.string("Не передан ключ входа").min(16, "Ключ входа недействителен").max(256, "Ключ входа недействителен"),
});

/**
 * The answer to a one-time key that was used or has expired (410), the same words from the API and
 * from the sign-in link page.
 */
export const KEY_SIGN_IN_GONE_MESSAGE =
  "Ссылка для входа недействительна: она уже использована или срок её действия истёк";

/**
 * The answer (429) to any password for an e-mail whose failures passed the limit: the password is not checked,
 * and the account's owner gets a sign-in link by e-mail instead (ADR 023). Told apart from other 429s by `type`.
 */
export const SIGN_IN_LINK_SENT = {
  type: "tag:leasing-auto.ru,2026:sign-in-link-sent",
  detail:
    "Мы отправили ссылку для входа на вашу почту. После нескольких неверных паролей вход по паролю " +
    "на время приостановлен: откройте письмо и войдите по ссылке.",
} as const;

export const LogoutResponseSchema = z.object({ ok: z.literal(true) });
