import {
  type SuggestKind,
  type SuggestQuery,
  type SuggestResponse,
  SuggestResponseSchema,
} from "../../contract/suggest.ts";

/** DaData's suggestions API; `SUGGESTIONS_URL` points elsewhere (a test stand-in, a caching proxy). */
export const DADATA_SUGGESTIONS_URL = "https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/";

/** A suggestion that takes longer is worthless: the person has typed on. */
export const UPSTREAM_TIMEOUT_MS = 3_000;

export interface SuggestionsUpstream {
  suggest(kind: SuggestKind, query: SuggestQuery): Promise<SuggestResponse>;
}

export class UpstreamError extends Error {
  override name = "UpstreamError";
}

/**
 * The upstream client. The token travels only from here, in `Authorization: Token …`; the browser talks to
 * our proxy. Any failure — no answer within the timeout, a non-2xx status, a body not in DaData's shape —
 * is an `UpstreamError`, for the caller to fall back on the local gazetteer.
 */
export function createDadataClient(opts: {
  token: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): SuggestionsUpstream {
  const base = (opts.baseUrl ?? DADATA_SUGGESTIONS_URL).replace(/\/?$/, "/");
  const timeoutMs = opts.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const doFetch = opts.fetch ?? fetch;
  return {
    async suggest(kind, query) {
      let res: Response;
      try {
        res = await doFetch(new URL(kind, base), {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            authorization: `Token ${opts.token}`,
          },
          body: JSON.stringify(query),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === "TimeoutError";
        throw new UpstreamError(timedOut ? `no answer in ${timeoutMs} ms` : `request failed: ${String(error)}`);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new UpstreamError(`answered ${res.status}`);
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new UpstreamError("answered with a body that is not JSON");
      }
      const parsed = SuggestResponseSchema.safeParse(body);
      if (!parsed.success) throw new UpstreamError("answered in an unexpected shape");
      return parsed.data;
    },
  };
}
