import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/browser.ts";

/** Pages whose forms post to their own route action (they work without JavaScript). */
const FORM_PAGES = ["/lead", "/contacts", "/quiz/leasing-readiness"];

describe("pages and their form actions under malformed requests", () => {
  it("answer a post that is not a form with 400, and store nothing", async () => {
    for (const path of FORM_PAGES) {
      const res = await fetch(`${baseUrl()}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ city_id: 2, kind: "lisorder", phone: "+79161234567" }),
        redirect: "manual",
      });
      expect(res.status, path).toBe(400);
      expect(res.headers.get("set-cookie"), path).toBeNull();
    }
  });

  it("refuse a form posted from another site before it is read", async () => {
    const res = await fetch(`${baseUrl()}/contacts`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "city_id=2",
      redirect: "manual",
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("never answer 500 to junk in the address or the body of any page", async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    // One address per kind of page (the first two segments), plus the pages with forms and the account.
    const kinds = new Map<string, string>();
    for (const path of urls) kinds.set(path.split("/").slice(0, 3).join("/"), path);
    const pages = [...kinds.values(), ...FORM_PAGES, "/search", "/compare", "/favorites", "/login", "/account"];
    const junk = "page=-1&page=x&q=%E0%A4%A&brands=%00&prices_low=1e309&sort=%3Cscript%3E&next=//evil.example";
    const failures: string[] = [];
    for (const path of pages) {
      const get = await fetch(`${baseUrl()}${path}?${junk}`, { redirect: "manual" });
      if (get.status >= 500) failures.push(`GET ${path} → ${get.status}`);
      const post = await fetch(`${baseUrl()}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "kind=%00&city_id=x&intent=%3Cscript%3E&KEY=",
        redirect: "manual",
      });
      if (post.status >= 500) failures.push(`POST ${path} → ${post.status}`);
    }
    expect(pages.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
