import { z } from "zod";
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInnLegal,
  isValidInnPerson,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
} from "../core/requisites.ts";
import { ProfileTypeSchema } from "./account.ts";
import { CLIENT_RIGHTS, ClientRightSchema } from "./lk-rights.ts";

type ProfileType = z.infer<typeof ProfileTypeSchema>;

/**
 * Settings of the active profile beyond profiles (contract/settings.ts): `settings/staff/` and
 * `settings/requisites/` GET and POST. The requisites rules run the same in the browser and on the server:
 * `requisitesSchemaFor(profile.type)`.
 */

export const StaffMemberSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    position: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    rights: z.array(z.string()).meta({ description: "Right codes; their titles are in `rights`" }),
    hasAccount: z.boolean().meta({ description: "Signs in to the account (otherwise a contact only)" }),
    isYou: z.boolean(),
  })
  .meta({ id: "LkStaffMember" });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffResponseSchema = z
  .object({
    items: z.array(StaffMemberSchema),
    rights: z.record(z.string(), z.string()).meta({ description: "Right code → title" }),
  })
  .meta({ id: "LkStaff" });
export type StaffResponse = z.infer<typeof StaffResponseSchema>;

/** Digits typed with spaces or dashes are accepted and stored without them. */
const digitsField = (required: string) =>
  z
    .string(required)
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().min(1, required));

const textField = (required: string, max = 300) =>
  z.string(required).trim().min(1, required).max(max, `Не длиннее ${max} символов`);

/** The formats every profile type shares; the type-specific rules are in `requisitesSchemaFor`. */
export const RequisitesUpdateRequestSchema = z
  .object({
    title: textField("Укажите полное наименование"),
    shortTitle: textField("Укажите краткое наименование", 160),
    inn: digitsField("Укажите ИНН"),
    kpp: z
      .string()
      .transform((s) => s.replace(/\s/g, "").toUpperCase())
      .nullable()
      .default(null)
      .meta({ description: "Required for a legal entity; null for an entrepreneur or a person" }),
    ogrn: z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ""))
      .nullable()
      .default(null)
      .meta({ description: "ОГРН (13 digits) of a legal entity or ОГРНИП (15) of an entrepreneur; null for a person" }),
    legalAddress: textField("Укажите юридический адрес", 500),
    postalAddress: textField("Укажите почтовый адрес", 500),
    bankName: textField("Укажите банк", 200),
    bik: digitsField("Укажите БИК"),
    settlementAccount: digitsField("Укажите расчётный счёт"),
    correspondentAccount: digitsField("Укажите корреспондентский счёт"),
    director: textField("Укажите руководителя", 200),
    phone: textField("Укажите телефон", 40),
    email: z.email("Укажите корректный e-mail").max(254, "Слишком длинный e-mail"),
  })
  .meta({ id: "LkRequisitesUpdateRequest" });
export type RequisitesUpdateRequest = z.infer<typeof RequisitesUpdateRequestSchema>;

type Issue = { path: (keyof RequisitesUpdateRequest)[]; message: string };

/** The check-digit and per-type rules, as per-field Russian messages (empty when all is right). */
export function requisitesIssues(r: RequisitesUpdateRequest, type: ProfileType): Issue[] {
  const issues: Issue[] = [];
  const add = (field: keyof RequisitesUpdateRequest, message: string) => issues.push({ path: [field], message });

  if (type === "legal") {
    if (!/^\d{10}$/.test(r.inn)) add("inn", "ИНН организации — 10 цифр");
    else if (!isValidInnLegal(r.inn)) add("inn", "Неверное контрольное число ИНН: проверьте цифры");
    if (!r.kpp) add("kpp", "Укажите КПП");
    else if (!isValidKpp(r.kpp)) add("kpp", "КПП — 9 символов: 4 цифры, 2 цифры или латинские буквы, 3 цифры");
    if (!r.ogrn) add("ogrn", "Укажите ОГРН");
    else if (!/^\d{13}$/.test(r.ogrn)) add("ogrn", "ОГРН — 13 цифр");
    else if (!isValidOgrn(r.ogrn)) add("ogrn", "Неверная контрольная цифра ОГРН: проверьте цифры");
  } else {
    if (!/^\d{12}$/.test(r.inn)) add("inn", "ИНН физического лица или ИП — 12 цифр");
    else if (!isValidInnPerson(r.inn)) add("inn", "Неверное контрольное число ИНН: проверьте цифры");
    if (r.kpp) add("kpp", "У индивидуального предпринимателя и физического лица нет КПП: оставьте поле пустым");
    if (type === "entrepreneur") {
      if (!r.ogrn) add("ogrn", "Укажите ОГРНИП");
      else if (!/^\d{15}$/.test(r.ogrn)) add("ogrn", "ОГРНИП — 15 цифр");
      else if (!isValidOgrnip(r.ogrn)) add("ogrn", "Неверная контрольная цифра ОГРНИП: проверьте цифры");
    } else if (r.ogrn) add("ogrn", "У физического лица нет ОГРН: оставьте поле пустым");
  }

  const bikOk = isValidBik(r.bik);
  if (!bikOk) add("bik", "БИК — 9 цифр и начинается с 04");
  if (!/^\d{20}$/.test(r.settlementAccount)) add("settlementAccount", "Расчётный счёт — 20 цифр");
  else if (bikOk && !isValidSettlementAccount(r.settlementAccount, r.bik)) {
    add("settlementAccount", "Расчётный счёт не сходится с БИК по контрольному ключу: проверьте оба номера");
  }
  if (!/^301\d{17}$/.test(r.correspondentAccount)) {
    add("correspondentAccount", "Корреспондентский счёт — 20 цифр и начинается с 301");
  } else if (bikOk && !isValidCorrespondentAccount(r.correspondentAccount, r.bik)) {
    add("correspondentAccount", "Корреспондентский счёт не сходится с БИК по контрольному ключу: проверьте оба номера");
  }
  return issues;
}

/** The full rules for a profile of this type: formats, then check digits, each message on its field. */
export function requisitesSchemaFor(type: ProfileType) {
  return RequisitesUpdateRequestSchema.superRefine((r, ctx) => {
    for (const issue of requisitesIssues(r, type)) ctx.addIssue({ code: "custom", ...issue });
  });
}

export const RequisitesSchema = z
  .object({
    title: z.string(),
    shortTitle: z.string(),
    inn: z.string(),
    kpp: z.string().nullable(),
    ogrn: z.string().nullable(),
    legalAddress: z.string(),
    postalAddress: z.string(),
    bankName: z.string(),
    bik: z.string(),
    settlementAccount: z.string(),
    correspondentAccount: z.string(),
    director: z.string(),
    phone: z.string(),
    email: z.string(),
  })
  .meta({ id: "LkRequisites" });
export type Requisites = z.infer<typeof RequisitesSchema>;

export const RequisitesResponseSchema = z
  .object({
    profileType: ProfileTypeSchema,
    requisites: RequisitesSchema,
    updatedAt: z.string().nullable().meta({ description: "ISO 8601 moment of the last change by the client" }),
  })
  .meta({ id: "LkRequisitesResponse" });
export type RequisitesResponse = z.infer<typeof RequisitesResponseSchema>;

/*
 * The client's own staff (ADR 031): colleagues invited by e-mail to the active profile with rights, their rights
 * changed, their access removed. Every call needs the «settings» right; nobody grants a right they do not hold.
 */

const rightsField = z
  .array(ClientRightSchema, "Выберите права сотрудника")
  .min(1, "Выберите хотя бы одно право")
  .max(CLIENT_RIGHTS.length, "Права повторяются")
  .refine((rights) => new Set(rights).size === rights.length, "Права повторяются")
  .meta({ description: "Right codes, each once" });

const staffIdField = z
  .number("Не указан сотрудник")
  .int("Сотрудник не найден")
  .positive("Сотрудник не найден")
  .meta({ "x-profile-resource": "staff-member", description: "`id` of an item of `settings/staff/`" });

const inviteIdField = z
  .number("Не указано приглашение")
  .int("Приглашение не найдено")
  .positive("Приглашение не найдено")
  .meta({ "x-profile-resource": "staff-invite", description: "`id` of an item of `settings/staff/invites/`" });

export const StaffInviteRequestSchema = z
  .object({
    email: z.email("Укажите корректный e-mail").max(254, "Слишком длинный e-mail"),
    name: z
      .string("Укажите имя сотрудника")
      .trim()
      .min(1, "Укажите имя сотрудника")
      .max(200, "Имя не длиннее 200 символов"),
    position: z.string("Укажите должность").trim().max(200, "Должность не длиннее 200 символов").default(""),
    rights: rightsField,
  })
  .meta({ id: "LkStaffInviteRequest" });
export type StaffInviteRequest = z.input<typeof StaffInviteRequestSchema>;

export const StaffInviteSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    position: z.string(),
    rights: z.array(ClientRightSchema),
    invitedBy: z.string().nullable().meta({ description: "Who invited: the user's name; null when removed" }),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().meta({ description: "The link works until then (7 days)" }),
    expired: z.boolean(),
  })
  .meta({ id: "LkStaffInvite" });
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

export const StaffInvitesResponseSchema = z
  .object({ items: z.array(StaffInviteSchema).meta({ description: "Invitations not accepted yet, newest first" }) })
  .meta({ id: "LkStaffInvites" });
export type StaffInvitesResponse = z.infer<typeof StaffInvitesResponseSchema>;

export const StaffInviteRevokeRequestSchema = z.object({ id: inviteIdField }).meta({ id: "LkStaffInviteRevoke" });
export type StaffInviteRevokeRequest = z.infer<typeof StaffInviteRevokeRequestSchema>;

export const StaffRightsRequestSchema = z
  .object({ id: staffIdField, rights: rightsField })
  .meta({ id: "LkStaffRightsRequest" });
export type StaffRightsRequest = z.infer<typeof StaffRightsRequestSchema>;

export const StaffRemoveRequestSchema = z.object({ id: staffIdField }).meta({ id: "LkStaffRemoveRequest" });
export type StaffRemoveRequest = z.infer<typeof StaffRemoveRequestSchema>;

export const StaffDoneSchema = z.object({ ok: z.literal(true) }).meta({ id: "LkStaffDone" });

/** The e-mailed invitation link `/login/invite?key=…`: what the page shows before the person accepts. */
export const InviteKeySchema = z
  .string("Не передан ключ приглашения")
  .min(16, "Ссылка приглашения недействительна")
  .max(256, "Ссылка приглашения недействительна");

export const InviteQuerySchema = z.object({ key: InviteKeySchema });

export const InviteInfoSchema = z
  .object({
    profileTitle: z.string(),
    email: z.string(),
    name: z.string(),
    rights: z.array(ClientRightSchema),
    hasAccount: z.boolean().meta({
      description: "The e-mail already signs in: accepting adds the profile, no password is set",
    }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "InviteInfo" });
export type InviteInfo = z.infer<typeof InviteInfoSchema>;

export const InviteAcceptRequestSchema = z
  .object({
    key: InviteKeySchema,
    name: z.string("Укажите имя").trim().min(1, "Укажите имя").max(200, "Имя не длиннее 200 символов").optional(),
    password: z
      .string("Введите пароль")
      .min(1, "Введите пароль")
      .max(2048, "Пароль передан в неверном формате")
      .optional()
      .meta({ description: "RSA-OAEP (SHA-256) ciphertext of the new password (GET /api/account/key/)" }),
  })
  .meta({ id: "InviteAcceptRequest" });
export type InviteAcceptRequest = z.infer<typeof InviteAcceptRequestSchema>;

export const InviteAcceptedSchema = z
  .object({
    signedIn: z.boolean().meta({
      description: "true: a new account, signed in now; false: an existing account, which signs in as before",
    }),
  })
  .meta({ id: "InviteAccepted" });
export type InviteAccepted = z.infer<typeof InviteAcceptedSchema>;

/** 410 for an invitation link that was used, has expired, was revoked or never existed. */
export const INVITE_GONE_MESSAGE =
  "Приглашение недействительно: оно уже принято, отозвано или срок его действия (7 дней) истёк. Попросите администратора профиля пригласить вас снова";
