import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInProcessServer } from "./support/in-process-server.ts";

/**
 * PUBLIC_URL is the site's one public origin (README: absolute links): served from 127.0.0.1, the pages, the
 * sitemap and robots.txt still name the address it gives.
 */
const ORIGIN = "https://example.test";

let server: Awaited<ReturnType<typeof startInProcessServer>>;
beforeAll(async () => {
  server = await startInProcessServer({ env: { PUBLIC_URL: ORIGIN } });
}, 120_000);
afterAll(() => server?.close());

const text = async (path: string) => {
  const res = await fetch(`${server.baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("PUBLIC_URL", () => {
  it("is the canonical, Open Graph and JSON-LD address of a content page", async () => {
    const html = await text("/about/");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about/"/>`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/about/"/>`);
    expect(html).toContain(`"url":"${ORIGIN}"`);
    expect(html).not.toContain("https://leasing-auto.ru");
  });

  it("is the origin of every sitemap address", async () => {
    const locs = [...(await text("/sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(locs.length).toBeGreaterThan(50);
    expect(locs.filter((loc) => !loc.startsWith(`${ORIGIN}/`))).toEqual([]);
    expect(locs).toContain(`${ORIGIN}/about/`);
    expect(locs).toContain(`${ORIGIN}/catalog/cars`);
  });

  it("is where robots.txt points for the sitemap", async () => {
    expect(await text("/robots.txt")).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
