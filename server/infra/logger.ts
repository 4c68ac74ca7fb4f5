import pino, { type Logger } from "pino";
import { currentRequestId } from "./request-context.ts";

export type { Logger };

/**
 * The process's logger. A line written while a request is answered carries its `requestId` (the one in the
 * X-Request-Id answer header and in problem answers), wherever in the services it is written: the request's
 * context travels with its async calls (request-context.ts), so no call site passes a child logger along.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "leasing-site" },
    redact: ["req.headers.cookie", "password"],
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
}
