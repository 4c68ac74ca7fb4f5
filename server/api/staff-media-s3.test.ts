import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Server, startS3Server } from "../testing/s3-server.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf, fileOf, filesUnder } from "./lk-test-kit.ts";

/**
 * The image pipeline with S3_* configured: every rendition lands in the bucket of a real S3-compatible server
 * (s3rver on loopback), nothing on the app's disk, and /media/ serves it back from there.
 */

let s3: S3Server;
let app: TestApp;
let content: Client;

beforeAll(async () => {
  s3 = await startS3Server();
  app = await createTestApp({ env: s3.env });
  content = await clientOf(app, "content@example.com");
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

describe("pictures with the S3 store", () => {
  it("stores each rendition as an object of the bucket, nothing on disk, and serves it back", async () => {
    const bytes = new Uint8Array(
      await sharp({ create: { width: 700, height: 500, channels: 3, background: "#407040" } })
        .jpeg()
        .toBuffer(),
    );
    const form = new FormData();
    form.append("file", fileOf(bytes, "партнёр.jpg", "image/jpeg"));
    const res = await content.upload("/staff/api/media/upload/", form);
    expect(res.status).toBe(201);
    const { image } = await res.json();

    const keys = await s3.objects();
    expect(keys).toEqual(
      ["320.avif", "320.jpg", "320.webp", "640.avif", "640.jpg", "640.webp"].map((f) => `media/${image.code}/${f}`),
    );
    expect(filesUnder(app.filesDir)).toEqual([]);

    const object = await s3.object(`media/${image.code}/640.webp`);
    expect(object.contentType).toBe("image/webp");
    const served = await app.api.request(`/media/${image.code}/640.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(object.bytes);
    expect((await app.api.request(`/media/${image.code}/1280.webp`)).status).toBe(404);
  });

  it("puts nothing in the bucket for a refused picture", async () => {
    const before = await s3.objects();
    const form = new FormData();
    form.append("file", fileOf(new TextEncoder().encode("not a picture"), "x.jpg", "image/jpeg"));
    expect((await content.upload("/staff/api/media/upload/", form)).status).toBe(400);
    expect(await s3.objects()).toEqual(before);
  });
});
