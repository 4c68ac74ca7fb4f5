import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/leads.ts";
import { createLogger } from "../../infra/logger.ts";
import type { Mailer, MailMessage } from "../../infra/mailer.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createMailOutbox, type DeliveryReport } from "./mail-outbox.ts";

/**
 * Several outbox workers on one database, as several app instances run them. On PostgreSQL (`npm run test:pg`)
 * each worker has its own connection pool, so their claims really race; on PGlite they interleave in one process.
 */
let app: TestApp;
const extra: Database[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const url = app.services.env.DATABASE_URL;
  if (url) for (let i = 0; i < 2; i++) extra.push(await openDatabase({ url, dataDir: null }));
});
afterAll(async () => {
  for (const database of extra) await database.close();
  await app.close();
});

/** A mailer that records what it was handed and yields between messages, so the workers' passes overlap. */
function recordingMailer(sent: MailMessage[]): Mailer {
  return {
    kind: "outbox-folder",
    async send(message) {
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
  };
}

describe("the mail outbox with three workers", () => {
  it("sends each queued e-mail exactly once, and every one of them", async () => {
    const logger = createLogger("silent");
    const databases = [app.services.database, ...extra];
    const dbs = [0, 1, 2].map((i) => (databases[i] ?? app.services.database).db);
    const first = app.services.database.db;
    const sent: MailMessage[] = [];
    const mailer = recordingMailer(sent);
    const writer = createMailOutbox(first, mailer, logger);
    const addresses = Array.from({ length: 75 }, (_, i) => `three-workers-${i}@example.com`);
    const ids: number[] = [];
    for (const to of addresses) ids.push(await writer.enqueue(first, { to, subject: "Заявка", text: `Письмо ${to}` }));

    const workers = dbs.map((db) => createMailOutbox(db, mailer, logger));
    const reports: DeliveryReport[] = await Promise.all(workers.map((w) => w.deliverDue()));

    const ours = sent.filter((m) => addresses.includes(m.to)).map((m) => m.to);
    expect(ours.toSorted()).toEqual(addresses.toSorted());
    expect(new Set(ours).size).toBe(ours.length);
    expect(reports.reduce((n, r) => n + r.failed, 0)).toBe(0);
    const rows = await first.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    expect(await writer.depth()).toBe(0);
  });

  it("a stopped worker finishes the batch it holds and takes no other", async () => {
    const logger = createLogger("silent");
    const db = app.services.database.db;
    const sent: MailMessage[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first send waits until the stop was asked for, so the stop lands in the middle of a batch.
    const mailer: Mailer = {
      kind: "outbox-folder",
      async send(message) {
        if (sent.length === 0) await gate;
        sent.push(message);
        return { messageId: `<${sent.length}@test>` };
      },
    };
    const outbox = createMailOutbox(db, mailer, logger);
    for (let i = 0; i < 45; i++) await outbox.enqueue(db, { to: `stop-${i}@example.com`, subject: "s", text: "t" });
    const stop = outbox.startWorker(60_000);
    await new Promise((resolve) => setImmediate(resolve));
    const stopped = stop();
    release();
    await stopped;
    // One batch (20 rows) went out whole; the other 25 wait for the next worker, still unsent.
    expect(sent).toHaveLength(20);
    expect(await outbox.depth()).toBe(25);
    expect((await outbox.deliverSoon()).sent).toBe(0);
  });
});
