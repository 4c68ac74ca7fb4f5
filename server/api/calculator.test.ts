import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CalcInitial, calcRequestSchema } from "../../contract/calculator.ts";
import { calculateLeasing } from "../../core/leasing-calculator.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function init(type?: string) {
  return app.api.request(`/api/calc/init/${type === undefined ? "" : `?type=${encodeURIComponent(type)}`}`);
}

async function calc(body: unknown, contentType = "application/json") {
  return app.api.request("/api/calc/", {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const car = { type: "cars", price: 3_000_000, advance: 20, term: 36, buyout: 1, scheduleType: "annuity" };

interface FieldError {
  field: string;
  message: string;
}

async function fieldErrors(res: Response): Promise<FieldError[]> {
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  const body = await res.json();
  expect(body.status).toBe(400);
  return body.errors;
}

describe("GET /api/calc/init/", () => {
  it("answers the limits, rate, VAT and defaults of each vehicle type, cacheable for 5 minutes", async () => {
    for (const type of ["cars", "trucks", "used", "special"]) {
      const res = await init(type);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=300");
      const { initial } = (await res.json()) as { initial: CalcInitial };
      expect(initial.type).toBe(type);
      expect(initial.vatRate).toBe(22);
      expect(initial.profitTaxRate).toBe(25);
      expect(initial.rate).toBeGreaterThan(0);
      expect(initial.scheduleTypes).toEqual([
        { code: "annuity", title: "Аннуитетный" },
        { code: "degressive", title: "Дегрессивный" },
      ]);
      expect(initial.types.map((t) => t.code)).toEqual(["cars", "trucks", "used", "special"]);
      for (const key of ["price", "advance", "term", "buyout"] as const) {
        const limit = initial[key];
        expect(limit.min).toBeLessThanOrEqual(limit.default);
        expect(limit.default).toBeLessThanOrEqual(limit.max);
        expect(initial.defaults[key]).toBe(limit.default);
      }
      // The defaults pass the request schema built from the same limits.
      expect(calcRequestSchema(initial).safeParse({ type, ...initial.defaults }).success).toBe(true);
    }
  });

  it("answers the cars programme by default, with the figures of the configuration", async () => {
    const { initial } = await (await init()).json();
    expect(initial).toMatchObject({
      type: "cars",
      title: "Легковые автомобили",
      advance: { min: 0, max: 49, default: 20 },
      term: { min: 12, max: 60, default: 36 },
      buyout: { default: 1 },
      rate: 18,
      defaults: { price: 3_000_000, advance: 20, term: 36, buyout: 1, scheduleType: "annuity" },
    });
    const special = await (await init("special")).json();
    expect(special.initial.title).toBe("Спецтехника");
  });

  it("refuses an unknown type with a 400 naming the field, not cached", async () => {
    const res = await init("bikes");
    expect(res.headers.get("cache-control")).toBeNull();
    const errors = await fieldErrors(res);
    expect(errors).toEqual([{ field: "type", message: expect.stringMatching(/Неизвестный тип предмета лизинга/) }]);
  });
});

describe("POST /api/calc/", () => {
  it("answers the same calculation as the core function, at the rate of the programme", async () => {
    const res = await calc(car);
    expect(res.status).toBe(200);
    const { calculations } = await res.json();
    const expected = calculateLeasing({
      price: 3_000_000,
      advance: 20,
      term: 36,
      buyout: 1,
      rate: 18,
      scheduleType: "annuity",
      vatRate: 22,
      profitTaxRate: 25,
    });
    expect(calculations).toEqual({ type: "cars", ...expected });
    expect(calculations.monthlyPayment).toBe(86_131.18);
    expect(calculations.contractSum).toBe(3_730_722.39);
    expect(calculations.schedule).toHaveLength(38);
  });

  it("computes a degressive truck schedule and answers without the trailing slash too", async () => {
    const res = await app.api.request("/api/calc", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        type: "trucks",
        price: 12_500_000,
        advance: 30,
        term: 48,
        buyout: 1,
        scheduleType: "degressive",
      }),
    });
    expect(res.status).toBe(200);
    const { calculations } = await res.json();
    expect(calculations.rate).toBe(19);
    expect(calculations.monthlyPaymentFirst).toBe(318_229.17);
    expect(calculations.monthlyPaymentLast).toBe(184_511.71);
    expect(calculations.contractSum).toBe(15_940_781.25);
  });

  it("refuses a term outside the limits of the type with a Russian message naming the field", async () => {
    const errors = await fieldErrors(await calc({ ...car, term: 72 }));
    expect(errors).toEqual([{ field: "term", message: "Срок лизинга — от 12 до 60 месяцев" }]);
    const used = await fieldErrors(await calc({ ...car, type: "used", advance: 30, term: 60 }));
    expect(used).toEqual([{ field: "term", message: "Срок лизинга — от 12 до 48 месяцев" }]);
  });

  it("names every invalid field: limits, not numbers, fractions of a month, unknown schedule", async () => {
    const errors = await fieldErrors(
      await calc({ ...car, price: 100, advance: 60, term: 24.5, buyout: "1", scheduleType: "seasonal" }),
    );
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.message]));
    expect(byField.price).toBe("Стоимость предмета лизинга — от 500\u00a0000 до 30\u00a0000\u00a0000\u00a0₽");
    expect(byField.advance).toBe("Аванс — от 0 до 49\u00a0%");
    expect(byField.term).toBe("Срок лизинга — целое число месяцев");
    expect(byField.buyout).toBe("Выкупной платёж: укажите число");
    expect(byField.scheduleType).toBe("Выберите график платежей: аннуитетный или дегрессивный");
  });

  it("checks the limits of the chosen type, not of another", async () => {
    expect((await calc({ ...car, type: "trucks", price: 1_000_000, advance: 30 })).status).toBe(400);
    expect((await calc({ ...car, type: "trucks", price: 3_000_000, advance: 30 })).status).toBe(200);
    const errors = await fieldErrors(await calc({ ...car, type: "trucks", advance: 5 }));
    expect(errors).toEqual([{ field: "advance", message: "Аванс — от 10 до 49\u00a0%" }]);
  });

  it("refuses an unknown or missing type, missing fields and a body that is not an object", async () => {
    expect(await fieldErrors(await calc({ ...car, type: "bikes" }))).toEqual([
      { field: "type", message: expect.stringMatching(/Неизвестный тип предмета лизинга/) },
    ]);
    const { type: _type, ...withoutType } = car;
    expect(await fieldErrors(await calc(withoutType))).toEqual([
      { field: "type", message: "Укажите тип предмета лизинга" },
    ]);
    const missing = await fieldErrors(await calc({ type: "cars" }));
    expect(missing.map((e) => e.field).sort()).toEqual(["advance", "buyout", "price", "scheduleType", "term"]);
    expect(await fieldErrors(await calc("[1, 2]"))).toEqual([
      { field: "body", message: "Ожидается объект JSON с полями расчёта" },
    ]);
  });

  it("refuses malformed JSON with a 400 and a wrong content type with a 415", async () => {
    const broken = await calc('{"type": "cars", "price": ');
    expect(broken.status).toBe(400);
    expect((await broken.json()).detail).toBe("Тело запроса не является корректным JSON");
    const form = await calc("type=cars&price=3000000", "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    expect(form.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });
});

describe("the OpenAPI document", () => {
  it("lists the calculator paths", async () => {
    const doc = await (await app.api.request("/api/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/calc/init/", "/api/calc/"]));
    expect(doc.components.schemas).toHaveProperty("Calculations");
  });
});
