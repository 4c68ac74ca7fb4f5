import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";

export type Category = "performance" | "accessibility" | "best-practices" | "seo";

export interface PageReport {
  /** Where the page ended up (a redirect, e.g. to the sign-in page, shows here). */
  finalUrl: string;
  scores: Partial<Record<Category, number>>;
  /** Audits of the categories run that did not pass, for the message when a budget is missed. */
  failing: string[];
  /** Numeric audits (ms, or unitless for CLS), for the benchmark. */
  metrics: Record<string, number>;
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

const MAX_ATTEMPTS = 3;

/**
 * Lighthouse over the same Chromium and flags as the end-to-end tests. One browser for all the pages; each
 * audit opens a fresh tab. The default (mobile, simulated slow 4G and 4× CPU) is what the scores mean.
 */
export async function openLighthouse() {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  return {
    async audit(url: string, categories: Category[], headers?: Record<string, string>): Promise<PageReport> {
      const run = async () => {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
          ...(headers ? { extraHeaders: headers } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        return result.lhr;
      };
      // A runtime error is Lighthouse failing to record the load (NO_NAVSTART, a trace it could not read),
      // not a verdict on the page: it happens now and then on a busy machine, and a second run records it.
      let lhr = await run();
      for (let attempt = 1; lhr.runtimeError && attempt < MAX_ATTEMPTS; attempt++) lhr = await run();
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
      const scores: PageReport["scores"] = {};
      const failing: string[] = [];
      for (const category of categories) {
        const entry = lhr.categories[category];
        scores[category] = entry?.score ?? 0;
        for (const ref of entry?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            failing.push(
              `${category}/${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
            );
          }
        }
      }
      const metrics: Record<string, number> = {};
      for (const id of METRICS) {
        const value = lhr.audits[id]?.numericValue;
        if (value !== undefined) metrics[id] = value;
      }
      return { finalUrl: lhr.finalDisplayedUrl, scores, failing, metrics };
    },
    close: () => chrome.kill(),
  };
}
