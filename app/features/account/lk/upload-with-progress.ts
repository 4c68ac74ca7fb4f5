import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { CSRF_HEADER } from "../../../../contract/session.ts";
import { api } from "../../../store/api";
import { resolveBaseUrl, sendsCsrfToken } from "../../../store/base-query";
import { useAppDispatch, useAppSelector } from "../../../store/hooks";
import { selectCsrfToken } from "../../../store/slices/session-slice";

/**
 * Multipart sends with a progress bar. fetch() cannot report how much of a request body has gone, so the files of
 * tickets, rescheduling requests and staff replies go through XMLHttpRequest, whose `upload` reports progress. The
 * answer comes back in the shape RTK Query gives (`{ data }` or `{ error: { status, data } }`), so
 * apiErrorMessage / apiFieldErrors (app/lib/api-error.ts) read its problem+json the same way, and QueryError
 * shows its transport failures (FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR) with the same texts.
 */

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The whole body, in bytes (0 while the browser does not know it). */
  total: number;
  /** 0–100, whole. */
  percent: number;
}

export type UploadErrorStatus = number | "FETCH_ERROR" | "TIMEOUT_ERROR" | "PARSING_ERROR" | "CUSTOM_ERROR";

/** The error of a send, in fetchBaseQuery's shape: HTTP answers keep their status and parsed body. */
export interface UploadError {
  status: UploadErrorStatus;
  /** The answer's body: problem+json (`detail`, `errors`) for HTTP errors. */
  data?: unknown;
  /** Transport errors: what went wrong, for logs. */
  error?: string;
  /** The answer's status when its body could not be read. */
  originalStatus?: number;
}

export type UploadResult<T> =
  | { data: T; error?: undefined; aborted?: undefined }
  | { data?: undefined; error: UploadError; aborted: boolean };

export interface UploadRequest<T> {
  /** An account path, such as `apilk/tickets/new/` (a leading slash is fine). */
  url: string;
  body: FormData;
  /** The contract's schema of the answer; a mismatch is PARSING_ERROR, like a broken body. */
  schema?: z.ZodType<T>;
  /** Sent only to our own `/apilk/` and `/staff/api/` calls, as the base query does. */
  csrfToken?: string | null;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Default 5 minutes: ten files of 1 MB over a slow mobile link still make it. */
  timeoutMs?: number;
}

/** The message a cancelled send shows; apiErrorMessage reads it as the `detail`. */
export const UPLOAD_ABORTED_MESSAGE = "Отправка отменена.";

const JSON_TYPE = /^application\/(?:problem\+)?json\b/i;

function parseBody(text: string, contentType: string | null): { ok: true; value: unknown } | { ok: false } {
  if (text === "") return { ok: true, value: null };
  if (!contentType || !JSON_TYPE.test(contentType)) return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function percentOf(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/**
 * POSTs `body` with XMLHttpRequest: upload progress to `onProgress`, the CSRF header for our own account API,
 * the session cookie (same origin), the answer read as JSON or problem+json. Never throws: the result is
 * `{ data }` or `{ error, aborted }`. Browser only (there is no XMLHttpRequest on the server).
 */
export function uploadWithProgress<T = unknown>(request: UploadRequest<T>): Promise<UploadResult<T>> {
  const { body, schema, csrfToken, onProgress, signal, timeoutMs = 300_000 } = request;
  return new Promise((resolve) => {
    const base = resolveBaseUrl("/");
    if (base === null || typeof XMLHttpRequest === "undefined") {
      resolve({ error: { status: "CUSTOM_ERROR", error: "Uploads run in the browser only" }, aborted: false });
      return;
    }
    const target = new URL(request.url.replace(/^\/+/, ""), base);
    const fail = (error: UploadError, aborted = false) => resolve({ error, aborted });
    if (signal?.aborted) {
      fail({ status: "CUSTOM_ERROR", error: "Aborted", data: { detail: UPLOAD_ABORTED_MESSAGE } }, true);
      return;
    }

    const xhr = new XMLHttpRequest();
    xhr.open("POST", target.href);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader("Accept", "application/json");
    // The token goes only to our own session APIs, never to another origin (the base query's rule).
    if (csrfToken && sendsCsrfToken(target, base)) {
      xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    }
    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener("abort", onAbortSignal, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbortSignal);

    xhr.upload.addEventListener("progress", (event) => {
      const total = event.lengthComputable ? event.total : 0;
      onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) });
    });
    xhr.addEventListener("load", () => {
      done();
      const parsed = parseBody(xhr.responseText, xhr.getResponseHeader("content-type"));
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (!parsed.ok) {
        fail({ status: "PARSING_ERROR", originalStatus: xhr.status, data: xhr.responseText, error: "Invalid JSON" });
        return;
      }
      if (!ok) {
        fail({ status: xhr.status, data: parsed.value });
        return;
      }
      if (!schema) {
        resolve({ data: parsed.value as T });
        return;
      }
      const checked = schema.safeParse(parsed.value);
      if (checked.success) resolve({ data: checked.data });
      else fail({ status: "PARSING_ERROR", originalStatus: xhr.status, data: "", error: checked.error.message });
    });
    xhr.addEventListener("error", () => {
      done();
      fail({ status: "FETCH_ERROR", error: "Network error" });
    });
    xhr.addEventListener("timeout", () => {
      done();
      fail({ status: "TIMEOUT_ERROR", error: `No answer in ${timeoutMs} ms` });
    });
    xhr.addEventListener("abort", () => {
      done();
      fail({ status: "CUSTOM_ERROR", error: "Aborted", data: { detail: UPLOAD_ABORTED_MESSAGE } }, true);
    });
    xhr.send(body);
  });
}

/** The tags of the app's api (`Tickets`, `TicketsCounter`, `Notification`, …) a successful send refreshes. */
export type InvalidatedTags = Parameters<typeof api.util.invalidateTags>[0];

/**
 * A send with progress from a screen: the session's CSRF token from the store, `progress` for the bar while the
 * body goes (null when nothing is being sent), `abort()` to cancel (a screen left mid-send cancels by itself), and
 * after a successful send the RTK Query tags `invalidates` names, so lists, threads and counters load again — the
 * mutation RTK Query would have made, had it been able to report progress.
 */
export function useUploadWithProgress() {
  const csrfToken = useAppSelector(selectCsrfToken);
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async <T>(
      request: Omit<UploadRequest<T>, "csrfToken" | "signal" | "onProgress"> & { invalidates?: InvalidatedTags },
    ) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setProgress({ loaded: 0, total: 0, percent: 0 });
      const result = await uploadWithProgress<T>({
        ...request,
        csrfToken,
        signal: own.signal,
        onProgress: (next) => {
          if (controller.current === own) setProgress(next);
        },
      });
      if (controller.current === own) {
        controller.current = null;
        setProgress(null);
      }
      if (result.data !== undefined && request.invalidates && request.invalidates.length > 0) {
        dispatch(api.util.invalidateTags(request.invalidates));
      }
      return result;
    },
    [csrfToken, dispatch],
  );

  const abort = useCallback(() => controller.current?.abort(), []);

  return { send, progress, uploading: progress !== null, abort };
}
