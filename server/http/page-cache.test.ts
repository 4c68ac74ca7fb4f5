import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cityOnlyCookies, createPageCache, pageCacheKey, pickEncoding } from "./page-cache.ts";
import { hashMarkedScripts } from "./page-scripts.ts";

const page = (text: string) => ({
  status: 200,
  headers: [["Content-Type", "text/html"]] as [string, string][],
  body: Buffer.from(text),
});
const key = (path: string, city = "") => pageCacheKey(new URL(path, "http://localhost"), city);

describe("the page cache's key and admission", () => {
  it("is one page for a query in any order, another for another city or another value", () => {
    expect(key("/catalog/cars?b=2&a=1")).toBe(key("/catalog/cars?a=1&b=2"));
    expect(key("/catalog/cars?a=1")).not.toBe(key("/catalog/cars?a=2"));
    expect(key("/catalog/cars?a=1", "3")).not.toBe(key("/catalog/cars?a=1", "4"));
    expect(key("/catalog/cars?a=1", "3")).not.toBe(key("/catalog/cars?a=1"));
    expect(key("/press/")).not.toBe(key("/press"));
  });

  it("admits a request with no cookie or only the city's, nothing else", () => {
    expect(cityOnlyCookies(undefined)).toEqual({ ok: true, city: "" });
    expect(cityOnlyCookies("city_id=12")).toEqual({ ok: true, city: "12" });
    expect(cityOnlyCookies(" city_id=12 ; ")).toEqual({ ok: true, city: "12" });
    expect(cityOnlyCookies("lk_session=abc").ok).toBe(false);
    expect(cityOnlyCookies("city_id=12; lk_session=abc").ok).toBe(false);
    expect(cityOnlyCookies("lk_mfa=x; city_id=12").ok).toBe(false);
  });
});

describe("the page cache", () => {
  it("finds a stored page at once and its compressed copies once made", async () => {
    const cache = createPageCache();
    expect(cache.store("a", cache.generation(), page("<p>a</p>".repeat(100)))).toBe(true);
    const found = cache.lookup("a");
    expect(found?.identity.toString()).toBe("<p>a</p>".repeat(100));
    expect(pickEncoding(found as NonNullable<typeof found>, "br, gzip").encoding).toBeUndefined();
    await cache.settled();
    const br = pickEncoding(cache.lookup("a") as NonNullable<typeof found>, "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe("<p>a</p>".repeat(100));
    const gz = pickEncoding(cache.lookup("a") as NonNullable<typeof found>, "gzip, br;q=0");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe("<p>a</p>".repeat(100));
    expect(pickEncoding(cache.lookup("a") as NonNullable<typeof found>, "identity").encoding).toBeUndefined();
  });

  it("keeps no page rendered before an invalidation, nor any stored before it", async () => {
    const cache = createPageCache();
    cache.store("old", cache.generation(), page("old"));
    const renderStarted = cache.generation();
    cache.invalidate();
    expect(cache.lookup("old")).toBeUndefined();
    expect(cache.store("during", renderStarted, page("stale"))).toBe(false);
    expect(cache.lookup("during")).toBeUndefined();
    expect(cache.store("after", cache.generation(), page("fresh"))).toBe(true);
    await cache.settled();
    expect(cache.stats().entries).toBe(1);
  });

  it("forgets a page after its life and the least recently used beyond its size", async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, now: () => clock });
    cache.store("a", 0, page("a"));
    clock = 999;
    expect(cache.lookup("a")).toBeDefined();
    clock = 1000;
    expect(cache.lookup("a")).toBeUndefined();
    cache.store("a", 0, page("a"));
    cache.store("b", 0, page("b"));
    cache.lookup("a");
    cache.store("c", 0, page("c"));
    expect(cache.lookup("b")).toBeUndefined();
    expect(cache.lookup("a")).toBeDefined();
    expect(cache.lookup("c")).toBeDefined();
    await cache.settled();
  });
});

describe("data remembered with the pages", () => {
  it("is computed once for the renders that follow, until an invalidation or the end of its life", async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([cache.remember("home", compute), cache.remember("home", compute)])).toEqual([1, 1]);
    expect(await cache.remember("home", compute)).toBe(1);
    expect(await cache.remember("other", compute)).toBe(2);
    cache.invalidate();
    expect(await cache.remember("home", compute)).toBe(3);
    clock = 999;
    expect(await cache.remember("home", compute)).toBe(3);
    clock = 1000;
    expect(await cache.remember("home", compute)).toBe(4);
  });

  it("keeps nothing computed across an invalidation, nor a failure", async () => {
    const cache = createPageCache();
    let release = () => {};
    const slow = cache.remember("home", () => new Promise<string>((done) => (release = () => done("old"))));
    const sharing = cache.remember("home", async () => "unused");
    cache.invalidate();
    const after = cache.remember("home", async () => "new");
    release();
    expect([await slow, await sharing, await after]).toEqual(["old", "old", "new"]);
    expect(await cache.remember("home", async () => "newer")).toBe("new");

    await expect(cache.remember("failing", () => Promise.reject(new Error("database down")))).rejects.toThrow();
    expect(await cache.remember("failing", async () => "recovered")).toBe("recovered");
  });
});

describe("the inline scripts' hashes", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("are those of the scripts the renderer marked, and the marker leaves the page", () => {
    const html = [
      '<script nonce="M">window.a=1</script>',
      '<script type="module" nonce="M">import "/assets/x.js";</script>',
      '<script nonce="M" src="/assets/y.js"></script>',
      // Text from data that forms a script tag carries no marker: no hash, so the browser refuses it.
      "<script>alert(1)</script>",
    ].join("");
    const { html: out, hashes } = hashMarkedScripts(Buffer.from(html), "M");
    expect(hashes).toEqual([sha("window.a=1"), sha('import "/assets/x.js";')]);
    expect(out.toString()).not.toContain("nonce");
    expect(out.toString()).toContain("<script>alert(1)</script>");
  });

  it("are of the script's UTF-8 text, and a marked tag that is no inline script gets none", () => {
    const html =
      '<link rel="modulepreload" nonce="M" href="/assets/z.js"/><p>Москва</p><script nonce="M">t="Лизинг"</script>';
    const { html: out, hashes } = hashMarkedScripts(Buffer.from(html), "M");
    expect(hashes).toEqual([sha('t="Лизинг"')]);
    expect(out.toString()).toBe(
      '<link rel="modulepreload" href="/assets/z.js"/><p>Москва</p><script>t="Лизинг"</script>',
    );
  });

  it("ignore a marker the page did not get from the renderer", () => {
    const { hashes } = hashMarkedScripts(Buffer.from('<script nonce="other">x()</script>'), "M");
    expect(hashes).toEqual([]);
  });
});
