import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CESSION_MESSAGES, CESSION_RULE_MESSAGES } from "../../contract/lk-cession.ts";
import { noRightMessage } from "../../contract/lk-rights.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The cession's security by role (issue 12, ADR 032), on the demo cessions: each side of a cession reaches only its
 * own part — the assignor its application and documents, the assignee its questionnaire, a guarantor its data — and
 * every other call on that cession answers as if it did not exist (404, no data); a colleague without the «cession»
 * right is refused every cession call (403). The generated matrix (lk-security.test.ts) covers another profile's
 * ids, CSRF and the signed-out; this file covers a profile that does have a part, but another one.
 */

let app: TestApp;
let company: Client; // client@example.com, ООО «СтройТехМонтаж»: assignor of the draft, guarantor of the one sent
let assignee: Client; // assignee@example.com, ООО «ТрансЛогистик»: the assignee of both
let entrepreneur: Client; // client@example.com switched to ИП Петров: assignor of the one sent, nothing in the draft
let docs: Client; // docs@example.com: a colleague of ООО «СтройТехМонтаж» with «Документы» only

let draft: string; // the draft's code
let sent: string; // the code of the one under review
let assignmentFile: number; // the draft's assignment document
let assigneeFile: number; // the assignee's own document in the draft
/** Words of the demo cessions' data that no refusal may contain. */
const SECRETS = ["ТрансЛогистик", "5003124571", "Захаров", "ЛА-2026/00517", "ЛА-2026/00988", "ЦС-"];

const q = (code: string) => `?code=${encodeURIComponent(code)}`;

beforeAll(async () => {
  app = await createTestApp();
  company = await clientOf(app, "client@example.com");
  assignee = await clientOf(app, "assignee@example.com");
  entrepreneur = await clientOf(app, "client@example.com");
  await entrepreneur.switchTo("ИП Петров Иван Сергеевич");
  docs = await clientOf(app, "docs@example.com");
  const list = (await company.json("/apilk/cession/list/")).items as { code: string; role: string }[];
  draft = list.find((i) => i.role === "applicant")?.code ?? "";
  sent = list.find((i) => i.role === "guarantor")?.code ?? "";
  const { cession } = await company.json(`/apilk/cession/detail/${q(draft)}`);
  assignmentFile = cession.files.find((f: { isLoaded: boolean }) => f.isLoaded).file.id;
  const { participant } = await assignee.json(`/apilk/cession/participant/detail/${q(draft)}`);
  assigneeFile = participant.files.find((f: { isLoaded: boolean }) => f.isLoaded).file.id;
});
afterAll(async () => {
  await app?.close();
});

/** A refusal as if the cession did not exist: 404 problem+json, none of the cession's data. */
async function expectNotFound(res: Response | Promise<Response>) {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(404);
  expect(answer.headers.get("content-type")).toMatch(/problem\+json/);
  expect(Object.keys(JSON.parse(text)).sort()).toEqual(["detail", "requestId", "status", "title", "type"]);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

const multipart = (field: string, value: unknown) => {
  const form = new FormData();
  form.append(field, JSON.stringify(value));
  return form;
};

describe("each side reaches only its own part", () => {
  it("the demo gives every role: the company assigns the draft and guarantees the other, the assignee is in both", async () => {
    expect(draft).not.toBe("");
    expect(sent).not.toBe("");
    const roles = async (who: Client) =>
      ((await who.json("/apilk/cession/list/")).items as { code: string; role: string }[])
        .map((i) => [i.code === draft ? "draft" : "sent", i.role])
        .sort();
    expect(await roles(company)).toEqual([
      ["draft", "applicant"],
      ["sent", "guarantor"],
    ]);
    expect(await roles(assignee)).toEqual([
      ["draft", "cessionary"],
      ["sent", "cessionary"],
    ]);
    expect(await roles(entrepreneur)).toEqual([["sent", "applicant"]]);
  });

  it("the assignee sees the summary, not the application; a guarantor not even the assignee's e-mail and INN", async () => {
    const asAssignee = (await assignee.json(`/apilk/cession/detail/${q(draft)}`)).cession;
    expect([asAssignee.role, asAssignee.application, asAssignee.files, asAssignee.guarantors]).toEqual([
      "cessionary",
      null,
      null,
      null,
    ]);
    const asGuarantor = (await company.json(`/apilk/cession/detail/${q(sent)}`)).cession;
    expect([asGuarantor.role, asGuarantor.application, asGuarantor.files, asGuarantor.guarantors]).toEqual([
      "guarantor",
      null,
      null,
      null,
    ]);
    expect([asGuarantor.cessionary.email, asGuarantor.cessionary.inn]).toEqual([null, null]);
  });

  it("a profile with no part in a cession gets 404 for it and every part of it", async () => {
    await expectNotFound(entrepreneur.get(`/apilk/cession/detail/${q(draft)}`));
    await expectNotFound(entrepreneur.get(`/apilk/cession/participant/detail/${q(draft)}`));
    await expectNotFound(entrepreneur.get(`/apilk/cession/guarantor/${q(draft)}`));
    await expectNotFound(entrepreneur.get(`/apilk/cession/file/${q(draft)}&id=${assignmentFile}`));
    await expectNotFound(entrepreneur.get(`/apilk/cession/file/${q(draft)}&id=${assigneeFile}`));
  });

  it("the assignee may not act as the assignor: save, send, cancel → 404; invite → the §8 «save first» (409)", async () => {
    // A well-formed application (the type and a contract), so that the refusal is the role's, not the input's.
    const application = { code: draft, cessionaryType: "legal", contracts: ["ЛА-2026/00517"], application: {} };
    await expectNotFound(assignee.upload("/apilk/cession/save/", multipart("cession", application)));
    await expectNotFound(assignee.upload("/apilk/cession/send/", multipart("cession", application)));
    await expectNotFound(assignee.post("/apilk/cession/delete/", { code: draft, status: "draft" }));
    const invite = await assignee.post("/apilk/cession/invite/", {
      email: "drug@example.com",
      inn: "500345678979",
      role: "guarantor",
      cessionId: draft,
    });
    expect(invite.status).toBe(409);
    expect((await invite.json()).detail).toBe(CESSION_MESSAGES.saveBeforeInvite);
    // The draft is as it was: still the assignor's, with no new guarantor.
    const { cession } = await company.json(`/apilk/cession/detail/${q(draft)}`);
    expect([cession.status, cession.guarantors]).toEqual(["draft", []]);
  });

  it("the assignor may not open, save, print or send the assignee's questionnaire", async () => {
    await expectNotFound(company.get(`/apilk/cession/participant/detail/${q(draft)}`));
    await expectNotFound(company.get(`/apilk/cession/participant/print/${q(draft)}`));
    await expectNotFound(
      company.upload("/apilk/cession/participant/save/", multipart("participant", { code: draft, data: {} })),
    );
    await expectNotFound(company.post("/apilk/cession/participant/send/", { code: draft }));
  });

  it("a guarantor may not open the assignee's questionnaire, nor the assignee a guarantor's part", async () => {
    await expectNotFound(company.get(`/apilk/cession/participant/detail/${q(sent)}`));
    await expectNotFound(company.get(`/apilk/cession/participant/print/${q(sent)}`));
    await expectNotFound(assignee.get(`/apilk/cession/guarantor/${q(sent)}`));
    await expectNotFound(assignee.post("/apilk/cession/guarantorsend/", { code: sent, guarantor: {} }));
    await expectNotFound(entrepreneur.get(`/apilk/cession/guarantor/${q(sent)}`));
    // Each one's own part opens.
    expect((await company.json(`/apilk/cession/guarantor/${q(sent)}`)).guarantor.status).toBe("sent");
    expect((await assignee.json(`/apilk/cession/participant/detail/${q(sent)}`)).participant.status).toBe("sent");
  });

  it("documents: the assignor reads the assignment ones, the assignee only its own", async () => {
    expect((await company.get(`/apilk/cession/file/${q(draft)}&id=${assignmentFile}`)).status).toBe(200);
    await expectNotFound(company.get(`/apilk/cession/file/${q(draft)}&id=${assigneeFile}`));
    const own = await assignee.get(`/apilk/cession/file/${q(draft)}&id=${assigneeFile}`);
    expect([own.status, own.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect(new TextDecoder().decode((await own.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    await expectNotFound(assignee.get(`/apilk/cession/file/${q(draft)}&id=${assignmentFile}`));
  });

  it("a wrong role's 404 says the cession is not found, the words of a cession that does not exist", async () => {
    const wrongRole = await company.get(`/apilk/cession/participant/detail/${q(draft)}`);
    const missing = await company.get(`/apilk/cession/participant/detail/${q("no-such-cession")}`);
    expect((await wrongRole.json()).detail).toBe(CESSION_RULE_MESSAGES.notFound);
    expect((await missing.json()).detail).toBe(CESSION_RULE_MESSAGES.notFound);
  });
});

describe("a colleague without the «cession» right", () => {
  const NO_RIGHT = noRightMessage("cession");
  const calls: [string, (c: Client) => Response | Promise<Response>][] = [
    ["list/", (c) => c.get("/apilk/cession/list/")],
    ["contracts/", (c) => c.get("/apilk/cession/contracts/")],
    ["detail/", (c) => c.get(`/apilk/cession/detail/${q(draft)}`)],
    ["file/", (c) => c.get(`/apilk/cession/file/${q(draft)}&id=${assignmentFile}`)],
    ["save/", (c) => c.upload("/apilk/cession/save/", multipart("cession", { code: draft }))],
    ["send/", (c) => c.upload("/apilk/cession/send/", multipart("cession", { code: draft }))],
    ["delete/", (c) => c.post("/apilk/cession/delete/", { code: draft, status: "draft" })],
    [
      "invite/",
      (c) => c.post("/apilk/cession/invite/", { email: "a@example.com", inn: "500345678979", role: "guarantor" }),
    ],
    ["participant/detail/", (c) => c.get(`/apilk/cession/participant/detail/${q(draft)}`)],
    ["guarantor/", (c) => c.get(`/apilk/cession/guarantor/${q(sent)}`)],
  ];
  for (const [label, call] of calls)
    it(`docs@example.com: ${label} → 403 naming the right, no data`, async () => {
      const res = await call(docs);
      const text = await res.text();
      expect(res.status, text).toBe(403);
      expect(JSON.parse(text).detail).toBe(NO_RIGHT);
      for (const secret of SECRETS) expect(text).not.toContain(secret);
    });
});
