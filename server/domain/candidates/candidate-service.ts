import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Candidate, CandidateCreated } from "../../../contract/candidate.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import { formatRussianPhone } from "../../../core/phone.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema/candidates.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import { addressBucket, type RateLimit, type RateLimiter } from "../rate-limiter.ts";
import { candidateMail } from "./candidate-mail.ts";

/** A person sends one questionnaire; a few more allow for corrections, a flood is refused. */
export const CANDIDATE_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60_000 };

/** What the questionnaire refers to in the content area: office cities and open vacancies. */
export interface CandidateLookups {
  cities: { byId(id: number): Promise<{ id: number; name: string } | null> };
  content: { vacancies: { detail(code: string): Promise<{ item: { code: string; title: string } } | null> } };
}

export type CandidateSubmitResult =
  | ({ ok: true } & CandidateCreated)
  | { ok: false; reason: "rate-limited"; retryAfter: number }
  | { ok: false; reason: "invalid"; errors: { field: string; message: string }[] };

/** «К-2026-000042»: the year of sending (in Moscow) and the row id. */
function candidateNumber(id: number, at: Date): string {
  return `К-${moscowDate(at).slice(0, 4)}-${String(id).padStart(6, "0")}`;
}

/** Where HR is told of a new questionnaire: the outbox, HR's mailbox, and the site's address for the link. */
export interface CandidateMailDeps {
  outbox: MailOutbox;
  hrEmail: string;
  publicUrl: string;
}

/**
 * Stores submitted questionnaires (validated by the contract) and answers with their number; HR's e-mail goes into
 * the outbox in the same transaction, so a stored questionnaire is never left unannounced.
 */
export function createCandidateService(db: Db, limiter: RateLimiter, mail: CandidateMailDeps) {
  async function submit(
    candidate: Candidate,
    opts: { address: string; lookups: CandidateLookups; now?: Date },
  ): Promise<CandidateSubmitResult> {
    const bucket = addressBucket("candidate", opts.address);
    const retryAfter = await limiter.retryAfter(bucket, CANDIDATE_RATE_LIMIT);
    if (retryAfter > 0) return { ok: false, reason: "rate-limited", retryAfter };

    // The draft may be days old: the city list or the vacancy may have changed since.
    const errors: { field: string; message: string }[] = [];
    let cityName = candidate.cityName;
    if (candidate.city !== null) {
      const city = await opts.lookups.cities.byId(candidate.city);
      if (city) cityName = city.name;
      else errors.push({ field: "city", message: "Этого города больше нет в списке: выберите город заново" });
    }
    let vacancyTitle: string | null = null;
    if (candidate.vacancy !== null) {
      const found = await opts.lookups.content.vacancies.detail(candidate.vacancy);
      if (found) vacancyTitle = found.item.title;
      else
        errors.push({
          field: "vacancy",
          message: "Эта вакансия уже закрыта: выберите другую или «Любая подходящая вакансия»",
        });
    }
    if (errors.length > 0) return { ok: false, reason: "invalid", errors };

    const now = opts.now ?? new Date();
    const id = await db.transaction(async (tx) => {
      // The id first, so that the number derived from it goes in with the row.
      const next = await tx.execute<{ id: string }>(
        sql`select nextval(pg_get_serial_sequence('candidates', 'id')) as id`,
      );
      const newId = Number(next.rows[0]?.id);
      const { personal } = candidate;
      await tx.insert(candidates).values({
        id: newId,
        number: candidateNumber(newId, now),
        cityId: candidate.city,
        cityName,
        vacancyCode: candidate.vacancy,
        vacancyTitle,
        lastName: personal.lastName,
        firstName: personal.firstName,
        phone: personal.phone,
        email: personal.email,
        personal,
        family: candidate.family,
        education: candidate.education,
        lastjob: candidate.lastjob,
        address: candidate.address,
        consentPersonalDataAt: now,
        addressHash: createHash("sha256").update(opts.address).digest("hex"),
        createdAt: now,
      });
      const message = candidateMail(
        {
          id: newId,
          number: candidateNumber(newId, now),
          lastName: personal.lastName,
          firstName: personal.firstName,
          middleName: personal.middleName,
          vacancyTitle,
          cityName,
          phone: personal.phone,
          email: personal.email,
          createdAt: now,
        },
        mail.publicUrl,
      );
      await mail.outbox.enqueue(tx, { to: mail.hrEmail, replyTo: personal.email, ...message });
      return newId;
    });
    await limiter.hit(bucket, CANDIDATE_RATE_LIMIT);
    // Delivery happens outside the request; a failure leaves the message due for the worker's next pass.
    void mail.outbox.deliverSoon();

    const number = candidateNumber(id, now);
    const message =
      `Спасибо, ${candidate.personal.firstName}! Анкета № ${number} получена. ` +
      `Специалист отдела персонала свяжется с вами в течение трёх рабочих дней по телефону ${formatRussianPhone(candidate.personal.phone)}.`;
    return { ok: true, id, number, message };
  }

  return { submit };
}

export type CandidateService = ReturnType<typeof createCandidateService>;
