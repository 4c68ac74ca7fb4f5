import { calcRequestSchema } from "../../../contract/calculator.ts";
import {
  type FormKind,
  type FormValues,
  HONEYPOT_FIELD,
  type PublicFormKind,
  UTM_FIELDS,
  type UtmEcho,
} from "../../../contract/forms.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import { linesWithoutControlCharacters, withoutControlCharacters } from "../../../core/control-characters.ts";
import type { Db } from "../../db/client.ts";
import { reviews } from "../../db/schema/content.ts";
import { leads } from "../../db/schema/leads.ts";
import { sha256 } from "../../infra/crypto.ts";
import type { Logger } from "../../infra/logger.ts";
import type { CalculatorService } from "../calculator/calculator-service.ts";
import { addressBucket, type RateLimit, type RateLimiter } from "../rate-limiter.ts";
import { leadMail } from "./lead-mail.ts";
import { leadReference } from "./lead-reference.ts";
import type { MailOutbox } from "./mail-outbox.ts";

/** Leads accepted from one network address: 10 in 10 minutes (a busy office behind one NAT still fits). */
export const LEADS_PER_ADDRESS: RateLimit = { limit: 10, windowMs: 10 * 60_000 };

export interface LeadSender {
  /** The network address of the request (rate limit; stored only as a hash). */
  address: string;
  /** For the account's forms: the signed-in person and the active profile. */
  account?: {
    user: { id: number; name: string; email: string; phone: string | null };
    profile: { id: number; title: string; inn: string } | null;
  };
}

export type SubmitResult =
  | { ok: true; id: number; reference: string; utm: UtmEcho }
  | { ok: false; reason: "rate-limited"; retryAfter: number };

/** Fields with columns of their own (or none): everything else of the form goes into `payload`. */
const NOT_PAYLOAD = new Set<string>([
  HONEYPOT_FIELD,
  "consentPersonalData",
  "consentAdvertising",
  "pageUrl",
  ...UTM_FIELDS,
]);

function bucket(address: string): string {
  return addressBucket("lead", address);
}

function utmOf(values: Record<string, unknown>): UtmEcho {
  const utm = {} as UtmEcho;
  for (const field of UTM_FIELDS) {
    const value = values[field];
    // A tag is one line of attribution: a control character in it is junk (and a NUL could not be stored).
    const text = typeof value === "string" ? withoutControlCharacters(value).trim() : "";
    utm[field] = text || null;
  }
  return utm;
}

/**
 * Lead forms: a lead is stored, and the e-mail to the sales mailbox queued, in one transaction before the
 * visitor gets an answer; the e-mail is sent afterwards by the outbox, so a mail server that is down never
 * loses a lead (it is retried with backoff).
 */
export function createLeadService(deps: {
  db: Db;
  limiter: RateLimiter;
  outbox: MailOutbox;
  calculator: CalculatorService;
  salesEmail: string;
  logger: Logger;
}) {
  const { db, limiter, outbox, calculator, logger } = deps;

  /** The lessor's own figures for the terms of a leasing request, when they fit the programme. */
  function estimate(values: Record<string, unknown>) {
    if (typeof values.type !== "string" || values.price === undefined) return undefined;
    const initial = calculator.initial(values.type as Parameters<CalculatorService["initial"]>[0]);
    const parsed = calcRequestSchema(initial).safeParse({
      type: values.type,
      price: values.price,
      advance: values.advance ?? initial.defaults.advance,
      term: values.term ?? initial.defaults.term,
      buyout: values.buyout ?? initial.defaults.buyout,
      scheduleType: values.scheduleType ?? initial.defaults.scheduleType,
    });
    if (!parsed.success) return undefined;
    const c = calculator.calculate(parsed.data);
    return {
      scheduleType: c.scheduleType,
      monthlyPaymentFirst: c.monthlyPaymentFirst,
      monthlyPaymentLast: c.monthlyPaymentLast,
      contractSum: c.contractSum,
      rate: c.rate,
    };
  }

  return {
    /**
     * Stores a validated form. Answers `rate-limited` (and stores nothing) once the sender's address has
     * sent `LEADS_PER_ADDRESS.limit` leads within the window.
     */
    async submit<K extends FormKind>(kind: K, values: FormValues<K>, sender: LeadSender): Promise<SubmitResult> {
      const retryAfter = await limiter.retryAfter(bucket(sender.address), LEADS_PER_ADDRESS);
      if (retryAfter > 0) return { ok: false, reason: "rate-limited", retryAfter };

      const all = values as Record<string, unknown>;
      const payload: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(all)) {
        if (NOT_PAYLOAD.has(field) || value === undefined) continue;
        // Kept as written, less control characters: PostgreSQL refuses a NUL in jsonb, and the rest only disguise text.
        payload[field] = typeof value === "string" ? linesWithoutControlCharacters(value) : value;
      }
      if (kind === "lisorder") {
        const figures = estimate(all);
        if (figures) payload.estimate = figures;
      }
      if (sender.account) {
        const { user, profile } = sender.account;
        payload.client = {
          name: user.name,
          email: user.email,
          phone: user.phone,
          profile: profile?.title ?? null,
          inn: profile?.inn ?? null,
        };
      }
      const utm = utmOf(all);
      const pageUrl = (typeof all.pageUrl === "string" && withoutControlCharacters(all.pageUrl)) || null;
      const now = new Date();
      // What the visitor is told and the manager sees in the e-mail: random, so it says nothing of volume.
      const reference = leadReference(now);
      payload.reference = reference;
      const consentAdvertising = all.consentAdvertising === true;
      const email = typeof all.email === "string" ? all.email : (sender.account?.user.email ?? null);

      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(leads)
          .values({
            kind,
            payload,
            consentPersonalDataAt: all.consentPersonalData === true ? now : null,
            consentAdvertisingAt: consentAdvertising ? now : null,
            utmCampaign: utm.utm_campaign,
            utmContent: utm.utm_content,
            utmMedium: utm.utm_medium,
            utmTerm: utm.utm_term,
            utmSource: utm.utm_source,
            pageUrl,
            addressHash: sha256(`lead-address:${sender.address}`),
            userId: sender.account?.user.id ?? null,
            profileId: sender.account?.profile?.id ?? null,
            createdAt: now,
          })
          .returning({ id: leads.id });
        const leadId = (row as { id: number }).id;
        // A review also waits in the moderation queue of the back office (unpublished until a moderator decides).
        if (kind === "reviews") {
          const text = (field: string) => (typeof payload[field] === "string" ? (payload[field] as string) : null);
          await tx.insert(reviews).values({
            author: text("name") ?? "",
            company: text("company") || null,
            city: text("city") || null,
            rating: Number(payload.rating),
            text: text("text") ?? "",
            date: moscowDate(now),
            isPublished: false,
          });
        }
        const mail = leadMail({ id: leadId, kind, payload, utm, pageUrl, createdAt: now, consentAdvertising });
        await outbox.enqueue(tx, { leadId, to: deps.salesEmail, replyTo: email, ...mail });
        return leadId;
      });
      await limiter.hit(bucket(sender.address), LEADS_PER_ADDRESS);
      logger.info({ leadId: id, kind, utm_campaign: utm.utm_campaign }, "lead stored");
      // Delivery happens after the answer; its failures stay in the outbox for the next attempt.
      void outbox.deliverSoon();
      return { ok: true, id, reference, utm };
    },

    /** A filled honeypot: nothing is stored, but the address's budget shrinks as if it had sent a lead. */
    async noteSpam(kind: PublicFormKind, address: string): Promise<void> {
      await limiter.hit(bucket(address), LEADS_PER_ADDRESS);
      logger.info({ kind }, "lead form honeypot filled");
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
