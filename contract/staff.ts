import { z } from "zod";
import { UserSchema } from "./account.ts";
import { CurrentPageSchema, IsoDateSchema, jsonFilters, OptionSchema, PaginationSchema } from "./lk-common.ts";
import { SessionDeadlinesSchema } from "./sessions.ts";

/**
 * The back office frame under /staff/api/: `session/` (who is signed in, the roles, the CSRF token), `POST logout/`,
 * and `audit/list/` (the administrator's search of every staff change). Each area of the back office (tickets,
 * rescheduling, leads, content…) has its own contract beside this one, `contract/staff-<area>.ts`.
 */

/** The lessor's roles (issue 15); the server's staff_members.roles holds these codes. */
export const STAFF_ROLES = ["admin", "sales", "service", "risk", "content", "hr"] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES).meta({
  id: "StaffRole",
  description:
    "admin: администратор; sales: продажи (заявки); service: клиентский сервис (обращения, реструктуризация, доступ клиентов); risk: риски и юристы (цессии); content: контент и каталог; hr: персонал (вакансии, анкеты)",
});
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const STAFF_ROLE_TITLES: Readonly<Record<StaffRole, string>> = {
  admin: "Администратор",
  sales: "Продажи",
  service: "Клиентский сервис",
  risk: "Риски и юристы",
  content: "Контент и каталог",
  hr: "Персонал",
};

export const StaffSessionSchema = z
  .object({
    user: UserSchema,
    roles: z.array(StaffRoleSchema).meta({ description: "The roles the employee holds; admin may do everything" }),
    csrfToken: z.string().meta({ description: "Echo it in X-CSRF-Token on every state-changing /staff/api call" }),
  })
  .extend(SessionDeadlinesSchema.shape)
  .meta({ id: "StaffSession" });
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const StaffLogoutResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: "StaffLogout" });

/**
 * Titles of the audited actions and object kinds for people; an action without a title here is shown by its code.
 * Each area that audits a new action adds its title.
 */
export const STAFF_AUDIT_ACTION_TITLES: Readonly<Record<string, string>> = {
  "ticket.reply": "Ответ клиенту",
  "ticket.status": "Смена статуса обращения",
  "ticket.assign": "Назначение исполнителя",
  "rescheduling.approve": "Одобрение реструктуризации",
  "rescheduling.decline": "Отказ в реструктуризации",
  "cession.accept": "Принятие переуступки",
  "cession.cancel": "Аннулирование переуступки",
  "lead.take": "Заявка взята в работу",
  "lead.status": "Смена статуса заявки",
  "lead.comment": "Комментарий к заявке",
  "lead.assign": "Назначение менеджера заявки",
  "staff.invite": "Приглашение сотрудника",
  "staff.join": "Сотрудник принял приглашение",
  "staff.roles": "Смена ролей сотрудника",
  "staff.deactivate": "Отключение сотрудника",
  "staff.activate": "Включение сотрудника",
  "candidate.status": "Смена статуса анкеты кандидата",
  "client.create": "Открытие кабинета клиента",
  "client.invite": "Повторное приглашение клиента",
  "client.profile_add": "Добавление профиля клиенту",
  "client.access_remove": "Закрытие доступа к профилю",
  "client.open_access": "Открытие доступа клиенту с договорами",
  "staff.invite_revoke": "Отзыв приглашения сотрудника",
  "staff.mfa_reset": "Сброс 2FA сотрудника",
  "media.upload": "Загрузка изображения",
  "vehicle.photos_upload": "Загрузка фотографий автомобиля",
  "vehicle.photos_order": "Порядок фотографий автомобиля",
  "vehicle.photo_remove": "Удаление фотографии автомобиля",
  "vehicle.create": "Добавление автомобиля в каталог",
  "vehicle.update": "Изменение автомобиля в каталоге",
  "vehicle.sold": "Автомобиль продан",
  "vehicle.unsold": "Автомобиль возвращён в продажу",
  "vehicle.remove": "Удаление автомобиля из каталога",
  "offer.create": "Создание спецпредложения",
  "offer.update": "Изменение спецпредложения",
  "offer.publish": "Публикация спецпредложения",
  "offer.unpublish": "Снятие спецпредложения с сайта",
  "partner.create": "Создание партнёра",
  "partner.update": "Изменение партнёра",
  "partner.publish": "Публикация партнёра",
  "partner.unpublish": "Снятие партнёра с сайта",
  "review.publish": "Публикация отзыва",
  "review.hide": "Скрытие отзыва",
  "review.reply": "Ответ на отзыв",
  "city.create": "Добавление города",
  "city.update": "Изменение города",
  "city.remove": "Удаление города",
  "office.create": "Добавление офиса",
  "office.update": "Изменение офиса",
  "office.remove": "Удаление офиса",
  "content.create": "Создание материала сайта",
  "content.update": "Изменение материала сайта",
  "content.publish": "Публикация материала на сайте",
  "content.unpublish": "Снятие материала с сайта",
};

export const STAFF_AUDIT_OBJECT_TITLES: Readonly<Record<string, string>> = {
  ticket: "Обращение",
  rescheduling: "Заявка на реструктуризацию",
  cession: "Заявка на переуступку",
  lead: "Заявка с сайта",
  staff: "Сотрудник",
  candidate: "Анкета кандидата",
  client: "Клиент (профиль)",
  media: "Изображение",
  vehicle: "Автомобиль каталога",
  offer: "Спецпредложение",
  partner: "Партнёр",
  review: "Отзыв",
  city: "Город",
  office: "Офис",
  "content.news": "Новость",
  "content.publications": "Публикация в СМИ",
  "content.guides": "Статья гида",
  "content.pages": "Страница сайта",
  "content.terms": "Термин словаря",
  "content.vacancies": "Вакансия",
};

const auditText = (what: string, max: number) =>
  z.string(`${what} — это строка`).trim().max(max, `${what}: не больше ${max} символов`).optional();

export const StaffAuditFiltersSchema = z
  .object({
    actor: auditText("Сотрудник", 254).meta({ description: "Part of the employee's e-mail, any case" }),
    action: auditText("Действие", 64).meta({ description: "The action code exactly, e.g. ticket.status" }),
    objectType: auditText("Тип объекта", 64).meta({ description: "The object kind exactly, e.g. ticket" }),
    objectId: auditText("Объект", 64).meta({ description: "The object's code or id exactly" }),
    dateFrom: IsoDateSchema.optional().meta({ description: "Entries on or after this date (Moscow)" }),
    dateTo: IsoDateSchema.optional().meta({ description: "Entries on or before this date (Moscow)" }),
  })
  .refine((p) => !p.dateFrom || !p.dateTo || p.dateFrom <= p.dateTo, {
    message: "Дата «с» должна быть не позже даты «по»",
    path: ["dateTo"],
  })
  .meta({ id: "StaffAuditFilters" });
export type StaffAuditFilters = z.infer<typeof StaffAuditFiltersSchema>;

export const StaffAuditListQuerySchema = z.object({
  filters: jsonFilters(StaffAuditFiltersSchema, "StaffAuditFilters"),
  currentPage: CurrentPageSchema,
});

export const StaffAuditChangeSchema = z
  .object({
    field: z.string().meta({ description: "A dotted path into the object, e.g. status or params.months" }),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: "StaffAuditChange" });
export type StaffAuditChange = z.infer<typeof StaffAuditChangeSchema>;

export const StaffAuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: "ISO 8601 moment" }),
    actorId: z.number().int().nullable().meta({ description: "null once the employee's user is removed" }),
    actorEmail: z.string(),
    actorName: z.string().nullable(),
    action: z.string(),
    actionTitle: z.string(),
    objectType: z.string(),
    objectTypeTitle: z.string(),
    objectId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    changes: z
      .array(StaffAuditChangeSchema)
      .meta({ description: "The JSON diff of before and after: every leaf that differs, in path order" }),
    address: z.string().nullable().meta({ description: "The client address the change came from" }),
  })
  .meta({ id: "StaffAuditEntry" });
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

export const StaffAuditListResponseSchema = z
  .object({
    items: z.array(StaffAuditEntrySchema).meta({ description: "Newest first" }),
    pagination: PaginationSchema,
    filters: StaffAuditFiltersSchema,
    actions: z.array(OptionSchema).meta({ description: "Every action the log holds, for the filter" }),
    objectTypes: z.array(OptionSchema).meta({ description: "Every object kind the log holds, for the filter" }),
  })
  .meta({ id: "StaffAuditList" });
export type StaffAuditListResponse = z.infer<typeof StaffAuditListResponseSchema>;
