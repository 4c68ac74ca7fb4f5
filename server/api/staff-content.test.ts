import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAudit } from "../db/schema/staff.ts";
import { renderMarkdown } from "../domain/content/markdown.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The site's editorial content in the back office (issue 15): lists, the item, saving and publishing with one
 * audit entry each, the Markdown preview by the site's own renderer, who may call what, and that the public site
 * (press pages, search, sitemap) shows a change at once.
 */

let app: TestApp;
let content: Client; // content@example.com

beforeAll(async () => {
  app = await createTestApp();
  content = await clientOf(app, "content@example.com");
});
afterAll(async () => {
  await app?.close();
});

describe("the Markdown preview", () => {
  it("renders as the public site does: same HTML, raw HTML and unsafe links dropped", async () => {
    const markdown = "## Заголовок\n\n**Жирный** [ссылка](javascript:alert(1)) <script>alert(1)</script>\n\n- пункт";
    const res = await content.post("/staff/api/content/preview/", { markdown });
    expect(res.status).toBe(200);
    const { html } = await res.json();
    expect(html).toBe(renderMarkdown(markdown));
    expect(html).toContain("<h2>Заголовок</h2>");
    expect(html).toContain('<a href="#">ссылка</a>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
  });

  it("is open to HR too, and refuses a body that is not text with a 400 naming the field", async () => {
    const hr = await clientOf(app, "hr@example.com");
    expect((await hr.post("/staff/api/content/preview/", { markdown: "Текст" })).status).toBe(200);
    const bad = await content.post("/staff/api/content/preview/", { markdown: 5 });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.errors[0]).toMatchObject({ field: "markdown", message: expect.stringContaining("Текст") });
    const audit = await app.services.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, "content.update")));
    expect(audit).toEqual([]);
  });
});
