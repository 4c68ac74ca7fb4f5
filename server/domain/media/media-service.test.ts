import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../infra/file-store.ts";
import { createLogger } from "../../infra/logger.ts";
import type { StaffActor } from "../staff/staff-service.ts";
import { createMediaService } from "./media-service.ts";

/** What the pipeline leaves behind when the database refuses the row: nothing. */

const actor: StaffActor = { id: 1, email: "content@example.com", name: "Контент", roles: ["content"], address: null };

describe("an upload whose transaction fails", () => {
  it("removes every rendition it wrote and passes the error on", async () => {
    const objects = new Map<string, Uint8Array>();
    const files: FileStore = {
      async put(key, bytes) {
        objects.set(key, bytes);
      },
      async get(key) {
        return objects.get(key) ?? null;
      },
      async remove(keys) {
        for (const key of keys) objects.delete(key);
      },
    };
    let written = 0;
    const failing = {
      transaction: async () => {
        written = objects.size;
        throw new Error("the database went away");
      },
    } as unknown as Db;
    const media = createMediaService({ db: failing, files, logger: createLogger("silent") });
    const bytes = new Uint8Array(
      await sharp({ create: { width: 700, height: 500, channels: 3, background: "#808080" } })
        .jpeg()
        .toBuffer(),
    );
    await expect(media.upload(actor, { name: "cover.jpg", bytes }, "file")).rejects.toThrow("the database went away");
    expect(written).toBe(6);
    expect(objects.size).toBe(0);
  });
});
