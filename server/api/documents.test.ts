import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfInfo, pdfText } from "../testing/pdf-text.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { storedPathOf } from "./documents.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const PATH = "/files/leasing-agreement/obshchie-usloviya-lizinga-2026.pdf";

function fetchDocument(url: string, headers: Record<string, string> = {}) {
  return app.api.request(`/api/documents/?url=${encodeURIComponent(url)}`, { headers });
}

describe("GET /api/documents/", () => {
  it("serves a stored PDF by its stored path, cached for a day with a strong ETag", async () => {
    const res = await fetchDocument(PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers.get("content-disposition")).toMatch(/filename\*=UTF-8''obshchie-usloviya-lizinga-2026\.pdf/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const raw = new TextDecoder("latin1").decode(bytes);
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(raw).toContain("/FontFile2"); // the Cyrillic font is embedded
    // …and the Cyrillic reads back as text: the title, a clause, the running footer with the page count.
    expect((await pdfInfo(bytes)).title).toBe("Общие условия договора финансовой аренды (лизинга)");
    const text = (await pdfText(bytes)).replace(/\s+/g, " ");
    expect(text).toContain("Общие условия договора финансовой аренды (лизинга)");
    expect(text).toContain("1.1. Настоящие Общие условия являются неотъемлемой частью договора");
    expect(text).toMatch(/Страница 1 из \d+/);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await fetchDocument(PATH);
    const res = await fetchDocument(PATH, { "if-none-match": first.headers.get("etag") as string });
    expect(res.status).toBe(304);
  });

  it("accepts a URL on the site's own host", async () => {
    const own = new URL(PATH, app.services.env.PUBLIC_URL).toString();
    expect((await fetchDocument(own)).status).toBe(200);
  });

  it("never fetches another host: a foreign URL is simply not ours (404)", async () => {
    for (const url of [
      `https://evil.example${PATH}`,
      `//evil.example${PATH}`,
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
    ]) {
      const res = await fetchDocument(url);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    }
  });

  it("refuses path traversal, plain or escaped, and back-slashes (400)", async () => {
    for (const url of [
      "/files/../../etc/passwd",
      "/files/leasing-agreement/%2e%2e/%2e%2e/etc/passwd",
      "..\\..\\windows\\win.ini",
      "/files/./leasing-agreement/x.pdf",
      `${PATH}\u0000.txt`,
    ]) {
      const res = await fetchDocument(url);
      expect(res.status).toBe(400);
    }
  });

  it("answers 404 for a path that is not a stored document, 400 without url", async () => {
    expect((await fetchDocument("/files/leasing-agreement/nope.pdf")).status).toBe(404);
    expect((await fetchDocument("/etc/passwd")).status).toBe(404);
    const res = await app.api.request("/api/documents/");
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("url");
  });

  it("serves every investor document", async () => {
    const { list } = await (
      await app.api.request("/api/pages/investors/docs/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      })
    ).json();
    for (const doc of list) {
      const res = await app.api.request(doc.url);
      expect(res.status).toBe(200);
      expect(Number(res.headers.get("content-length"))).toBe(doc.size);
    }
  });
});

describe("storedPathOf", () => {
  const own = "https://leasing-auto.ru";
  it("keeps a stored path and strips the query of a relative one", () => {
    expect(storedPathOf("/files/a.pdf", own)).toEqual({ ok: true, path: "/files/a.pdf" });
    expect(storedPathOf("files/a.pdf?x=1#p2", own)).toEqual({ ok: true, path: "/files/a.pdf" });
    expect(storedPathOf("https://leasing-auto.ru/files/a.pdf?x=1", own)).toEqual({ ok: true, path: "/files/a.pdf" });
  });
  it("tells another host from a traversal", () => {
    expect(storedPathOf("https://leasing-auto.ru.evil.example/files/a.pdf", own)).toMatchObject({ status: 404 });
    expect(storedPathOf("/files/%252e%252e/x", own)).toEqual({ ok: true, path: "/files/%2e%2e/x" });
    expect(storedPathOf("/files/%2e%2e/x", own)).toMatchObject({ status: 400 });
    expect(storedPathOf("/files/%zz", own)).toMatchObject({ status: 400 });
  });
});
