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
