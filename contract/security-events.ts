import { z } from "zod";

/** Every kind of the security events log (a text column: a new kind needs no migration, only a title here). */
export const SECURITY_EVENT_KINDS = [
  "signin.success",
  "signin.failure",
  "signin.new_device",
  "password.change",
  "password.reset",
  "mfa.enable",
  "mfa.disable",
  "mfa.recovery_code",
  "rights.change",
  "staff.invite",
  "mfa.recovery_codes",
  "access.denied",
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/**
 * The signed-in person's own security events (issue 17, ASVS 16.3): sign-ins and refused attempts, new devices,
 * password and second-factor changes — what «Сеансы» in settings lists so that a stranger's attempt is seen.
 */
export const CLIENT_SECURITY_EVENT_KINDS = [
  "signin.success",
  "signin.failure",
  "signin.new_device",
  "password.change",
  "password.reset",
  "mfa.enable",
  "mfa.disable",
  "mfa.recovery_code",
  "mfa.recovery_codes",
] as const;
export type ClientSecurityEventKind = (typeof CLIENT_SECURITY_EVENT_KINDS)[number];

/** How the lists name each event. */
export const SECURITY_EVENT_TITLES: Record<SecurityEventKind, string> = {
  "signin.success": "Вход в кабинет",
  "signin.failure": "Неудачная попытка входа",
  "signin.new_device": "Вход с нового устройства",
  "password.change": "Пароль изменён",
  "password.reset": "Пароль восстановлен по ссылке из письма",
  "mfa.enable": "Двухфакторная аутентификация включена",
  "mfa.disable": "Двухфакторная аутентификация отключена",
  "mfa.recovery_code": "Вход по резервному коду",
  "mfa.recovery_codes": "Созданы новые резервные коды",
  "rights.change": "Изменены права сотрудника клиента",
  "staff.invite": "Приглашён сотрудник клиента",
  "access.denied": "Отказ в доступе",
};

/** Why an authorisation was refused (the `reason` of an access.denied event), in words. */
export const ACCESS_DENIED_REASONS: Record<string, string> = {
  "staff-in-account": "сотрудник лизингодателя в кабинете клиента",
  csrf: "запрос без CSRF-токена",
  right: "нет права на раздел",
  "not-a-member": "профиль не принадлежит пользователю",
  "staff-area": "клиент в бэк-офисе",
  "mfa-required": "сотрудник без второго фактора",
  role: "роль сотрудника не допускает действие",
};

/** Why a sign-in failed, in words; reasons not listed here are shown without one. */
export const SIGN_IN_FAILURE_REASONS: Record<string, string> = {
  password: "неверный пароль",
  "mfa-code": "неверный код подтверждения",
  "mfa-limit": "слишком много неверных кодов",
  "account-limit": "слишком много попыток: вход по паролю приостановлен, отправлена ссылка для входа",
  "address-limit": "слишком много попыток с этого адреса",
  inactive: "доступ закрыт",
};

export const SecurityEventSchema = z
  .object({
    id: z.number().int().meta({ description: "The event's number in the log" }),
    kind: z.enum(CLIENT_SECURITY_EVENT_KINDS),
    at: z.string().meta({ description: "When it happened (ISO 8601)" }),
    address: z.string().nullable().meta({ description: "The client's address" }),
    userAgent: z.string().nullable().meta({ description: "The browser's User-Agent" }),
    reason: z.string().nullable().meta({ description: "Why a sign-in failed (a code of SIGN_IN_FAILURE_REASONS)" }),
  })
  .meta({ id: "SecurityEvent" });
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;

export const SecurityEventsResponseSchema = z
  .object({ items: z.array(SecurityEventSchema).meta({ description: "The newest 50, newest first" }) })
  .meta({ id: "SecurityEventsResponse" });
export type SecurityEventsResponse = z.infer<typeof SecurityEventsResponseSchema>;
