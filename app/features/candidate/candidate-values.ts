import { CANDIDATE_STEPS, candidateStepOf } from "../../../contract/candidate.ts";
import { MONTHS_GENITIVE } from "../../../core/russian-months.ts";
import type { CandidateRecord, CandidateState } from "../../store/slices/candidate-slice";

/** An office city for the select (from `GET /api/main/cities/` data). */
export interface CityOption {
  id: number;
  name: string;
}

/** An open vacancy for the select (from `POST /api/pages/vacancies/` data). */
export interface VacancyOption {
  code: string;
  title: string;
  cityId: number;
  city: string;
}

/** Field path → the first message for it, e.g. `personal.phone` → «Укажите российский номер…». */
export type FieldErrors = Record<string, string>;

/** The id of a field's control: `family.brothers.0.name` → `candidate-family-brothers-0-name`. */
export function fieldId(path: string): string {
  return `candidate-${path.replaceAll(".", "-")}`;
}

/** A text value of a draft block; numbers (years typed earlier) come back as their digits. */
export function text(record: CandidateRecord | null | undefined, key: string): string {
  const value = record?.[key];
  return value === null || value === undefined || typeof value === "boolean" ? "" : String(value);
}

export function flag(record: CandidateRecord | null | undefined, key: string): boolean {
  return record?.[key] === true;
}

/** A stable key for a row of a list (brothers, children, schools), kept in the draft. */
export function newRowId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The free-text city (when the list of office cities is not available) lives in the personal block. */
export const FREE_CITY_KEY = "cityName";

/**
 * The request body from the draft, as the server expects it (the contract's `CandidateRequest`). Values stay as
 * typed: the schema trims, parses years and normalises the phone on both sides.
 */
export function toCandidateRequest(draft: CandidateState, opts: { cities: readonly CityOption[]; consent: boolean }) {
  const city = draft.city === null ? null : (opts.cities.find((c) => c.id === draft.city) ?? null);
  return {
    city: city?.id ?? null,
    cityName: city ? city.name : text(draft.personal, FREE_CITY_KEY),
    vacancy: draft.vacancy || null,
    personal: draft.personal,
    family: draft.family,
    // The form shows one empty row for an empty list: its fields get the messages, not the list as a whole.
    education: draft.education.length > 0 ? draft.education : [{}],
    lastjob: { ...draft.lastjob, noExperience: flag(draft.lastjob, "noExperience") },
    address: { ...draft.address, sameAsRegistration: flag(draft.address, "sameAsRegistration") },
    consent: opts.consent,
  };
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

function collect(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "body";
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** The messages of one step (the same schema the server applies to that part of the questionnaire). */
export function validateStep(index: number, request: ReturnType<typeof toCandidateRequest>): FieldErrors {
  const step = CANDIDATE_STEPS[index];
  if (!step) return {};
  const result = step.schema.safeParse(request);
  return result.success ? {} : collect(result.error.issues);
}

/** Every step in order; `step` is the first one with errors, or null when the whole questionnaire is valid. */
export function validateAll(request: ReturnType<typeof toCandidateRequest>): {
  step: number | null;
  errors: FieldErrors;
} {
  for (let index = 0; index < CANDIDATE_STEPS.length; index++) {
    const errors = validateStep(index, request);
    if (Object.keys(errors).length > 0) return { step: index, errors };
  }
  return { step: null, errors: {} };
}

/** The server's field errors, with the first step that has any (where the form goes back to). */
export function serverErrors(errors: FieldErrors): { step: number | null; errors: FieldErrors } {
  const steps = Object.keys(errors).map(candidateStepOf);
  return { step: steps.length > 0 ? Math.min(...steps) : null, errors };
}

/** Errors of the rows of a list are dropped when a row goes (their indexes would point at other rows). */
export function withoutList(errors: FieldErrors, listPath: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith(`${listPath}.`)));
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** «сегодня в 14:05», «вчера в 9:30», «21 ноября в 18:00» — in the visitor's own time zone. */
export function formatDraftTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  const time = `${at.getHours()}:${String(at.getMinutes()).padStart(2, "0")}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(at, now)) return `сегодня в ${time}`;
  if (sameDay(at, yesterday)) return `вчера в ${time}`;
  const year = at.getFullYear() === now.getFullYear() ? "" : ` ${at.getFullYear()} г.`;
  return `${at.getDate()} ${MONTHS_GENITIVE[at.getMonth()]}${year} в ${time}`;
}
