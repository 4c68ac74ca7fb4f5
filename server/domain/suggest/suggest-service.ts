import type { Suggestion, SuggestKind, SuggestQuery, SuggestSource } from "../../../contract/suggest.ts";
import type { Env } from "../../env.ts";
import { createDadataClient, type SuggestionsUpstream } from "../../infra/dadata.ts";
import type { Logger } from "../../infra/logger.ts";
import { addressBucket, type RateLimit, type RateLimiter } from "../rate-limiter.ts";
import { suggestLocally } from "./local-suggest.ts";

/** Typing sends a request every few hundred milliseconds; this is several long addresses a minute. */
export const SUGGEST_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };

export type SuggestResult =
  | { ok: true; suggestions: Suggestion[]; source: SuggestSource }
  | { ok: false; retryAfter: number };

/**
 * Suggestions for forms. With `SUGGESTIONS_TOKEN` the upstream service (DaData) answers; when it is slow or
 * fails — and always without a token — the local gazetteer and lists do, so a form never loses its hints.
 */
export function createSuggestService(deps: {
  env: Pick<Env, "SUGGESTIONS_TOKEN" | "SUGGESTIONS_URL">;
  logger: Logger;
  limiter: RateLimiter;
  upstream?: SuggestionsUpstream | null;
}) {
  const { env, logger, limiter } = deps;
  const upstream =
    deps.upstream !== undefined
      ? deps.upstream
      : env.SUGGESTIONS_TOKEN
        ? createDadataClient({ token: env.SUGGESTIONS_TOKEN, baseUrl: env.SUGGESTIONS_URL })
        : null;

  async function suggest(kind: SuggestKind, query: SuggestQuery, address: string): Promise<SuggestResult> {
    const bucket = addressBucket("suggest", address);
    const retryAfter = await limiter.retryAfter(bucket, SUGGEST_RATE_LIMIT);
    if (retryAfter > 0) return { ok: false, retryAfter };
    await limiter.hit(bucket, SUGGEST_RATE_LIMIT);

    if (upstream) {
      try {
        const { suggestions } = await upstream.suggest(kind, query);
        return { ok: true, suggestions: suggestions.slice(0, query.count), source: "upstream" };
      } catch (error) {
        logger.warn({ err: error, kind }, "suggestions upstream failed; answering from the local gazetteer");
      }
    }
    return { ok: true, suggestions: suggestLocally(kind, query), source: "local" };
  }

  return { suggest, hasUpstream: upstream !== null };
}

export type SuggestService = ReturnType<typeof createSuggestService>;
