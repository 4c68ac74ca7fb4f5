import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/browser.ts";

/** Pages whose forms post to their own route action (they work without JavaScript). */
const FORM_PAGES = ["/lead", "/contacts", "/quiz/leasing-readiness"];

describe("page form actions", () => {
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
});
