import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../env.ts";
import { type S3Server, startS3Server } from "../testing/s3-server.ts";
import { createFileStore, type FileStore } from "./file-store.ts";
import { type CheckedFile, storeUploads } from "./uploads.ts";

/**
 * One behavioural suite for both file stores, each chosen from the configuration as the server chooses it:
 * local disk (no S3 variables) and an S3 bucket on a real S3-compatible server (s3rver on loopback).
 */

let dataDir: string;
let s3: S3Server;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "file-store-"));
  s3 = await startS3Server();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await s3?.close();
});

const stores: [string, () => FileStore][] = [
  ["local disk", () => createFileStore(loadEnv({ DATA_DIR: dataDir }))],
  ["S3", () => createFileStore(loadEnv({ DATA_DIR: dataDir, ...s3.env }))],
];

/** Every byte value, and more than one network packet. */
const BINARY = Uint8Array.from({ length: 300_000 }, (_, k) => (k * 7) % 256);

function pdf(bytes: Uint8Array): CheckedFile {
  return { name: "a.pdf", bytes, kind: "pdf", mime: "application/pdf", size: bytes.byteLength };
}

describe.each(stores)("file store: %s", (_, open) => {
  it("reads back exactly the bytes put under a key", async () => {
    const store = open();
    await store.put("t/read-back/a.pdf", BINARY, "application/pdf");
    await store.put("t/read-back/empty.bin", new Uint8Array(0), "application/octet-stream");
    expect(await store.get("t/read-back/a.pdf")).toEqual(BINARY);
    expect(await store.get("t/read-back/empty.bin")).toEqual(new Uint8Array(0));
  });

  it("answers null for a key that was never put", async () => {
    expect(await open().get("t/missing/nothing.pdf")).toBeNull();
  });

  it("removes keys; removing a missing key is no error", async () => {
    const store = open();
    await store.put("t/remove/a.pdf", BINARY, "application/pdf");
    await store.put("t/remove/b.pdf", BINARY, "application/pdf");
    await store.remove(["t/remove/a.pdf", "t/remove/never.pdf"]);
    expect(await store.get("t/remove/a.pdf")).toBeNull();
    expect(await store.get("t/remove/b.pdf")).toEqual(BINARY);
  });

  it("stores an upload batch under new keys of the prefix, whatever the files are called", async () => {
    const store = open();
    const first = new TextEncoder().encode("%PDF-1.4 first");
    const keys = await storeUploads(store, "contracts/1/2", [pdf(first), { ...pdf(BINARY), name: "../../x.pdf" }]);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^contracts\/1\/2\/[0-9a-f-]{36}\.pdf$/);
    expect(await store.get(keys[0] ?? "")).toEqual(first);
    expect(await store.get(keys[1] ?? "")).toEqual(BINARY);
  });
});

describe("the S3 store", () => {
  it("keeps each upload as one object of the bucket with its type", async () => {
    const store = createFileStore(loadEnv({ DATA_DIR: dataDir, ...s3.env }));
    const [key = ""] = await storeUploads(store, "contracts/7/8", [pdf(BINARY)]);
    expect(await s3.objects()).toContain(key);
    expect(await s3.object(key)).toEqual({ bytes: BINARY, contentType: "application/pdf" });
  });

  it("fails a read with an error, not as a missing file, when the bucket does not exist", async () => {
    const store = createFileStore(loadEnv({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: "no-such-bucket" }));
    await expect(store.get("t/a.pdf")).rejects.toThrow(/bucket/i);
  });
});
