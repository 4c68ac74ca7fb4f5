import { z } from "zod";
import {
  CessionApplicationSchema,
  CessionStatusSchema,
  DocumentSlotSchema,
  GuarantorDataSchema,
  MissingFieldSchema,
  ParticipantDataSchema,
  ParticipantSummarySchema,
  ParticipantTypeSchema,
} from "./lk-cession.ts";
import { CurrentPageSchema, jsonFilters, MoneySchema, OptionSchema, PaginationSchema } from "./lk-common.ts";

/**
 * The lessor's side of cession (issue 12), under /staff/api/cession/ (role risk; admin always):
 * `list/` (every client's applications, under review first, `filters` JSON and `currentPage`), `detail/?code=`
 * (the application, the contracts, the assignment documents, the assignee's whole questionnaire with its documents
 * and what it still lacks, the guarantors' data), `file/?code=&id=` (any document of the cession),
 * `questionnaire/?code=&participant=` (the assignee's questionnaire as PDF), `POST accept/` `{code}` (the contracts
 * pass to the assignee's profile), `POST cancel/` `{code, reason}`. Each decision is audited and notified.
 */

const StaffCessionCodeSchema = z.string("Укажите заявку").trim().min(1, "Укажите заявку").max(64, "Заявка не найдена");

export const STAFF_CESSION_REASON_MIN = 3;
export const STAFF_CESSION_REASON_MAX = 1000;

export const StaffCessionFiltersSchema = z
  .object({
    status: CessionStatusSchema.optional(),
    search: z
      .string("Поиск — это строка")
      .trim()
      .max(100, "Слишком длинный запрос: до 100 символов")
      .optional()
      .meta({ description: "Part of the cession number, the assignor's name or INN, the assignee's INN, any case" }),
  })
  .meta({ id: "StaffCessionFilters" });
export type StaffCessionFilters = z.infer<typeof StaffCessionFiltersSchema>;

export const StaffCessionListQuerySchema = z.object({
  filters: jsonFilters(StaffCessionFiltersSchema, "StaffCessionFilters"),
  currentPage: CurrentPageSchema,
});

export const StaffCessionPartySchema = z
  .object({
    title: z.string().nullable().meta({ description: "The name as filled or the bound profile's title" }),
    inn: z.string().nullable(),
    type: ParticipantTypeSchema,
    typeTitle: z.string(),
  })
  .meta({ id: "StaffCessionParty" });

export const StaffCessionListItemSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    status: CessionStatusSchema,
    statusTitle: z.string(),
    applicant: StaffCessionPartySchema,
    cessionary: StaffCessionPartySchema,
    contracts: z.array(z.object({ code: z.string(), number: z.string(), vehicleTitle: z.string() })),
    createdAt: z.string().meta({ description: "ISO 8601 moment" }),
    sentAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: "StaffCessionListItem" });
export type StaffCessionListItem = z.infer<typeof StaffCessionListItemSchema>;

export const StaffCessionListResponseSchema = z
  .object({
    items: z
      .array(StaffCessionListItemSchema)
      .meta({ description: "Under review first (oldest sent first), then newest" }),
    pagination: PaginationSchema,
    filters: StaffCessionFiltersSchema,
    statuses: z.array(OptionSchema),
    counts: z.object({ sent: z.number().int() }).meta({ description: "Under review, whatever the filters" }),
  })
  .meta({ id: "StaffCessionList" });
export type StaffCessionListResponse = z.infer<typeof StaffCessionListResponseSchema>;

export const StaffCessionCodeQuerySchema = z.object({ code: StaffCessionCodeSchema });
export const StaffCessionFileQuerySchema = StaffCessionCodeQuerySchema.extend({
  id: z.coerce.number("Укажите файл").int("Укажите файл").positive("Укажите файл"),
});
export const StaffCessionQuestionnaireQuerySchema = StaffCessionCodeQuerySchema.extend({
  participant: z.string("Укажите участника").trim().min(1, "Укажите участника").max(64, "Участник не найден"),
});

export const StaffCessionContractSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    vehicleTitle: z.string(),
    signedAt: z.string(),
    endDate: z.string(),
    status: z.enum(["active", "finished"]),
    statusTitle: z.string(),
    /** What is still to be paid, and of it what is overdue (stays with the assignor on acceptance). */
    remaining: MoneySchema,
    overdue: MoneySchema,
    assignedAt: z.string().nullable().meta({ description: "The day the contract passed to the assignee" }),
    /** The assignee's contract made from this one on acceptance. */
    assignedContract: z.object({ code: z.string(), profileTitle: z.string() }).nullable(),
  })
  .meta({ id: "StaffCessionContract" });
export type StaffCessionContract = z.infer<typeof StaffCessionContractSchema>;

export const StaffCessionParticipantSchema = z
  .object({
    summary: ParticipantSummarySchema,
    profile: z.object({ title: z.string(), inn: z.string() }).nullable().meta({
      description: "The profile acting for the part once the invitation is taken",
    }),
    signedAt: z.string().nullable(),
    consentValidUntil: z.string().nullable(),
    consentExpired: z.boolean(),
  })
  .meta({ id: "StaffCessionParticipant" });

export const StaffCessionCessionarySchema = StaffCessionParticipantSchema.extend({
  data: ParticipantDataSchema.nullable().meta({ description: "The questionnaire; null until first saved" }),
  files: z.array(DocumentSlotSchema),
  missing: z.array(MissingFieldSchema).meta({ description: "What the questionnaire still lacks" }),
  questionnaireUrl: z.string().nullable().meta({ description: "The questionnaire as PDF; null until saved" }),
}).meta({ id: "StaffCessionCessionary" });
export type StaffCessionCessionary = z.infer<typeof StaffCessionCessionarySchema>;

export const StaffCessionGuarantorSchema = StaffCessionParticipantSchema.extend({
  data: GuarantorDataSchema.nullable(),
  missing: z.array(MissingFieldSchema),
}).meta({ id: "StaffCessionGuarantor" });
export type StaffCessionGuarantor = z.infer<typeof StaffCessionGuarantorSchema>;

export const StaffCessionDetailSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    status: CessionStatusSchema,
    statusTitle: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    sentAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decidedBy: z.string().nullable().meta({ description: "The employee (or client) name who decided" }),
    cancelledBy: z.enum(["applicant", "lessor"]).nullable(),
    cancelReason: z.string().nullable(),
    applicant: z.object({ title: z.string(), inn: z.string(), type: ParticipantTypeSchema, typeTitle: z.string() }),
    application: CessionApplicationSchema,
    contracts: z.array(StaffCessionContractSchema),
    files: z.array(DocumentSlotSchema).meta({ description: "The assignment documents" }),
    cessionary: StaffCessionCessionarySchema,
    guarantors: z.array(StaffCessionGuarantorSchema),
    canAccept: z.boolean(),
    /** Why accepting is refused now (under review but the assignee has no account yet), else null. */
    acceptBlocker: z.string().nullable(),
    canCancel: z.boolean(),
  })
  .meta({ id: "StaffCessionDetail" });
export type StaffCessionDetail = z.infer<typeof StaffCessionDetailSchema>;

export const StaffCessionResponseSchema = z
  .object({ cession: StaffCessionDetailSchema })
  .meta({ id: "StaffCessionResponse" });
export type StaffCessionResponse = z.infer<typeof StaffCessionResponseSchema>;

export const StaffCessionAcceptRequestSchema = z
  .object({ code: StaffCessionCodeSchema })
  .meta({ id: "StaffCessionAcceptRequest" });

export const StaffCessionCancelRequestSchema = z
  .object({
    code: StaffCessionCodeSchema,
    reason: z
      .string("Укажите причину аннулирования")
      .trim()
      .min(STAFF_CESSION_REASON_MIN, `Причина аннулирования — не меньше ${STAFF_CESSION_REASON_MIN} символов`)
      .max(STAFF_CESSION_REASON_MAX, `Причина аннулирования — не больше ${STAFF_CESSION_REASON_MAX} символов`),
  })
  .meta({ id: "StaffCessionCancelRequest" });

/** Messages of the lessor's decisions. */
export const STAFF_CESSION_MESSAGES = {
  notFound: "Заявка на переуступку не найдена",
  fileNotFound: "Файл не найден",
  participantNotFound: "Анкета участника не найдена",
  notSent: "Принять можно только заявку на рассмотрении",
  notCancellable: "Аннулировать можно только черновик или заявку на рассмотрении",
  cessionaryUnbound:
    "Цессионарий ещё не принял приглашение: у него нет профиля в личном кабинете, договоры передать некуда",
  notSaved: "Цессионарий ещё не сохранял анкету",
} as const;
