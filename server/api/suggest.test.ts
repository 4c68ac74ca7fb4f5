import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SuggestResponse } from "../../contract/suggest.ts";
import { createSuggestService, SUGGEST_RATE_LIMIT } from "../domain/suggest/suggest-service.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../infra/logger.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { createApi } from "./create-api.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

function post(api: { request: TestApp["api"]["request"] }, path: string, body: unknown, headers: HeadersInit = {}) {
  return api.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function values(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as SuggestResponse;
  return body.suggestions.map((s) => s.value);
}

describe("POST /api/suggest/address/ without a token (local gazetteer)", () => {
  it("completes a city with its region, in DaData's shape", async () => {
    const res = await post(app.api, "/api/suggest/address/", { query: "казань", count: 5 });
    expect(res.headers.get("x-suggestions-source")).toBe("local");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as SuggestResponse;
    expect(body.suggestions[0]).toMatchObject({
      value: "г Казань",
      unrestricted_value: "Респ Татарстан, г Казань",
      data: { region_with_type: "Респ Татарстан", city: "Казань", city_type: "г", street: null },
    });
  });

  it("finds a street with the house number, whatever the abbreviations and punctuation", async () => {
    expect((await values(await post(app.api, "/api/suggest/address/", { query: "москва тверская 7" })))[0]).toBe(
      "г Москва, ул Тверская, д 7",
    );
    const res = await post(app.api, "/api/suggest/address/", {
      query: "г. Санкт-Петербург, Невский пр., д. 28, кв. 4",
    });
    const body = (await res.json()) as SuggestResponse;
    expect(body.suggestions[0]).toMatchObject({
      value: "г Санкт-Петербург, Невский пр-кт, д 28, кв 4",
      data: { street_with_type: "Невский пр-кт", house: "28", flat: "4" },
    });
  });

  it("keeps numbers that belong to the street name («ул 8 Марта»)", async () => {
    const found = await values(await post(app.api, "/api/suggest/address/", { query: "екатеринбург 8 марта 10" }));
    expect(found[0]).toBe("г Екатеринбург, ул 8 Марта, д 10");
  });

  it("names the region for a city that is not its region's centre", async () => {
    const found = await values(await post(app.api, "/api/suggest/address/", { query: "балашиха" }));
    expect(found).toEqual(["Московская обл, г Балашиха"]);
  });

  it("honours count and the city-only bound", async () => {
    const many = await values(await post(app.api, "/api/suggest/address/", { query: "москва", count: 3 }));
    expect(many.length).toBeLessThanOrEqual(3);
    const cities = await values(
      await post(app.api, "/api/suggest/address/", { query: "нов", count: 20, to_bound: { value: "city" } }),
    );
    expect(cities.length).toBeGreaterThan(2);
    expect(cities.every((v) => !v.includes("ул "))).toBe(true);
    expect(cities[0]).toBe("г Новосибирск");
  });

  it("answers an empty list for a place it does not know", async () => {
    expect(await values(await post(app.api, "/api/suggest/address/", { query: "qwertyuiop" }))).toEqual([]);
  });
});

describe("POST /api/suggest/{kind}/ without a token", () => {
  it("suggests names with their gender", async () => {
    const res = await post(app.api, "/api/suggest/fio/", { query: "Иванова Анна Серг", count: 3 });
    const body = (await res.json()) as SuggestResponse;
    expect(body.suggestions[0]).toMatchObject({
      value: "Иванова Анна Сергеевна",
      data: { surname: "Иванова", name: "Анна", patronymic: "Сергеевна", gender: "FEMALE" },
    });
  });

  it("completes e-mail domains", async () => {
    expect(await values(await post(app.api, "/api/suggest/email/", { query: "ivanova@ya", count: 2 }))).toEqual([
      "ivanova@yandex.ru",
      "ivanova@ya.ru",
    ]);
  });

  it("finds banks by name or BIC and companies by INN", async () => {
    const bank = await post(app.api, "/api/suggest/bank/", { query: "044525225" });
    expect(((await bank.json()) as SuggestResponse).suggestions[0]?.data).toMatchObject({
      bic: "044525225",
      correspondent_account: "30101810400000000225",
    });
    const party = await post(app.api, "/api/suggest/party/", { query: "7707083893" });
    expect(((await party.json()) as SuggestResponse).suggestions[0]?.data).toMatchObject({ inn: "7707083893" });
  });

  it("refuses an unknown kind with 404 and a bad request with a Russian 400", async () => {
    const unknown = await post(app.api, "/api/suggest/passport/", { query: "1234" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toMatch(/Неизвестный вид подсказок/);

    const empty = await post(app.api, "/api/suggest/address/", { query: "   " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors[0]).toMatchObject({ field: "query", message: "Укажите текст запроса (query)" });

    const tooMany = await post(app.api, "/api/suggest/address/", { query: "москва", count: 500 });
    expect(tooMany.status).toBe(400);

    const notJson = await post(app.api, "/api/suggest/address/", "query=москва", { "content-type": "text/plain" });
    expect(notJson.status).toBe(415);
  });

  it("answers the path without the trailing slash too", async () => {
    expect((await post(app.api, "/api/suggest/address", { query: "уфа" })).status).toBe(200);
  });
});

describe("rate limit", () => {
  it("refuses the 121st request a minute from one address with a Russian 429", async () => {
    const { limiter } = app.services;
    await limiter.reset("suggest:local");
    try {
      for (let k = 0; k < 120; k++) await limiter.hit("suggest:local", SUGGEST_RATE_LIMIT);
      const res = await post(app.api, "/api/suggest/address/", { query: "москва" });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("60");
      expect((await res.json()).detail).toMatch(/Слишком много запросов подсказок/);
    } finally {
      await limiter.reset("suggest:local");
    }
  });
});

// ——— The upstream path, against a local HTTP server standing in for DaData ———

interface Seen {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

describe("with SUGGESTIONS_TOKEN (upstream stand-in)", () => {
  let server: Server;
  let baseUrl: string;
  const seen: Seen[] = [];
  let mode: "ok" | "fail" | "slow" | "garbage" = "ok";

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await readBody(req);
      seen.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      if (mode === "fail") {
        res.writeHead(503).end("unavailable");
      } else if (mode === "garbage") {
        res.writeHead(200, { "content-type": "application/json" }).end('{"unexpected":true}');
      } else if (mode === "slow") {
        setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end('{"suggestions":[]}'), 4_000);
      } else {
        const reply: SuggestResponse = {
          suggestions: [
            {
              value: "г Москва, ул Хабаровская",
              unrestricted_value: "107241, г Москва, р-н Гольяново, ул Хабаровская",
              data: { postal_code: "107241", city: "Москва", street: "Хабаровская", fias_id: "abc" },
            },
          ],
        };
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(reply));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/suggestions/api/4_1/rs/suggest/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  function upstreamApi() {
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SUGGESTIONS_TOKEN: "secret-token",
      SUGGESTIONS_URL: baseUrl,
    });
    const suggest = createSuggestService({ env, logger: createLogger("silent"), limiter: app.services.limiter });
    return createApi({ ...app.services, env, suggest });
  }

  it("forwards the request with the token and answers the upstream's suggestions", async () => {
    mode = "ok";
    seen.length = 0;
    const res = await post(upstreamApi(), "/api/suggest/address/", {
      query: "москва хабар",
      count: 5,
      locations: [{ city: "Москва" }],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-suggestions-source")).toBe("upstream");
    const body = (await res.json()) as SuggestResponse;
    expect(body.suggestions[0]?.unrestricted_value).toBe("107241, г Москва, р-н Гольяново, ул Хабаровская");
    expect(seen).toEqual([
      {
        path: "/suggestions/api/4_1/rs/suggest/address",
        authorization: "Token secret-token",
        body: { query: "москва хабар", count: 5, locations: [{ city: "Москва" }] },
      },
    ]);
  });

  it("never shows the token to the browser", async () => {
    mode = "ok";
    const res = await post(upstreamApi(), "/api/suggest/fio/", { query: "Иван" });
    const text = await res.text();
    expect(text).not.toContain("secret-token");
    for (const [, value] of res.headers) expect(value).not.toContain("secret-token");
  });

  it("falls back to the gazetteer when the upstream fails or answers nonsense", async () => {
    for (const failure of ["fail", "garbage"] as const) {
      mode = failure;
      const res = await post(upstreamApi(), "/api/suggest/address/", { query: "казань баумана 5" });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-suggestions-source")).toBe("local");
      expect((await values(res))[0]).toBe("г Казань, ул Баумана, д 5");
    }
  });

  it("gives up on the upstream after 3 seconds", async () => {
    mode = "slow";
    const started = Date.now();
    const res = await post(upstreamApi(), "/api/suggest/address/", { query: "уфа" });
    const took = Date.now() - started;
    expect(res.headers.get("x-suggestions-source")).toBe("local");
    expect(await values(res)).toEqual(["г Уфа"]);
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(3_900);
  });
});
