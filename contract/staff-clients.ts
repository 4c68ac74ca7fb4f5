import { z } from "zod";
import { isRussianPhone } from "../core/phone.ts";
import { RequisitesSchema, RequisitesUpdateRequestSchema, requisitesIssues } from "./lk-settings.ts";

/**
 * Clients and their access (issue 15), under /staff/api/clients/ (role service; admin always): `search/?q=` (INN,
 * company name, e-mail or contract number, 3 characters at least), `detail/?id=` (a profile with every profile its
 * users act for, the users with access, the contracts), `POST create/` (a company's or an entrepreneur's account:
 * profile, first user, invitation e-mail), `POST invite/` (the invitation again; the old link stops working),
 * `POST profile/` (another profile for an existing user), `POST access-remove/` (a user loses a profile).
 */

export const STAFF_CLIENT_SEARCH_MIN = 3;
/** Search results shown at most: the search narrows, it does not list every client. */
export const STAFF_CLIENT_SEARCH_LIMIT = 20;

export const STAFF_CLIENT_MESSAGES = {
  notFound: "Клиент не найден",
  innTaken: "Клиент с таким ИНН уже зарегистрирован: найдите его в поиске",
  emailTaken: "У этого e-mail уже есть кабинет: добавьте профиль существующему клиенту",
  staffEmail: "Это адрес сотрудника лизинговой компании",
  noSuchUser: "Клиента с таким e-mail нет: сначала создайте кабинет",
  alreadyActive: "Клиент уже задал пароль и входит в кабинет: приглашение не нужно",
  accessNotFound: "У этого пользователя нет доступа к профилю",
  userNotFound: "Пользователь не найден",
  innWithoutAccount:
    "Клиент с таким ИНН уже ведёт договоры без личного кабинета: откройте ему доступ на странице клиента",
  hasUsers: "У клиента уже есть пользователи: добавьте профиль существующему пользователю или отправьте приглашение",
  contractsUnconfirmed: "Отметьте все договоры клиента, чтобы привязать их к кабинету",
  contractsChanged: "Список договоров клиента изменился: обновите страницу и отметьте договоры снова",
} as const;

/** Profile types the back office opens an account for; a private person comes through other channels. */
export const StaffClientProfileTypeSchema = z
  .enum(["legal", "entrepreneur"], "Выберите тип клиента: организация или ИП")
  .meta({ description: "legal: юридическое лицо; entrepreneur: индивидуальный предприниматель" });
export type StaffClientProfileType = z.infer<typeof StaffClientProfileTypeSchema>;

export const PROFILE_TYPE_TITLES = {
  legal: "Юридическое лицо",
  entrepreneur: "Индивидуальный предприниматель",
  person: "Физическое лицо",
} as const;

/** The profile part of both forms: its type and requisites, checked by the same rules as the client's settings. */
export const StaffClientProfileInputSchema = z
  .object({
    type: StaffClientProfileTypeSchema,
    requisites: RequisitesUpdateRequestSchema,
  })
  .superRefine((p, ctx) => {
    for (const issue of requisitesIssues(p.requisites, p.type)) {
      ctx.addIssue({ code: "custom", path: ["requisites", ...issue.path], message: issue.message });
    }
  })
  .meta({ id: "StaffClientProfileInput" });
export type StaffClientProfileInput = z.input<typeof StaffClientProfileInputSchema>;

const EmailSchema = z
  .email("Укажите корректный e-mail")
  .max(254, "Слишком длинный e-mail")
  .transform((s) => s.trim().toLowerCase());

const PositionSchema = z.string("Должность — это строка").trim().max(120, "Должность: не больше 120 символов");

export const StaffClientUserInputSchema = z
  .object({
    email: EmailSchema,
    name: z.string("Укажите имя").trim().min(1, "Укажите имя").max(200, "Имя: не больше 200 символов"),
    phone: z
      .string("Телефон — это строка")
      .trim()
      .max(40, "Телефон: не больше 40 символов")
      .refine((s) => s === "" || isRussianPhone(s), "Укажите телефон в формате +7 XXX XXX-XX-XX")
      .default(""),
    position: PositionSchema.default(""),
  })
  .meta({ id: "StaffClientUserInput" });

export const StaffClientCreateRequestSchema = z
  .object({ profile: StaffClientProfileInputSchema, user: StaffClientUserInputSchema })
  .meta({ id: "StaffClientCreateRequest" });
export type StaffClientCreateRequest = z.input<typeof StaffClientCreateRequestSchema>;

export const StaffClientProfileAddRequestSchema = z
  .object({
    email: EmailSchema.meta({ description: "The existing client user who gets the new profile" }),
    position: PositionSchema.default(""),
    profile: StaffClientProfileInputSchema,
  })
  .meta({ id: "StaffClientProfileAddRequest" });
export type StaffClientProfileAddRequest = z.input<typeof StaffClientProfileAddRequestSchema>;

const IdSchema = (what: string) =>
  z.coerce.number(`Укажите ${what}`).int(`Укажите ${what}`).positive(`Укажите ${what}`);

/**
 * Access for a lessee the lessor already knows (contracts in its books, no user yet): the first user joins the
 * EXISTING profile, after the employee confirms the contracts found under its INN (ADR 033, «Linking contracts»).
 */
export const StaffClientOpenAccessRequestSchema = z
  .object({
    profileId: IdSchema("профиль"),
    user: StaffClientUserInputSchema,
    contracts: z
      .array(
        z.string("Номер договора — это строка").trim().min(1, "Укажите номер договора").max(60),
        "Отметьте договоры",
      )
      .max(500, "Слишком много договоров")
      .meta({ description: "Numbers of every contract of the profile, as confirmed by the employee (the full list)" }),
  })
  .meta({ id: "StaffClientOpenAccessRequest" });
export type StaffClientOpenAccessRequest = z.input<typeof StaffClientOpenAccessRequestSchema>;

export const StaffClientInviteRequestSchema = z
  .object({ userId: IdSchema("пользователя"), profileId: IdSchema("профиль") })
  .meta({ id: "StaffClientInviteRequest" });

export const StaffClientAccessRemoveRequestSchema = z
  .object({ userId: IdSchema("пользователя"), profileId: IdSchema("профиль") })
  .meta({ id: "StaffClientAccessRemoveRequest" });

export const StaffClientSearchQuerySchema = z.object({
  q: z
    .string("Введите запрос")
    .trim()
    .min(STAFF_CLIENT_SEARCH_MIN, `Введите не меньше ${STAFF_CLIENT_SEARCH_MIN} символов`)
    .max(100, "Слишком длинный запрос: до 100 символов")
    .meta({ description: "Part of the INN, company name, a user's e-mail or a contract number, any case" }),
});

export const StaffClientIdQuerySchema = z.object({ id: IdSchema("клиента") });

export const StaffClientUserStatusSchema = z
  .enum(["invited", "active"])
  .meta({ description: "invited: has not set a password yet; active: signs in" });
export const USER_STATUS_TITLES = { invited: "Приглашён", active: "Активен" } as const;

export const StaffClientSearchItemSchema = z
  .object({
    id: z.number().int().meta({ description: "The profile's id; the client page is detail/?id=" }),
    type: z.enum(["legal", "entrepreneur", "person"]),
    typeTitle: z.string(),
    title: z.string(),
    inn: z.string(),
    kpp: z.string().nullable(),
    ogrn: z.string().nullable(),
    contractsCount: z.number().int(),
    users: z.array(
      z.object({ id: z.number().int(), email: z.string(), name: z.string(), status: StaffClientUserStatusSchema }),
    ),
  })
  .meta({ id: "StaffClientSearchItem" });
export type StaffClientSearchItem = z.infer<typeof StaffClientSearchItemSchema>;

export const StaffClientSearchResponseSchema = z
  .object({
    items: z.array(StaffClientSearchItemSchema).meta({ description: `By title; at most ${STAFF_CLIENT_SEARCH_LIMIT}` }),
    more: z.boolean().meta({ description: "More profiles matched than shown: narrow the query" }),
  })
  .meta({ id: "StaffClientSearch" });
export type StaffClientSearchResponse = z.infer<typeof StaffClientSearchResponseSchema>;

export const StaffClientProfileSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(["legal", "entrepreneur", "person"]),
    typeTitle: z.string(),
    title: z.string(),
    inn: z.string(),
    kpp: z.string().nullable(),
    ogrn: z.string().nullable(),
    requisites: RequisitesSchema.nullable().meta({ description: "null when the account settings row is missing" }),
    manager: z.string().nullable().meta({ description: "The lessor's manager of the profile" }),
  })
  .meta({ id: "StaffClientProfile" });
export type StaffClientProfile = z.infer<typeof StaffClientProfileSchema>;

export const StaffClientUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    status: StaffClientUserStatusSchema,
    statusTitle: z.string(),
    access: z
      .array(z.object({ profileId: z.number().int(), title: z.string(), position: z.string() }))
      .meta({ description: "The profiles of this client the user acts for" }),
  })
  .meta({ id: "StaffClientUser" });
export type StaffClientUser = z.infer<typeof StaffClientUserSchema>;

export const StaffClientContractSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    vehicleTitle: z.string(),
    status: z.enum(["active", "finished"]),
    statusTitle: z.string(),
    signedAt: z.string(),
    profileId: z.number().int(),
    profileTitle: z.string(),
  })
  .meta({ id: "StaffClientContract" });
export type StaffClientContract = z.infer<typeof StaffClientContractSchema>;

export const StaffClientDetailSchema = z
  .object({
    id: z.number().int().meta({ description: "The profile asked for; first in `profiles`" }),
    profiles: z
      .array(StaffClientProfileSchema)
      .meta({ description: "The profile asked for, then every other profile its users act for" }),
    users: z.array(StaffClientUserSchema),
    contracts: z.array(StaffClientContractSchema).meta({ description: "Of every listed profile, newest first" }),
  })
  .meta({ id: "StaffClientDetail" });
export type StaffClientDetail = z.infer<typeof StaffClientDetailSchema>;

export const StaffClientResponseSchema = z
  .object({ client: StaffClientDetailSchema, message: z.string() })
  .meta({ id: "StaffClientResponse" });
export type StaffClientResponse = z.infer<typeof StaffClientResponseSchema>;

export const StaffClientDetailResponseSchema = z
  .object({ client: StaffClientDetailSchema })
  .meta({ id: "StaffClientDetailResponse" });
export type StaffClientDetailResponse = z.infer<typeof StaffClientDetailResponseSchema>;

/** `/login/welcome?key=`: the client's first password, from the back office's invitation. */
export const ClientWelcomeQuerySchema = z.object({
  key: z.string("В ссылке нет ключа").trim().min(16, "Ссылка неполная").max(128, "Ссылка неполная"),
});

export const ClientWelcomeInfoSchema = z
  .object({
    email: z.string(),
    name: z.string(),
    profileTitle: z.string().meta({ description: "The account's first profile" }),
    expiresAt: z.string().meta({ description: "ISO 8601 moment the link stops working" }),
  })
  .meta({ id: "ClientWelcomeInfo" });
export type ClientWelcomeInfo = z.infer<typeof ClientWelcomeInfoSchema>;

export const ClientWelcomeAcceptRequestSchema = z
  .object({
    key: ClientWelcomeQuerySchema.shape.key,
    name: z.string("Укажите имя").trim().min(1, "Укажите имя").max(200, "Имя: не больше 200 символов"),
    password: z
      .string("Придумайте пароль")
      .min(1, "Придумайте пароль")
      .max(2048, "Пароль не расшифровать")
      .meta({ description: "RSA-OAEP (SHA-256) ciphertext of the new password, base64 (GET /api/account/key/)" }),
  })
  .meta({ id: "ClientWelcomeAcceptRequest" });
export type ClientWelcomeAcceptRequest = z.infer<typeof ClientWelcomeAcceptRequestSchema>;

export const ClientWelcomeAcceptedSchema = z
  .object({ signedIn: z.boolean().meta({ description: "false: sign in with the new password at /login" }) })
  .meta({ id: "ClientWelcomeAccepted" });

export const CLIENT_WELCOME_MESSAGES = {
  gone: "Ссылка недействительна: она уже использована, устарела или заменена новой. Попросите менеджера Лизинг-Авто прислать приглашение снова.",
  undecryptable: "Не удалось расшифровать пароль: обновите страницу и попробуйте ещё раз",
  crossSite: "Запрос пришёл с другого сайта",
} as const;
