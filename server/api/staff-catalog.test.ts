import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogComplectations, catalogVehiclePhotos } from "../db/schema/catalog.ts";
import { type MediaVariant, mediaImages } from "../db/schema/media.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { notifyCatalogChanged } from "../domain/catalog/catalog-changes.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The catalogue in the back office (issue 15): who may call it, what each change writes in the audit log, what
 * input is refused, and that the public catalogue shows every change at once (a new vehicle, a price, a sale).
 */

let app: TestApp;
let content: Client;
let admin: Client;
let sales: Client;
let hr: Client;
let customer: Client;

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Json = any;

interface Trim {
  slug: string;
  section: "cars" | "trucks";
  since: number;
  colors: { slug: string }[];
  price: number;
}
let options: { complectations: Trim[]; offers: { id: number }[]; maxYear: number };
let usedTrim: Trim;
let newTrim: Trim;

const auditOf = (id: number) =>
  app.services.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.objectType, "vehicle"), eq(staffAudit.objectId, String(id))))
    .orderBy(staffAudit.id);

const publicDetail = (key: string) => app.api.request(`/api/catalog/detail/?key=${key}`);
const publicUsed = async (vin: string): Promise<string[]> => {
  const res = await app.api.request(`/api/catalog/used/?identifier=${vin}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Json).items.map((i: { key: string }) => i.key);
};

let vinSerial = 100_000;
/** A VIN nobody has: 17 characters without I, O, Q. */
const freshVin = () => `XW8ZZZ61ZKG${vinSerial++}`;

function usedInput(over: Record<string, unknown> = {}) {
  return {
    used: true,
    complectation: usedTrim.slug,
    color: usedTrim.colors[0]?.slug,
    price: 2_450_000,
    oldPrice: null,
    year: Math.max(usedTrim.since, options.maxYear - 3),
    mileage: 42_000,
    vin: freshVin(),
    city: "kazan",
    state: "good",
    wheel: "left",
    subtype: "trade-in",
    tags: [],
    offerId: null,
    ...over,
  };
}

function newInput(over: Record<string, unknown> = {}) {
  return {
    used: false,
    complectation: newTrim.slug,
    color: newTrim.colors[0]?.slug,
    price: newTrim.price,
    year: options.maxYear - 1,
    mileage: 0,
    tags: ["new"],
    ...over,
  };
}

async function create(input: Record<string, unknown>, by: Client = content): Promise<Json> {
  const res = await by.post("/staff/api/catalog/create/", input);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return ((await res.json()) as Json).vehicle;
}

beforeAll(async () => {
  app = await createTestApp();
  content = await clientOf(app, "content@example.com");
  admin = await clientOf(app, "admin@example.com");
  sales = await clientOf(app, "sales@example.com");
  hr = await clientOf(app, "hr@example.com");
  customer = await clientOf(app, "client@example.com");
  options = await content.json("/staff/api/catalog/options/");
  const multiColour = options.complectations.filter((t) => t.colors.length > 1);
  usedTrim = multiColour.find((t) => t.section === "cars") as Trim;
  newTrim = multiColour.find((t) => t.section === "cars" && t.slug !== usedTrim.slug) as Trim;
});
afterAll(async () => {
  await app?.close();
});

describe("who may", () => {
  it("admits the content editor and the administrator; other roles 403, a client 404, signed out 401", async () => {
    const made = await create(usedInput());
    const calls: [string, string, unknown?][] = [
      ["GET", "/staff/api/catalog/list/"],
      ["GET", `/staff/api/catalog/detail/?id=${made.id}`],
      ["GET", "/staff/api/catalog/options/"],
      ["POST", "/staff/api/catalog/create/", usedInput()],
      ["POST", "/staff/api/catalog/update/", { id: made.id, ...usedInput({ vin: made.vin }) }],
      ["POST", "/staff/api/catalog/sold/", { id: made.id, sold: false }],
      ["POST", "/staff/api/catalog/remove/", { id: 2_000_000 }],
    ];
    const call = (who: Client, [method, path, body]: [string, string, unknown?]) =>
      method === "GET" ? who.get(path) : who.post(path, body);
    for (const c of calls) {
      for (const [who, status] of [
        [sales, 403],
        [hr, 403],
        [customer, 404],
      ] as const) {
        expect([c[1], (await call(who, c)).status]).toEqual([c[1], status]);
      }
      const signedOut = await app.api.request(c[1], {
        method: c[0],
        headers: { "content-type": "application/json" },
        ...(c[2] ? { body: JSON.stringify(c[2]) } : {}),
      });
      expect([c[1], signedOut.status]).toEqual([c[1], 401]);
      for (const who of [content, admin]) {
        // A second create needs its own VIN.
        const allowed = (await call(who, c[1].endsWith("create/") ? [c[0], c[1], usedInput()] : c)).status;
        const expected = c[1].endsWith("create/") ? 201 : c[1].endsWith("remove/") ? 404 : 200;
        expect([c[1], allowed]).toEqual([c[1], expected]);
      }
      if (c[0] === "POST") {
        expect([c[1], (await content.post(c[1], c[2], { csrf: false })).status]).toEqual([c[1], 403]);
      }
    }
  });
});

describe("the public catalogue follows at once", () => {
  it("a used vehicle added appears in the list and on its page, with the trim's attributes", async () => {
    const input = usedInput({ tags: ["special"], offerId: options.offers[0]?.id, oldPrice: 2_600_000 });
    const v = await create(input);
    expect(v).toMatchObject({
      section: "used",
      sectionTitle: "С пробегом",
      complectation: usedTrim.slug,
      price: 2_450_000,
      oldPrice: 2_600_000,
      soldAt: null,
      publicUrl: `/catalog/vehicle/${v.key}`,
    });
    expect(await publicUsed(input.vin)).toEqual([v.key]);
    const res = await publicDetail(v.key);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as Json;
    expect(detail.item).toMatchObject({
      price: 2_450_000,
      oldPrice: 2_600_000,
      identifier: input.vin,
      city: { slug: "kazan" },
      complectation: { slug: usedTrim.slug },
      picture: null,
    });
    expect(detail.item.badges.map((b: { slug: string }) => b.slug)).toEqual(["special"]);
    expect(detail.photos).toEqual([]);
    expect(detail.gallery.length).toBeGreaterThan(0);
    expect(detail.offer).toMatchObject({ url: expect.stringMatching(/^\/offers\//), title: expect.any(String) });
  });

  it("a price change shows; a sold vehicle leaves the list and its page, and returns", async () => {
    const input = usedInput();
    const v = await create(input);
    const changed = await content.post("/staff/api/catalog/update/", { id: v.id, ...input, price: 1_990_000 });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Json).vehicle.price).toBe(1_990_000);
    expect(((await (await publicDetail(v.key)).json()) as Json).item.price).toBe(1_990_000);

    const sold = await content.post("/staff/api/catalog/sold/", { id: v.id, sold: true });
    expect(sold.status).toBe(200);
    expect(((await sold.json()) as Json).vehicle).toMatchObject({ soldAt: expect.any(String), publicUrl: null });
    expect(await publicUsed(input.vin)).toEqual([]);
    expect((await publicDetail(v.key)).status).toBe(404);
    const soldList = await content.json(`/staff/api/catalog/list/?filters=${q({ status: "sold", search: input.vin })}`);
    expect(soldList.items.map((i: { id: number }) => i.id)).toEqual([v.id]);

    const back = await content.post("/staff/api/catalog/sold/", { id: v.id, sold: false });
    expect(((await back.json()) as Json).vehicle.soldAt).toBeNull();
    expect(await publicUsed(input.vin)).toEqual([v.key]);
    expect((await publicDetail(v.key)).status).toBe(200);
  });

  it("a removed vehicle is gone from the catalogue and the back office", async () => {
    const input = usedInput();
    const v = await create(input);
    const res = await content.post("/staff/api/catalog/remove/", { id: v.id });
    expect(res.status).toBe(200);
    expect(await publicUsed(input.vin)).toEqual([]);
    expect((await content.get(`/staff/api/catalog/detail/?id=${v.id}`)).status).toBe(404);
    expect((await content.post("/staff/api/catalog/remove/", { id: v.id })).status).toBe(404);
  });

  it("a new car goes to its model's section with no mileage", async () => {
    const v = await create(newInput());
    expect(v).toMatchObject({ section: newTrim.section, mileage: 0, vin: null, city: null });
    const detail = (await (await publicDetail(v.key)).json()) as Json;
    expect(detail.item).toMatchObject({ section: newTrim.section, mileage: 0, identifier: null });
  });

  it("a used machine stays in special machinery with its trim's figures, and the weight filter finds it", async () => {
    const machines = options.complectations.filter((t) => (t.section as string) === "special");
    const [trim] = await app.services.database.db
      .select()
      .from(catalogComplectations)
      .where(
        inArray(
          catalogComplectations.slug,
          machines.map((t) => t.slug),
        ),
      )
      .orderBy(catalogComplectations.slug);
    if (!trim?.operatingWeight) throw new Error("the seed has no machine with an operating weight");
    const machine = machines.find((t) => t.slug === trim.slug) as Trim;
    // A machine needs no VIN and no steering wheel.
    const input = usedInput({
      complectation: machine.slug,
      color: machine.colors[0]?.slug,
      year: options.maxYear - 2,
      mileage: 0,
      vin: null,
      wheel: null,
      engineHours: 3_450,
    });
    // Its hours are what a buyer of a used machine looks at first: the editor must give them.
    const withoutHours = await content.post("/staff/api/catalog/create/", { ...input, engineHours: null });
    expect(withoutHours.status).toBe(400);
    expect(((await withoutHours.json()) as Json).errors).toEqual([
      { field: "engineHours", message: "Укажите наработку техники в моточасах" },
    ]);
    const v = await create(input);
    expect(v).toMatchObject({ section: "special", condition: "used", sectionTitle: "Спецтехника", engineHours: 3_450 });
    // Saved again from the form it stays a used machine.
    const again = await content.post("/staff/api/catalog/update/", { id: v.id, ...input, price: 7_770_000 });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Json).vehicle).toMatchObject({ section: "special", condition: "used" });
    const detail = (await (await publicDetail(v.key)).json()) as Json;
    expect(detail.item).toMatchObject({
      section: "special",
      condition: "used",
      operatingWeight: trim.operatingWeight,
      bucketVolume: trim.bucketVolume,
      liftingCapacity: trim.liftingCapacity,
      engineHours: 3_450,
    });
    const w = trim.operatingWeight;
    // Used machines of exactly that weight: a handful, one page.
    const res = await app.api.request(`/api/catalog/special/?condition=used&weights_low=${w}&weights_high=${w}`);
    const list = (await res.json()) as Json;
    expect(list.pageNext).toBeNull();
    const keys: string[] = list.items.map((i: { key: string }) => i.key);
    expect(keys).toContain(v.key);
  });
});

describe("photographs on the public catalogue", () => {
  /** A stored image as the pipeline records it (the files themselves are MEDIA's and not needed here). */
  async function image(code: string) {
    const variants: MediaVariant[] = [320, 640, 1280].flatMap((width) =>
      (["avif", "webp", "jpeg"] as const).map((format) => ({
        format,
        width,
        height: (width * 3) / 4,
        key: `media/${code}/${width}.${format}`,
        bytes: 1000,
      })),
    );
    const [row] = await app.services.database.db
      .insert(mediaImages)
      .values({ code, width: 1280, height: 960, variants, alt: code === "cover-photo-01" ? "Вид спереди" : "" })
      .returning();
    return row?.id as number;
  }

  it("a card shows the cover, the page every photo in order; without photos the generated picture stays", async () => {
    const v = await create(usedInput());
    const [cover, side] = [await image("cover-photo-01"), await image("side-photo-02")];
    await app.services.database.db.transaction(async (tx) => {
      await tx.insert(catalogVehiclePhotos).values([
        { vehicleId: v.id, imageId: side, position: 1 },
        { vehicleId: v.id, imageId: cover, position: 0 },
      ]);
      await notifyCatalogChanged(tx);
    });
    await app.services.catalog.reload();

    const list = (await (await app.api.request(`/api/catalog/used/?identifier=${v.vin}`)).json()) as Json;
    expect(list.items[0].picture).toMatchObject({
      src: "/media/cover-photo-01/640.jpg",
      width: 1280,
      height: 960,
      sources: [
        { type: "image/avif", srcset: expect.stringContaining("/media/cover-photo-01/1280.avif 1280w") },
        { type: "image/webp", srcset: expect.stringContaining("/media/cover-photo-01/320.webp 320w") },
        { type: "image/jpeg", srcset: expect.stringContaining("/media/cover-photo-01/640.jpg 640w") },
      ],
    });
    expect(list.items[0].image).toMatch(/^\/api\/catalog\/image\//);
    const detail = (await (await publicDetail(v.key)).json()) as Json;
    expect(detail.photos.map((p: { picture: { src: string }; alt: string }) => [p.picture.src, p.alt])).toEqual([
      ["/media/cover-photo-01/640.jpg", "Вид спереди"],
      ["/media/side-photo-02/640.jpg", ""],
    ]);

    const bare = await create(usedInput());
    const plain = (await (await publicDetail(bare.key)).json()) as Json;
    expect(plain.item.picture).toBeNull();
    expect(plain.photos).toEqual([]);

    // Removing the vehicle takes its photographs' records with it.
    expect((await content.post("/staff/api/catalog/remove/", { id: v.id })).status).toBe(200);
    const left = await app.services.database.db.select().from(mediaImages);
    expect(left.filter((m) => m.id === cover || m.id === side)).toEqual([]);
  });
});

describe("the audit log", () => {
  it("writes one entry per change with before and after; a no-op sale writes none", async () => {
    const input = usedInput();
    const v = await create(input);
    await content.post("/staff/api/catalog/update/", { id: v.id, ...input, price: 2_100_000 });
    await content.post("/staff/api/catalog/sold/", { id: v.id, sold: true });
    await content.post("/staff/api/catalog/sold/", { id: v.id, sold: true });
    await admin.post("/staff/api/catalog/sold/", { id: v.id, sold: false });
    await content.post("/staff/api/catalog/remove/", { id: v.id });
    const entries = await auditOf(v.id);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ["vehicle.create", "content@example.com"],
      ["vehicle.update", "content@example.com"],
      ["vehicle.sold", "content@example.com"],
      ["vehicle.unsold", "admin@example.com"],
      ["vehicle.remove", "content@example.com"],
    ]);
    expect(entries[0]?.before).toBeNull();
    expect(entries[0]?.after).toMatchObject({ price: 2_450_000, vin: input.vin });
    expect(entries[1]).toMatchObject({ before: { price: 2_450_000 }, after: { price: 2_100_000 } });
    expect(entries[2]).toMatchObject({ before: { soldAt: null }, after: { soldAt: expect.any(String) } });
    expect(entries[4]).toMatchObject({ before: { key: v.key }, after: null });
    const page = await admin.json(`/staff/api/audit/list/?filters=${q({ action: "vehicle.update" })}`);
    expect(page.items[0]).toMatchObject({ actionTitle: "Изменение автомобиля в каталоге" });
  });
});

describe("bad input", () => {
  const refused = async (path: string, body: unknown): Promise<{ field: string; message: string }[]> => {
    const res = await content.post(path, body);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    return ((await res.json()) as Json).errors;
  };
  const fieldsOf = (errors: { field: string }[]) => errors.map((e) => e.field).sort();

  it("names each refused field in Russian and stores nothing", async () => {
    const count = async () => (await content.json("/staff/api/catalog/list/")).pagination.totalCnt;
    const before = await count();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ price: 0 }, ["price"]],
      [{ price: "дорого" }, ["price"]],
      [{ oldPrice: 2_000_000 }, ["oldPrice"]],
      [{ year: usedTrim.since - 1 }, ["year"]],
      [{ year: options.maxYear + 1 }, ["year"]],
      [{ vin: "XW8ZZZ61ZKG12345" }, ["vin"]],
      [{ vin: "XW8ZZZ61ZKG12345O" }, ["vin"]],
      [{ vin: null }, ["vin"]],
      [{ color: "no-such-colour" }, ["color"]],
      [{ complectation: "no-such-trim" }, ["complectation"]],
      [{ city: "atlantis" }, ["city"]],
      [{ state: null, wheel: null }, ["state", "wheel"]],
      [{ tags: ["gold"] }, ["tags.0"]],
      [{ offerId: 999_999 }, ["offerId"]],
      [{ mileage: -5 }, ["mileage"]],
      // Engine hours belong to used special machinery, not to a used car.
      [{ engineHours: 1200 }, ["engineHours"]],
    ];
    for (const [over, fields] of cases) {
      const errors = await refused("/staff/api/catalog/create/", usedInput(over));
      expect([over, fieldsOf(errors)]).toEqual([over, fields]);
      for (const e of errors) expect(e.message).toMatch(/[А-Яа-яЁё]/);
    }
    expect(fieldsOf(await refused("/staff/api/catalog/create/", newInput({ mileage: 1500 })))).toEqual(["mileage"]);
    expect(fieldsOf(await refused("/staff/api/catalog/create/", newInput({ city: "kazan" })))).toEqual(["city"]);
    expect(fieldsOf(await refused("/staff/api/catalog/create/", newInput({ engineHours: 10 })))).toEqual([
      "engineHours",
    ]);
    expect(await count()).toBe(before);
  });

  it("refuses a VIN already in the catalogue, also on update, and leaves the row as it was", async () => {
    const a = await create(usedInput());
    const b = await create(usedInput());
    const dup = await refused("/staff/api/catalog/create/", usedInput({ vin: a.vin }));
    expect(dup[0]).toMatchObject({ field: "vin", message: expect.stringContaining("уже есть") });
    const onUpdate = await refused("/staff/api/catalog/update/", { id: b.id, ...usedInput({ vin: a.vin, price: 1 }) });
    expect(fieldsOf(onUpdate)).toEqual(["vin"]);
    const still = (await content.json(`/staff/api/catalog/detail/?id=${b.id}`)).vehicle;
    expect(still).toMatchObject({ vin: b.vin, price: b.price });
    // Its own VIN is no duplicate.
    expect((await content.post("/staff/api/catalog/update/", { id: b.id, ...usedInput({ vin: b.vin }) })).status).toBe(
      200,
    );
    expect((await auditOf(b.id)).map((e) => e.action)).toEqual(["vehicle.create", "vehicle.update"]);
  });

  it("a bad id or filter is a 400 naming it; an unknown vehicle 404", async () => {
    expect(fieldsOf(await refused("/staff/api/catalog/sold/", { id: "x", sold: true }))).toEqual(["id"]);
    expect(fieldsOf(await refused("/staff/api/catalog/sold/", { id: 1 }))).toEqual(["sold"]);
    const res = await content.get(`/staff/api/catalog/list/?filters=${q({ status: "lost" })}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).errors[0].field).toBe("filters.status");
    expect((await content.get("/staff/api/catalog/detail/?id=abc")).status).toBe(400);
    expect((await content.get("/staff/api/catalog/detail/?id=2000000")).status).toBe(404);
    expect((await content.post("/staff/api/catalog/update/", { id: 2_000_000, ...usedInput() })).status).toBe(404);
  });
});

describe("the list", () => {
  it("searches by VIN, brand and model, filters by section and status, pages by 20", async () => {
    const input = usedInput();
    const v = await create(input);
    const byVin = await content.json(
      `/staff/api/catalog/list/?filters=${q({ search: input.vin.slice(5).toLowerCase() })}`,
    );
    expect(byVin.items.map((i: { id: number }) => i.id)).toEqual([v.id]);
    expect(byVin.items[0]).toMatchObject({ sectionTitle: "С пробегом", cityName: "Казань", photoCnt: 0 });
    const byKey = await content.json(`/staff/api/catalog/list/?filters=${q({ search: v.key })}`);
    expect(byKey.items.map((i: { id: number }) => i.id)).toEqual([v.id]);
    const used = await content.json(`/staff/api/catalog/list/?filters=${q({ section: "used" })}`);
    expect(used.items.length).toBe(20);
    expect(used.items.every((i: { section: string }) => i.section === "used")).toBe(true);
    expect(used.pagination.pageCnt).toBeGreaterThan(1);
    const brandName = byVin.items[0].title.split(" ")[0];
    const byBrand = await content.json(`/staff/api/catalog/list/?filters=${q({ search: brandName })}`);
    expect(byBrand.items.every((i: { title: string }) => i.title.includes(brandName))).toBe(true);
    const none = await content.json(`/staff/api/catalog/list/?filters=${q({ search: "нет такого" })}`);
    expect(none).toMatchObject({ items: [], pagination: { totalCnt: 0, pageCnt: 0 } });
  });
});
