import { z } from "zod";
import { CESSION_QUESTIONS, CONSENT_EXPIRED_MESSAGE, CREDIT_CONSENT_MONTHS } from "../core/cession-rules.ts";
import { IsoDateSchema } from "./lk-common.ts";

/**
 * Cession (переуступка, SPEC.md §3, §4, §7 "Cession", §8; issue 12, ADR 032), under `/apilk/cession/`:
 * - `list/` the profile's cessions as assignor and as participant; `contracts/` the contracts it may assign;
 * - `detail/?code=` one cession as the viewer may see it (the assignor: everything of the application; the
 *   assignee: the summary);
 * - `POST save/`, `POST send/` multipart: `cession` (JSON, CessionSaveSchema) + `files[]` (the assignment documents);
 * - `POST delete/` `{ code, status }` cancels (status is the one the assignor saw);
 * - `POST invite/` `{ email, inn, role, cessionId }` (cessionId is the cession's code);
 * - `participant/detail/?code=`, `POST participant/save/` (multipart `participant` JSON + `files[]`),
 *   `POST participant/send/` `{ code }`, `participant/print/?code=` (PDF): the assignee's questionnaire;
 * - `guarantor/?code=`, `POST guarantorsend/` `{ code, guarantor }`: a guarantor's own part;
 * - `file/?code=&id=` a document the viewer may read.
 * `code` everywhere is the cession's code: a profile has at most one part in a cession.
 * Drafts may be incomplete: a field is checked for its format when it is filled, and for presence on sending.
 */

// ── Options and titles ───────────────────────────────────────────────────────────────────────────────────────

export const CESSION_STATUS_CODES = ["draft", "sent", "accepted", "cancelled"] as const;
export const CessionStatusSchema = z.enum(CESSION_STATUS_CODES).meta({
  id: "CessionStatus",
  description: "draft: Черновик; sent: На рассмотрении; accepted: Завершено; cancelled: Аннулирован",
});
export type CessionStatus = z.infer<typeof CessionStatusSchema>;
export const CESSION_STATUS_TITLES: Record<CessionStatus, string> = {
  draft: "Черновик",
  sent: "На рассмотрении",
  accepted: "Завершено",
  cancelled: "Аннулирован",
};

export const PARTICIPANT_STATUS_CODES = ["draft", "sent", "accepted"] as const;
export const ParticipantStatusSchema = z.enum(PARTICIPANT_STATUS_CODES).meta({
  id: "CessionParticipantStatus",
  description: "draft: Черновик; sent: Отправлено; accepted: Принято",
});
export type ParticipantStatus = z.infer<typeof ParticipantStatusSchema>;
export const PARTICIPANT_STATUS_TITLES: Record<ParticipantStatus, string> = {
  draft: "Черновик",
  sent: "Отправлено",
  accepted: "Принято",
};

export const PARTICIPANT_TYPE_CODES = ["legal", "person", "entrepreneur"] as const;
export const ParticipantTypeSchema = z.enum(PARTICIPANT_TYPE_CODES, "Выберите тип: юрлицо, физлицо или ИП").meta({
  id: "CessionParticipantType",
  description: "legal: юридическое лицо; person: физическое лицо; entrepreneur: индивидуальный предприниматель",
});
export type ParticipantType = z.infer<typeof ParticipantTypeSchema>;
export const PARTICIPANT_TYPE_TITLES: Record<ParticipantType, string> = {
  legal: "Юридическое лицо",
  person: "Физическое лицо",
  entrepreneur: "Индивидуальный предприниматель",
};

/** The viewer's role in a cession (SPEC.md §6): the assignor is the applicant. */
export const CESSION_ROLE_CODES = ["applicant", "cessionary", "guarantor"] as const;
export const CessionRoleSchema = z.enum(CESSION_ROLE_CODES).meta({
  id: "CessionRole",
  description:
    "applicant: цедент (заявитель); cessionary: цессионарий (новый лизингополучатель); guarantor: поручитель",
});
export type CessionRole = z.infer<typeof CessionRoleSchema>;
export const CESSION_ROLE_TITLES: Record<CessionRole, string> = {
  applicant: "Цедент",
  cessionary: "Цессионарий",
  guarantor: "Поручитель",
};

/** Reorganisation types (ГК 57), with the placeholder entry the select starts on (code ""). */
export const REORGANISATION_CODES = ["accession", "transformation", "merger", "separation"] as const;
export type ReorganisationType = (typeof REORGANISATION_CODES)[number];
export const REORGANISATION_OPTIONS: readonly { code: "" | ReorganisationType; title: string }[] = [
  { code: "", title: "Выберите форму реорганизации" },
  { code: "accession", title: "Присоединение" },
  { code: "transformation", title: "Преобразование" },
  { code: "merger", title: "Слияние" },
  { code: "separation", title: "Выделение" },
];

/** Management bodies: the keys of `management` (SPEC.md §3 "management lists keyed by name"). */
export const MANAGEMENT_BODY_CODES = ["director", "board", "executiveBoard", "founders"] as const;
export type ManagementBody = (typeof MANAGEMENT_BODY_CODES)[number];
export const MANAGEMENT_BODY_TITLES: Record<ManagementBody, string> = {
  director: "Единоличный исполнительный орган",
  board: "Совет директоров (наблюдательный совет)",
  executiveBoard: "Коллегиальный исполнительный орган (правление)",
  founders: "Учредители (участники)",
};

/** Kinds of a public official (115-ФЗ, ст. 7.3): foreign, international organisation's, Russian. */
export const PUBLIC_OFFICIAL_KINDS = ["ipdl", "mpdl", "rpdl"] as const;
export type PublicOfficialKind = (typeof PUBLIC_OFFICIAL_KINDS)[number];
export const PUBLIC_OFFICIAL_TITLES: Record<PublicOfficialKind, string> = {
  ipdl: "ИПДЛ — иностранное публичное должностное лицо",
  mpdl: "МПДЛ — должностное лицо публичной международной организации",
  rpdl: "РПДЛ — российское публичное должностное лицо",
};

/** The questionnaire's yes/no questions (code 1 public official, 2 reorganisation, 3 beneficiaries), kept in core/cession-rules.ts, whose rules read them. */
export { CESSION_QUESTIONS };

/** A document slot: its code, its title, and whether it must be uploaded before sending. */
export interface DocumentKind {
  code: string;
  title: string;
  required: boolean;
}

/** The assignment documents the assignor uploads (the cession's `files`). */
export const ASSIGNMENT_DOCUMENTS: readonly DocumentKind[] = [
  { code: "application", title: "Заявление о замене лизингополучателя, подписанное руководителем", required: true },
  { code: "approval", title: "Решение уполномоченного органа об одобрении переуступки", required: true },
  { code: "other", title: "Иные документы по сделке", required: false },
];

/** The assignee's documents; the list depends on its type (SPEC.md §3). */
export const PARTICIPANT_DOCUMENTS: Record<ParticipantType, readonly DocumentKind[]> = {
  legal: [
    { code: "charter", title: "Устав в действующей редакции", required: true },
    { code: "egrul", title: "Лист записи или выписка из ЕГРЮЛ", required: true },
    { code: "appointment", title: "Решение (протокол) о назначении руководителя", required: true },
    { code: "directorPassport", title: "Паспорт руководителя, все страницы", required: true },
    { code: "financials", title: "Бухгалтерская отчётность за последний год с отметкой ИФНС", required: true },
  ],
  entrepreneur: [
    { code: "passport", title: "Паспорт, все страницы", required: true },
    { code: "egrip", title: "Лист записи или выписка из ЕГРИП", required: true },
    { code: "taxReturn", title: "Налоговая декларация за последний год с отметкой ИФНС", required: true },
    { code: "bankStatement", title: "Выписка по расчётному счёту за 6 месяцев", required: false },
  ],
  person: [
    { code: "passport", title: "Паспорт, все страницы", required: true },
    { code: "income", title: "Справка о доходах за 6 месяцев (2-НДФЛ или по форме банка)", required: true },
  ],
};

/** The credit-history consent is valid six months from signing (SPEC.md §9); kept with its rule in core/. */
export { CREDIT_CONSENT_MONTHS };

/** Files a save may carry: every slot of the largest list plus the assignment ones. */
export const CESSION_MAX_FILES = 10;
export const CESSION_ALLOWED_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/tiff",
  "image/bmp",
  "application/zip",
] as const;

// ── Messages (SPEC.md §8, word for word in every answer and screen) ──────────────────────────────────────────

export const CESSION_HOTLINE = { phone: "8 800 550-35-35", email: "info@leasing-auto.ru" } as const;

export const CESSION_MESSAGES = {
  cancelFailed: "Не удалось аннулировать заявку на переуступку. Обновите страницу и попробуйте ещё раз.",
  cessionaryFilesMissing: "Цессионарий не загрузил документы",
  assignmentFilesMissing: "Не загружены документы по переуступке",
  cessionaryQuestionnaireMissing: "Цессионарий не заполнил анкету",
  saveBeforeInvite: "Перед отправкой приглашения сохраните заявку",
  technical: `Технические неполадки: заявка не сохранена. Попробуйте позже или обратитесь в клиентский сервис через форму обратной связи, по телефону горячей линии ${CESSION_HOTLINE.phone} или по электронной почте ${CESSION_HOTLINE.email}`,
  inviteSent:
    "Приглашение отправлено цессионарию. Дождитесь уведомления о том, что цессионарий заполнил анкету и загрузил документы, затем отправьте заявку на рассмотрение",
  sendNeedsAllFields:
    "Отправить заявку на рассмотрение можно только после заполнения всех обязательных полей в личных кабинетах цедента и цессионария",
  guarantorIncomplete: "Поручитель заполнил не все обязательные данные",
  typeAndContract: "Укажите тип цессионария и номер договора",
  saveBeforePrint: "Для печати анкеты сначала сохраните её данные",
} as const;

/** Messages of our own rules (not in §8), shared by the server and the screens. */
export const CESSION_RULE_MESSAGES = {
  notFound: "Заявка на переуступку не найдена",
  contractNotOwn: "Договор не найден среди действующих договоров профиля",
  contractTaken: "Договор уже включён в другую открытую заявку на переуступку",
  notEditable: "Заявка уже не черновик: изменить её нельзя",
  participantNotEditable: "Анкета отправлена: изменить её нельзя",
  consentExpired: CONSENT_EXPIRED_MESSAGE,
  guarantorInviteSent: "Приглашение отправлено поручителю. Заявку можно отправить, когда поручитель передаст данные",
  innMismatch: "ИНН не подходит к типу участника: 10 цифр у юрлица, 12 у физлица и ИП",
  selfInvite: "Нельзя пригласить собственный профиль",
  cessionaryTypeLocked: "Цессионарий уже отправил анкету: тип цессионария изменить нельзя",
  alreadyParticipant: "Этот профиль уже участвует в заявке",
} as const;

// ── Pieces ───────────────────────────────────────────────────────────────────────────────────────────────────

/** A text field of a draft: trimmed, may be empty while the draft is incomplete. */
const text = (max: number) => z.string().trim().max(max, `Не больше ${max} символов`).default("");
/** A date field of a draft: `YYYY-MM-DD` or empty. */
const date = () => z.union([IsoDateSchema, z.literal("")]).default("");

/** A document slot as answered: whether it is uploaded and the file when it is. */
export const DocumentSlotSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    required: z.boolean(),
    isLoaded: z.boolean(),
    file: z
      .object({
        id: z.number().int(),
        name: z.string(),
        mime: z.string(),
        size: z.number().int(),
        url: z.string().meta({ description: "Download address (file/?code=&id=)" }),
        uploadedAt: z.string(),
      })
      .nullable(),
  })
  .meta({ id: "CessionDocumentSlot" });
export type DocumentSlot = z.infer<typeof DocumentSlotSchema>;

/**
 * A slot in a save: `file` is the index of the uploaded part in `files[]` that fills it (replacing any earlier
 * file); `remove: true` removes the stored one. Slots not named stay as they are.
 */
export const DocumentSlotInputSchema = z.object({
  code: z.string().max(40),
  file: z
    .number()
    .int()
    .min(0)
    .max(CESSION_MAX_FILES - 1)
    .optional(),
  remove: z.boolean().optional(),
});
export type DocumentSlotInput = z.infer<typeof DocumentSlotInputSchema>;

/** The assignor's part of the application. */
export const CessionApplicationSchema = z
  .object({
    contactName: text(200),
    contactPhone: text(40),
    contactEmail: text(200),
    /** Why the contracts pass to another lessee. */
    reason: text(2000),
    /** The date the assignor wishes the transfer on. */
    transferDate: date(),
    comment: text(2000),
  })
  .meta({ id: "CessionApplication" });
export type CessionApplication = z.infer<typeof CessionApplicationSchema>;

export const ManagementEntrySchema = z.object({
  /** Time-based id made by the browser (Date.now() in base 36 plus a counter), kept across saves. */
  id: z.string().min(1).max(40),
  fullName: text(200),
  position: text(200),
  inn: text(12),
  /** Share in the capital, % (founders). */
  share: z.number().min(0).max(100).nullable().default(null),
});
export type ManagementEntry = z.infer<typeof ManagementEntrySchema>;

export const BeneficiarySchema = z.object({
  id: z.string().min(1).max(40),
  fullName: text(200),
  birthDate: date(),
  inn: text(12),
  citizenship: text(100),
  /** Share, % (beneficial owners hold over 25 % or control). */
  share: z.number().min(0).max(100).nullable().default(null),
  basis: text(500),
});
export type Beneficiary = z.infer<typeof BeneficiarySchema>;

export const QuestionSchema = z.object({
  code: z.number().int(),
  isIt: z.boolean().nullable().default(null),
  text: z.string(),
  subtext: z.string(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const CompanyDataSchema = z.object({
  fullName: text(500),
  shortName: text(200),
  inn: text(12),
  kpp: text(9),
  ogrn: text(15),
  registrationDate: date(),
  legalAddress: text(500),
  actualAddress: text(500),
  postalAddress: text(500),
  okved: text(200),
});

export const PersonDataSchema = z.object({
  lastName: text(100),
  firstName: text(100),
  middleName: text(100),
  birthDate: date(),
  birthPlace: text(300),
  citizenship: text(100),
  passportSeries: text(4),
  passportNumber: text(6),
  passportIssuedBy: text(300),
  passportIssuedAt: date(),
  passportDivisionCode: text(7),
  registrationAddress: text(500),
  actualAddress: text(500),
  inn: text(12),
  /** An entrepreneur's OGRNIP (15 digits). */
  ogrnip: text(15),
});

export const BankDataSchema = z.object({
  bik: text(9),
  bankName: text(300),
  settlementAccount: text(20),
  correspondentAccount: text(20),
});

export const ContactsDataSchema = z.object({
  phone: text(40),
  email: text(200),
  website: text(200),
});

/** The consents; the server keeps the signing date (`signedAt` of the participant), not the browser. */
export const ConsentsSchema = z.object({
  personalData: z.boolean().default(false),
  creditBureau: z.boolean().default(false),
});

/**
 * The assignee's KYC questionnaire (115-ФЗ): `company` for a legal entity, `person` for a person or an entrepreneur
 * (and a legal entity's director is in `management.director`).
 */
export const ParticipantDataSchema = z
  .object(
    {
      company: CompanyDataSchema.prefault({}),
      person: PersonDataSchema.prefault({}),
      bank: BankDataSchema.prefault({}),
      contacts: ContactsDataSchema.prefault({}),
      management: z.partialRecord(z.enum(MANAGEMENT_BODY_CODES), z.array(ManagementEntrySchema).max(30)).default({}),
      /** Beneficial owners (over 25 % or control); a person or entrepreneur is its own unless listed otherwise. */
      beneficialOwners: z.array(BeneficiarySchema).max(20).default([]),
      /** Whether the participant acts to the benefit of third parties (question 3): then `beneficiaries` lists them. */
      isBeneficiary: z.boolean().nullable().default(null),
      beneficiaries: z.array(BeneficiarySchema).max(20).default([]),
      questions: z.array(QuestionSchema).max(20).default([]),
      /** Question 1 answered "yes": which kind and who. */
      publicOfficial: z
        .object({ kind: z.union([z.enum(PUBLIC_OFFICIAL_KINDS), z.literal("")]).default(""), details: text(500) })
        .prefault({}),
      /** Question 2 answered "yes": the form of reorganisation ("" is the placeholder). */
      reorganisation: z
        .object({ type: z.union([z.enum(REORGANISATION_CODES), z.literal("")]).default(""), details: text(500) })
        .prefault({}),
      consents: ConsentsSchema.prefault({}),
    },
    "Анкета должна быть объектом JSON",
  )
  .meta({ id: "CessionParticipantData" });
export type ParticipantData = z.infer<typeof ParticipantDataSchema>;
export type ParticipantDataInput = z.input<typeof ParticipantDataSchema>;

/** A guarantor's data (GuarantorData): a person or a company that guarantees the assignee's obligations. */
export const GuarantorDataSchema = z
  .object(
    {
      type: z.enum(["person", "legal"]).default("person"),
      fullName: text(300),
      inn: text(12),
      /** A company's KPP and OGRN. */
      kpp: text(9),
      ogrn: text(13),
      /** A person's birth date and passport. */
      birthDate: date(),
      passportSeries: text(4),
      passportNumber: text(6),
      passportIssuedBy: text(300),
      passportIssuedAt: date(),
      address: text(500),
      phone: text(40),
      email: text(200),
      /** How the guarantor is related to the assignee (owner, director…). */
      relation: text(300),
      consents: ConsentsSchema.prefault({}),
    },
    "Данные поручителя должны быть объектом JSON",
  )
  .meta({ id: "CessionGuarantorData" });
export type GuarantorData = z.infer<typeof GuarantorDataSchema>;

/** A field a part still lacks before sending: its dotted path and what to do, in Russian. */
export const MissingFieldSchema = z.object({ field: z.string(), message: z.string() });
export type MissingField = z.infer<typeof MissingFieldSchema>;

const ContractRefSchema = z.object({
  code: z.string(),
  number: z.string(),
  vehicleTitle: z.string(),
  signedAt: z.string(),
  endDate: z.string(),
});

/** A participant as others see it: no questionnaire, only who and how far. */
export const ParticipantSummarySchema = z
  .object({
    id: z.string().meta({ description: "The part's opaque id" }),
    role: CessionRoleSchema,
    type: ParticipantTypeSchema,
    status: ParticipantStatusSchema,
    statusTitle: z.string(),
    email: z.string().nullable(),
    inn: z.string().nullable(),
    /** The company or person name as filled, else the bound profile's title, else null. */
    title: z.string().nullable(),
    invitedAt: z.string().nullable(),
    /** Whether an account acts for the part (the invitation was taken). */
    hasAccount: z.boolean(),
    savedAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    /** Uploaded and required documents (the assignee). */
    filesLoaded: z.number().int(),
    filesRequired: z.number().int(),
  })
  .meta({ id: "CessionParticipantSummary" });
export type ParticipantSummary = z.infer<typeof ParticipantSummarySchema>;

export const CessionDetailSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    status: CessionStatusSchema,
    statusTitle: z.string(),
    role: CessionRoleSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
    sentAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    cessionaryType: ParticipantTypeSchema,
    contracts: z.array(ContractRefSchema),
    applicant: z.object({
      title: z.string(),
      inn: z.string(),
      status: ParticipantStatusSchema,
      statusTitle: z.string(),
    }),
    cessionary: ParticipantSummarySchema,
    /** The assignor only (null for the assignee): its part, the documents, the guarantors. */
    application: CessionApplicationSchema.nullable(),
    files: z.array(DocumentSlotSchema).nullable(),
    guarantors: z.array(ParticipantSummarySchema).nullable(),
    /** What the assignor may do now, and what stops sending (the exact §8 messages, empty when it can send). */
    canEdit: z.boolean(),
    canCancel: z.boolean(),
    sendBlockers: z.array(z.string()),
  })
  .meta({ id: "CessionDetail" });
export type CessionDetail = z.infer<typeof CessionDetailSchema>;

export const CessionDetailResponseSchema = z.object({ cession: CessionDetailSchema });
export type CessionDetailResponse = z.infer<typeof CessionDetailResponseSchema>;

export const CessionListItemSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    status: CessionStatusSchema,
    statusTitle: z.string(),
    role: CessionRoleSchema,
    roleTitle: z.string(),
    applicantTitle: z.string(),
    cessionaryTitle: z.string().nullable(),
    /** The viewer's own part's status (the assignor's follows the cession). */
    partStatus: ParticipantStatusSchema,
    partStatusTitle: z.string(),
    contracts: z.array(ContractRefSchema.pick({ code: true, number: true, vehicleTitle: true })),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "CessionListItem" });
export type CessionListItem = z.infer<typeof CessionListItemSchema>;

export const CessionListResponseSchema = z.object({
  items: z.array(CessionListItemSchema),
  totalCnt: z.number().int(),
});
export type CessionListResponse = z.infer<typeof CessionListResponseSchema>;

/** A contract the active profile may assign: its own, running, in no other open cession. */
export const CessionContractsResponseSchema = z.object({ items: z.array(ContractRefSchema) });
export type CessionContractsResponse = z.infer<typeof CessionContractsResponseSchema>;

/** A cession's code: the profile must have a part in it (any other answers 404, as if it did not exist). */
const cessionCode = () =>
  z.string("Укажите код заявки").min(1, "Укажите код заявки").max(64).meta({ "x-profile-resource": "cession" });

export const CessionCodeQuerySchema = z.object({ code: cessionCode() });

export const CessionFileQuerySchema = CessionCodeQuerySchema.extend({
  id: z.coerce.number().int().positive().meta({ "x-profile-resource": "cession-file" }),
});

/**
 * The `cession` part of save/ and send/. No `code`: a new draft. `cessionaryType` and at least one contract are
 * needed even for a draft (§8 "Укажите тип цессионария и номер договора").
 */
export const CessionSaveSchema = z
  .object(
    {
      code: z.string().max(64).optional(),
      cessionaryType: ParticipantTypeSchema.optional(),
      contracts: z.array(z.string().max(64)).max(20).default([]),
      application: CessionApplicationSchema.prefault({}),
      files: z.array(DocumentSlotInputSchema).max(20).default([]),
    },
    "Заявка должна быть объектом JSON",
  )
  .meta({ id: "CessionSave" });
export type CessionSave = z.infer<typeof CessionSaveSchema>;
export type CessionSaveInput = z.input<typeof CessionSaveSchema>;

/** The multipart text fields of save/ and send/: `cession`, a JSON object. */
export const CessionSaveFieldsSchema = z.object({ cession: jsonPart("cession", CessionSaveSchema) });

/** save/ and send/ answer the cession as detail/ shows it to the assignor (a new draft's `code` is in it). */
export const CessionSaveResponseSchema = CessionDetailResponseSchema;
export type CessionSaveResponse = CessionDetailResponse;

export const CessionDeleteRequestSchema = z.object({
  code: cessionCode(),
  status: CessionStatusSchema,
});

export const CessionDeleteResponseSchema = z.object({ cession: CessionDetailSchema });

export const CessionInviteRequestSchema = z.object({
  email: z.email("Укажите адрес электронной почты").max(200),
  inn: z
    .string()
    .trim()
    .regex(/^(\d{10}|\d{12})$/, "ИНН: 10 цифр у юрлица, 12 у физлица и ИП"),
  role: z.enum(["cessionary", "guarantor"], "Укажите, кого приглашаете: цессионария или поручителя"),
  /** The cession's code; absent or unknown (another profile's too): §8 "save before inviting", 409. */
  cessionId: z.string().max(64).optional().meta({ "x-profile-resource": "cession" }),
});
export type CessionInviteRequest = z.infer<typeof CessionInviteRequestSchema>;

export const CessionInviteResponseSchema = z.object({
  /** The §8 "invitation sent…" message (the assignee) or its guarantor counterpart. */
  message: z.string(),
  participant: ParticipantSummarySchema,
});
export type CessionInviteResponse = z.infer<typeof CessionInviteResponseSchema>;

// ── The assignee's part ──────────────────────────────────────────────────────────────────────────────────────

export const ParticipantDetailSchema = z
  .object({
    id: z.string(),
    role: z.literal("cessionary"),
    type: ParticipantTypeSchema,
    status: ParticipantStatusSchema,
    statusTitle: z.string(),
    cession: z.object({
      code: z.string(),
      number: z.string(),
      status: CessionStatusSchema,
      statusTitle: z.string(),
      applicantTitle: z.string(),
      contracts: z.array(ContractRefSchema),
    }),
    data: ParticipantDataSchema,
    files: z.array(DocumentSlotSchema),
    savedAt: z.string().nullable(),
    /** The consents' signing day and the credit-bureau consent's last valid day (six months on). */
    signedAt: z.string().nullable(),
    consentValidUntil: z.string().nullable(),
    consentExpired: z.boolean(),
    sentAt: z.string().nullable(),
    /** What still stops sending (empty when it can be sent). */
    missing: z.array(MissingFieldSchema),
    canEdit: z.boolean(),
  })
  .meta({ id: "CessionParticipantDetail" });
export type ParticipantDetail = z.infer<typeof ParticipantDetailSchema>;
export const ParticipantDetailResponseSchema = z.object({ participant: ParticipantDetailSchema });
export type ParticipantDetailResponse = z.infer<typeof ParticipantDetailResponseSchema>;

/** The `participant` part of participant/save/: the cession's code, the data, the document slots. */
export const ParticipantSaveSchema = z
  .object(
    {
      code: z.string().min(1).max(64),
      data: ParticipantDataSchema,
      /** Sign the consents again (an expired credit-bureau consent): the signing day becomes today. */
      renewConsent: z.boolean().optional(),
      files: z.array(DocumentSlotInputSchema).max(20).default([]),
    },
    "Анкета должна быть объектом JSON с полями code и data",
  )
  .meta({ id: "CessionParticipantSave" });
export type ParticipantSave = z.infer<typeof ParticipantSaveSchema>;
export type ParticipantSaveInput = z.input<typeof ParticipantSaveSchema>;

/** The multipart text field of participant/save/: `participant`, a JSON object. */
export const ParticipantSaveFieldsSchema = z.object({ participant: jsonPart("participant", ParticipantSaveSchema) });

export const ParticipantSendRequestSchema = z.object({ code: cessionCode() });

// ── A guarantor's part ───────────────────────────────────────────────────────────────────────────────────────

export const GuarantorDetailSchema = z
  .object({
    id: z.string(),
    status: ParticipantStatusSchema,
    statusTitle: z.string(),
    cession: z.object({
      code: z.string(),
      number: z.string(),
      status: CessionStatusSchema,
      statusTitle: z.string(),
      applicantTitle: z.string(),
      cessionaryTitle: z.string().nullable(),
      contracts: z.array(ContractRefSchema),
    }),
    data: GuarantorDataSchema,
    signedAt: z.string().nullable(),
    consentValidUntil: z.string().nullable(),
    consentExpired: z.boolean(),
    sentAt: z.string().nullable(),
    canEdit: z.boolean(),
  })
  .meta({ id: "CessionGuarantorDetail" });
export type GuarantorDetail = z.infer<typeof GuarantorDetailSchema>;
export const GuarantorDetailResponseSchema = z.object({ guarantor: GuarantorDetailSchema });
export type GuarantorDetailResponse = z.infer<typeof GuarantorDetailResponseSchema>;

/** guarantorsend/: the guarantor's data, sent whole; incomplete data is refused (§8) and nothing is stored. */
export const GuarantorSendRequestSchema = z
  .object(
    {
      code: cessionCode(),
      guarantor: GuarantorDataSchema,
      renewConsent: z.boolean().optional(),
    },
    "Запрос должен быть объектом JSON с полями code и guarantor",
  )
  .meta({ id: "CessionGuarantorSend" });
export type GuarantorSendRequest = z.input<typeof GuarantorSendRequestSchema>;

// ── The invitation link of a person without an account (/login/cession?key=) ───────────────────────────────

export const CessionInviteInfoSchema = z.object({
  number: z.string(),
  role: z.enum(["cessionary", "guarantor"]),
  roleTitle: z.string(),
  applicantTitle: z.string(),
  email: z.string(),
  inn: z.string(),
  type: ParticipantTypeSchema,
  /** An account with this e-mail exists: it signs in and accepts, instead of registering. */
  hasAccount: z.boolean(),
  /** Accepting makes a new profile of a company or an entrepreneur: the form asks for its name (`title`). */
  needsTitle: z.boolean(),
});
export type CessionInviteInfo = z.infer<typeof CessionInviteInfoSchema>;

/** Answers of the invitation link that are ours (not §8). */
export const CESSION_INVITE_MESSAGES = {
  gone: "Приглашение уже принято, отозвано или срок его действия (7 дней) истёк. Попросите цедента пригласить вас снова.",
  signInFirst: "У этого адреса уже есть учётная запись: войдите в личный кабинет, чтобы принять приглашение",
  otherAccount:
    "Приглашение отправлено на другой адрес электронной почты: выйдите и войдите с адресом из письма, чтобы принять его",
  crossSite: "Приглашение принимается только на странице из письма: откройте ссылку из письма",
  undecryptable: "Пароль передан в неверном формате: обновите страницу и попробуйте снова",
} as const;

const CessionInviteKeySchema = z
  .string("Не передан ключ приглашения")
  .min(16, "Ссылка приглашения недействительна")
  .max(256, "Ссылка приглашения недействительна");

export const CessionInviteQuerySchema = z.object({ key: CessionInviteKeySchema });

/**
 * Accepting the invitation: a new person sends a name and a password (RSA-OAEP ciphertext, GET /api/account/key/);
 * `title` names the new profile of a company or an entrepreneur. A signed-in account sends the key (and `title`
 * when the info asks for it).
 */
export const CessionInviteAcceptRequestSchema = z
  .object({
    key: CessionInviteKeySchema,
    name: z.string("Укажите имя").trim().min(1, "Укажите имя").max(200, "Имя не длиннее 200 символов").optional(),
    title: z
      .string("Укажите наименование")
      .trim()
      .min(1, "Укажите наименование")
      .max(300, "Наименование не длиннее 300 символов")
      .optional(),
    password: z
      .string("Введите пароль")
      .min(1, "Введите пароль")
      .max(2048, "Пароль передан в неверном формате")
      .optional()
      .meta({ description: "RSA-OAEP (SHA-256) ciphertext of the new password (GET /api/account/key/)" }),
  })
  .meta({ id: "CessionInviteAcceptRequest" });
export type CessionInviteAcceptRequest = z.infer<typeof CessionInviteAcceptRequestSchema>;

export const CessionInviteAcceptedSchema = z
  .object({
    /** The cession's code: the account opens /account/cession/<code>. */
    code: z.string(),
    /** The browser holds a session of the invited account now (a new account is signed in at once). */
    signedIn: z.boolean(),
  })
  .meta({ id: "CessionInviteAccepted" });
export type CessionInviteAccepted = z.infer<typeof CessionInviteAcceptedSchema>;

/** A multipart text field holding a JSON object, parsed and checked with `schema`. */
function jsonPart<T extends z.ZodType>(name: string, schema: T) {
  return z
    .string(`Заполните заявку: поле ${name}`)
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: `Поле ${name} должно быть объектом JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
