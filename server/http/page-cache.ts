import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { CITY_COOKIE } from "../../contract/cities.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The rendered HTML of anonymous public pages, kept in memory (ADR 035). Keyed by path, normalised query and the
 * visitor's city (the only cookie a public page reads, in the site layout's header): a page found here is what the
 * renderer would produce now, because every change it shows clears the cache (`invalidate`, on the catalogue,
 * content and cities channels) and an entry lives `ttlMs` at most (content that changes by the clock: a news item
 * scheduled for later, an offer that ends today). Bounded by entries and bytes; the least recently used go first.
 * An entry is there as soon as it is stored, with its identity bytes; its gzip and Brotli copies follow when
 * compressed (off the main thread), after which a hit costs no compression.
 */
export interface CachedPage {
  status: number;
  /**
   * The response's headers as rendered, without Content-Length and Content-Encoding: a plain record, which the
   * Node server writes as it is (a `Headers` object would be copied on every hit).
   */
  headers: Record<string, string>;
  identity: Buffer;
  /** Null until compressed. */
  gzip: Buffer | null;
  br: Buffer | null;
  storedAt: number;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

export function createPageCache(options: PageCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const entries = new Map<string, CachedPage>();
  // Loader data the same for every visitor, kept under the same rules as the pages (`remember`).
  const remembered = new Map<string, { value: Promise<unknown>; at: number }>();
  let bytes = 0;
  let generation = 0;
  const pending = new Set<Promise<void>>();

  const sizeOf = (page: CachedPage) => page.identity.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);
  function drop(key: string) {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(page);
  }

  return {
    /** The page stored under `key` if it is still fresh (and it becomes the most recently used). */
    lookup(key: string): CachedPage | undefined {
      const page = entries.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt >= ttlMs) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, page);
      return page;
    },
    /**
     * The current generation: take it before rendering and hand it to `store`, so a page rendered from data that
     * changed meanwhile is not kept.
     */
    generation: () => generation,
    /**
     * Stores a rendered page unless the cache was invalidated since `renderedIn` (the generation at its start);
     * the next lookup finds it. Its compressed copies are made in the background.
     */
    store(
      key: string,
      renderedIn: number,
      page: { status: number; headers: [string, string][]; body: Buffer },
    ): boolean {
      if (renderedIn !== generation || page.body.length > maxBytes) return false;
      const entry: CachedPage = {
        status: page.status,
        headers: Object.fromEntries(page.headers),
        identity: page.body,
        gzip: null,
        br: null,
        storedAt: now(),
      };
      drop(key);
      entries.set(key, entry);
      bytes += sizeOf(entry);
      evict();
      // A failed compression leaves the identity bytes: the response compression covers for it, answer by answer.
      const compressing = compress(key, entry)
        .catch(() => {})
        .finally(() => pending.delete(compressing));
      pending.add(compressing);
      return true;
    },
    /** Resolves when the compressions under way are done. */
    async settled(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
    /**
     * What `compute` answers, computed once and shared by the renders that follow — loader data that is the same
     * for every visitor and changes only with what the cache is invalidated on (the home page's lists). It lives as
     * the pages do: `ttlMs` at most, and `invalidate` drops it — a computation under way too: the renders that
     * asked before get it, the next ones compute anew. Concurrent renders share one computation; a failed one is
     * not kept. The key names everything else the value depends on (e.g. the day, for what is dated).
     */
    remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const kept = remembered.get(key);
      if (kept && now() - kept.at < ttlMs) return kept.value as Promise<T>;
      for (const [other, { at }] of remembered) if (now() - at >= ttlMs) remembered.delete(other);
      const value = compute();
      const entry = { value, at: now() };
      remembered.set(key, entry);
      value.catch(() => {
        if (remembered.get(key) === entry) remembered.delete(key);
      });
      return value;
    },
    /** Forgets every page and remembered value; renders under way are not stored either. */
    invalidate(): void {
      generation++;
      entries.clear();
      remembered.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };

  function evict() {
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function compress(key: string, entry: CachedPage): Promise<void> {
    const [gz, br] = await Promise.all([
      gzipAsync(entry.identity, { level: 6 }),
      brotliAsync(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    ]);
    // Dropped or replaced meanwhile: the copies belong to nothing.
    if (entries.get(key) !== entry) return;
    entry.gzip = gz;
    entry.br = br;
    bytes += gz.length + br.length;
    evict();
  }
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Whether an anonymous visitor's page may come from or go into the cache: a GET whose cookies are at most the
 * city's. Any other cookie (a session, a second-factor step, anything a page could one day read) keeps the
 * request out, both ways.
 */
export function cityOnlyCookies(cookieHeader: string | undefined): { ok: boolean; city: string } {
  if (!cookieHeader) return { ok: true, city: "" };
  let city = "";
  for (const part of cookieHeader.split(";")) {
    const trimmed = part.trim();
    if (trimmed === "") continue;
    const eq = trimmed.indexOf("=");
    const name = eq < 0 ? trimmed : trimmed.slice(0, eq);
    if (name !== CITY_COOKIE) return { ok: false, city: "" };
    city = trimmed.slice(eq + 1);
  }
  return { ok: true, city };
}

/**
 * The cache key: path, query with its parameters in a stable order (`?b=2&a=1` and `?a=1&b=2` are one page) and
 * the city cookie's raw value (the site layout parses it; an invalid value renders Москва, under its own key).
 */
export function pageCacheKey(url: URL, city: string): string {
  let query = "";
  if (url.search.length > 1) {
    const params = [...url.searchParams].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : 1));
    query = new URLSearchParams(params).toString();
  }
  return `${url.pathname}?${query}#${city}`;
}

/** An encoding the client accepts: named, and not refused with `q=0`. */
const ACCEPTS = {
  br: /(?:^|,)\s*br\s*(?:,|$|;(?!\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$)))/i,
  gzip: /(?:^|,)\s*gzip\s*(?:,|$|;(?!\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$)))/i,
};

/**
 * The stored bytes the client takes best: Brotli, then gzip, else as they are (also while the compressed copies
 * are being made: the response compression then does it for this one answer).
 */
export function pickEncoding(
  page: CachedPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: "br" | "gzip" } {
  if (acceptEncoding) {
    if (page.br && ACCEPTS.br.test(acceptEncoding)) return { body: page.br, encoding: "br" };
    if (page.gzip && ACCEPTS.gzip.test(acceptEncoding)) return { body: page.gzip, encoding: "gzip" };
  }
  return { body: page.identity };
}

/** Smaller answers are sent as they are: compressing them saves less than it costs (Hono's threshold). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * The output buffer of one compression: a page's compressed bytes fit in one, so the thread pool is visited once
 * (zlib's default, 16 KB, takes a second round trip and some half a millisecond of the main thread per page).
 */
const ONE_CHUNK = 256 * 1024;

/**
 * A rendered page compressed for the answer that rendered it (the cache's own copies come later, off the hot path):
 * Brotli when the client takes it, at quality 3 — on these pages still smaller than gzip at level 6 (the catalogue
 * about 25.6 KB against 27.4 KB) in half its time (quality 4 saves another 5 % of the bytes for 60 % more time) —,
 * else gzip, else as it is. The whole document
 * is in hand (its scripts' hashes go into a header first), so it is compressed in one call on the thread pool, not
 * streamed through the response compression.
 */
export async function compressForAnswer(
  body: Buffer,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: "br" | "gzip" }> {
  if (!acceptEncoding || body.length < COMPRESS_FROM_BYTES) return { body };
  if (ACCEPTS.br.test(acceptEncoding)) {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 3,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    return { body: await brotliAsync(body, { params, chunkSize: ONE_CHUNK }), encoding: "br" };
  }
  if (ACCEPTS.gzip.test(acceptEncoding))
    return { body: await gzipAsync(body, { chunkSize: ONE_CHUNK }), encoding: "gzip" };
  return { body };
}
