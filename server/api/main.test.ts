import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

function setCity(body: unknown, headers: Record<string, string> = {}) {
  return app.api.request("/api/geo/city/", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** The `name=value` part of a Set-Cookie header, to send back as Cookie. */
function cookieOf(res: Response): string {
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

describe("cities", () => {
  it("lists the twelve cities sorted by name in Russian order", async () => {
    const res = await app.api.request("/api/main/cities/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    const { list } = await res.json();
    const names = list.map((c: { name: string }) => c.name);
    expect(names).toEqual([
      "Воронеж",
      "Екатеринбург",
      "Казань",
      "Краснодар",
      "Москва",
      "Нижний Новгород",
      "Новосибирск",
      "Ростов-на-Дону",
      "Самара",
      "Санкт-Петербург",
      "Уфа",
      "Челябинск",
    ]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "ru")));
    expect(list.filter((c: { isDefault: boolean }) => c.isDefault).map((c: { name: string }) => c.name)).toEqual([
      "Москва",
    ]);
  });

  it("answers Москва as the current city without a cookie, privately", async () => {
    const res = await app.api.request("/api/main/city/");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toBe("Cookie");
    expect(await res.json()).toMatchObject({ city: { id: 1, name: "Москва" }, source: "default" });
  });

  it("saves the city in a cookie for a year and answers it back (round trip)", async () => {
    const res = await setCity({ city_id: 3 });
    expect(res.status).toBe(200);
    expect((await res.json()).city.name).toBe("Екатеринбург");
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^city_id=3;/);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const cookie = cookieOf(res);
    const current = await (await app.api.request("/api/main/city/", { headers: { cookie } })).json();
    expect(current).toMatchObject({ city: { id: 3, name: "Екатеринбург" }, source: "cookie" });
    const contacts = await app.api.request("/api/pages/contacts/", { headers: { cookie } });
    expect(contacts.headers.get("cache-control")).toBe("private, no-cache");
    expect(contacts.headers.get("vary")).toBe("Cookie");
    const body = await contacts.json();
    expect(body.city.name).toBe("Екатеринбург");
    expect(body.offices[0].address).toMatch(/Екатеринбург, ул. Малышева/);
  });

  it("accepts the id as a string of digits", async () => {
    const res = await setCity({ city_id: "7" });
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toBe("city_id=7");
  });

  it("refuses a non-number (400 naming city_id) and an unknown city (404), setting no cookie", async () => {
    const bad = await setCity({ city_id: "Москва" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("city_id");
    expect(bad.headers.get("set-cookie")).toBeNull();
    const missing = await setCity({});
    expect(missing.status).toBe(400);
    const unknown = await setCity({ city_id: 999 });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/problem\+json/);
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("falls back to Москва for a stale or forged cookie", async () => {
    for (const cookie of ["city_id=999", "city_id=abc", "city_id="]) {
      const body = await (await app.api.request("/api/main/city/", { headers: { cookie } })).json();
      expect(body).toMatchObject({ city: { name: "Москва" }, source: "default" });
    }
  });
});

describe("contacts", () => {
  it("answers the offices of the city asked for, publicly cacheable, with the hotline", async () => {
    const res = await app.api.request("/api/pages/contacts/?city_id=2");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    const body = await res.json();
    expect(body.city.name).toBe("Санкт-Петербург");
    expect(body.offices).toHaveLength(2);
    expect(body.offices[0]).toMatchObject({ isMain: true, email: "spb@leasing-auto.ru" });
    expect(body.offices[0].phones[0]).toMatch(/^\+7 812/);
    expect(body.offices[0].hours[0]).toEqual({ days: "Пн–Пт", time: "9:00–19:00" });
    expect(body.hotline.phones).toEqual(["8 800 550-35-35", "+7 495 777-35-35"]);
    expect(body.cities).toHaveLength(12);
  });

  it("has every city's offices with coordinates", async () => {
    const { list } = await (await app.api.request("/api/main/cities/")).json();
    for (const city of list) {
      const body = await (await app.api.request(`/api/pages/contacts/?city_id=${city.id}`)).json();
      expect(body.offices.length).toBeGreaterThan(0);
      expect(body.offices[0].lat).toBeGreaterThan(40);
    }
  });

  it("answers 404 for an unknown city and 400 for a bad id", async () => {
    expect((await app.api.request("/api/pages/contacts/?city_id=999")).status).toBe(404);
    const bad = await app.api.request("/api/pages/contacts/?city_id=moscow");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("city_id");
  });
});
