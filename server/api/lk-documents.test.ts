import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentItem, DocumentsResponse } from "../../contract/lk-accounting.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { zipNames } from "../testing/zip-entries.ts";
import { type Client, clientOf, fileOf, PDF_BYTES } from "./lk-test-kit.ts";

/**
 * «Документы» through the API: every document of the active profile across its contracts (contract documents,
 * bills and invoices of the ledger, policies, signed reconciliation acts, the client's uploads), one file by its
 * `kind:id`, the ticked ones as a ZIP; another profile's id → 404 and nothing of theirs in any answer.
 */

let app: TestApp;
let client: Client; // client@example.com, ООО «СтройТехМонтаж»
let sibling: Client; // the same user switched to ИП Петров И. С.
let other: Client; // assignee@example.com

const q = (filters: object, page = 1) =>
  `/apilk/documents/list/?filters=${encodeURIComponent(JSON.stringify(filters))}&currentPage=${page}`;

async function allItems(c: Client, filters: object = {}): Promise<DocumentItem[]> {
  const first = await c.json<DocumentsResponse>(q(filters));
  const items = [...first.items];
  for (let page = 2; page <= first.pagination.pageCnt; page++) {
    items.push(...(await c.json<DocumentsResponse>(q(filters, page))).items);
  }
  return items;
}

async function bytesOf(res: Response) {
  return new Uint8Array(await res.arrayBuffer());
}

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "client@example.com");
  other = await clientOf(app, "assignee@example.com");
  sibling = await clientOf(app, "client@example.com");
  await sibling.switchTo("ИП Петров Иван Сергеевич");
});

afterAll(async () => {
  await app?.close();
});

describe("the list", () => {
  it("has every kind of the profile's documents across its contracts, newest first, 20 a page", async () => {
    const first = await client.json<DocumentsResponse>("/apilk/documents/list/");
    expect(first.items.length).toBe(20);
    const items = await allItems(client);
    expect(items).toHaveLength(first.pagination.totalCnt);
    expect(new Set(items.map((i) => i.kind))).toEqual(
      new Set(["contract", "schedule", "act", "invoice", "bill", "policy", "reconciliation"]),
    );
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.map((i) => i.date)).toEqual(
      items
        .map((i) => i.date)
        .sort()
        .reverse(),
    );
    const contracts = (await client.json("/apilk/contracts/list/")).items as { code: string; number: string }[];
    const numbers = new Set(contracts.map((c) => c.number));
    expect(new Set(items.filter((i) => i.kind === "contract").map((i) => i.contractNumber))).toEqual(numbers);
    for (const item of items) {
      expect(item.url).toBe(`/apilk/documents/file/?id=${encodeURIComponent(item.id)}`);
      // Only a reconciliation act over several contracts names none; every other document is of one of ours.
      if (item.kind !== "reconciliation") expect(numbers.has(item.contractNumber ?? "")).toBe(true);
    }
    expect(first.kinds).toHaveLength(8);
  });

  it("filters by kind, contract and period; a period over three years or a bad date → 400 naming the field", async () => {
    const policies = await allItems(client, { kind: "policy" });
    expect(policies.length).toBeGreaterThan(0);
    expect(policies.every((i) => i.kind === "policy" && i.title.startsWith("Полис "))).toBe(true);
    const code = (await client.json("/apilk/contracts/list/")).items[0].code;
    const ofContract = await allItems(client, { contractCode: code });
    expect(ofContract.length).toBeGreaterThan(3);
    expect(ofContract.every((i) => i.contractCode === code || i.kind === "reconciliation")).toBe(true);
    const period = await allItems(client, { dateFrom: "2025-01-01", dateTo: "2025-12-31" });
    expect(period.every((i) => i.date >= "2025-01-01" && i.date <= "2025-12-31")).toBe(true);

    for (const [filters, field] of [
      [{ dateFrom: "2020-01-01", dateTo: "2023-01-02" }, "filters.dateTo"],
      [{ dateFrom: "2025-02-29" }, "filters.dateFrom"],
      [{ kind: "passport" }, "filters.kind"],
    ] as const) {
      const res = await client.get(q(filters));
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0].field).toBe(field);
    }
  });

  it("another profile's contract code as a filter finds nothing", async () => {
    const theirs = (await other.json("/apilk/contracts/list/")).items[0];
    const list = await client.json<DocumentsResponse>(q({ contractCode: theirs.code }));
    expect(list.items).toEqual([]);
  });
});

describe("one file", () => {
  it("each kind downloads: generated ones as PDF with the list's file name", async () => {
    const items = await allItems(client);
    for (const kind of ["contract", "schedule", "act", "invoice", "bill", "policy", "reconciliation"]) {
      const item = items.find((i) => i.kind === kind);
      if (!item) throw new Error(`no ${kind}`);
      const res = await client.get(item.url);
      expect(res.status, kind).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      const disposition = res.headers.get("content-disposition") ?? "";
      expect(disposition).toMatch(/^attachment; filename="[\w.-]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? "")).toBe(item.fileName);
      const bytes = await bytesOf(res);
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
      if (kind === "reconciliation") expect(await pdfText(bytes)).toContain("Акт сверки взаимных расчётов");
    }
  });

  it("a client's upload comes back as uploaded", async () => {
    const code = (await client.json("/apilk/contracts/list/")).items[0].code;
    const form = new FormData();
    form.append("contractCode", code);
    form.append("files[]", fileOf(PDF_BYTES, "Доверенность.pdf", "application/pdf"));
    const upload = await client.upload("/apilk/contracts/upload/", form);
    expect(upload.status).toBe(201);
    const mine = (await allItems(client, { kind: "client" })).find((i) => i.title.includes("Доверенность"));
    if (!mine) throw new Error("the upload is not listed");
    const res = await client.get(mine.url);
    expect(res.status).toBe(200);
    expect(await bytesOf(res)).toEqual(PDF_BYTES);
    expect(res.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(mine.fileName)}`);
  });

  it("another profile's document → 404 and none of its data; a malformed id → 400", async () => {
    for (const them of [other, sibling]) {
      const theirs = await allItems(them);
      for (const kind of ["contract", "invoice", "bill", "policy"]) {
        const item = theirs.find((i) => i.kind === kind);
        if (!item) continue;
        const res = await client.get(item.url);
        expect(res.status, item.id).toBe(404);
        const text = await res.text();
        expect(Object.keys(JSON.parse(text)).sort()).toEqual(["detail", "requestId", "status", "title", "type"]);
        if (item.contractNumber) expect(text).not.toContain(item.contractNumber);
      }
    }
    for (const id of ["contract", "contract:abc", "ticket:1", "contract:0"]) {
      const res = await client.get(`/apilk/documents/file/?id=${encodeURIComponent(id)}`);
      expect([400, 404]).toContain(res.status);
      if (res.status === 400) expect((await res.json()).errors[0].field).toBe("id");
    }
  });
});

describe("the ZIP of ticked documents", () => {
  it("three ticked documents → a ZIP of three files with the list's names", async () => {
    const items = await allItems(client);
    const picked = ["contract", "policy", "invoice"].map((kind) => items.find((i) => i.kind === kind));
    const ids = picked.map((i) => i?.id).join(",");
    const res = await client.get(`/apilk/documents/download/?ids=${encodeURIComponent(ids)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Dokumenty_[\d.]+\.zip"/);
    expect(zipNames(await bytesOf(res)).sort()).toEqual(picked.map((i) => i?.fileName).sort());
  });

  it("names stay unique and a repeated id is packed once", async () => {
    const items = await allItems(client, { kind: "schedule" });
    expect(items.length).toBeGreaterThan(1);
    const [a, b] = items as [DocumentItem, DocumentItem];
    const res = await client.get(`/apilk/documents/download/?ids=${a.id},${b.id},${a.id}`);
    expect(res.status).toBe(200);
    const names = zipNames(await bytesOf(res));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
  });

  it("one id of another profile → 404 and no archive; more than 50 → 400", async () => {
    const [ours] = await allItems(client, { kind: "contract" });
    const [theirs] = await allItems(sibling, { kind: "contract" });
    const res = await client.get(`/apilk/documents/download/?ids=${ours?.id},${theirs?.id}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    const many = Array.from({ length: 51 }, (_, k) => `bill:${k + 1}`).join(",");
    const tooMany = await client.get(`/apilk/documents/download/?ids=${many}`);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors[0].field).toBe("ids");
  });
});
