import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../infra/logger.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createCalculatorService } from "./calculator/calculator-service.ts";
import { createRateLimiter } from "./rate-limiter.ts";

/** Every domain service, built once per process over one database. */
export function createServices(deps: { database: Database; env: Env; logger: Logger }) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db);
  return {
    env: deps.env,
    logger: deps.logger,
    database: deps.database,
    limiter,
    auth: createAuthService(db, limiter),
    calculator: createCalculatorService(),
  };
}

export type Services = ReturnType<typeof createServices>;
