import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  fetchBaseQuery,
  retry,
} from "@reduxjs/toolkit/query/react";
import { CSRF_HEADER } from "../../contract/session.ts";
import { IN_PROCESS_ORIGIN, type InProcessFetch, inProcessFetchOf } from "./in-process";
import type { SessionState } from "./slices/session-slice";

/** Per-endpoint options (`extraOptions` in an endpoint definition). */
export interface ApiExtraOptions {
  /**
   * The call only reads, although its method is POST/PATCH/DELETE (several public pages are POST
   * reads), so repeating it is safe and it may be retried like a GET.
   */
  idempotent?: boolean;
  /** Overrides the retry budget for this endpoint (0 disables retries). */
  maxRetries?: number;
}

export interface BaseQueryOptions {
  /** Default "/": same origin in the browser. Relative bases need `location`, see `resolveBaseUrl`. */
  baseUrl?: string;
  /** Per attempt. Default 15 000 ms. */
  timeoutMs?: number;
  /** Delay before retry n (1-based) is backoffBaseMs · 2^(n−1), capped. Default 500 ms. */
  backoffBaseMs?: number;
  /** Upper bound for one delay. Default 8 000 ms. */
  backoffMaxMs?: number;
  /** Retries after the first attempt (SPEC §7: up to 5). Default 5. */
  maxRetries?: number;
  credentials?: RequestCredentials;
}

export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  FetchBaseQueryMeta
>;

/** Methods that are safe to repeat without the endpoint saying so (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT"]);
/** Methods that cannot change state, so they need no CSRF token. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function methodOf(arg: string | FetchArgs): string {
  return typeof arg === "string" ? "GET" : (arg.method ?? "GET").toUpperCase();
}

function urlOf(arg: string | FetchArgs): string {
  return typeof arg === "string" ? arg : arg.url;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * fetch needs an absolute URL outside the browser. In the browser a relative base is resolved
 * against the page; on the server (SSR, tests) there is no page, and the store is not meant to
 * fetch there (public pages read through loaders), so it returns null and the call fails clearly
 * instead of throwing from `new Request()`.
 */
export function resolveBaseUrl(baseUrl: string): string | null {
  if (ABSOLUTE_URL.test(baseUrl)) return baseUrl;
  if (typeof location === "undefined" || !location.origin || location.origin === "null") return null;
  return new URL(baseUrl, location.origin).href;
}

/**
 * Whether a state-changing call to `target` carries the session's CSRF token: only to our own session APIs, the
 * client account (/apilk/) and the back office (/staff/api/), never to another origin or a public call.
 */
export function sendsCsrfToken(target: URL, base: string): boolean {
  if (target.origin !== new URL(base).origin) return false;
  return target.pathname.startsWith("/apilk/") || target.pathname.startsWith("/staff/api/");
}

function needsCsrfToken(arg: string | FetchArgs, base: string): boolean {
  if (SAFE_METHODS.has(methodOf(arg))) return false;
  const raw = urlOf(arg);
  return sendsCsrfToken(new URL(ABSOLUTE_URL.test(raw) ? raw : raw.replace(/^\/+/, ""), base), base);
}

function isClientError(error: FetchBaseQueryError): boolean {
  return typeof error.status === "number" && error.status >= 400 && error.status < 500;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error("Aborted"));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error("Aborted"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The base query of the app: fetchBaseQuery with a per-attempt timeout, the CSRF header for
 * state-changing account calls, and RTK Query `retry` with exponential backoff.
 *
 * Retried: network errors (FETCH_ERROR), timeouts (TIMEOUT_ERROR), unreadable bodies (PARSING_ERROR)
 * and 5xx, for GET/HEAD/OPTIONS/PUT and for endpoints with `extraOptions: { idempotent: true }`.
 * Never retried: 4xx (the same request would get the same answer) and plain POST/PATCH/DELETE
 * (repeating a ticket or a payment request could duplicate it).
 */
export function createBaseQuery(options: BaseQueryOptions = {}): AppBaseQuery {
  const {
    baseUrl = "/",
    timeoutMs = 15_000,
    backoffBaseMs = 500,
    backoffMaxMs = 8_000,
    maxRetries = 5,
    credentials = "same-origin",
  } = options;

  // One fetchBaseQuery per resolved base; the base is resolved lazily because `location` exists
  // only in the browser, and the module is also imported on the server.
  let resolved: { base: string; query: ReturnType<typeof fetchBaseQuery> } | undefined;
  const fetchQueryFor = (base: string) => {
    if (resolved?.base !== base) {
      resolved = {
        base,
        query: fetchBaseQuery({
          baseUrl: base,
          credentials,
          timeout: timeoutMs,
          prepareHeaders(headers, { getState, arg }) {
            if (needsCsrfToken(arg, base)) {
              const token = (getState() as { session?: SessionState }).session?.csrfToken;
              if (token) headers.set(CSRF_HEADER, token);
            }
            return headers;
          },
        }),
      };
    }
    return resolved.query;
  };

  // A server-side prefetch store (in-process.ts) answers from the API app in this process: no base to resolve, no
  // CSRF token (its calls only read). One fetchBaseQuery per fetch function, i.e. per prefetching loader.
  const inProcessQueries = new WeakMap<InProcessFetch, ReturnType<typeof fetchBaseQuery>>();
  const inProcessQueryFor = (fetchFn: InProcessFetch) => {
    let query = inProcessQueries.get(fetchFn);
    if (!query) {
      const fetchIn = fetchFn;
      query = fetchBaseQuery({
        baseUrl: IN_PROCESS_ORIGIN,
        fetchFn: (input, init) => fetchIn(new Request(input, init)),
        timeout: timeoutMs,
      });
      inProcessQueries.set(fetchFn, query);
    }
    return query;
  };

  const attempt: AppBaseQuery = async (arg, api, extraOptions) => {
    const inProcess = inProcessFetchOf(api.extra);
    if (inProcess) {
      const result = await inProcessQueryFor(inProcess)(arg, api, extraOptions);
      // No retry in process: a failed read leaves the entry out and the browser asks for it itself.
      if (result.error) retry.fail(result.error, result.meta);
      return result;
    }
    const base = resolveBaseUrl(baseUrl);
    if (base === null) {
      return retry.fail({
        status: "CUSTOM_ERROR",
        error: `Relative baseUrl "${baseUrl}" cannot be resolved outside the browser; pass an absolute baseUrl.`,
      });
    }
    const result = await fetchQueryFor(base)(arg, api, extraOptions);
    if (result.error && isClientError(result.error)) {
      // A 4xx is the server's considered answer; asking again would get the same one.
      retry.fail(result.error, result.meta);
    }
    return result;
  };

  const withRetry = retry(attempt, {
    retryCondition(error, arg, { attempt: retryNumber, extraOptions }) {
      const extra = extraOptions as ApiExtraOptions | undefined;
      if (retryNumber > (extra?.maxRetries ?? maxRetries)) return false;
      const { status } = error as FetchBaseQueryError;
      const transient =
        status === "FETCH_ERROR" ||
        status === "TIMEOUT_ERROR" ||
        status === "PARSING_ERROR" ||
        (typeof status === "number" && status >= 500);
      if (!transient) return false;
      return IDEMPOTENT_METHODS.has(methodOf(arg as string | FetchArgs)) || extra?.idempotent === true;
    },
    // Only upward jitter (up to +25 %): spreads clients after an outage without ever shortening a delay.
    backoff: (retryNumber, _maxRetries, signal) =>
      sleep(Math.min(backoffMaxMs, backoffBaseMs * 2 ** (retryNumber - 1)) * (1 + Math.random() * 0.25), signal),
  });

  return (arg, api, extraOptions) => withRetry(arg, api, extraOptions ?? {});
}

/** The app's base query: same-origin calls with the session cookie. */
export const baseQuery = createBaseQuery();
