import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/accounts.ts";
import { lkDocuments } from "../db/schema/lk.ts";
import type { TestApp } from "../testing/test-app.ts";
import {
  type Client,
  clientOf,
  clientWithContract,
  fileOf,
  filesUnder,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  ZIP_BYTES,
} from "./lk-test-kit.ts";

/** The state-changing account calls: marking notifications read, reviews, uploads (SPEC.md §5), requisites. */

let app: TestApp;
let client: Client;
let contractCode: string;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  ({ app, client, contractCode } = await clientWithContract());
});
afterAll(async () => {
  await app?.close();
});

describe("notifications", () => {
  it("lists with subjects as a map and filters by subject, read state and period", async () => {
    const list = await client.json("/apilk/notifications/list/");
    expect(list.subjects).toMatchObject({ payments: "Платежи", fines: "Штрафы" });
    // 13 of the account seed and the reply to the reconciliation-act ticket of the tickets seed.
    expect(list.pagination).toMatchObject({ currentPage: 1, pageSize: 10, totalCnt: 14, pageCnt: 2 });
    expect(list.items).toHaveLength(10);
    const dates = list.items.map((n: { date: string }) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const fines = await client.json(`/apilk/notifications/list/?filters=${q({ subject: "fines" })}`);
    expect(fines.items.every((n: { subject: string }) => n.subject === "fines")).toBe(true);
    const unread = await client.json(`/apilk/notifications/list/?filters=${q({ isRead: false })}`);
    expect(unread.items.length).toBe(list.unread);
    const today = app.services.lk.today();
    const recent = await client.json(`/apilk/notifications/list/?filters=${q({ dateFrom: today, dateTo: today })}`);
    const midnight = new Date(`${today}T00:00:00+03:00`).getTime();
    expect(recent.items.every((n: { date: string }) => new Date(n.date).getTime() >= midnight)).toBe(true);
    expect(recent.pagination.totalCnt).toBeLessThan(list.pagination.totalCnt);
    const bad = await client.get(`/apilk/notifications/list/?filters=${q({ isRead: "no" })}`);
    expect(bad.status).toBe(400);
  });

  it("marking read drops the counter by the number marked and flips the items", async () => {
    const { count: before } = await client.json("/apilk/notifications/counter/");
    const unread = await client.json(`/apilk/notifications/list/?filters=${q({ isRead: false })}`);
    const ids = unread.items.slice(0, 2).map((n: { id: number }) => n.id);
    const res = await client.post("/apilk/notifications/counter/", { data: [...ids, ids[0], 999_999] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: [...ids].sort((a, b) => a - b), count: before - 2 });
    expect(await client.json("/apilk/notifications/counter/")).toEqual({ count: before - 2 });
    const list = await client.json("/apilk/notifications/list/");
    for (const id of ids) expect(list.items.find((n: { id: number }) => n.id === id).isRead).toBe(true);
    // Marking again changes nothing.
    const again = await client.post("/apilk/notifications/counter/", { data: ids });
    expect((await again.json()).count).toBe(before - 2);
  });

  it("refuses a malformed marking", async () => {
    expect((await client.post("/apilk/notifications/counter/", { data: [] })).status).toBe(400);
    expect((await client.post("/apilk/notifications/counter/", { data: ["x"] })).status).toBe(400);
    expect((await client.post("/apilk/notifications/counter/", [1, 2])).status).toBe(400);
  });
});

describe("reviews", () => {
  it("rates a service once; a second time is a 409; a notification that asks nothing is a 409", async () => {
    const list = await client.json(`/apilk/notifications/list/?filters=${q({ subject: "service" })}`);
    const open = list.items.find((n: { review: { rating: number | null } }) => n.review.rating === null);
    const done = list.items.find((n: { review: { rating: number | null } }) => n.review.rating !== null);
    const bad = await client.post(`/apilk/reviews/${open.id}/`, { rating: 6, comment: "" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0]).toEqual({ field: "rating", message: "Оценка — от 1 до 5" });
    const res = await client.post(`/apilk/reviews/${open.id}/`, { rating: 4, comment: "  Спасибо, всё понятно  " });
    expect(res.status).toBe(201);
    expect((await res.json()).review).toMatchObject({ asked: true, rating: 4, comment: "Спасибо, всё понятно" });
    const twice = await client.post(`/apilk/reviews/${open.id}/`, { rating: 5 });
    expect(twice.status).toBe(409);
    expect((await client.post(`/apilk/reviews/${done.id}/`, { rating: 5 })).status).toBe(409);
    const plain = (await client.json(`/apilk/notifications/list/?filters=${q({ subject: "payments" })}`)).items[0];
    const notAsked = await client.post(`/apilk/reviews/${plain.id}/`, { rating: 5 });
    expect(notAsked.status).toBe(409);
    expect((await notAsked.json()).detail).toBe("Это уведомление не предлагает оценить услугу");
    const after = await client.json(`/apilk/notifications/list/?filters=${q({ subject: "service" })}`);
    expect(after.items.find((n: { id: number }) => n.id === open.id)).toMatchObject({
      isRead: true,
      review: { rating: 4 },
    });
    expect((await client.post("/apilk/reviews/abc/", { rating: 5 })).status).toBe(400);
  });
});

describe("uploads (SPEC.md §5)", () => {
  async function documentsCount() {
    return (await app.services.database.db.select().from(lkDocuments).where(eq(lkDocuments.kind, "client"))).length;
  }
  function form(...files: File[]) {
    const f = new FormData();
    f.append("contractCode", contractCode);
    for (const file of files) f.append("files[]", file);
    return f;
  }
  async function refused(files: File[], message: RegExp) {
    const before = { docs: await documentsCount(), files: filesUnder(app.filesDir) };
    const res = await client.upload("/apilk/contracts/upload/", form(...files));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.detail).toMatch(message);
    expect(body.errors.every((e: { field: string }) => e.field === "files[]")).toBe(true);
    expect(await documentsCount()).toBe(before.docs);
    expect(filesUnder(app.filesDir)).toEqual(before.files);
    return body;
  }

  it("refuses a file whose content is not PDF/JPEG/TIFF/BMP whatever its name, and stores none of the batch", async () => {
    await refused(
      [
        fileOf(PDF_BYTES, "dogovor.pdf", "application/pdf"),
        fileOf(new TextEncoder().encode("MZ\x90\x00 not a pdf"), "scan.pdf", "application/pdf"),
      ],
      /Файл «scan\.pdf» не является документом PDF, JPEG, TIFF или BMP/,
    );
    await refused([fileOf(PNG_BYTES, "photo.jpg", "image/jpeg")], /«photo\.jpg»/);
    await refused([fileOf(ZIP_BYTES, "docs.zip", "application/zip")], /не является документом/);
    await refused([fileOf(new TextEncoder().encode("BM this is text"), "image.bmp")], /«image\.bmp»/);
  });

  it("refuses a file over 1 048 576 bytes, an empty file, no files, more than 10", async () => {
    const big = new Uint8Array(1_048_577);
    big.set(PDF_BYTES);
    const body = await refused([fileOf(big, "big.pdf")], /«big\.pdf» больше 1 МБ \(1 048 576 байт\)/);
    expect(body.detail).toMatch(/Ничего не загружено/);
    await refused([fileOf(new Uint8Array(0), "empty.pdf")], /пустой/);
    await refused([], /Прикрепите хотя бы один файл/);
    await refused(
      Array.from({ length: 11 }, (_, k) => fileOf(PDF_BYTES, `${k}.pdf`)),
      /не больше 10 файлов/,
    );
  });

  it("refuses a request without contractCode or not multipart", async () => {
    const f = new FormData();
    f.append("files[]", fileOf(PDF_BYTES, "a.pdf"));
    const res = await client.upload("/apilk/contracts/upload/", f);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("contractCode");
    expect((await client.post("/apilk/contracts/upload/", { contractCode })).status).toBe(415);
  });

  it("stores PDF, JPEG, TIFF and BMP (by content; a file of exactly 1 MiB is fine) and lists them on the contract", async () => {
    const exact = new Uint8Array(1_048_576);
    exact.set(PDF_BYTES);
    const tiff = new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0]);
    const bmp = new Uint8Array(30);
    bmp.set([0x42, 0x4d, 30, 0, 0, 0, 0, 0, 0, 0, 26, 0, 0, 0, 12, 0, 0, 0]);
    const res = await client.upload(
      "/apilk/contracts/upload/",
      form(
        fileOf(exact, "Акт сверки.pdf"),
        fileOf(JPEG_BYTES, "скан.JPG"),
        fileOf(tiff, "scan.tif"),
        fileOf(bmp, "../../etc/passwd.bmp"),
      ),
    );
    expect(res.status).toBe(201);
    const { documents } = await res.json();
    expect(documents.map((d: { mime: string }) => d.mime)).toEqual([
      "application/pdf",
      "image/jpeg",
      "image/tiff",
      "image/bmp",
    ]);
    expect(documents.map((d: { fileName: string }) => d.fileName)).toEqual([
      "Акт сверки.pdf",
      "скан.jpg",
      "scan.tif",
      "passwd.bmp",
    ]);
    expect(filesUnder(app.filesDir)).toHaveLength(4);
    const { contract } = await client.json(`/apilk/contracts/detail/?code=${contractCode}`);
    expect(contract.documents.filter((d: { kind: string }) => d.kind === "client")).toHaveLength(4);
    const download = await client.get(documents[1].url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/jpeg");
    expect(download.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("скан.jpg")}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(JPEG_BYTES);
  });

  it("takes several files of 1 MiB in one request (the JSON body limit does not apply)", async () => {
    const mib = new Uint8Array(1_000_000);
    mib.set(PDF_BYTES);
    const res = await client.upload(
      "/apilk/contracts/upload/",
      form(fileOf(mib, "1.pdf"), fileOf(mib, "2.pdf"), fileOf(mib, "3.pdf")),
    );
    expect(res.status).toBe(201);
  });
});

describe("settings/requisites", () => {
  const ok = async () => (await client.json("/apilk/settings/requisites/")).requisites;

  it("saves valid requisites (spaces allowed) and updates the profile's KPP", async () => {
    const current = await ok();
    const res = await client.post("/apilk/settings/requisites/", {
      ...current,
      kpp: "772401002",
      bankName: "АО «ТБанк», г. Москва",
      bik: "044 525 974",
      settlementAccount: "40702 810 2 1000 0765432",
      correspondentAccount: "30101810145250000974",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.requisites).toMatchObject({
      bik: "044525974",
      settlementAccount: "40702810210000765432",
      kpp: "772401002",
    });
    expect(body.updatedAt).toBeTruthy();
    const [profile] = await app.services.database.db.select().from(profiles).where(eq(profiles.inn, "7724518030"));
    expect(profile?.kpp).toBe("772401002");
  });

  it("names each wrong field in Russian: check digits of OGRN, the account against the BIK, KPP, e-mail", async () => {
    const current = await ok();
    const res = await client.post("/apilk/settings/requisites/", {
      ...current,
      kpp: "12",
      ogrn: "1187746123455",
      bik: "044525225",
      settlementAccount: "40702810210000765432",
      correspondentAccount: "30101810400000000226",
      email: "нет",
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    const fields = Object.fromEntries(body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields).toEqual({
      email: "Укажите корректный e-mail",
      kpp: "КПП — 9 символов: 4 цифры, 2 цифры или латинские буквы, 3 цифры",
      ogrn: "Неверная контрольная цифра ОГРН: проверьте цифры",
      settlementAccount: "Расчётный счёт не сходится с БИК по контрольному ключу: проверьте оба номера",
      correspondentAccount: "Корреспондентский счёт не сходится с БИК по контрольному ключу: проверьте оба номера",
    });
    expect(body.detail).toMatch(/^Проверьте поля: /);
    expect(await ok()).toEqual(current);
  });

  it("checks the INN's check digits and keeps the profile's INN", async () => {
    const current = await ok();
    const wrong = await client.post("/apilk/settings/requisites/", { ...current, inn: "7724518031" });
    expect((await wrong.json()).errors).toEqual([
      { field: "inn", message: "Неверное контрольное число ИНН: проверьте цифры" },
    ]);
    const another = await client.post("/apilk/settings/requisites/", { ...current, inn: "5003124571" });
    expect(another.status).toBe(400);
    expect((await another.json()).errors[0].message).toMatch(/^ИНН профиля — 7724518030/);
  });

  it("applies the entrepreneur's rules on the ИП profile: 12-digit INN, OGRNIP, no KPP", async () => {
    const ip = await clientOf(app, "client@example.com");
    await ip.switchTo("ИП Петров Иван Сергеевич");
    const { requisites, profileType } = await ip.json("/apilk/settings/requisites/");
    expect(profileType).toBe("entrepreneur");
    const res = await ip.post("/apilk/settings/requisites/", {
      ...requisites,
      kpp: "772401001",
      ogrn: "1187746123454",
    });
    const fields = (await res.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(["kpp", "ogrn"]);
    expect((await ip.post("/apilk/settings/requisites/", { ...requisites, phone: "+7 916 000-00-00" })).status).toBe(
      200,
    );
  });
});
