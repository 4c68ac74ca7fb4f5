import { openDatabase } from "./db/client.ts";
import { runSeed } from "./db/seed/run-seed.ts";
import { createServices, type Services } from "./domain/services.ts";
import type { Env } from "./env.ts";
import { createLogger } from "./infra/logger.ts";
import { metrics } from "./infra/metrics.ts";

export interface Booted {
  services: Services;
  /** Stops the outbox worker: the batch in progress is finished, no other is taken. */
  stopOutbox: () => Promise<void>;
}

/** Opens the database (migrating it), seeds an empty one, and builds the services. */
export async function boot(env: Env): Promise<Booted> {
  const logger = createLogger(env.LOG_LEVEL);
  const started = performance.now();
  let seeded: string[] = [];
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    prepare: async (db) => {
      seeded = await runSeed(db, { demo: env.DEMO_DATA });
    },
  });
  logger.info({ db: database.kind, seeded, ms: Math.round(performance.now() - started) }, "database ready");
  const services = createServices({ database, env, logger });
  metrics.outboxDepth(services.outbox.depth);
  // Sends the queued e-mail (lead notifications) and retries failures; see server/domain/leads/mail-outbox.ts.
  const stopOutbox = services.outbox.startWorker();
  return { services, stopOutbox };
}
