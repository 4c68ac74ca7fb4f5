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
let hr: Client; // hr@example.com

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
type ListItem = { id: number; code: string; title: string; published: boolean | null; date: string | null };
const list = (kind: string, filters: object = {}, page = 1) =>
  content.json<{ items: ListItem[]; pagination: { totalCnt: number; pageCnt: number } }>(
    `/staff/api/content/list/?kind=${kind}&filters=${q(filters)}&currentPage=${page}`,
  );
const audit = () => app.services.database.db.select().from(staffAudit).orderBy(staffAudit.id);
const auditOf = (objectType: string, objectId: number) =>
  app.services.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.objectType, objectType), eq(staffAudit.objectId, String(objectId))))
    .orderBy(staffAudit.id);
const publicPost = (path: string, body: unknown) =>
  app.api.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const sitemapUrls = async () => (await app.services.content.sitemap()).map((e) => e.url);
const searchTitles = async (query: string) => {
  const res = await app.api.request(`/api/search/?q=${encodeURIComponent(query)}`);
  if (res.status === 404) return [];
  return ((await res.json()).items as { title: string; url: string }[]).map((i) => i.url);
};

const NEWS = {
  code: "novyy-ofis-v-kazani",
  date: "2026-11-20",
  title: "Открыли офис в Казани: зеленоглазый лизинг",
  lead: "Новый офис принимает клиентов с понедельника.",
  body: "## Адрес\n\nУлица Баумана, 1. **Ждём** вас.",
  image: null,
};

beforeAll(async () => {
  app = await createTestApp();
  content = await clientOf(app, "content@example.com");
  hr = await clientOf(app, "hr@example.com");
});
afterAll(async () => {
  await app?.close();
});

async function saved(res: Response) {
  if (res.status !== 200) throw new Error(`save: ${res.status} ${await res.text()}`);
  return (await res.json()).item;
}

async function problemOf(res: Response, status = 400) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  return res.json();
}

describe("the lists", () => {
  it("lists each kind's seeded items with their state and address", async () => {
    for (const kind of ["news", "publications", "guides", "pages", "terms", "vacancies"]) {
      const page = await list(kind);
      expect(page.items.length, kind).toBeGreaterThan(0);
    }
    const news = await list("news");
    expect(news.items[0]).toMatchObject({ published: true, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const pages = await list("pages");
    expect(pages.items.map((p) => p.code)).toContain("about");
    expect(pages.items.every((p) => p.published === null && p.date === null)).toBe(true);
  });

  it("searches by title or address, filters drafts, pages, and names a bad filter in the 400", async () => {
    const all = await list("news");
    const first = all.items[0] as ListItem;
    const found = await list("news", { search: first.title.slice(0, 12).toUpperCase() });
    expect(found.items.map((i) => i.id)).toContain(first.id);
    expect((await list("news", { search: first.code })).items.map((i) => i.id)).toEqual([first.id]);
    expect((await list("news", { search: "нет-такого-ничего" })).items).toEqual([]);
    expect((await list("news", { published: "no" })).items.every((i) => i.published === false)).toBe(true);
    expect((await list("pages", { published: "no" })).pagination.totalCnt).toBe(0);
    const bad = await problemOf(await content.get(`/staff/api/content/list/?kind=news&filters=${q({ published: 1 })}`));
    expect(bad.errors[0].field).toBe("filters.published");
    const kind = await problemOf(await content.get("/staff/api/content/list/?kind=offers"));
    expect(kind.errors[0]).toMatchObject({ field: "kind", message: expect.stringContaining("Раздел") });
    expect(await problemOf(await content.get("/staff/api/content/list/?kind=news&currentPage=0"))).toMatchObject({
      errors: [{ field: "currentPage" }],
    });
  });
});

describe("a news item from draft to the site and back", () => {
  let id: number;

  it("creates a draft: one audit entry, nothing on the site yet", async () => {
    const before = (await audit()).length;
    const item = await saved(await content.post("/staff/api/content/save/", { kind: "news", fields: NEWS }));
    id = item.id;
    expect(item).toMatchObject({ kind: "news", published: false, url: `/press/${NEWS.code}/`, fields: NEWS });
    const entries = await audit();
    expect(entries.length).toBe(before + 1);
    expect(entries.at(-1)).toMatchObject({
      action: "content.create",
      objectType: "content.news",
      objectId: String(id),
      actorEmail: "content@example.com",
      before: null,
      after: { ...NEWS, published: false },
    });
    const detail = await publicPost("/api/pages/press/detail/", { type: "news", code: NEWS.code });
    expect(detail.status).toBe(404);
    expect(await sitemapUrls()).not.toContain(`/press/${NEWS.code}/`);
    expect(await searchTitles("зеленоглазый")).toEqual([]);
    const opened = await content.json(`/staff/api/content/detail/?kind=news&id=${id}`);
    expect(opened.item.fields).toEqual(NEWS);
  });

  it("publishing puts it in the press list and detail, the sitemap and the search at once", async () => {
    const res = await content.post("/staff/api/content/publish/", { kind: "news", id, published: true });
    expect((await saved(res)).published).toBe(true);
    const entries = await auditOf("content.news", id);
    expect(entries.map((e) => e.action)).toEqual(["content.create", "content.publish"]);
    expect(entries[1]).toMatchObject({ before: { published: false }, after: { published: true } });

    const listed = await (await publicPost("/api/pages/press/", { type: "news", page: 1 })).json();
    expect(listed.list.map((n: { code: string }) => n.code)).toContain(NEWS.code);
    const detail = await publicPost("/api/pages/press/detail/", { type: "news", code: NEWS.code });
    expect(detail.status).toBe(200);
    const { item } = await detail.json();
    expect(item.title).toBe(NEWS.title);
    expect(item.html).toBe(renderMarkdown(NEWS.body));
    expect(await sitemapUrls()).toContain(`/press/${NEWS.code}/`);
    expect(await searchTitles("зеленоглазый")).toEqual([`/press/${NEWS.code}/`]);
  });

  it("an edit shows on the site at once, with before and after in one audit entry", async () => {
    const fields = { ...NEWS, title: "Офис в Казани открыт", image: "/media/abc123/1280.jpg" };
    const item = await saved(await content.post("/staff/api/content/save/", { kind: "news", id, fields }));
    expect(item.fields.title).toBe("Офис в Казани открыт");
    const entries = await auditOf("content.news", id);
    expect(entries.length).toBe(3);
    expect(entries[2]).toMatchObject({
      action: "content.update",
      before: { title: NEWS.title, image: null, published: true },
      after: { title: "Офис в Казани открыт", image: "/media/abc123/1280.jpg", published: true },
    });
    const { item: shown } = await (
      await publicPost("/api/pages/press/detail/", { type: "news", code: NEWS.code })
    ).json();
    expect(shown).toMatchObject({ title: "Офис в Казани открыт", image: "/media/abc123/1280.jpg" });
  });

  it("unpublishing takes it off: public detail 404, gone from the list, the sitemap and the search", async () => {
    const res = await content.post("/staff/api/content/publish/", { kind: "news", id, published: false });
    expect((await saved(res)).published).toBe(false);
    expect((await auditOf("content.news", id)).at(-1)?.action).toBe("content.unpublish");
    const detail = await publicPost("/api/pages/press/detail/", { type: "news", code: NEWS.code });
    expect(detail.status).toBe(404);
    const listed = await (await publicPost("/api/pages/press/", { type: "news", page: 1 })).json();
    expect(listed.list.map((n: { code: string }) => n.code)).not.toContain(NEWS.code);
    expect(await sitemapUrls()).not.toContain(`/press/${NEWS.code}/`);
    expect(await searchTitles("зеленоглазый")).toEqual([]);
    // The draft is still the editor's to find.
    expect((await list("news", { published: "no", search: NEWS.code })).items.map((i) => i.id)).toEqual([id]);
  });
});

describe("the other kinds", () => {
  it("a publication needs its outlet and lives under /media/", async () => {
    const fields = { ...NEWS, code: "intervyu-vedomosti", source: "Ведомости" };
    const item = await saved(await content.post("/staff/api/content/save/", { kind: "publications", fields }));
    expect(item).toMatchObject({ kind: "publications", url: "/media/intervyu-vedomosti/" });
    await saved(
      await content.post("/staff/api/content/publish/", { kind: "publications", id: item.id, published: true }),
    );
    const detail = await publicPost("/api/pages/press/detail/", { type: "publications", code: "intervyu-vedomosti" });
    expect((await detail.json()).item.source).toBe("Ведомости");
    // The same address is free among news: the addresses are unique per kind.
    const missing = { ...NEWS, code: "bez-izdaniya" };
    const bad = await problemOf(
      await content.post("/staff/api/content/save/", { kind: "publications", fields: missing }),
    );
    expect(bad.errors[0]).toMatchObject({ field: "fields.source", message: expect.stringContaining("Издание") });
  });

  it("a guide article is published at /guide/<code>/", async () => {
    const fields = {
      code: "chto-takoe-avans",
      category: "basics",
      date: "2026-11-21",
      title: "Что такое аванс",
      lead: "Коротко об авансе.",
      body: "Аванс — первый платёж.",
      sort: 5,
    };
    const item = await saved(await content.post("/staff/api/content/save/", { kind: "guides", fields }));
    expect((await publicPost("/api/pages/guide/chto-takoe-avans/", {})).status).toBe(404);
    await saved(await content.post("/staff/api/content/publish/", { kind: "guides", id: item.id, published: true }));
    const res = await publicPost("/api/pages/guide/chto-takoe-avans/", {});
    expect(res.status).toBe(200);
    expect(await sitemapUrls()).toContain("/guide/chto-takoe-avans/");
    const bad = await problemOf(
      await content.post("/staff/api/content/save/", { kind: "guides", fields: { ...fields, category: "misc" } }),
    );
    expect(bad.errors[0]).toMatchObject({ field: "fields.category", message: expect.stringContaining("Рубрика") });
  });

  it("an information page is edited (not created) and shows at once; its blocks stay", async () => {
    const about = (await list("pages", { search: "about" })).items.find((p) => p.code === "about") as ListItem;
    const opened = await content.json(`/staff/api/content/detail/?kind=pages&id=${about.id}`);
    const blocksBefore = (await (await publicPost("/api/pages/allabout/", {})).json()).page.blocks;
    const { slug: _slug, ...fields } = opened.item.fields;
    const item = await saved(
      await content.post("/staff/api/content/save/", {
        kind: "pages",
        id: about.id,
        fields: { ...fields, lead: "Лизинг для бизнеса с 1998 года." },
      }),
    );
    expect(item.fields).toMatchObject({ slug: "about", lead: "Лизинг для бизнеса с 1998 года." });
    const page = (await (await publicPost("/api/pages/allabout/", {})).json()).page;
    expect(page.lead).toBe("Лизинг для бизнеса с 1998 года.");
    expect(page.blocks).toEqual(blocksBefore);
    const create = await problemOf(await content.post("/staff/api/content/save/", { kind: "pages", fields }));
    expect(create.errors[0]).toMatchObject({ field: "kind", message: expect.stringContaining("Раздел") });
    const publish = await problemOf(
      await content.post("/staff/api/content/publish/", { kind: "pages", id: about.id, published: false }),
    );
    expect(publish.errors[0].field).toBe("kind");
  });

  it("a dictionary term with related terms is on the site at once; unknown related terms are refused", async () => {
    const [first] = (await list("terms")).items as ListItem[];
    const fields = {
      code: "sublizingodatel",
      title: "Сублизингодатель",
      short: "Кто передаёт предмет лизинга дальше.",
      body: "Сублизингодатель — тот, кто передаёт предмет в сублизинг.",
      related: [first?.code],
    };
    const item = await saved(await content.post("/staff/api/content/save/", { kind: "terms", fields }));
    expect(item.published).toBeNull();
    const res = await app.api.request("/api/pages/clientservice/detail/?code=sublizingodatel");
    expect(res.status).toBe(200);
    expect((await res.json()).item.title).toBe("Сублизингодатель");
    const before = (await audit()).length;
    const bad = await problemOf(
      await content.post("/staff/api/content/save/", {
        kind: "terms",
        id: item.id,
        fields: { ...fields, related: ["net-takogo-termina"] },
      }),
    );
    expect(bad.errors[0]).toMatchObject({ field: "fields.related", message: expect.stringContaining("Связанные") });
    expect((await audit()).length).toBe(before);

    // Another term links to it; a new address for it keeps that link.
    const other = await saved(
      await content.post("/staff/api/content/save/", {
        kind: "terms",
        fields: {
          ...fields,
          code: "peredacha-v-sublizing",
          title: "Передача в сублизинг",
          related: ["sublizingodatel"],
        },
      }),
    );
    await saved(
      await content.post("/staff/api/content/save/", {
        kind: "terms",
        id: item.id,
        fields: { ...fields, code: "sublizingodatel-lico" },
      }),
    );
    const linked = await content.json(`/staff/api/content/detail/?kind=terms&id=${other.id}`);
    expect(linked.item.fields.related).toEqual(["sublizingodatel-lico"]);
    const shown = await (await app.api.request("/api/pages/clientservice/detail/?code=peredacha-v-sublizing")).json();
    expect(shown.item.related.map((r: { code: string }) => r.code)).toEqual(["sublizingodatel-lico"]);
  });

  it("HR creates and publishes a vacancy; the city must exist and the salary range be in order", async () => {
    const { cities } = await hr.json("/staff/api/content/choices/");
    const fields = {
      code: "menedzher-po-lizingu-kazan",
      title: "Менеджер по лизингу",
      cityId: Number(cities[0].code),
      department: "Продажи",
      employment: "Полная занятость",
      experience: "От 1 года",
      salaryFrom: 80_000,
      salaryTo: 120_000,
      date: "2026-11-22",
      lead: "Ищем менеджера.",
      body: "Обязанности: …",
    };
    const item = await saved(await hr.post("/staff/api/content/save/", { kind: "vacancies", fields }));
    await saved(await hr.post("/staff/api/content/publish/", { kind: "vacancies", id: item.id, published: true }));
    expect((await publicPost("/api/pages/vacancies/menedzher-po-lizingu-kazan/", {})).status).toBe(200);
    const city = await problemOf(
      await hr.post("/staff/api/content/save/", { kind: "vacancies", fields: { ...fields, code: "x-1", cityId: 999 } }),
    );
    expect(city.errors[0]).toMatchObject({ field: "fields.cityId", message: expect.stringContaining("Город") });
    const salary = await problemOf(
      await hr.post("/staff/api/content/save/", {
        kind: "vacancies",
        fields: { ...fields, code: "x-2", salaryFrom: 200_000 },
      }),
    );
    expect(salary.errors[0]).toMatchObject({ field: "fields.salaryTo", message: expect.stringContaining("Зарплата") });
  });
});

describe("bad input", () => {
  it("an address that is not latin, digits and dashes, or already taken, is a 400 naming «Адрес»; nothing is written", async () => {
    const before = (await audit()).length;
    const taken = (await list("news")).items[0] as ListItem;
    for (const code of ["новость", "a b", "-start", "x", "end-"]) {
      const res = await content.post("/staff/api/content/save/", { kind: "news", fields: { ...NEWS, code } });
      const body = await problemOf(res);
      expect(body.errors[0]).toMatchObject({ field: "fields.code", message: expect.stringContaining("Адрес") });
    }
    const dup = await problemOf(
      await content.post("/staff/api/content/save/", { kind: "news", fields: { ...NEWS, code: taken.code } }),
    );
    expect(dup.errors[0]).toMatchObject({ field: "fields.code", message: expect.stringContaining("занят") });
    expect(dup.detail).toContain("Адрес");
    expect((await audit()).length).toBe(before);
    expect((await list("news", { search: NEWS.title })).items).toEqual([]);
  });

  it("two editors saving the same new address at once: one item is made, the other told the address is taken", async () => {
    const fields = { ...NEWS, code: "odnovremenno" };
    const answers = await Promise.all([
      content.post("/staff/api/content/save/", { kind: "news", fields }),
      content.post("/staff/api/content/save/", { kind: "news", fields: { ...fields, title: "Второй" } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.status === 400) as Response;
    expect((await refused.json()).errors[0].field).toBe("fields.code");
    expect((await list("news", { search: "odnovremenno" })).items).toHaveLength(1);
  });

  it("dates, empty titles, a foreign cover and unknown ids are refused by name", async () => {
    const cases: [object, string, string][] = [
      [{ ...NEWS, code: "d-1", date: "20.11.2026" }, "fields.date", "ГГГГ-ММ-ДД"],
      [{ ...NEWS, code: "d-2", date: "2026-02-30" }, "fields.date", "даты"],
      [{ ...NEWS, code: "d-3", title: "  " }, "fields.title", "Заголовок"],
      [{ ...NEWS, code: "d-4", image: "https://evil.example/x.jpg" }, "fields.image", "Обложка"],
    ];
    for (const [fields, field, text] of cases) {
      const body = await problemOf(await content.post("/staff/api/content/save/", { kind: "news", fields }));
      expect(body.errors[0]).toMatchObject({ field, message: expect.stringContaining(text) });
    }
    const missing = await content.post("/staff/api/content/save/", { kind: "news", id: 999_999, fields: NEWS });
    expect((await problemOf(missing, 404)).detail).toBe("Материал не найден");
    expect((await content.get("/staff/api/content/detail/?kind=news&id=999999")).status).toBe(404);
    const kindless = await problemOf(await content.post("/staff/api/content/save/", { fields: NEWS }));
    expect(kindless.errors[0].field).toBe("kind");
    // A news item's id asked as a publication is not there.
    const newsId = ((await list("news")).items[0] as ListItem).id;
    expect((await content.get(`/staff/api/content/detail/?kind=publications&id=${newsId}`)).status).toBe(404);
  });
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

  it("is open to HR too, changes nothing, and refuses a body that is not text by name", async () => {
    const before = (await audit()).length;
    expect((await hr.post("/staff/api/content/preview/", { markdown: "Текст" })).status).toBe(200);
    const body = await problemOf(await content.post("/staff/api/content/preview/", { markdown: 5 }));
    expect(body.errors[0]).toMatchObject({ field: "markdown", message: expect.stringContaining("Текст") });
    expect((await audit()).length).toBe(before);
  });
});

describe("who may call it", () => {
  const GONE = 999_999;
  /** Every operation, with whether it is about vacancies (HR's) — each answers the guard before touching data. */
  const operations = (kind: "news" | "vacancies") => [
    { name: `list ${kind}`, call: (c: Client) => c.get(`/staff/api/content/list/?kind=${kind}`), ok: 200 },
    {
      name: `detail ${kind}`,
      call: (c: Client) => c.get(`/staff/api/content/detail/?kind=${kind}&id=${GONE}`),
      ok: 404,
    },
    {
      name: `save ${kind}`,
      call: (c: Client) =>
        c.post("/staff/api/content/save/", { kind, id: GONE, fields: kind === "news" ? NEWS : VACANCY }),
      ok: 404,
    },
    {
      name: `publish ${kind}`,
      call: (c: Client) => c.post("/staff/api/content/publish/", { kind, id: GONE, published: true }),
      ok: 404,
    },
  ];
  const VACANCY = {
    code: "v-test",
    title: "Должность",
    cityId: 1,
    department: "Отдел",
    employment: "Полная",
    experience: "Нет",
    salaryFrom: null,
    salaryTo: null,
    date: "2026-11-22",
    lead: "Анонс",
    body: "Текст",
  };
  const shared = [
    { name: "choices", call: (c: Client) => c.get("/staff/api/content/choices/"), ok: 200 },
    { name: "preview", call: (c: Client) => c.post("/staff/api/content/preview/", { markdown: "x" }), ok: 200 },
  ];

  it("content and admin may do everything; HR only vacancies, choices and preview; other roles 403", async () => {
    const matrix: Record<string, { news: boolean; vacancies: boolean; shared: boolean }> = {
      "content@example.com": { news: true, vacancies: true, shared: true },
      "admin@example.com": { news: true, vacancies: true, shared: true },
      "hr@example.com": { news: false, vacancies: true, shared: true },
      "sales@example.com": { news: false, vacancies: false, shared: false },
      "service@example.com": { news: false, vacancies: false, shared: false },
      "risk@example.com": { news: false, vacancies: false, shared: false },
      "staff@example.com": { news: false, vacancies: false, shared: false },
    };
    const before = (await audit()).length;
    for (const [email, may] of Object.entries(matrix)) {
      const who = await clientOf(app, email);
      for (const [group, ops] of [
        ["news", operations("news")],
        ["vacancies", operations("vacancies")],
        ["shared", shared],
      ] as const) {
        for (const op of ops) {
          const res = await op.call(who);
          const allowed = may[group];
          expect(res.status, `${email} ${op.name}`).toBe(allowed ? op.ok : 403);
          if (allowed && op.ok === 404) expect((await res.json()).detail).toBe("Материал не найден");
        }
      }
    }
    // Nothing of the refused or missing calls wrote anything.
    expect((await audit()).length).toBe(before);
  });

  it("a client gets 404 for the whole area, a POST without CSRF 403, signed out 401", async () => {
    const client = await clientOf(app, "client@example.com");
    for (const op of [...operations("news"), ...operations("vacancies"), ...shared]) {
      const res = await op.call(client);
      expect(res.status, op.name).toBe(404);
      expect((await res.json()).detail).toContain("не найден");
    }
    const noCsrf = await content.post(
      "/staff/api/content/publish/",
      { kind: "news", id: 1, published: false },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
    expect((await content.post("/staff/api/content/preview/", { markdown: "x" }, { csrf: false })).status).toBe(403);
    expect((await app.api.request("/staff/api/content/list/?kind=news")).status).toBe(401);
    expect(
      (
        await app.api.request("/staff/api/content/preview/", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ markdown: "x" }),
        })
      ).status,
    ).toBe(401);
  });
});
