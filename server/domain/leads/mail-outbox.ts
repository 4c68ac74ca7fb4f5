import { and, asc, count, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/leads.ts";
import type { Logger } from "../../infra/logger.ts";
import type { Mailer, MailMessage } from "../../infra/mailer.ts";

/** Rows taken per pass. */
const BATCH = 20;
/** A taken row is not due again for this long, so a second worker (another instance) leaves it alone. */
const LEASE_MS = 5 * 60_000;
/** The first retry after 30 s, then doubling, at most hourly; a message is retried until it is sent. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const WORKER_INTERVAL_MS = 15_000;

function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** What `enqueue` needs: the database or the transaction that stores what the message reports. */
type Writer = Pick<Db, "insert">;

/**
 * The transactional outbox for e-mail. A message is a row written in the same transaction as the record
 * it reports (a lead), so neither exists without the other; delivery happens afterwards, outside any
 * request, and a failed delivery leaves the row due for a later attempt.
 */
export function createMailOutbox(db: Db, mailer: Mailer, logger: Logger) {
  let running: Promise<DeliveryReport> | null = null;
  let again = false;
  /** Set when the worker stops (graceful shutdown): no pass starts after it. */
  let stopped = false;

  async function enqueue(writer: Writer, message: MailMessage & { leadId?: number }): Promise<number> {
    const [row] = await writer
      .insert(mailOutbox)
      .values({
        leadId: message.leadId,
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
      })
      .returning({ id: mailOutbox.id });
    return (row as { id: number }).id;
  }

  /**
   * Takes up to a batch of due rows in one statement: the rows are locked while their lease is written, and rows
   * another worker (another instance) is taking at that moment are skipped rather than waited for, so two workers
   * never hold one row; the lease then keeps it from every later pass until it is sent or fails.
   */
  async function claimBatch(now: Date): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextTryAt, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({ nextTryAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Sends every message that is due at `now`, in batches; one failure does not stop the others. A stopping worker
   * finishes the batch it holds and takes no more.
   */
  async function deliverDue(now = new Date()): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    for (;;) {
      const batch = await claimBatch(now);
      for (const row of batch) await deliverOne(row, now, report);
      // Every row of this batch is now sent or due later, so the next claim moves on. Only an empty claim means
      // nothing is due: a short one may just have skipped rows another worker was claiming at that moment.
      if (batch.length === 0 || stopped) return report;
    }
  }

  async function deliverOne(row: OutboxRow, now: Date, report: DeliveryReport): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await mailer.send({ to: row.to, replyTo: row.replyTo, subject: row.subject, text: row.text });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      report.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const nextTryAt = new Date(now.getTime() + retryDelayMs(attempts));
      await db
        .update(mailOutbox)
        .set({ attempts, lastError: message.slice(0, 1000), nextTryAt })
        .where(eq(mailOutbox.id, row.id));
      report.failed++;
      logger.warn({ outboxId: row.id, leadId: row.leadId, attempts, nextTryAt, err: message }, "mail delivery failed");
    }
  }

  /** Unsent messages, for the mail_outbox_depth metric. */
  async function depth(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
    return row?.n ?? 0;
  }

  /** Runs a delivery pass now, or once more right after the one in progress; never throws. */
  function deliverSoon(): Promise<DeliveryReport> {
    if (running) {
      again = true;
      return running;
    }
    if (stopped) return Promise.resolve({ sent: 0, failed: 0 });
    running = (async () => {
      const total: DeliveryReport = { sent: 0, failed: 0 };
      do {
        again = false;
        try {
          const report = await deliverDue();
          total.sent += report.sent;
          total.failed += report.failed;
        } catch (error) {
          logger.error({ err: error }, "mail outbox pass failed");
        }
      } while (again && !stopped);
      running = null;
      return total;
    })();
    return running;
  }

  return {
    enqueue,
    deliverDue,
    deliverSoon,
    depth,
    /**
     * Delivers due messages every `intervalMs` until stopped; the timer does not keep the process alive. The
     * returned stop lets the pass in progress finish its batch and resolves when it has.
     */
    startWorker(intervalMs = WORKER_INTERVAL_MS): () => Promise<void> {
      void deliverSoon();
      const timer = setInterval(() => void deliverSoon(), intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        stopped = true;
        await running;
      };
    },
  };
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

export type MailOutbox = ReturnType<typeof createMailOutbox>;
