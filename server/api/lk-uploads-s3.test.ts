import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Server, startS3Server } from "../testing/s3-server.ts";
import type { TestApp } from "../testing/test-app.ts";
import {
  type Client,
  clientWithContract,
  fileOf,
  filesUnder,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
} from "./lk-test-kit.ts";

/**
 * Contract uploads (SPEC.md §5) with S3_* configured: the files land in the bucket of a real S3-compatible server
 * (s3rver on loopback), not on the app's disk, and are served back from there.
 */

let s3: S3Server;
let app: TestApp;
let client: Client;
let contractCode: string;

beforeAll(async () => {
  s3 = await startS3Server();
  ({ app, client, contractCode } = await clientWithContract({ env: s3.env }));
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

function form(...files: File[]) {
  const f = new FormData();
  f.append("contractCode", contractCode);
  for (const file of files) f.append("files[]", file);
  return f;
}

describe("contract uploads with the S3 store", () => {
  it("stores each accepted file as an object of the bucket, nothing on disk, and serves it back", async () => {
    const pdf = new Uint8Array(200_000);
    pdf.set(PDF_BYTES);
    const res = await client.upload(
      "/apilk/contracts/upload/",
      form(fileOf(pdf, "Акт сверки.pdf", "application/pdf"), fileOf(JPEG_BYTES, "скан.jpg")),
    );
    expect(res.status).toBe(201);
    const { documents } = await res.json();

    const keys = await s3.objects();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^contracts\/\d+\/\d+\/[0-9a-f-]{36}\.(pdf|jpg)$/);
    const stored = await Promise.all(keys.map((key) => s3.object(key)));
    expect(stored).toEqual(
      expect.arrayContaining([
        { bytes: pdf, contentType: "application/pdf" },
        { bytes: JPEG_BYTES, contentType: "image/jpeg" },
      ]),
    );
    expect(filesUnder(app.filesDir)).toEqual([]);

    const download = await client.get(documents[0].url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it("puts nothing in the bucket when one file of the batch is refused", async () => {
    const before = await s3.objects();
    const res = await client.upload(
      "/apilk/contracts/upload/",
      form(fileOf(PDF_BYTES, "a.pdf"), fileOf(PNG_BYTES, "photo.jpg")),
    );
    expect(res.status).toBe(400);
    expect(await s3.objects()).toEqual(before);
  });
});
