import { z } from "zod";
import { STAFF_ROLES, StaffRoleSchema } from "./staff.ts";

/**
 * «Сотрудники» (issue 15): the administrator's list of the lessor's employees, invitations by e-mail, roles,
 * deactivation (`/staff/api/staff/*`, role admin only), and the public page of the invitation link
 * (`/login/staff-invite?key=…`, `/api/staff-invite/*`).
 */

/** An invitation link lives three days: a new employee starts within the week it was sent. */
export const STAFF_INVITE_TTL_HOURS = 72;

/** Where a new employee goes after setting the password: the second factor first (ADR 030), then the back office. */
export const STAFF_INVITE_LANDING = "/login/mfa-setup?next=%2Fstaff";

export const STAFF_ADMIN_MESSAGES = {
  notFound: "Сотрудник не найден",
  inviteNotFound: "Приглашение не найдено: возможно, его уже приняли",
  emailTaken: "У этого адреса уже есть учётная запись: пригласить его нельзя",
  ownAdmin: "Нельзя снять роль администратора с самого себя",
  ownDeactivate: "Нельзя отключить собственную учётную запись",
  lastAdmin: "Это последний активный администратор: назначьте другого, прежде чем снимать роль или отключать",
  alreadyActive: "Сотрудник уже активен",
  alreadyInactive: "Сотрудник уже отключён",
  inviteSent: "Приглашение отправлено",
  gone: `Приглашение недействительно: оно уже принято или срок его действия (${STAFF_INVITE_TTL_HOURS} часа) истёк. Попросите администратора пригласить вас снова`,
  crossSite: "Приглашение принимается только на странице из письма: откройте ссылку из письма",
  undecryptable: "Пароль передан в неверном формате: обновите страницу и попробуйте снова",
  inactive: "Учётная запись сотрудника отключена администратором",
  inviteRevoked: "Приглашение отозвано: ссылка из письма больше не работает",
  ownMfaReset: "Нельзя сбросить собственную 2FA: попросите другого администратора",
  noMfa: "У сотрудника не подключена 2FA: сбрасывать нечего",
  mfaReset: "2FA сброшена: сеансы сотрудника завершены, при следующем входе он подключит 2FA заново",
} as const;

const rolesField = z
  .array(StaffRoleSchema, "Выберите роли сотрудника")
  .min(1, "Выберите хотя бы одну роль")
  .max(STAFF_ROLES.length, "Роли повторяются")
  .refine((roles) => new Set(roles).size === roles.length, "Роли повторяются")
  .meta({ description: "At least one role; each once" });

const employeeIdField = z
  .number("Не указан сотрудник")
  .int("Сотрудник не найден")
  .positive("Сотрудник не найден")
  .meta({ description: "`id` of an item of `staff/list/`" });

export const StaffEmployeeSchema = z
  .object({
    id: z.number().int().meta({ description: "The employee's user id" }),
    email: z.string(),
    name: z.string(),
    roles: z.array(StaffRoleSchema),
    isActive: z.boolean().meta({ description: "false: deactivated, may not sign in" }),
    mfaEnabled: z.boolean().meta({ description: "The second factor is on (required before any back office work)" }),
    lastSignInAt: z.iso.datetime().nullable().meta({ description: "The last successful sign-in; null when never" }),
    isSelf: z.boolean().meta({ description: "The administrator asking" }),
  })
  .meta({ id: "StaffEmployee" });
export type StaffEmployee = z.infer<typeof StaffEmployeeSchema>;

export const StaffEmployeeInviteSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    roles: z.array(StaffRoleSchema),
    invitedBy: z.string().nullable().meta({ description: "The administrator's name; null when removed" }),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().meta({ description: `The link works until then (${STAFF_INVITE_TTL_HOURS} hours)` }),
    expired: z.boolean(),
  })
  .meta({ id: "StaffEmployeeInvite" });
export type StaffEmployeeInvite = z.infer<typeof StaffEmployeeInviteSchema>;

export const StaffEmployeesResponseSchema = z
  .object({
    items: z.array(StaffEmployeeSchema).meta({ description: "Active employees first, then by name" }),
    invites: z.array(StaffEmployeeInviteSchema).meta({ description: "Invitations not accepted yet, newest first" }),
  })
  .meta({ id: "StaffEmployees" });
export type StaffEmployeesResponse = z.infer<typeof StaffEmployeesResponseSchema>;

export const StaffEmployeeInviteRequestSchema = z
  .object({
    email: z
      .string("Укажите e-mail")
      .trim()
      .toLowerCase()
      .max(254, "Слишком длинный e-mail")
      .pipe(z.email("Укажите корректный e-mail")),
    name: z
      .string("Укажите имя сотрудника")
      .trim()
      .min(1, "Укажите имя сотрудника")
      .max(200, "Имя не длиннее 200 символов"),
    roles: rolesField,
  })
  .meta({ id: "StaffEmployeeInviteRequest" });
export type StaffEmployeeInviteRequest = z.input<typeof StaffEmployeeInviteRequestSchema>;

export const StaffEmployeeRolesRequestSchema = z
  .object({ id: employeeIdField, roles: rolesField })
  .meta({ id: "StaffEmployeeRolesRequest" });
export type StaffEmployeeRolesRequest = z.infer<typeof StaffEmployeeRolesRequestSchema>;

export const StaffEmployeeIdRequestSchema = z.object({ id: employeeIdField }).meta({ id: "StaffEmployeeIdRequest" });
export type StaffEmployeeIdRequest = z.infer<typeof StaffEmployeeIdRequestSchema>;

export const StaffInviteIdRequestSchema = z
  .object({
    id: z
      .number("Не указано приглашение")
      .int("Приглашение не найдено")
      .positive("Приглашение не найдено")
      .meta({ description: "`id` of an item of `invites` in `staff/list/`" }),
  })
  .meta({ id: "StaffInviteIdRequest" });
export type StaffInviteIdRequest = z.infer<typeof StaffInviteIdRequestSchema>;

export const StaffMessageResponseSchema = z.object({ message: z.string() }).meta({ id: "StaffMessageResponse" });
export type StaffMessageResponse = z.infer<typeof StaffMessageResponseSchema>;

export const StaffEmployeeChangedResponseSchema = z
  .object({ message: z.string(), employee: StaffEmployeeSchema })
  .meta({ id: "StaffEmployeeChangedResponse" });
export type StaffEmployeeChangedResponse = z.infer<typeof StaffEmployeeChangedResponseSchema>;

export const StaffEmployeeResponseSchema = z
  .object({ employee: StaffEmployeeSchema })
  .meta({ id: "StaffEmployeeResponse" });
export type StaffEmployeeResponse = z.infer<typeof StaffEmployeeResponseSchema>;

export const StaffEmployeeInviteResponseSchema = z
  .object({ message: z.string(), invite: StaffEmployeeInviteSchema })
  .meta({ id: "StaffEmployeeInviteResponse" });
export type StaffEmployeeInviteResponse = z.infer<typeof StaffEmployeeInviteResponseSchema>;

/** The key of the e-mailed link `/login/staff-invite?key=…`. */
const StaffInviteKeySchema = z
  .string("Не передан ключ приглашения")
  .min(16, "Ссылка приглашения недействительна")
  .max(256, "Ссылка приглашения недействительна");

export const StaffInviteQuerySchema = z.object({ key: StaffInviteKeySchema });

export const StaffInviteInfoSchema = z
  .object({
    email: z.string(),
    name: z.string().meta({ description: "The name the administrator typed; the person may correct it" }),
    roles: z.array(StaffRoleSchema),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "StaffInviteInfo" });
export type StaffInviteInfo = z.infer<typeof StaffInviteInfoSchema>;

export const StaffInviteAcceptRequestSchema = z
  .object({
    key: StaffInviteKeySchema,
    name: z.string("Укажите имя").trim().min(1, "Укажите имя").max(200, "Имя не длиннее 200 символов"),
    password: z
      .string("Введите пароль")
      .min(1, "Введите пароль")
      .max(2048, "Пароль передан в неверном формате")
      .meta({ description: "RSA-OAEP (SHA-256) ciphertext of the new password (GET /api/account/key/)" }),
  })
  .meta({ id: "StaffInviteAcceptRequest" });
export type StaffInviteAcceptRequest = z.infer<typeof StaffInviteAcceptRequestSchema>;

export const StaffInviteAcceptedSchema = z
  .object({
    signedIn: z.boolean().meta({ description: "true: the session cookie is set" }),
    next: z.string().meta({ description: "Where to go: the second factor's enrolment, then the back office" }),
  })
  .meta({ id: "StaffInviteAccepted" });
export type StaffInviteAccepted = z.infer<typeof StaffInviteAcceptedSchema>;
