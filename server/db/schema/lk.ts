import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { calendarDate, createdAt, instant, kopecks, serialId } from "../columns.ts";
import { profiles, users } from "./accounts.ts";

/**
 * The client account's data (ADR 011). Money is stored in kopecks (bigint, exact); dates are calendar dates
 * (`YYYY-MM-DD` strings). Every row that belongs to a client carries `profile_id`, and every query scopes by it.
 */

/** The profile a row belongs to: the row goes with it, and every account query scopes by it. */
const profileId = () =>
  integer("profile_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" });

/** The contract a row is part of: the row goes with it. */
const contractId = () =>
  integer("contract_id")
    .notNull()
    .references(() => lkContracts.id, { onDelete: "cascade" });

export const lkManagers = pgTable("lk_managers", {
  id: serialId(),
  name: text("name").notNull(),
  position: text("position").notNull(),
  phone: text("phone").notNull(),
  phoneExt: text("phone_ext"),
  email: text("email").notNull(),
  workHours: text("work_hours").notNull(),
});

/** Per-profile settings of the account: the manager, the EDO connection, the requisites. */
export const lkProfileInfo = pgTable("lk_profile_info", {
  profileId: integer("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  managerId: integer("manager_id")
    .notNull()
    .references(() => lkManagers.id),
  edoState: text("edo_state", { enum: ["connected", "pending", "not_connected"] }).notNull(),
  edoOperator: text("edo_operator"),
  edoParticipantId: text("edo_participant_id"),
  edoConnectedAt: calendarDate("edo_connected_at"),
  /** The company's requisites as the client keeps them (settings/requisites). */
  requisites: jsonb("requisites").$type<LkRequisitesRow>().notNull(),
  requisitesUpdatedAt: instant("requisites_updated_at"),
});

export interface LkRequisitesRow {
  title: string;
  shortTitle: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  legalAddress: string;
  postalAddress: string;
  bankName: string;
  bik: string;
  settlementAccount: string;
  correspondentAccount: string;
  director: string;
  phone: string;
  email: string;
}

export const lkContracts = pgTable(
  "lk_contracts",
  {
    id: serialId(),
    /** Opaque code used in URLs; unguessable, never the serial id. */
    code: text("code").notNull().unique(),
    profileId: profileId(),
    number: text("number").notNull(),
    signedAt: calendarDate("signed_at").notNull(),
    startDate: calendarDate("start_date").notNull(),
    endDate: calendarDate("end_date").notNull(),
    /** active or finished; "overdue" is derived from the payments. */
    status: text("status", { enum: ["active", "finished"] }).notNull(),
    scheduleType: text("schedule_type", { enum: ["annuity", "degressive"] }).notNull(),
    term: smallint("term").notNull(),
    rate: integer("rate_bp").notNull(),
    /** The contract's penalty per day of delay, in hundredths of a percent (10 = 0.1 %/day). */
    penaltyRate: smallint("penalty_rate_bp_day").notNull().default(10),
    price: kopecks("price").notNull(),
    advanceSum: kopecks("advance_sum").notNull(),
    buyoutSum: kopecks("buyout_sum").notNull(),
    contractSum: kopecks("contract_sum").notNull(),
    vatSum: kopecks("vat_sum").notNull(),
    vehicleType: text("vehicle_type", { enum: ["passenger", "commercial", "truck", "special"] }).notNull(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    vehicleTitle: text("vehicle_title").notNull(),
    year: smallint("year").notNull(),
    vin: text("vin").notNull(),
    regNumber: text("reg_number"),
    color: text("color").notNull(),
    /** The day the lessor accepted a cession of this contract: it is finished here and goes on in the assignee's profile. */
    assignedAt: calendarDate("assigned_at"),
  },
  (t) => [index("lk_contracts_profile_idx").on(t.profileId, t.signedAt)],
);

export const lkPayments = pgTable(
  "lk_payments",
  {
    id: serialId(),
    contractId: contractId(),
    /** Denormalised for scoping and for the calendar's per-profile date range scans. */
    profileId: profileId(),
    month: smallint("month").notNull(),
    kind: text("kind", { enum: ["advance", "payment", "buyout"] }).notNull(),
    dueDate: calendarDate("due_date").notNull(),
    amount: kopecks("amount").notNull(),
    vat: kopecks("vat").notNull(),
    principal: kopecks("principal").notNull(),
    remaining: kopecks("remaining").notNull(),
    paidAt: calendarDate("paid_at"),
    paidAmount: kopecks("paid_amount").notNull().default(0),
  },
  (t) => [
    index("lk_payments_contract_idx").on(t.contractId, t.dueDate),
    index("lk_payments_profile_due_idx").on(t.profileId, t.dueDate),
  ],
);

export const lkDocuments = pgTable(
  "lk_documents",
  {
    id: serialId(),
    contractId: contractId(),
    profileId: profileId(),
    kind: text("kind", { enum: ["contract", "schedule", "act", "invoice", "client"] }).notNull(),
    title: text("title").notNull(),
    date: calendarDate("date").notNull(),
    fileName: text("file_name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size"),
    /** Key in the file store for uploaded files; null for documents generated on request. */
    storageKey: text("storage_key"),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("lk_documents_contract_idx").on(t.contractId)],
);

export const lkPolicies = pgTable(
  "lk_policies",
  {
    id: serialId(),
    profileId: profileId(),
    contractId: contractId(),
    number: text("number").notNull(),
    insurer: text("insurer").notNull(),
    type: text("type", { enum: ["kasko", "osago"] }).notNull(),
    dateFrom: calendarDate("date_from").notNull(),
    dateTo: calendarDate("date_to").notNull(),
    premium: kopecks("premium").notNull(),
    sumInsured: kopecks("sum_insured").notNull(),
    deductible: kopecks("deductible").notNull().default(0),
    paidBy: text("paid_by", { enum: ["lessor", "client"] }).notNull(),
  },
  (t) => [index("lk_policies_profile_idx").on(t.profileId)],
);

export const lkFines = pgTable(
  "lk_fines",
  {
    id: serialId(),
    profileId: profileId(),
    contractId: contractId(),
    uin: text("uin").notNull(),
    decreeNumber: text("decree_number").notNull(),
    violatedAt: instant("violated_at").notNull(),
    decreeDate: calendarDate("decree_date").notNull(),
    article: text("article").notNull(),
    articleTitle: text("article_title").notNull(),
    place: text("place").notNull(),
    amount: kopecks("amount").notNull(),
    /** КоАП 32.2 p. 1.3: half the fine within 20 days, except the articles the code lists. */
    discountAllowed: boolean("discount_allowed").notNull(),
    status: text("status", { enum: ["unpaid", "paid", "appealed"] }).notNull(),
    paidAt: calendarDate("paid_at"),
  },
  (t) => [index("lk_fines_profile_idx").on(t.profileId, t.violatedAt)],
);

export const lkNotifications = pgTable(
  "lk_notifications",
  {
    id: serialId(),
    profileId: profileId(),
    subject: text("subject").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    createdAt: instant("created_at").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    readAt: instant("read_at"),
    contractId: integer("contract_id").references(() => lkContracts.id, { onDelete: "set null" }),
    link: text("link"),
    asksReview: boolean("asks_review").notNull().default(false),
  },
  (t) => [
    index("lk_notifications_profile_idx").on(t.profileId, t.createdAt),
    index("lk_notifications_unread_idx").on(t.profileId).where(sql`not ${t.isRead}`),
  ],
);

export const lkReviews = pgTable(
  "lk_reviews",
  {
    id: serialId(),
    notificationId: integer("notification_id")
      .notNull()
      .references(() => lkNotifications.id, { onDelete: "cascade" }),
    profileId: profileId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    createdAt: createdAt(),
  },
  /** One review per notification: the unique index makes two concurrent posts unable to both succeed. */
  (t) => [uniqueIndex("lk_reviews_notification_uq").on(t.notificationId)],
);

export const lkCalendarEvents = pgTable(
  "lk_calendar_events",
  {
    id: serialId(),
    profileId: profileId(),
    date: calendarDate("date").notNull(),
    kind: text("kind", { enum: ["inspection", "document", "event"] }).notNull(),
    title: text("title").notNull(),
    text: text("text"),
    contractId: integer("contract_id").references(() => lkContracts.id, { onDelete: "cascade" }),
  },
  (t) => [index("lk_calendar_events_profile_idx").on(t.profileId, t.date)],
);

export const lkPaidServices = pgTable(
  "lk_paid_services",
  {
    id: serialId(),
    profileId: profileId(),
    code: text("code").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    price: kopecks("price").notNull(),
    priceUnit: text("price_unit").notNull(),
    status: text("status", { enum: ["connected", "requested", "available"] }).notNull(),
    contractId: integer("contract_id").references(() => lkContracts.id, { onDelete: "set null" }),
    connectedAt: calendarDate("connected_at"),
  },
  (t) => [index("lk_paid_services_profile_idx").on(t.profileId)],
);

export const lkBonusOperations = pgTable(
  "lk_bonus_operations",
  {
    id: serialId(),
    profileId: profileId(),
    date: calendarDate("date").notNull(),
    title: text("title").notNull(),
    points: integer("points").notNull(),
    kind: text("kind", { enum: ["accrual", "writeoff", "expired"] }).notNull(),
  },
  (t) => [index("lk_bonus_operations_profile_idx").on(t.profileId, t.date)],
);

/** People with access to a profile (or its contacts): a user with a sign-in, or a contact only. */
export const lkStaff = pgTable(
  "lk_staff",
  {
    id: serialId(),
    profileId: profileId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    position: text("position").notNull(),
    email: text("email"),
    phone: text("phone"),
    rights: jsonb("rights").$type<string[]>().notNull(),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [index("lk_staff_profile_idx").on(t.profileId)],
);

/** The account FAQ: product content, the same for every client. */
export const lkFaq = pgTable("lk_faq", {
  id: serialId(),
  section: text("section").notNull(),
  sectionTitle: text("section_title").notNull(),
  sort: smallint("sort").notNull(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
});
