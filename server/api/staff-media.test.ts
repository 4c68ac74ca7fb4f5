import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogVehiclePhotos, catalogVehicles } from "../db/schema/catalog.ts";
import { mediaImages } from "../db/schema/media.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { CATALOG_CHANNEL } from "../domain/catalog/catalog-changes.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf, fileOf, filesUnder } from "./lk-test-kit.ts";

/**
 * The back office's pictures (issue 15): an upload goes through the pipeline and is served at /media/; a vehicle's
 * photographs are uploaded, ordered and removed, each change audited once and announced to the catalogue; who may
 * call it at all.
 */

let app: TestApp;
let content: Client;
let admin: Client;
let vehicleA: number;
let vehicleB: number;

const jpeg = async (width: number, height: number, background = "#3070b0") =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );

function imageForm(bytes: Uint8Array, name: string, field = "file") {
  const form = new FormData();
  form.append(field, fileOf(bytes, name, "image/jpeg"));
  return form;
}

function photosForm(vehicleId: number, ...files: [Uint8Array, string][]) {
  const form = new FormData();
  form.append("vehicleId", String(vehicleId));
  for (const [bytes, name] of files) form.append("files[]", fileOf(bytes, name, "image/jpeg"));
  return form;
}

type Photo = { imageId: number; code: string; url: string; width: number; height: number };
const photos = async (vehicleId: number) =>
  (await content.json<{ photos: Photo[] }>(`/staff/api/catalog/photos/?vehicleId=${vehicleId}`)).photos;

const auditOf = (objectType: string, objectId: string) =>
  app.services.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.objectType, objectType), eq(staffAudit.objectId, objectId)))
    .orderBy(asc(staffAudit.id));

beforeAll(async () => {
  app = await createTestApp();
  content = await clientOf(app, "content@example.com");
  admin = await clientOf(app, "admin@example.com");
  const vehicles = await app.services.database.db
    .select({ id: catalogVehicles.id })
    .from(catalogVehicles)
    .orderBy(asc(catalogVehicles.id))
    .limit(2);
  [vehicleA, vehicleB] = vehicles.map((v) => v.id) as [number, number];
});
afterAll(async () => {
  await app?.close();
});

describe("uploading a picture", () => {
  it("answers the stored image, and /media/ serves each rendition with its type, cached for good", async () => {
    const res = await content.upload("/staff/api/media/upload/", imageForm(await jpeg(1500, 1000), "обложка.jpg"));
    expect(res.status).toBe(201);
    const { image } = await res.json();
    expect(image).toMatchObject({ width: 1280, height: 853, url: `/media/${image.code}/1280.jpg` });
    expect(image.picture.sources.map((s: { type: string }) => s.type)).toEqual([
      "image/avif",
      "image/webp",
      "image/jpeg",
    ]);
    expect(image.picture.src).toBe(`/media/${image.code}/640.jpg`);

    for (const [file, type, format] of [
      ["1280.jpg", "image/jpeg", "jpeg"],
      ["640.webp", "image/webp", "webp"],
      ["320.avif", "image/avif", "heif"],
    ] as const) {
      const got = await app.api.request(`/media/${image.code}/${file}`);
      expect(got.status).toBe(200);
      expect(got.headers.get("content-type")).toBe(type);
      expect(got.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(new Uint8Array(await got.arrayBuffer())).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(Number.parseInt(file, 10));
    }
    const audit = await auditOf("media", image.code);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "media.upload", actorEmail: "content@example.com" });
    expect(audit[0]?.after).toMatchObject({ name: "обложка.jpg", url: image.url });
  });

  it("/media/ answers 404 for a width that was not made, an unknown code or a path that is not an address", async () => {
    const { image } = await (
      await content.upload("/staff/api/media/upload/", imageForm(await jpeg(500, 400), "small.jpg"))
    ).json();
    expect((await app.api.request(`/media/${image.code}/320.jpg`)).status).toBe(200);
    for (const path of [
      `/media/${image.code}/640.jpg`,
      `/media/${image.code}/320.png`,
      "/media/AAAAAAAAAAAAAAAA/320.jpg",
      `/media/${image.code}/..%2f320.jpg`,
      "/media/x/320.jpg",
    ]) {
      const res = await app.api.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control") ?? "").not.toContain("immutable");
    }
  });

  it("refuses what is not a usable picture with 400 naming «Файл», storing nothing", async () => {
    const before = filesUnder(app.filesDir).length;
    const cases: [Uint8Array, string, string][] = [
      [
        new Uint8Array(
          await sharp({ create: { width: 150, height: 150, channels: 3, background: "#fff" } })
            .png()
            .toBuffer(),
        ),
        "icon.png",
        "не меньше 200 пикселей",
      ],
      [
        new TextEncoder().encode("Это обычный текст, а не фотография автомобиля."),
        "photo.jpg",
        "не является изображением",
      ],
    ];
    for (const [bytes, name, why] of cases) {
      const res = await content.upload("/staff/api/media/upload/", imageForm(bytes, name));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.detail).toContain(`Файл «${name}»`);
      expect(body.detail).toContain(why);
      expect(body.errors[0].field).toBe("file");
    }
    const empty = await content.upload("/staff/api/media/upload/", new FormData());
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors[0]).toEqual({ field: "file", message: "Выберите файл изображения" });
    const wrongField = await content.upload(
      "/staff/api/media/upload/",
      imageForm(await jpeg(300, 300), "a.jpg", "files[]"),
    );
    expect(wrongField.status).toBe(400);
    expect(filesUnder(app.filesDir)).toHaveLength(before);
  });
});

describe("a vehicle's photographs", () => {
  it("uploads several after the ones there, the first being the cover; each change audited once", async () => {
    expect(await photos(vehicleA)).toEqual([]);
    const res = await content.upload(
      "/staff/api/catalog/photos/upload/",
      photosForm(
        vehicleA,
        [await jpeg(800, 600, "#a00000"), "front.jpg"],
        [await jpeg(800, 600, "#00a000"), "side.jpg"],
      ),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.max).toBe(20);
    expect(body.photos).toHaveLength(2);
    const more = await content.upload(
      "/staff/api/catalog/photos/upload/",
      photosForm(vehicleA, [await jpeg(640, 480, "#0000a0"), "back.jpg"]),
    );
    const after = (await more.json()).photos as Photo[];
    expect(after.map((p) => p.imageId).slice(0, 2)).toEqual(body.photos.map((p: Photo) => p.imageId));
    expect(after).toHaveLength(3);
    expect(await photos(vehicleA)).toEqual(after);
    const audit = await auditOf("vehicle", String(vehicleA));
    expect(audit.map((a) => a.action)).toEqual(["vehicle.photos_upload", "vehicle.photos_upload"]);
    expect(audit[1]?.before).toEqual({ photos: after.slice(0, 2).map((p) => p.code) });
    expect(audit[1]?.after).toEqual({ photos: after.map((p) => p.code) });
  });

  it("reorders: the list names each photograph once, the first becomes the cover", async () => {
    const [a, b, c] = (await photos(vehicleA)) as [Photo, Photo, Photo];
    const res = await content.post("/staff/api/catalog/photos/order/", {
      vehicleId: vehicleA,
      imageIds: [c.imageId, a.imageId, b.imageId],
    });
    expect(res.status).toBe(200);
    expect((await photos(vehicleA)).map((p) => p.imageId)).toEqual([c.imageId, a.imageId, b.imageId]);
    const rows = await app.services.database.db
      .select()
      .from(catalogVehiclePhotos)
      .where(eq(catalogVehiclePhotos.vehicleId, vehicleA))
      .orderBy(asc(catalogVehiclePhotos.position));
    expect(rows.map((r) => [r.imageId, r.position])).toEqual([
      [c.imageId, 0],
      [a.imageId, 1],
      [b.imageId, 2],
    ]);

    const missing = await content.post("/staff/api/catalog/photos/order/", {
      vehicleId: vehicleA,
      imageIds: [a.imageId, b.imageId],
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors[0].field).toBe("imageIds");
    const twice = await content.post("/staff/api/catalog/photos/order/", {
      vehicleId: vehicleA,
      imageIds: [a.imageId, a.imageId, b.imageId],
    });
    expect(twice.status).toBe(400);
    const same = await content.post("/staff/api/catalog/photos/order/", {
      vehicleId: vehicleA,
      imageIds: [c.imageId, a.imageId, b.imageId],
    });
    expect(same.status).toBe(200);
    // The second call changed nothing, so it is not in the log.
    const audit = await auditOf("vehicle", String(vehicleA));
    expect(audit.filter((e) => e.action === "vehicle.photos_order")).toHaveLength(1);
  });

  it("removes one with its files; the next becomes the cover", async () => {
    const [cover, second, third] = (await photos(vehicleA)) as [Photo, Photo, Photo];
    const res = await content.post("/staff/api/catalog/photos/remove/", {
      vehicleId: vehicleA,
      imageId: cover.imageId,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).photos.map((p: Photo) => p.imageId)).toEqual([second.imageId, third.imageId]);
    expect((await app.api.request(cover.url)).status).toBe(404);
    expect(await app.services.database.db.select().from(mediaImages).where(eq(mediaImages.id, cover.imageId))).toEqual(
      [],
    );
    expect((await app.api.request(second.url)).status).toBe(200);
    const audit = await auditOf("vehicle", String(vehicleA));
    expect(audit.at(-1)).toMatchObject({
      action: "vehicle.photo_remove",
      before: { photos: [cover.code, second.code, third.code] },
      after: { photos: [second.code, third.code] },
    });
  });

  it("another vehicle's photograph is 404 and changes nothing; an unknown vehicle is 404", async () => {
    const [photo] = (await photos(vehicleA)) as [Photo];
    const auditBefore = (await auditOf("vehicle", String(vehicleB))).length;
    const remove = await content.post("/staff/api/catalog/photos/remove/", {
      vehicleId: vehicleB,
      imageId: photo.imageId,
    });
    expect(remove.status).toBe(404);
    const order = await content.post("/staff/api/catalog/photos/order/", {
      vehicleId: vehicleB,
      imageIds: [photo.imageId],
    });
    expect(order.status).toBe(404);
    expect(await photos(vehicleA)).toContainEqual(photo);
    expect(await auditOf("vehicle", String(vehicleB))).toHaveLength(auditBefore);
    expect((await content.get("/staff/api/catalog/photos/?vehicleId=99999999")).status).toBe(404);
    const upload = await content.upload(
      "/staff/api/catalog/photos/upload/",
      photosForm(99999999, [await jpeg(300, 300), "x.jpg"]),
    );
    expect(upload.status).toBe(404);
  });

  it("bad input is a 400 naming the field; a refused picture in a batch stores none of it", async () => {
    const bad = await content.get("/staff/api/catalog/photos/?vehicleId=abc");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("vehicleId");
    const huge = await content.post("/staff/api/catalog/photos/remove/", { vehicleId: 1e12, imageId: 1 });
    expect(huge.status).toBe(400);
    const before = filesUnder(app.filesDir).length;
    const count = (await photos(vehicleB)).length;
    const res = await content.upload(
      "/staff/api/catalog/photos/upload/",
      photosForm(
        vehicleB,
        [await jpeg(400, 300), "good.jpg"],
        [new TextEncoder().encode("not a picture at all"), "bad.jpg"],
      ),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual([
      { field: "files[]", message: "Файл «bad.jpg» не является изображением JPEG, PNG, WebP или AVIF" },
    ]);
    expect(await photos(vehicleB)).toHaveLength(count);
    expect(filesUnder(app.filesDir)).toHaveLength(before);
  });

  it("admits at most 20 photographs a vehicle", async () => {
    const small = await jpeg(240, 240);
    for (let i = 0; i < 2; i += 1) {
      const files = Array.from({ length: 10 }, (_, n) => [small, `p${i}-${n}.jpg`] as [Uint8Array, string]);
      expect((await admin.upload("/staff/api/catalog/photos/upload/", photosForm(vehicleB, ...files))).status).toBe(
        200,
      );
    }
    const full = await admin.upload("/staff/api/catalog/photos/upload/", photosForm(vehicleB, [small, "21.jpg"]));
    expect(full.status).toBe(400);
    expect((await full.json()).errors[0]).toMatchObject({ field: "files[]", message: expect.stringContaining("20") });
    expect(await photos(vehicleB)).toHaveLength(20);
  });
});

describe("the catalogue", () => {
  it("hears of every photo change once, and of a refused one not at all", async () => {
    let heard = 0;
    const stop = await app.services.database.listen(CATALOG_CHANNEL, () => {
      heard += 1;
    });
    try {
      const [vehicle] = await app.services.database.db
        .select({ id: catalogVehicles.id })
        .from(catalogVehicles)
        .orderBy(asc(catalogVehicles.id))
        .offset(2)
        .limit(1);
      const vehicleId = vehicle?.id as number;
      expect((await content.post("/staff/api/catalog/photos/remove/", { vehicleId, imageId: 1 })).status).toBe(404);
      const uploaded = await content.upload(
        "/staff/api/catalog/photos/upload/",
        photosForm(vehicleId, [await jpeg(300, 300), "a.jpg"], [await jpeg(300, 300), "b.jpg"]),
      );
      const [a, b] = (await uploaded.json()).photos as [Photo, Photo];
      await content.post("/staff/api/catalog/photos/order/", { vehicleId, imageIds: [b.imageId, a.imageId] });
      await content.post("/staff/api/catalog/photos/remove/", { vehicleId, imageId: a.imageId });
      await vi.waitFor(() => expect(heard).toBe(3));
    } finally {
      await stop();
    }
  });
});

describe("who may", () => {
  it("content and admin may; other staff 403; a client 404; signed out 401; no CSRF 403", async () => {
    const picture = await jpeg(300, 300);
    expect((await admin.upload("/staff/api/media/upload/", imageForm(picture, "a.jpg"))).status).toBe(201);
    expect((await admin.get(`/staff/api/catalog/photos/?vehicleId=${vehicleA}`)).status).toBe(200);

    const [photo] = (await photos(vehicleA)) as [Photo];
    const calls = (who: Client, csrf?: boolean) => [
      who.upload("/staff/api/media/upload/", imageForm(picture, "a.jpg"), { csrf }),
      who.get(`/staff/api/catalog/photos/?vehicleId=${vehicleA}`),
      who.upload("/staff/api/catalog/photos/upload/", photosForm(vehicleA, [picture, "a.jpg"]), { csrf }),
      who.post("/staff/api/catalog/photos/order/", { vehicleId: vehicleA, imageIds: [photo.imageId] }, { csrf }),
      who.post("/staff/api/catalog/photos/remove/", { vehicleId: vehicleA, imageId: photo.imageId }, { csrf }),
    ];
    for (const email of [
      "sales@example.com",
      "service@example.com",
      "risk@example.com",
      "hr@example.com",
      "staff@example.com",
    ]) {
      const who = await clientOf(app, email);
      for (const res of await Promise.all(calls(who))) expect(res.status, email).toBe(403);
    }
    const client = await clientOf(app, "client@example.com");
    for (const res of await Promise.all(calls(client))) expect(res.status).toBe(404);
    const noCsrf = await Promise.all(calls(content, false));
    expect(noCsrf.map((r) => r.status)).toEqual([403, 200, 403, 403, 403]);
    const anonymous = await app.api.request(`/staff/api/catalog/photos/?vehicleId=${vehicleA}`);
    expect(anonymous.status).toBe(401);
    expect((await photos(vehicleA)).map((p) => p.imageId)).toContain(photo.imageId);
  });
});
