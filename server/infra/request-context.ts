import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** What the code running for one HTTP request knows about it, wherever it is called from. */
export interface RequestContext {
  requestId: string;
  /** The matched route pattern (e.g. `/api/catalog/:section`), set by whichever router answered. */
  route?: string;
}

/**
 * The request being answered, kept across awaits: the logger stamps its id on every line (logger.ts) and the
 * problem answers carry it (server/api/problem.ts) without each call site passing it along.
 */
const storage = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = "X-Request-Id";

/** An id a proxy may hand over: short and of safe characters, so it cannot forge log lines or headers. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Records the route pattern that answered the current request (for the per-route metrics). */
export function noteRoute(route: string): void {
  const context = storage.getStore();
  if (context) context.route = route;
}

/**
 * The id of a request: the one our proxy sent in X-Request-Id, when proxies are trusted (TRUST_PROXY > 0) and it
 * looks sane, so one id follows the request from nginx's log to ours; otherwise a new one. Without a trusted
 * proxy anyone could choose the id and make their requests look like someone else's in the logs.
 */
export function requestIdFor(header: string | undefined, trustedHops: number): string {
  if (trustedHops > 0 && header && ACCEPTABLE_ID.test(header)) return header;
  return randomUUID();
}

/** Runs `fn` as the request `context`. */
export function runInRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * Opens the request's context (unless an outer layer already did) and answers with its id in X-Request-Id.
 * The production server opens it around the whole site (server/infra/observed-app.ts); the API opens its own
 * when called directly (tests, `api.request()`).
 */
export function requestContextMiddleware(trustedHops: () => number): MiddlewareHandler {
  return async (c, next) => {
    const open = storage.getStore();
    if (open) {
      await next();
      return;
    }
    const context: RequestContext = { requestId: requestIdFor(c.req.header(REQUEST_ID_HEADER), trustedHops()) };
    await storage.run(context, () => next());
    c.res.headers.set(REQUEST_ID_HEADER, context.requestId);
  };
}
