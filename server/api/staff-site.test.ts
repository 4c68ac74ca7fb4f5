import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, moscowDate, moscowMidnight } from "../../core/calendar-dates.ts";
import { cities, offers, offices, partners, reviews, vacancies } from "../db/schema/content.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { createCityService } from "../domain/content/city-service.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The site's directory content in the back office (issue 15): offers, partners, the moderation of reviews sent by
 * the public form, cities and offices — who may call it, one audit entry per change, a bad input as a 400 naming
 * the field, and every change on the public API at once.
 */

let app: TestApp;
let content: Client; // content@example.com

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const today = () => moscowDate();
const BASE = "/staff/api/site";

const OFFER = {
  code: "test-offer",
  title: "Тестовое предложение для проверки",
  lead: "Короткий анонс предложения",
  body: "## Условия\n\nАванс **от 10 %**.",
  badge: "Аванс от 10 %",
  category: "cars",
  conditions: [{ label: "Аванс", value: "от 10 %" }],
  validFrom: "2026-01-01",
  validTo: null,
  image: null,
  isFeatured: false,
  sort: 5,
};

const PARTNER = {
  code: "test-partner",
  kind: "dealer",
  name: "Тестовый дилер",
  lead: "Официальный дилер",
  body: "Описание **дилера**.",
  cities: ["Москва"],
  benefits: ["Скидка 3 %"],
  logo: null,
  sort: 500,
};

const OFFICE = {
  title: "Офис на Тверской",
  address: "125009, г. Москва, ул. Тверская, д. 1",
  phones: ["+7 495 000-00-01"],
  email: "tver@leasing-auto.ru",
  hours: [{ days: "Пн–Пт", time: "9:00–18:00" }],
  lat: 55.757,
  lon: 37.615,
  isMain: false,
  note: "Вход со двора",
  sort: 90,
};

async function auditCount(): Promise<number> {
  const [row] = await app.services.database.db.select({ n: count() }).from(staffAudit);
  return row?.n ?? 0;
}

async function lastAudit() {
  const [row] = await app.services.database.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
  if (!row) throw new Error("no audit entry");
  return row;
}

/** Posts as the content editor and expects exactly one new audit entry with `action` on success. */
async function changeOk(path: string, body: unknown, action: string) {
  const before = await auditCount();
  const res = await content.post(`${BASE}/${path}`, body);
  expect(res.status, `${path} ${await res.clone().text()}`).toBe(200);
  expect(await auditCount()).toBe(before + 1);
  const entry = await lastAudit();
  expect(entry).toMatchObject({ action, actorEmail: "content@example.com" });
  return { body: await res.json(), entry };
}

/** Posts as the content editor and expects a 400 naming `field` in Russian, with nothing written. */
async function refused(path: string, body: unknown, field: string) {
  const before = await auditCount();
  const res = await content.post(`${BASE}/${path}`, body);
  expect(res.status, path).toBe(400);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  const problem = await res.json();
  const error = problem.errors.find((e: { field: string }) => e.field === field);
  expect(error, JSON.stringify(problem)).toBeTruthy();
  expect(error.message).toMatch(/[А-Яа-яЁё]/);
  expect(await auditCount()).toBe(before);
  return error.message as string;
}

const publicOffers = async () =>
  (await (await app.api.request("/api/pages/offers/")).json()).list.map((o: { code: string }) => o.code);

beforeAll(async () => {
  app = await createTestApp();
  content = await clientOf(app, "content@example.com");
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("who may call it", () => {
  it("content and admin pass; other staff 403; a client 404; no CSRF 403; signed out 401", async () => {
    const admin = await clientOf(app, "admin@example.com");
    const client = await clientOf(app, "client@example.com");
    const [offer] = await app.services.database.db.select({ id: offers.id }).from(offers).limit(1);
    const id = offer?.id as number;
    const gets = [
      "offers/list/",
      `offers/detail/?id=${id}`,
      "partners/list/",
      "partners/detail/?id=1",
      "reviews/list/",
      "reviews/detail/?id=1",
      "cities/list/",
      "cities/detail/?id=1",
      "offices/detail/?id=1",
    ];
    const posts: [string, unknown][] = [
      ["offers/save/", { ...OFFER, code: "matrix" }],
      ["offers/publish/", { id, published: true }],
      ["partners/save/", { ...PARTNER, code: "matrix" }],
      ["partners/publish/", { id: 1, published: true }],
      ["reviews/publish/", { id: 1 }],
      ["reviews/hide/", { id: 1 }],
      ["reviews/reply/", { id: 1, reply: "Спасибо" }],
      ["cities/save/", { name: "Матрица", region: "Регион", regionId: 10, isDefault: false }],
      ["cities/remove/", { id: 1 }],
      ["offices/save/", { ...OFFICE, cityId: 1 }],
      ["offices/remove/", { id: 1 }],
    ];
    for (const path of gets) {
      expect((await content.get(`${BASE}/${path}`)).status, path).toBe(200);
      expect((await admin.get(`${BASE}/${path}`)).status, path).toBe(200);
      expect((await client.get(`${BASE}/${path}`)).status, path).toBe(404);
      expect((await app.api.request(`${BASE}/${path}`)).status, path).toBe(401);
    }
    for (const email of [
      "sales@example.com",
      "service@example.com",
      "risk@example.com",
      "hr@example.com",
      "staff@example.com",
    ]) {
      const other = await clientOf(app, email);
      for (const path of gets) expect((await other.get(`${BASE}/${path}`)).status, `${email} ${path}`).toBe(403);
      for (const [path, body] of posts) {
        expect((await other.post(`${BASE}/${path}`, body)).status, `${email} ${path}`).toBe(403);
      }
    }
    const before = await auditCount();
    for (const [path, body] of posts) {
      expect((await client.post(`${BASE}/${path}`, body)).status, path).toBe(404);
      expect((await content.post(`${BASE}/${path}`, body, { csrf: false })).status, path).toBe(403);
      expect((await app.api.request(`${BASE}/${path}`, { method: "POST" })).status, path).toBe(401);
    }
    expect(await auditCount()).toBe(before);
    // The administrator may change too: one audit entry in their name.
    const res = await admin.post(`${BASE}/offers/save/`, { ...OFFER, code: "admin-offer" });
    expect(res.status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "offer.create", actorEmail: "admin@example.com" });
  });
});

describe("special offers", () => {
  it("creates a draft, publishes it with its days, and the public offers show it at once", async () => {
    const from = addDays(today(), -2);
    const to = addDays(today(), 3);
    const created = await changeOk("offers/save/", { ...OFFER, validFrom: from, validTo: to }, "offer.create");
    const offer = created.body.offer;
    expect(offer).toMatchObject({
      code: "test-offer",
      isPublished: false,
      state: "hidden",
      url: "/offers/test-offer/",
    });
    expect(created.entry.objectId).toBe(String(offer.id));
    expect(created.entry.before).toBeNull();
    expect((created.entry.after as { title: string }).title).toBe(OFFER.title);
    expect(await publicOffers()).not.toContain("test-offer");

    const published = await changeOk("offers/publish/", { id: offer.id, published: true }, "offer.publish");
    expect(published.body.offer).toMatchObject({ isPublished: true, state: "live", stateTitle: "На сайте" });
    expect(published.entry).toMatchObject({ before: { isPublished: false }, after: { isPublished: true } });
    expect(await publicOffers()).toContain("test-offer");
    const page = await (await app.api.request("/api/specialoffers/detail/?code=test-offer")).json();
    expect(page.item.html).toContain("<strong>от 10 %</strong>");

    // The day after its last day it is gone from the public list without anyone unpublishing it.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(moscowMidnight(addDays(to, 1)).getTime() + 12 * 3_600_000);
    expect(await publicOffers()).not.toContain("test-offer");
    // (No staff call while the clock is moved: the session would look idle for days and end.)
    vi.useRealTimers();
    expect(await publicOffers()).toContain("test-offer");
  });

  it("an offer whose last day was yesterday is not on the site, and the back office says it ended", async () => {
    const yesterday = addDays(today(), -1);
    const { body } = await changeOk(
      "offers/save/",
      { ...OFFER, code: "ended-offer", validFrom: addDays(today(), -30), validTo: yesterday },
      "offer.create",
    );
    const published = await changeOk("offers/publish/", { id: body.offer.id, published: true }, "offer.publish");
    expect(published.body.offer).toMatchObject({ state: "ended", stateTitle: "Закончилось" });
    expect(await publicOffers()).not.toContain("ended-offer");
    expect((await app.api.request("/api/specialoffers/detail/?code=ended-offer")).status).toBe(404);
  });

  it("updates an offer with before and after in the log; the public page shows the new title", async () => {
    const [row] = await app.services.database.db.select().from(offers).where(eq(offers.code, "test-offer"));
    const { entry } = await changeOk(
      "offers/save/",
      { ...OFFER, id: row?.id, title: "Новый заголовок предложения", validFrom: row?.validFrom, validTo: row?.validTo },
      "offer.update",
    );
    expect((entry.before as { title: string }).title).toBe(OFFER.title);
    expect((entry.after as { title: string }).title).toBe("Новый заголовок предложения");
    const page = await (await app.api.request("/api/specialoffers/detail/?code=test-offer")).json();
    expect(page.item.title).toBe("Новый заголовок предложения");
  });

  it("refuses a bad code, a taken code and a last day before the first with a 400 naming the field", async () => {
    const [seeded] = await app.services.database.db.select().from(offers).where(eq(offers.code, "kamaz-k5-avans-5"));
    expect(await refused("offers/save/", { ...OFFER, code: "Кириллица" }, "code")).toContain("Код");
    expect(await refused("offers/save/", { ...OFFER, code: "kamaz-k5-avans-5" }, "code")).toContain("уже у другого");
    expect(await refused("offers/save/", { ...OFFER, validFrom: "2026-05-10", validTo: "2026-05-09" }, "validTo")).toBe(
      "Последний день: не раньше первого дня",
    );
    await refused("offers/save/", { ...OFFER, code: "fresh-offer", title: "" }, "title");
    await refused("offers/save/", { ...OFFER, code: "fresh-offer", category: "boats" }, "category");
    await refused("offers/save/", { ...OFFER, code: "fresh-offer", validFrom: "2026-02-30" }, "validFrom");
    // Another offer's code on update is refused too, and the row stays as it was.
    const [mine] = await app.services.database.db.select().from(offers).where(eq(offers.code, "test-offer"));
    await refused("offers/save/", { ...OFFER, id: mine?.id, code: "kamaz-k5-avans-5" }, "code");
    const [still] = await app.services.database.db
      .select()
      .from(offers)
      .where(eq(offers.id, seeded?.id as number));
    expect(still?.title).toBe(seeded?.title);
    const [fresh] = await app.services.database.db.select().from(offers).where(eq(offers.code, "fresh-offer"));
    expect(fresh).toBeUndefined();
    expect((await content.get(`${BASE}/offers/detail/?id=999999`)).status).toBe(404);
    expect((await content.post(`${BASE}/offers/publish/`, { id: 999999, published: true })).status).toBe(404);
    expect((await content.get(`${BASE}/offers/list/?filters=${q({ status: "maybe" })}`)).status).toBe(400);
  });

  it("lists and searches offers by title or code", async () => {
    const found = await content.json(`${BASE}/offers/list/?filters=${q({ search: "test-off" })}`);
    expect(found.items.map((o: { code: string }) => o.code)).toEqual(["test-offer"]);
    const drafts = await content.json(`${BASE}/offers/list/?filters=${q({ status: "hidden" })}`);
    expect(drafts.items.every((o: { isPublished: boolean }) => !o.isPublished)).toBe(true);
    expect((await content.json(`${BASE}/offers/list/?filters=${q({ search: "нет такого" })}`)).items).toEqual([]);
  });
});

describe("partners", () => {
  it("creates, publishes, edits and unpublishes a partner, each audited and public at once", async () => {
    const created = await changeOk("partners/save/", PARTNER, "partner.create");
    const id = created.body.partner.id;
    const detail = () =>
      app.api.request("/api/pages/partners/detail/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: "test-partner" }),
      });
    expect((await detail()).status).toBe(404);
    await changeOk("partners/publish/", { id, published: true }, "partner.publish");
    expect((await (await detail()).json()).item.name).toBe("Тестовый дилер");
    await changeOk("partners/save/", { ...PARTNER, id, name: "Дилер после правки" }, "partner.update");
    expect((await (await detail()).json()).item.name).toBe("Дилер после правки");
    await changeOk("partners/publish/", { id, published: false }, "partner.unpublish");
    expect((await detail()).status).toBe(404);
  });

  it("refuses a taken or bad code and a bad kind", async () => {
    const [seeded] = await app.services.database.db.select({ code: partners.code }).from(partners).limit(1);
    await refused("partners/save/", { ...PARTNER, code: seeded?.code }, "code");
    await refused("partners/save/", { ...PARTNER, code: "with space" }, "code");
    await refused("partners/save/", { ...PARTNER, code: "another", kind: "friend" }, "kind");
    await refused("partners/save/", { ...PARTNER, code: "another", cities: [""] }, "cities.0");
  });
});

describe("reviews", () => {
  it("puts a review sent by the public form first in the queue; published, it is on the public reviews", async () => {
    await app.services.limiter.reset("lead:local");
    const sent = await app.api.request("/api/forms/reviews/new/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Анна Модерируемая",
        company: "ООО «Проверка»",
        city: "Казань",
        rating: 4,
        text: "Всё оформили быстро, менеджер помог с документами.",
        consentPersonalData: true,
      }),
    });
    expect(sent.status).toBe(201);
    const queue = await content.json(`${BASE}/reviews/list/`);
    expect(queue.counts.new).toBe(1);
    expect(queue.items[0]).toMatchObject({
      author: "Анна Модерируемая",
      company: "ООО «Проверка»",
      rating: 4,
      status: "new",
      statusTitle: "На модерации",
      date: today(),
    });
    const id = queue.items[0].id;
    const publicList = async () =>
      (
        await (
          await app.api.request("/api/pages/reviews/", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ page: 1 }),
          })
        ).json()
      ).list as { id: number; reply: string | null }[];
    expect((await publicList()).map((r) => r.id)).not.toContain(id);

    const reply = await changeOk("reviews/reply/", { id, reply: "Спасибо за отзыв!" }, "review.reply");
    expect(reply.entry).toMatchObject({ before: { reply: null }, after: { reply: "Спасибо за отзыв!" } });
    expect(reply.body.review.status).toBe("new");

    const published = await changeOk("reviews/publish/", { id }, "review.publish");
    expect(published.body.review.status).toBe("published");
    expect((await publicList()).find((r) => r.id === id)?.reply).toBe("Спасибо за отзыв!");

    const hidden = await changeOk("reviews/hide/", { id }, "review.hide");
    expect(hidden.body.review).toMatchObject({ status: "hidden", statusTitle: "Скрыт" });
    expect((await publicList()).map((r) => r.id)).not.toContain(id);
    // Hidden is not waiting: the queue is empty again and the filter finds it among the hidden.
    expect((await content.json(`${BASE}/reviews/list/`)).counts.new).toBe(0);
    const hiddenList = await content.json(`${BASE}/reviews/list/?filters=${q({ status: "hidden" })}`);
    expect(hiddenList.items.map((r: { id: number }) => r.id)).toEqual([id]);
    const waiting = await content.json(`${BASE}/reviews/list/?filters=${q({ status: "new" })}`);
    expect(waiting.items).toEqual([]);

    await changeOk("reviews/reply/", { id, reply: "  " }, "review.reply");
    const [row] = await app.services.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row?.reply).toBeNull();
  });

  it("refuses a reply that is too long or names no review", async () => {
    await refused("reviews/reply/", { id: 1, reply: "я".repeat(3001) }, "reply");
    await refused("reviews/reply/", { reply: "Спасибо" }, "id");
    expect((await content.post(`${BASE}/reviews/publish/`, { id: 999999 })).status).toBe(404);
  });
});

describe("cities and offices", () => {
  const citiesPublic = async () =>
    (await (await app.api.request("/api/main/cities/")).json()).list as { id: number; name: string }[];

  it("searches the cities by name or region; a bad filter is a 400 naming it", async () => {
    const found = await content.json(`${BASE}/cities/list/?filters=${q({ search: "татарстан" })}`);
    expect(found.items.map((c: { name: string }) => c.name)).toEqual(["Казань"]);
    expect(found.items[0].offices).toBeGreaterThan(0);
    const res = await content.get(`${BASE}/cities/list/?filters=${q({ search: "я".repeat(101) })}`);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("filters.search");
  });

  it("a renamed city shows in the public city list at once (the cached list is dropped)", async () => {
    expect((await citiesPublic()).map((c) => c.name)).toContain("Казань");
    const kazan = (await content.json(`${BASE}/cities/list/`)).items.find((c: { name: string }) => c.name === "Казань");
    const { entry } = await changeOk(
      "cities/save/",
      { id: kazan.id, name: "Казань-на-Волге", region: kazan.region, regionId: kazan.regionId, isDefault: false },
      "city.update",
    );
    expect(entry).toMatchObject({ before: { name: "Казань" }, after: { name: "Казань-на-Волге" } });
    const names = (await citiesPublic()).map((c) => c.name);
    expect(names).toContain("Казань-на-Волге");
    expect(names).not.toContain("Казань");
  });

  it("another instance's kept city list is dropped too, by the change's notification", async () => {
    const other = createCityService(app.services.database.db, { changes: app.services.database });
    await other.ready();
    const kept = await other.list();
    const city = kept.find((c) => c.name === "Новосибирск");
    if (!city) throw new Error("no Новосибирск");
    await changeOk(
      "cities/save/",
      { id: city.id, name: "Новосибирск-Главный", region: city.region, regionId: city.regionId, isDefault: false },
      "city.update",
    );
    await vi.waitFor(async () => expect((await other.list()).map((c) => c.name)).toContain("Новосибирск-Главный"));
  });

  it("a new office appears in the public contacts of its city", async () => {
    const created = await changeOk("offices/save/", { ...OFFICE, cityId: 1 }, "office.create");
    const contacts = await (await app.api.request("/api/pages/contacts/?city_id=1")).json();
    const shown = contacts.offices.find((o: { id: number }) => o.id === created.body.office.id);
    expect(shown).toMatchObject({ title: "Офис на Тверской", phones: ["+7 495 000-00-01"], note: "Вход со двора" });

    // Made the main office, it takes the mark from the city's other main office.
    await changeOk(
      "offices/save/",
      { ...OFFICE, id: created.body.office.id, cityId: 1, isMain: true },
      "office.update",
    );
    const mains = await app.services.database.db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.cityId, 1), eq(offices.isMain, true)));
    expect(mains.map((m) => m.id)).toEqual([created.body.office.id]);

    await changeOk("offices/remove/", { id: created.body.office.id }, "office.remove");
    const after = await (await app.api.request("/api/pages/contacts/?city_id=1")).json();
    expect(after.offices.map((o: { id: number }) => o.id)).not.toContain(created.body.office.id);
  });

  it("adds a city with the next id; keeps exactly one default; refuses removing one with offices or vacancies", async () => {
    const created = await changeOk(
      "cities/save/",
      { name: "Тула", region: "Тульская область", regionId: 71, isDefault: false },
      "city.create",
    );
    const tula = created.body.city;
    const ids = (await app.services.database.db.select({ id: cities.id }).from(cities)).map((c) => c.id);
    expect(tula.id).toBe(Math.max(...ids));
    expect((await citiesPublic()).map((c) => c.name)).toContain("Тула");

    await refused("cities/save/", { name: "Тула", region: "Тульская область", regionId: 71, isDefault: false }, "name");
    await refused("cities/save/", { name: "Без региона", region: "", regionId: 71, isDefault: false }, "region");
    await refused("cities/save/", { name: "Код", region: "Регион", regionId: 200, isDefault: false }, "regionId");

    // Tula becomes the default: Moscow loses the mark in the same change; unmarking the default is refused.
    const moved = await changeOk("cities/save/", { ...created.body.city, isDefault: true }, "city.update");
    expect((moved.entry.after as { defaultTakenFrom: { name: string } }).defaultTakenFrom.name).toBe("Москва");
    const defaults = await app.services.database.db.select().from(cities).where(eq(cities.isDefault, true));
    expect(defaults.map((c) => c.name)).toEqual(["Тула"]);
    expect((await (await app.api.request("/api/main/city/")).json()).city.name).toBe("Тула");
    await refused("cities/save/", { ...tula, isDefault: false }, "isDefault");
    await refused("cities/remove/", { id: tula.id }, "id");
    await changeOk(
      "cities/save/",
      { id: 1, name: "Москва", region: "Москва", regionId: 77, isDefault: true },
      "city.update",
    );

    // A city with an office stays until the office goes.
    const office = await changeOk("offices/save/", { ...OFFICE, cityId: tula.id }, "office.create");
    expect(await refused("cities/remove/", { id: tula.id }, "id")).toContain("офис");
    await changeOk("offices/remove/", { id: office.body.office.id }, "office.remove");
    await changeOk("cities/remove/", { id: tula.id }, "city.remove");
    expect((await citiesPublic()).map((c) => c.name)).not.toContain("Тула");

    // A city named by vacancies stays even without offices.
    const [vacancy] = await app.services.database.db.select({ cityId: vacancies.cityId }).from(vacancies).limit(1);
    await app.services.database.db.delete(offices).where(eq(offices.cityId, vacancy?.cityId as number));
    if (vacancy?.cityId !== 1) {
      expect(await refused("cities/remove/", { id: vacancy?.cityId }, "id")).toContain("ваканс");
    }
    await refused("offices/save/", { ...OFFICE, cityId: 999 }, "cityId");
    await refused("offices/save/", { ...OFFICE, cityId: 1, email: "не почта" }, "email");
    await refused("offices/save/", { ...OFFICE, cityId: 1, lat: 120 }, "lat");
    await refused("offices/save/", { ...OFFICE, cityId: 1, phones: [] }, "phones");
    expect((await content.post(`${BASE}/cities/remove/`, { id: 999 })).status).toBe(404);
    expect((await content.get(`${BASE}/cities/detail/?id=abc`)).status).toBe(400);
  });
});
