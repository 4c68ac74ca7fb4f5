import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Reads how many e-mails wait in the outbox (unsent rows), asked at each scrape. */
export type OutboxDepthGetter = () => Promise<number>;

/** Seconds; request and query buckets reach down to a millisecond, since most answers take a few. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const BUILD_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus metrics, served at /metrics (server/infra/metrics-endpoint.ts). One registry per
 * process: an instance is one process, and Prometheus tells instances apart by the scrape target.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern (not the raw path, which would explode the series)",
    labelNames: ["method", "route", "status"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: "db_query_duration_seconds",
    help: "Time of one database query, from sending it to its answer",
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const catalogBuilds = new Histogram({
    name: "catalog_index_build_seconds",
    help: "Time to (re)build the in-memory catalogue index from the database",
    buckets: BUILD_BUCKETS,
    registers: [registry],
  });
  const pageCacheLookups = new Counter({
    name: "page_cache_lookups_total",
    help: "Anonymous page cache lookups, by result (hit or miss)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  let hits = 0;
  let lookups = 0;
  new Gauge({
    name: "page_cache_hit_ratio",
    help: "Share of page cache lookups answered from the cache since the process started (0 before any lookup)",
    registers: [registry],
    collect() {
      this.set(lookups === 0 ? 0 : hits / lookups);
    },
  });
  let depthGetter: OutboxDepthGetter | null = null;
  new Gauge({
    name: "mail_outbox_depth",
    help: "E-mails in the outbox not sent yet (waiting or being retried)",
    registers: [registry],
    async collect() {
      // Unknown until the outbox registers its getter; a failing database must not fail the whole scrape.
      if (!depthGetter) return;
      try {
        this.set(await depthGetter());
      } catch {
        this.reset();
      }
    },
  });

  return {
    registry,
    /** One HTTP answer: `route` is the matched pattern (e.g. `/api/catalog/:section`), never the raw path. */
    request(labels: { method: string; route: string; status: number }, seconds: number): void {
      requests.observe({ method: labels.method, route: labels.route, status: String(labels.status) }, seconds);
    },
    /** One page cache lookup (server/http page cache). */
    pageCache(hit: boolean): void {
      lookups++;
      if (hit) hits++;
      pageCacheLookups.inc({ result: hit ? "hit" : "miss" });
    },
    /** One build of the catalogue index. */
    catalogBuild(seconds: number): void {
      catalogBuilds.observe(seconds);
    },
    /** One database query. */
    dbQuery(seconds: number): void {
      queries.observe(seconds);
    },
    /** Registers how to count the outbox's unsent rows; the last registered getter is asked at each scrape. */
    outboxDepth(getter: OutboxDepthGetter): void {
      depthGetter = getter;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The process's metrics; modules record into it directly, as an instance is one process. */
export const metrics: Metrics = createMetrics();
