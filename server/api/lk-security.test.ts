import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf, fileOf, filesUnder, PDF_BYTES } from "./lk-test-kit.ts";

/**
 * The security matrix of the account API (issue 6): every call signed out → 401; another client's or another
 * profile's contract code, document, policy, notification or date → 404 with no data; every POST without the CSRF
 * header → 403 and nothing changes; a signed-in user without a client profile → 403.
 */

let app: TestApp;
let client: Client; // client@example.com, active profile ООО «СтройТехМонтаж»
let other: Client; // assignee@example.com, ООО «ТрансЛогистик»

interface Foreign {
  contractCode: string;
  contractNumber: string;
  documentId: number;
  policyId: number;
  notificationId: number;
  reviewableId: number;
  date: string;
}
let foreign: Foreign; // ids of ООО «ТрансЛогистик»
let sibling: { contractCode: string; policyId: number; notificationId: number }; // ids of the client's other profile (ИП)
let own: { contractCode: string; policyId: number; reviewableId: number };

const GET_CALLS = [
  "/apilk/account/info/",
  "/apilk/account/debt/",
  "/apilk/account/edo/",
  "/apilk/account/manager/",
  "/apilk/popular/",
  "/apilk/promo/",
  "/apilk/accounting/calendar/list/",
  "/apilk/accounting/calendar/detail/?date=2026-01-01",
  "/apilk/contracts/list/",
  "/apilk/contracts/detail/?code=x",
  "/apilk/contracts/document/?code=x&id=1",
  "/apilk/information/requisites/",
  "/apilk/information/terms/",
  "/apilk/notifications/list/",
  "/apilk/notifications/counter/",
  "/apilk/insurance/list/",
  "/apilk/download/policy/?policies=1&fromClient=1",
  "/apilk/fines/list/",
  "/apilk/services/paid/",
  "/apilk/services/bonuses/",
  "/apilk/faq/list/",
  "/apilk/settings/staff/",
  "/apilk/settings/requisites/",
];

async function firstReviewable(c: Client): Promise<number> {
  const list = await c.json(`/apilk/notifications/list/?filters=${encodeURIComponent('{"subject":"service"}')}`);
  const item = list.items.find(
    (n: { review: { rating: number | null } | null }) => n.review && n.review.rating === null,
  );
  return item.id;
}

async function idsOf(c: Client) {
  const contracts = await c.json("/apilk/contracts/list/");
  const code = contracts.items[0].code;
  const detail = await c.json(`/apilk/contracts/detail/?code=${code}`);
  const policies = await c.json("/apilk/insurance/list/");
  const notifications = await c.json("/apilk/notifications/list/");
  return {
    contractCode: code as string,
    contractNumber: contracts.items[0].number as string,
    documentId: detail.contract.documents[0].id as number,
    policyId: policies.items[0].id as number,
    notificationId: notifications.items[0].id as number,
  };
}

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "client@example.com");
  other = await clientOf(app, "assignee@example.com");

  const theirs = await idsOf(other);
  // A day with something for ООО «ТрансЛогистик» and nothing for ООО «СтройТехМонтаж».
  const mine = await client.json("/apilk/accounting/calendar/list/");
  const their = await other.json("/apilk/accounting/calendar/list/");
  const myDays = new Set(mine.days.map((d: { date: string }) => d.date));
  const date = their.days.map((d: { date: string }) => d.date).find((d: string) => !myDays.has(d));
  foreign = { ...theirs, reviewableId: await firstReviewable(other), date };

  const siblingClient = await clientOf(app, "client@example.com");
  await siblingClient.switchTo("ИП Петров Иван Сергеевич");
  const s = await idsOf(siblingClient);
  sibling = { contractCode: s.contractCode, policyId: s.policyId, notificationId: s.notificationId };

  const m = await idsOf(client);
  own = { contractCode: m.contractCode, policyId: m.policyId, reviewableId: await firstReviewable(client) };
});

afterAll(async () => {
  await app?.close();
});

describe("signed out", () => {
  it.each(GET_CALLS)("GET %s → 401", async (path) => {
    const res = await app.api.request(path);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/problem\+json/);
  });

  it.each([
    ["/apilk/notifications/counter/", { data: [1] }],
    ["/apilk/reviews/1/", { rating: 5, comment: "" }],
    ["/apilk/settings/requisites/", {}],
  ])("POST %s → 401", async (path, body) => {
    const res = await app.api.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(401);
  });

  it("POST /apilk/contracts/upload/ → 401 and nothing stored", async () => {
    const form = new FormData();
    form.append("contractCode", own.contractCode);
    form.append("files[]", fileOf(PDF_BYTES, "a.pdf"));
    const res = await app.api.request("/apilk/contracts/upload/", { method: "POST", body: form });
    expect(res.status).toBe(401);
    expect(filesUnder(app.filesDir)).toEqual([]);
  });

  it("also without the trailing slash", async () => {
    expect((await app.api.request("/apilk/contracts/list")).status).toBe(401);
  });
});

describe("another client's ids → 404 and no data", () => {
  it("contract code in contracts/detail", async () => {
    const res = await client.get(`/apilk/contracts/detail/?code=${foreign.contractCode}`);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain(foreign.contractNumber);
    expect(JSON.parse(text)).not.toHaveProperty("contract");
  });

  it("contract code in contracts/list search finds nothing of theirs", async () => {
    const filters = encodeURIComponent(JSON.stringify({ search: foreign.contractNumber }));
    const list = await client.json(`/apilk/contracts/list/?filters=${filters}`);
    expect(list.items).toEqual([]);
  });

  it("document of their contract, with their code or with ours", async () => {
    expect(
      (await client.get(`/apilk/contracts/document/?code=${foreign.contractCode}&id=${foreign.documentId}`)).status,
    ).toBe(404);
    expect(
      (await client.get(`/apilk/contracts/document/?code=${own.contractCode}&id=${foreign.documentId}`)).status,
    ).toBe(404);
  });

  it("policy id in download/policy, alone or mixed with our own", async () => {
    const alone = await client.get(`/apilk/download/policy/?policies=${foreign.policyId}&fromClient=1`);
    expect(alone.status).toBe(404);
    expect(alone.headers.get("content-type")).toMatch(/problem\+json/);
    const mixed = await client.get(`/apilk/download/policy/?policies=${own.policyId},${foreign.policyId}&fromClient=1`);
    expect(mixed.status).toBe(404);
  });

  it("calendar date that only they have", async () => {
    expect(foreign.date).toBeTruthy();
    const res = await client.get(`/apilk/accounting/calendar/detail/?date=${foreign.date}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(foreign.contractNumber);
    expect((await other.get(`/apilk/accounting/calendar/detail/?date=${foreign.date}`)).status).toBe(200);
  });

  it("notification id in reviews/{id}: 404 and their notification is not rated", async () => {
    const res = await client.post(`/apilk/reviews/${foreign.reviewableId}/`, { rating: 1, comment: "чужое" });
    expect(res.status).toBe(404);
    const list = await other.json(`/apilk/notifications/list/?filters=${encodeURIComponent('{"subject":"service"}')}`);
    const theirs = list.items.find((n: { id: number }) => n.id === foreign.reviewableId);
    expect(theirs.review.rating).toBeNull();
  });

  it("notification ids in notifications/counter POST are ignored and stay unread", async () => {
    const before = await other.json("/apilk/notifications/counter/");
    const res = await client.post("/apilk/notifications/counter/", { data: [foreign.notificationId] });
    expect(res.status).toBe(200);
    expect((await res.json()).updated).toEqual([]);
    expect(await other.json("/apilk/notifications/counter/")).toEqual(before);
  });

  it("contract code in contracts/upload: 404 and nothing stored", async () => {
    const form = new FormData();
    form.append("contractCode", foreign.contractCode);
    form.append("files[]", fileOf(PDF_BYTES, "akt.pdf"));
    const res = await client.upload("/apilk/contracts/upload/", form);
    expect(res.status).toBe(404);
    expect(filesUnder(app.filesDir)).toEqual([]);
  });
});

describe("the same user's other profile's ids → 404 while this profile is active", () => {
  it("contract code, policy, notification", async () => {
    expect((await client.get(`/apilk/contracts/detail/?code=${sibling.contractCode}`)).status).toBe(404);
    expect((await client.get(`/apilk/download/policy/?policies=${sibling.policyId}&fromClient=1`)).status).toBe(404);
    const res = await client.post("/apilk/notifications/counter/", { data: [sibling.notificationId] });
    expect((await res.json()).updated).toEqual([]);
  });

  it("after switching, the same code opens", async () => {
    const c = await clientOf(app, "client@example.com");
    await c.switchTo("ИП Петров Иван Сергеевич");
    expect((await c.get(`/apilk/contracts/detail/?code=${sibling.contractCode}`)).status).toBe(200);
    expect((await c.get(`/apilk/contracts/detail/?code=${own.contractCode}`)).status).toBe(404);
  });
});

describe("POST without the CSRF header → 403, nothing changes", () => {
  it("notifications/counter", async () => {
    const before = await client.json("/apilk/notifications/counter/");
    const unread = await client.json(`/apilk/notifications/list/?filters=${encodeURIComponent('{"isRead":false}')}`);
    const ids = unread.items.map((n: { id: number }) => n.id);
    expect((await client.post("/apilk/notifications/counter/", { data: ids }, { csrf: false })).status).toBe(403);
    expect((await client.post("/apilk/notifications/counter/", { data: ids }, { csrf: "forged" })).status).toBe(403);
    expect(await client.json("/apilk/notifications/counter/")).toEqual(before);
  });

  it("reviews/{id}", async () => {
    expect(
      (await client.post(`/apilk/reviews/${own.reviewableId}/`, { rating: 4, comment: "" }, { csrf: false })).status,
    ).toBe(403);
    const list = await client.json(`/apilk/notifications/list/?filters=${encodeURIComponent('{"subject":"service"}')}`);
    expect(list.items.find((n: { id: number }) => n.id === own.reviewableId).review.rating).toBeNull();
  });

  it("settings/requisites", async () => {
    const before = await client.json("/apilk/settings/requisites/");
    const changed = { ...before.requisites, phone: "+7 495 000-00-00" };
    expect((await client.post("/apilk/settings/requisites/", changed, { csrf: false })).status).toBe(403);
    expect(await client.json("/apilk/settings/requisites/")).toEqual(before);
  });

  it("contracts/upload", async () => {
    const form = new FormData();
    form.append("contractCode", own.contractCode);
    form.append("files[]", fileOf(PDF_BYTES, "a.pdf"));
    expect((await client.upload("/apilk/contracts/upload/", form, { csrf: false })).status).toBe(403);
    expect(filesUnder(app.filesDir)).toEqual([]);
  });
});

describe("a signed-in user without a client profile", () => {
  let staff: Client;
  beforeAll(async () => {
    staff = await clientOf(app, "staff@example.com");
  });
  it.each(GET_CALLS.filter((p) => !p.startsWith("/apilk/faq/")))("GET %s → 403", async (path) => {
    const res = await staff.get(path);
    expect(res.status).toBe(403);
  });
});
