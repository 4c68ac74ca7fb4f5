import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type {
  CandidateAddress,
  CandidateEducation,
  CandidateFamily,
  CandidateLastJob,
  CandidatePersonal,
} from "../../../contract/candidate.ts";
import { createdAt, instant, serialId } from "../columns.ts";

/** HR's decision on a questionnaire (issue 15): Новая, Приглашён, Отказ, Принят. */
export const CANDIDATE_STATUSES = ["new", "invited", "rejected", "hired"] as const;

/**
 * Submitted candidate questionnaires (SPEC §3 `candidate`). The blocks are stored as validated by the
 * contract (phone normalised to +7…); the columns beside them are what HR searches and sorts by.
 */
export const candidates = pgTable(
  "candidates",
  {
    id: serialId(),
    /** «К-2026-000001»: the number the candidate is told and can quote to HR. */
    number: text("number").notNull().unique(),
    /** An office city from the content area, or null when typed as free text. */
    cityId: integer("city_id"),
    cityName: text("city_name").notNull(),
    /** The vacancy code and its title at the moment of sending; null — any suitable vacancy. */
    vacancyCode: text("vacancy_code"),
    vacancyTitle: text("vacancy_title"),
    lastName: text("last_name").notNull(),
    firstName: text("first_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    personal: jsonb("personal").$type<CandidatePersonal>().notNull(),
    family: jsonb("family").$type<CandidateFamily>().notNull(),
    education: jsonb("education").$type<CandidateEducation[]>().notNull(),
    lastjob: jsonb("lastjob").$type<CandidateLastJob>().notNull(),
    address: jsonb("address").$type<CandidateAddress>().notNull(),
    /** The moment the consent to personal data processing was given (the moment of sending). */
    consentPersonalDataAt: instant("consent_personal_data_at").notNull(),
    /** SHA-256 of the sender's network address: enough to spot abuse, no raw address kept. */
    addressHash: text("address_hash"),
    createdAt: createdAt(),
    /** HR's decision (issue 15): Новая, Приглашён, Отказ, Принят. */
    status: text("status", { enum: CANDIDATE_STATUSES }).notNull().default("new"),
    statusChangedAt: instant("status_changed_at"),
  },
  (t) => [
    index("candidates_created_idx").on(t.createdAt),
    index("candidates_phone_idx").on(t.phone),
    index("candidates_status_idx").on(t.status, t.createdAt),
  ],
);
