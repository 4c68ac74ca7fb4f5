import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { calendarDate, createdAt, instant, kopecks, serialId } from "../columns.ts";
import { profiles, users } from "./accounts.ts";
import { lkContracts, lkPayments } from "./lk.ts";

/**
 * The account's ledger (issue 11, ADR 028): what the lessor charged a contract and what the client paid, in
 * kopecks. Every sum the account shows (debt, penalties, bills, invoices, the reconciliation act) is computed
 * from these two tables by `core/ledger.ts`; `lk_payments.paid_at/paid_amount` are a projection of it.
 */

const profileId = () =>
  integer("profile_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" });
const contractId = () =>
  integer("contract_id")
    .notNull()
    .references(() => lkContracts.id, { onDelete: "cascade" });

export const CHARGE_KINDS = ["advance", "payment", "buyout", "service", "fine"] as const;

/**
 * A sum the lessor charged: a scheduled payment, a paid service, a re-invoiced fine. Penalties are not stored:
 * `core/ledger.ts` accrues them from these charges and the receipts, to any date (ADR 028).
 */
export const lkCharges = pgTable(
  "lk_charges",
  {
    id: serialId(),
    contractId: contractId(),
    profileId: profileId(),
    kind: text("kind", { enum: CHARGE_KINDS }).notNull(),
    /** The due date, already moved to a working day. */
    date: calendarDate("date").notNull(),
    amount: kopecks("amount").notNull(),
    /** 22/122 of this row's own amount, rounded to the kopeck. */
    vat: kopecks("vat").notNull(),
    title: text("title").notNull(),
    /** The schedule row this charge is, for scheduled payments. */
    paymentId: integer("payment_id").references(() => lkPayments.id, { onDelete: "cascade" }),
    /** «СП-…», the bill (счёт на оплату) issued for it. */
    billNumber: text("bill_number").notNull(),
    /** The bill's date: ten days before the due date at most. */
    billDate: calendarDate("bill_date").notNull(),
    /** «СФ-…», the VAT invoice (счёт-фактура); null until the charge's date. */
    invoiceNumber: text("invoice_number"),
  },
  (t) => [
    index("lk_charges_contract_idx").on(t.contractId, t.date),
    index("lk_charges_profile_idx").on(t.profileId, t.date),
    uniqueIndex("lk_charges_bill_uq").on(t.billNumber),
  ],
);

/** Money the client paid: a bank payment order received by the lessor. */
export const lkReceipts = pgTable(
  "lk_receipts",
  {
    id: serialId(),
    contractId: contractId(),
    profileId: profileId(),
    date: calendarDate("date").notNull(),
    amount: kopecks("amount").notNull(),
    /** The payment order's number (номер платёжного поручения). */
    orderNumber: text("order_number").notNull(),
    purpose: text("purpose").notNull(),
    /** What the payment covers: lease charges (oldest first) or penalties (ГК 319 does not put penalties first). */
    target: text("target", { enum: ["charges", "penalties"] })
      .notNull()
      .default("charges"),
  },
  (t) => [
    index("lk_receipts_contract_idx").on(t.contractId, t.date),
    index("lk_receipts_profile_idx").on(t.profileId, t.date),
  ],
);

/** The lessor's accounting letters to the client, and the client's answers (`parent_id`). */
export const lkAccountingNotes = pgTable(
  "lk_accounting_notes",
  {
    id: serialId(),
    profileId: profileId(),
    contractId: integer("contract_id").references(() => lkContracts.id, { onDelete: "set null" }),
    receiptId: integer("receipt_id").references(() => lkReceipts.id, { onDelete: "set null" }),
    parentId: integer("parent_id"),
    /** allocation: how a payment was applied; clarification: a request to clarify a purpose; reply: the client's letter. */
    kind: text("kind", { enum: ["allocation", "clarification", "reply"] }).notNull(),
    /** open: waits for the client's answer (clarifications); answered; info: nothing to answer. */
    status: text("status", { enum: ["info", "open", "answered"] }).notNull(),
    number: text("number").notNull(),
    date: calendarDate("date").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("lk_accounting_notes_profile_idx").on(t.profileId, t.date)],
);

/** A request for duplicates of closing documents (periods × kinds), delivered through EDO or by post. */
export const lkDuplicateRequests = pgTable(
  "lk_duplicate_requests",
  {
    id: serialId(),
    profileId: profileId(),
    number: text("number").notNull().unique(),
    /** `2026-10` (month) or `2026-Q3` (quarter). */
    periods: jsonb("periods").$type<string[]>().notNull(),
    kinds: jsonb("kinds").$type<string[]>().notNull(),
    /** Originals of ticked documents (`kind:id`), instead of or beside periods × kinds. */
    documents: jsonb("documents").$type<string[]>().notNull().default([]),
    delivery: text("delivery", { enum: ["edo", "paper"] }).notNull(),
    address: text("address"),
    status: text("status", { enum: ["new", "in_progress", "sent"] })
      .notNull()
      .default("new"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("lk_duplicate_requests_profile_idx").on(t.profileId, t.createdAt)],
);

/** A reconciliation act requested through EDO; when signed it shows among the documents. */
export const lkReconciliationRequests = pgTable(
  "lk_reconciliation_requests",
  {
    id: serialId(),
    profileId: profileId(),
    number: text("number").notNull().unique(),
    dateFrom: calendarDate("date_from").notNull(),
    dateTo: calendarDate("date_to").notNull(),
    contractIds: jsonb("contract_ids").$type<number[]>().notNull(),
    status: text("status", { enum: ["sent", "signed"] })
      .notNull()
      .default("sent"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    signedAt: instant("signed_at"),
  },
  (t) => [index("lk_reconciliation_requests_profile_idx").on(t.profileId, t.createdAt)],
);
