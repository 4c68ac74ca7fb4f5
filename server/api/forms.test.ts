import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FORM_KINDS, type FormKind, formPath } from "../../contract/forms.ts";
import { hasControlCharacters } from "../../core/control-characters.ts";
import { leads, mailOutbox } from "../db/schema/leads.ts";
import { createMailer, type Mailer, type MailMessage } from "../infra/mailer.ts";
import { signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/** The real outbox-folder mailer, which can be told to fail like an SMTP server that is down. */
const outboxDir = mkdtempSync(join(tmpdir(), "leasing-outbox-"));
const fileMailer = createMailer({ from: "Лизинг-Авто <no-reply@leasing.example>", outboxDir });
const transport = { failing: false, sent: [] as MailMessage[] };
const mailer: Mailer = {
  kind: "outbox-folder",
  async send(message) {
    if (transport.failing) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
    transport.sent.push(message);
    return fileMailer.send(message);
  },
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ mailer });
});
afterAll(async () => {
  await app.services.outbox.deliverSoon();
  await app.close();
  rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // In-process requests all come from "local": every test starts with a fresh budget.
  await app.services.limiter.reset("lead:local");
  transport.failing = false;
});

const UTM = {
  utm_campaign: "autumn",
  utm_medium: "cpc",
  utm_source: "yandex",
  utm_content: "banner-1",
  utm_term: "лизинг авто",
};
const consent = { consentPersonalData: true };

/** A valid body for each form, as a browser would send it. */
const VALID: Record<FormKind, Record<string, unknown>> = {
  reviews: {
    name: "Ольга Смирнова",
    email: "olga@example.ru",
    rating: 5,
    text: "Оформили лизинг за два дня, спасибо!",
    ...consent,
  },
  extendedwarranty: {
    name: "Пётр Иванов",
    phone: "8 916 123-45-67",
    vehicle: "Haval Jolion",
    vin: "lgwef4a59mh123456",
    ...consent,
  },
  partner: {
    name: "Анна Орлова",
    phone: "+7 (495) 777-35-35",
    email: "anna@dealer.ru",
    company: "ООО «Дилер»",
    inn: "7736207543",
    partnerType: "dealer",
    ...consent,
  },
  usedcarrequest: {
    name: "Игорь",
    phone: "9161234567",
    vehicle: "Toyota Camry",
    budget: 2_500_000,
    yearFrom: 2019,
    ...consent,
  },
  subscribe: { email: "News@Example.ru", ...consent, consentAdvertising: true },
  question: {
    name: "Мария",
    email: "maria@example.ru",
    question: "Можно ли взять в лизинг автомобиль с пробегом?",
    ...consent,
  },
  lisorder: {
    clientType: "legal",
    inn: "7707083893",
    company: "ООО «СтройТехМонтаж»",
    name: "Иван Петров",
    phone: "+7 916 123-45-67",
    email: "ivan@stm.ru",
    vehicle: "Lada Vesta",
    type: "cars",
    price: 3_000_000,
    advance: 20,
    term: 36,
    buyout: 1,
    scheduleType: "annuity",
    ...consent,
  },
  feedback: { name: "Сергей", email: "sergey@example.ru", text: "Прошу прислать акт сверки за 2026 год.", ...consent },
  contactus: { name: "Елена", phone: "8 (800) 550-35-35", comment: "Перезвоните после обеда", ...consent },
  insurance: { name: "Дмитрий", phone: "+79161234567", insuranceType: "kasko", vehicle: "Kia Rio", ...consent },
  interestusedcar: { vehicle: "Skoda Octavia 2021", vehicleId: 17, comment: "Интересует осмотр в субботу" },
};

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.api.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function leadCount(): Promise<number> {
  const [row] = await app.services.database.db.select({ n: count() }).from(leads);
  return row?.n ?? 0;
}

async function lead(id: number) {
  const [row] = await app.services.database.db.select().from(leads).where(eq(leads.id, id));
  return row;
}

async function outboxRow(leadId: number) {
  const [row] = await app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));
  return row;
}

describe("public lead forms", () => {
  const publicKinds = FORM_KINDS.filter((kind) => kind !== "interestusedcar");

  it.each(publicKinds)("%s stores the lead with its UTM attribution and answers 201", async (kind) => {
    const res = await post(formPath(kind), { ...VALID[kind], ...UTM, pageUrl: "https://leasing-auto.ru/calculator" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.id).toBeGreaterThan(0);
    expect(body.message).toMatch(/^Спасибо!/);
    expect(body.utm).toEqual(UTM);
    // The reference the visitor sees: month and a random code, stored with the lead for the manager.
    expect(body.reference).toMatch(/^Л-\d{4}-[34679ACDEFGHJKMNPQRTWXY]{4}$/);
    const row = await lead(body.id);
    expect(row?.payload.reference).toBe(body.reference);
    expect(row).toMatchObject({
      kind,
      utmCampaign: "autumn",
      utmMedium: "cpc",
      utmSource: "yandex",
      utmContent: "banner-1",
      utmTerm: "лизинг авто",
      pageUrl: "https://leasing-auto.ru/calculator",
      userId: null,
    });
    expect(row?.consentPersonalDataAt).toBeInstanceOf(Date);
    expect(row?.addressHash).toMatch(/^[0-9a-f]{64}$/);
    // Consents, the honeypot and the attribution have their own columns, not the payload.
    expect(Object.keys(row?.payload ?? {})).not.toContain("consentPersonalData");
    expect(Object.keys(row?.payload ?? {})).not.toContain("utm_campaign");
    expect(await outboxRow(body.id)).toMatchObject({ to: "sales@leasing.example" });
  });

  it("normalises the phone to +7XXXXXXXXXX and keeps the calculator terms with the lessor's figures", async () => {
    const res = await post(formPath("lisorder"), { ...VALID.lisorder, phone: "8 (916) 123-45-67" });
    const { id } = await res.json();
    const row = await lead(id);
    expect(row?.payload).toMatchObject({
      phone: "+79161234567",
      inn: "7707083893",
      price: 3_000_000,
      scheduleType: "annuity",
      // docs/calculator.md, example 1: the cars programme (18 %) for these terms.
      estimate: {
        scheduleType: "annuity",
        monthlyPaymentFirst: 86_131.18,
        monthlyPaymentLast: 86_131.09,
        contractSum: 3_730_722.39,
        rate: 18,
      },
    });
    expect(row?.utmCampaign).toBeNull();
  });

  it("answers the path without the trailing slash too", async () => {
    const res = await post("/api/forms/contactus", VALID.contactus);
    expect(res.status).toBe(201);
  });

  it("refuses a bad phone with a 400 naming `phone` in Russian, and stores nothing", async () => {
    const before = await leadCount();
    for (const phone of ["123", "+1 202 555 0123", "+7 727 123-45-67", ""]) {
      const res = await post(formPath("lisorder"), { ...VALID.lisorder, phone, ...UTM });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      const body = await res.json();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0].field).toBe("phone");
      expect(body.errors[0].message).toMatch(/номер телефона/);
    }
    expect(await leadCount()).toBe(before);
  });

  it("refuses an INN with wrong check digits, or of the wrong kind for the client", async () => {
    const before = await leadCount();
    const cases = [
      { clientType: "legal", inn: "7707083894", message: /контрольные цифры/ },
      { clientType: "legal", inn: "77070838", message: /10 цифр/ },
      { clientType: "legal", inn: "770123456703", message: /организации — 10 цифр/ },
      { clientType: "entrepreneur", inn: "7707083893", message: /12 цифр/ },
      { clientType: "entrepreneur", inn: "770123456704", message: /контрольные цифры/ },
    ];
    for (const { clientType, inn, message } of cases) {
      const res = await post(formPath("lisorder"), { ...VALID.lisorder, clientType, inn });
      expect(res.status, inn).toBe(400);
      const body = await res.json();
      expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["inn"]);
      expect(body.errors[0].message).toMatch(message);
    }
    const partner = await post(formPath("partner"), { ...VALID.partner, inn: "7736207544" });
    expect(partner.status).toBe(400);
    expect(await leadCount()).toBe(before);
    // A valid entrepreneur's INN passes.
    const ok = await post(formPath("lisorder"), { ...VALID.lisorder, clientType: "entrepreneur", inn: "770123456703" });
    expect(ok.status).toBe(201);
  });

  it("requires the consent to personal data processing (and to advertising for the subscription)", async () => {
    const before = await leadCount();
    for (const consentPersonalData of [undefined, false, "on"]) {
      const res = await post(formPath("contactus"), { ...VALID.contactus, consentPersonalData });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.errors[0]).toEqual({
        field: "consentPersonalData",
        message: "Без согласия на обработку персональных данных мы не сможем ответить на заявку",
      });
    }
    const subscribe = await post(formPath("subscribe"), { ...VALID.subscribe, consentAdvertising: false });
    expect((await subscribe.json()).errors[0].field).toBe("consentAdvertising");
    expect(await leadCount()).toBe(before);
  });

  it("names every invalid field in Russian", async () => {
    const res = await post(formPath("lisorder"), { clientType: "ooo", name: "1", email: "not-an-email", price: -5 });
    expect(res.status).toBe(400);
    const body = await res.json();
    const fields = body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(["clientType", "inn", "name", "phone", "email", "price", "consentPersonalData"]),
    );
    for (const error of body.errors) expect(error.message).toMatch(/[А-Яа-яЁё]/);
  });

  it("refuses broken JSON (400) and another content type (415)", async () => {
    expect((await post(formPath("question"), "{broken")).status).toBe(400);
    expect((await post(formPath("question"), "[1,2]")).status).toBe(400);
    const form = await app.api.request(formPath("question"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(form.status).toBe(415);
  });
});

describe("spam protection", () => {
  it("refuses a filled honeypot with a 400, stores nothing and charges the address", async () => {
    const before = await leadCount();
    const res = await post(formPath("contactus"), { ...VALID.contactus, website: "http://spam.example" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("website");
    expect(await leadCount()).toBe(before);
    // Nine more leads are accepted, the tenth hit of the window was the honeypot.
    for (let i = 0; i < 9; i++) expect((await post(formPath("contactus"), VALID.contactus)).status).toBe(201);
    expect((await post(formPath("contactus"), VALID.contactus)).status).toBe(429);
  });

  it("limits an address to 10 leads in 10 minutes with a Russian 429 and Retry-After", async () => {
    for (let i = 0; i < 10; i++) expect((await post(formPath("question"), VALID.question)).status).toBe(201);
    const before = await leadCount();
    const res = await post(formPath("lisorder"), VALID.lisorder);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBe(600);
    expect((await res.json()).detail).toBe(
      "С вашего адреса отправлено слишком много заявок. Повторите через 10 мин. или позвоните нам: 8 800 550-35-35.",
    );
    expect(await leadCount()).toBe(before);
  });
});

describe("the sales e-mail", () => {
  it("is queued with the lead and written to the outbox folder", async () => {
    const sentBefore = transport.sent.length;
    const res = await post(formPath("lisorder"), { ...VALID.lisorder, ...UTM });
    const { id } = await res.json();
    await app.services.outbox.deliverSoon();
    const row = await outboxRow(id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
    const mail = transport.sent.slice(sentBefore).find((m) => m.subject.startsWith(`Заявка на лизинг №${id}`));
    expect(mail).toMatchObject({ to: "sales@leasing.example", replyTo: "ivan@stm.ru" });
    expect(mail?.subject).toBe(`Заявка на лизинг №${id} — ООО «СтройТехМонтаж»`);
    expect(mail?.text).toContain("Телефон: +7 916 123-45-67");
    expect(mail?.text).toContain("ИНН: 7707083893");
    expect(mail?.text).toContain("Ежемесячный платёж по расчёту: 86\u00a0131,18 ₽ (ставка программы 18 %)");
    expect(mail?.text).toContain("utm_campaign: autumn");
    const files = readdirSync(outboxDir).filter((name) => name.endsWith(".eml"));
    expect(files.length).toBeGreaterThan(0);
    const eml = readFileSync(join(outboxDir, files[0] as string), "utf8");
    expect(eml).toContain("To: sales@leasing.example");
    expect(eml).toMatch(/^Subject: /m);
  });

  it("carries no control character from the UTM tags, the page or a comment into the message, and no line they would forge", async () => {
    const forged = "Телефон: +7 999 000-00-00";
    const sentBefore = transport.sent.length;
    const tags = Object.fromEntries(Object.keys(UTM).map((field) => [field, `yandex\r\n${forged}\u0085\u202e\u0000`]));
    const res = await post(formPath("contactus"), {
      ...VALID.contactus,
      ...tags,
      comment: `Перезвоните\r\n${forged}\u0000`,
      pageUrl: "https://leasing-auto.ru/contacts\u0000\r\n",
    });
    expect(res.status).toBe(201);
    const { id, utm } = await res.json();
    await app.services.outbox.deliverSoon();
    const mail = transport.sent.slice(sentBefore).find((m) => m.subject.startsWith(`Обратный звонок №${id}`));
    expect(mail?.text.split("\n").some(hasControlCharacters)).toBe(false);
    expect(mail?.text.split("\n").filter((line) => line.startsWith("Телефон:"))).toEqual(["Телефон: +7 800 550-35-35"]);
    expect(mail?.text).toContain(`  utm_source: yandex${forged}\n`);
    expect(mail?.text).toContain(`Комментарий: Перезвоните\n    ${forged}\n`);
    // Stored clean too: the echo of the tags, and the lead's row.
    expect(utm.utm_source).toBe(`yandex${forged}`);
    expect((await lead(id))?.pageUrl).toBe("https://leasing-auto.ru/contacts");
  });

  it("never loses the lead when the transport fails: the message is retried with backoff", async () => {
    transport.failing = true;
    const res = await post(formPath("contactus"), { ...VALID.contactus, ...UTM });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    await app.services.outbox.deliverSoon();
    expect((await lead(id))?.utmCampaign).toBe("autumn");
    const failed = await outboxRow(id);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    expect(failed?.nextTryAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Still failing a minute later: the second delay doubles.
    const minuteLater = new Date(Date.now() + 60_000);
    await app.services.outbox.deliverDue(minuteLater);
    const second = await outboxRow(id);
    expect(second?.attempts).toBe(2);
    expect(second?.nextTryAt.getTime()).toBe(minuteLater.getTime() + 60_000);

    // The server is back: nothing happens before the message is due, then it goes out.
    transport.failing = false;
    expect((await app.services.outbox.deliverDue(new Date())).sent).toBe(0);
    const report = await app.services.outbox.deliverDue(new Date(minuteLater.getTime() + 61_000));
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const delivered = await outboxRow(id);
    expect(delivered).toMatchObject({ attempts: 3, lastError: null });
    expect(delivered?.sentAt).toBeInstanceOf(Date);
  });
});

describe("interest in a used car (signed-in clients)", () => {
  const path = formPath("interestusedcar");

  it("needs a session (401) and the CSRF token (403)", async () => {
    expect((await post(path, VALID.interestusedcar)).status).toBe(401);
    const { cookie } = await signIn(app, "client@example.com");
    expect((await post(path, VALID.interestusedcar, { cookie })).status).toBe(403);
  });

  it("records the account and the active profile with the lead", async () => {
    const { cookie, csrfToken } = await signIn(app, "client@example.com");
    const res = await post(
      path,
      { ...VALID.interestusedcar, utm_campaign: "retarget" },
      { cookie, "x-csrf-token": csrfToken },
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.utm.utm_campaign).toBe("retarget");
    const row = await lead(body.id);
    expect(row?.kind).toBe("interestusedcar");
    expect(row?.userId).toBeGreaterThan(0);
    expect(row?.profileId).toBeGreaterThan(0);
    expect(row?.payload).toMatchObject({
      vehicle: "Skoda Octavia 2021",
      client: { email: "client@example.com", profile: "ООО «СтройТехМонтаж»" },
    });
  });

  it("validates the vehicle", async () => {
    const { cookie, csrfToken } = await signIn(app, "client@example.com");
    const res = await post(path, { vehicle: "" }, { cookie, "x-csrf-token": csrfToken });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("vehicle");
  });
});

describe("the API document", () => {
  it("lists every form path", async () => {
    const doc = await (await app.api.request("/api/openapi.json")).json();
    for (const kind of FORM_KINDS) expect(doc.paths[formPath(kind)]?.post, kind).toBeDefined();
    expect(doc.paths["/api/forms/lisorder/new/"].post.responses["201"]).toBeDefined();
  });
});

describe("the fields the site's pages send", () => {
  it("takes a used-car request by make and model, and names the make when neither it nor a wish is given", async () => {
    const { vehicle: _vehicle, ...rest } = VALID.usedcarrequest;
    const ok = await post(formPath("usedcarrequest"), { ...rest, make: "Toyota", model: "Camry" });
    expect(ok.status).toBe(201);
    const row = await lead(((await ok.json()) as { id: number }).id);
    expect(row?.payload).toMatchObject({ make: "Toyota", model: "Camry" });

    const bad = await post(formPath("usedcarrequest"), rest);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toContainEqual(
      expect.objectContaining({ field: "make", message: expect.stringMatching(/марку/) }),
    );
  });

  it("stores the feedback's category and refuses one it does not know", async () => {
    const ok = await post(formPath("feedback"), { ...VALID.feedback, category: "thanks" });
    expect(ok.status).toBe(201);
    expect((await lead(((await ok.json()) as { id: number }).id))?.payload.category).toBe("thanks");
    const bad = await post(formPath("feedback"), { ...VALID.feedback, category: "spam" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("жалоба, благодарность");
  });

  it("reads the call-back day as ДД.ММ.ГГГГ, stores it as a date and refuses a day that does not exist", async () => {
    const ok = await post(formPath("contactus"), {
      ...VALID.contactus,
      callbackDate: "05.12.2099",
      callbackTime: "12-15",
    });
    expect(ok.status).toBe(201);
    const row = await lead(((await ok.json()) as { id: number }).id);
    expect(row?.payload).toMatchObject({ callbackDate: "2099-12-05", callbackTime: "12-15" });

    for (const [callbackDate, message] of [
      ["31.02.2099", /нет в календаре/],
      ["2099/12/05", /ДД\.ММ\.ГГГГ/],
      ["01.01.2020", /сегодня или позже/],
    ] as const) {
      const bad = await post(formPath("contactus"), { ...VALID.contactus, callbackDate });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(await bad.json())).toMatch(message);
    }
  });
});
