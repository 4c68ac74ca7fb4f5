import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { profiles, users } from "./accounts.ts";

/**
 * The client account's data (ADR 011). Money is stored in kopecks (bigint, exact); dates are calendar dates
 * (`YYYY-MM-DD` strings). Every row that belongs to a client carries `profile_id`, and every query scopes by it.
 */

export const lkManagers = pgTable("lk_managers", {
  id: serial("id").primaryKey(),
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
  edoConnectedAt: date("edo_connected_at", { mode: "string" }),
  /** The company's requisites as the client keeps them (settings/requisites). */
  requisites: jsonb("requisites").$type<LkRequisitesRow>().notNull(),
  requisitesUpdatedAt: timestamp("requisites_updated_at", { withTimezone: true }),
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
    id: serial("id").primaryKey(),
    /** Opaque code used in URLs; unguessable, never the serial id. */
    code: text("code").notNull().unique(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    signedAt: date("signed_at", { mode: "string" }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** active or finished; "overdue" is derived from the payments. */
    status: text("status", { enum: ["active", "finished"] }).notNull(),
    scheduleType: text("schedule_type", { enum: ["annuity", "degressive"] }).notNull(),
    term: smallint("term").notNull(),
    rate: integer("rate_bp").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    advanceSum: bigint("advance_sum", { mode: "number" }).notNull(),
    buyoutSum: bigint("buyout_sum", { mode: "number" }).notNull(),
    contractSum: bigint("contract_sum", { mode: "number" }).notNull(),
    vatSum: bigint("vat_sum", { mode: "number" }).notNull(),
    vehicleType: text("vehicle_type", { enum: ["passenger", "commercial", "truck", "special"] }).notNull(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    vehicleTitle: text("vehicle_title").notNull(),
    year: smallint("year").notNull(),
    vin: text("vin").notNull(),
    regNumber: text("reg_number"),
    color: text("color").notNull(),
  },
  (t) => [index("lk_contracts_profile_idx").on(t.profileId, t.signedAt)],
);

export const lkPayments = pgTable(
  "lk_payments",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => lkContracts.id, { onDelete: "cascade" }),
    /** Denormalised for scoping and for the calendar's per-profile date range scans. */
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    month: smallint("month").notNull(),
    kind: text("kind", { enum: ["advance", "payment", "buyout"] }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    vat: bigint("vat", { mode: "number" }).notNull(),
    principal: bigint("principal", { mode: "number" }).notNull(),
    remaining: bigint("remaining", { mode: "number" }).notNull(),
    paidAt: date("paid_at", { mode: "string" }),
    paidAmount: bigint("paid_amount", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("lk_payments_contract_idx").on(t.contractId, t.dueDate),
    index("lk_payments_profile_due_idx").on(t.profileId, t.dueDate),
  ],
);

export const lkDocuments = pgTable(
  "lk_documents",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => lkContracts.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["contract", "schedule", "act", "invoice", "client"] }).notNull(),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    fileName: text("file_name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size"),
    /** Key in the file store for uploaded files; null for documents generated on request. */
    storageKey: text("storage_key"),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lk_documents_contract_idx").on(t.contractId)],
);

export const lkPolicies = pgTable(
  "lk_policies",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    contractId: integer("contract_id")
      .notNull()
      .references(() => lkContracts.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    insurer: text("insurer").notNull(),
    type: text("type", { enum: ["kasko", "osago"] }).notNull(),
    dateFrom: date("date_from", { mode: "string" }).notNull(),
    dateTo: date("date_to", { mode: "string" }).notNull(),
    premium: bigint("premium", { mode: "number" }).notNull(),
    sumInsured: bigint("sum_insured", { mode: "number" }).notNull(),
    deductible: bigint("deductible", { mode: "number" }).notNull().default(0),
    paidBy: text("paid_by", { enum: ["lessor", "client"] }).notNull(),
  },
  (t) => [index("lk_policies_profile_idx").on(t.profileId)],
);

export const lkFines = pgTable(
  "lk_fines",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    contractId: integer("contract_id")
      .notNull()
      .references(() => lkContracts.id, { onDelete: "cascade" }),
    uin: text("uin").notNull(),
    decreeNumber: text("decree_number").notNull(),
    violatedAt: timestamp("violated_at", { withTimezone: true }).notNull(),
    decreeDate: date("decree_date", { mode: "string" }).notNull(),
    article: text("article").notNull(),
    articleTitle: text("article_title").notNull(),
    place: text("place").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** КоАП 32.2 p. 1.3: half the fine within 20 days, except the articles the code lists. */
    discountAllowed: boolean("discount_allowed").notNull(),
    status: text("status", { enum: ["unpaid", "paid", "appealed"] }).notNull(),
    paidAt: date("paid_at", { mode: "string" }),
  },
  (t) => [index("lk_fines_profile_idx").on(t.profileId, t.violatedAt)],
);

export const lkNotifications = pgTable(
  "lk_notifications",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    isRead: boolean("is_read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
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
    id: serial("id").primaryKey(),
    notificationId: integer("notification_id")
      .notNull()
      .references(() => lkNotifications.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  /** One review per notification: the unique index makes two concurrent posts unable to both succeed. */
  (t) => [uniqueIndex("lk_reviews_notification_uq").on(t.notificationId)],
);

export const lkCalendarEvents = pgTable(
  "lk_calendar_events",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
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
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    priceUnit: text("price_unit").notNull(),
    status: text("status", { enum: ["connected", "requested", "available"] }).notNull(),
    contractId: integer("contract_id").references(() => lkContracts.id, { onDelete: "set null" }),
    connectedAt: date("connected_at", { mode: "string" }),
  },
  (t) => [index("lk_paid_services_profile_idx").on(t.profileId)],
);

export const lkBonusOperations = pgTable(
  "lk_bonus_operations",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
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
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
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
  id: serial("id").primaryKey(),
  section: text("section").notNull(),
  sectionTitle: text("section_title").notNull(),
  sort: smallint("sort").notNull(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
});
