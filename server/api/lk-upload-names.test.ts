import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../testing/test-app.ts";
import { type Client, clientWithContract, fileOf, PDF_BYTES } from "./lk-test-kit.ts";

/**
 * A file's name follows its content (issue 17, hole 5): PDF bytes sent as `invoice.html`, `.exe` or under a
 * right-to-left override are stored and served as a `.pdf` with a plain name, typed `application/pdf`, unsniffed.
 */

let app: TestApp;
let client: Client;
let contractCode: string;

beforeAll(async () => {
  ({ app, client, contractCode } = await clientWithContract());
});
afterAll(async () => {
  await app?.close();
});

async function uploadPdfAs(name: string) {
  const form = new FormData();
  form.append("contractCode", contractCode);
  form.append("files[]", fileOf(PDF_BYTES, name, "text/html"));
  const res = await client.upload("/apilk/contracts/upload/", form);
  expect(res.status).toBe(201);
  const [document] = (await res.json()).documents as { fileName: string; mime: string; url: string }[];
  const download = await client.get(document?.url ?? "");
  expect(download.status).toBe(200);
  expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
  return { document, download };
}

describe("uploaded file names", () => {
  it("stores and serves invoice.html holding PDF bytes as invoice.pdf, application/pdf, nosniff", async () => {
    const { document, download } = await uploadPdfAs("invoice.html");
    expect(document).toMatchObject({ fileName: "invoice.pdf", mime: "application/pdf" });
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`,
    );
  });

  it("drops a right-to-left override from the name", async () => {
    const { document, download } = await uploadPdfAs("Счёт\u202Efdp.exe");
    expect(document?.fileName).toBe("Счётfdp.pdf");
    const disposition = download.headers.get("content-disposition") ?? "";
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("Счётfdp.pdf")}`);
    expect(decodeURIComponent(disposition)).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it("drops the folders of ..\\..\\x.exe and serves it as x.pdf", async () => {
    const { document, download } = await uploadPdfAs("..\\..\\x.exe");
    expect(document?.fileName).toBe("x.pdf");
    expect(download.headers.get("content-disposition")).toContain(`filename*=UTF-8''x.pdf`);
  });
});
