import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import type { Logger } from "../../infra/logger.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { type CatalogService, createCatalogService } from "./catalog-service.ts";

/**
 * Seam 1 of issue 15: a catalogue change made through one instance reaches every other instance's index through
 * LISTEN/NOTIFY, without a restart. On PostgreSQL (`npm run test:pg`) the second instance has its own connections
 * to the same database, as a second process would; on PGlite, which one process owns, it is a second catalogue
 * service over the same database, rebuilt by PGlite's in-process notification.
 */

let app: TestApp;
let other: Database;
let catalog: CatalogService;
/** Resolves at the next notification the other instance receives (after its service has asked for a rebuild). */
let nextNotice: Promise<void>;
let noticed: () => void = () => {};
const arm = () => {
  nextNotice = new Promise<void>((resolve) => {
    noticed = resolve;
  });
};

beforeAll(async () => {
  app = await createTestApp();
  const url = app.services.env.DATABASE_URL;
  other = url ? await openDatabase({ url, dataDir: null }) : app.services.database;
  arm();
  catalog = createCatalogService(other.db, {
    changes: {
      listen: (channel, onNotify) =>
        other.listen(channel, () => {
          onNotify();
          noticed();
        }),
    },
  });
  await catalog.listening();
  await catalog.ready();
});
afterAll(async () => {
  if (other && other !== app?.services.database) await other.close();
  await app?.close();
});

/** Waits for the other instance to hear of a change and finish the rebuild it started. */
async function otherInstanceCaughtUp(): Promise<void> {
  await nextNotice;
  arm();
  await catalog.idle();
}

describe("catalogue changes on another instance", () => {
  it(`${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}: a price change, a sale and a return reach it`, async () => {
    const { signIn } = await import("../../testing/sign-in.ts");
    const { cookie, csrfToken } = await signIn(app, "content@example.com");
    const post = (path: string, body: unknown) =>
      app.api.request(path, {
        method: "POST",
        headers: { cookie, "x-csrf-token": csrfToken, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const [first] = (await catalog.used({})).items;
    if (!first) throw new Error("no used vehicle in the seed");
    const list = await (
      await app.api.request(
        `/staff/api/catalog/list/?filters=${encodeURIComponent(JSON.stringify({ search: first.key }))}`,
        {
          headers: { cookie },
        },
      )
    ).json();
    const id: number = list.items[0].id;
    const { vehicle } = await (
      await app.api.request(`/staff/api/catalog/detail/?id=${id}`, { headers: { cookie } })
    ).json();
    const input = {
      used: true,
      complectation: vehicle.complectation,
      color: vehicle.color,
      price: vehicle.price + 10_000,
      oldPrice: null,
      year: vehicle.year,
      mileage: vehicle.mileage,
      vin: vehicle.vin,
      city: vehicle.city,
      state: vehicle.state,
      wheel: vehicle.wheel,
      subtype: vehicle.subtype,
      tags: vehicle.tags,
      offerId: null,
    };

    expect((await post("/staff/api/catalog/update/", { id, ...input })).status).toBe(200);
    await otherInstanceCaughtUp();
    expect((await catalog.detail(first.key))?.item.price).toBe(vehicle.price + 10_000);

    expect((await post("/staff/api/catalog/sold/", { id, sold: true })).status).toBe(200);
    await otherInstanceCaughtUp();
    expect(await catalog.detail(first.key)).toBeNull();

    expect((await post("/staff/api/catalog/sold/", { id, sold: false })).status).toBe(200);
    await otherInstanceCaughtUp();
    expect((await catalog.detail(first.key))?.item.key).toBe(first.key);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "PostgreSQL: a dropped listening connection reconnects, catches up, and hears the next change",
    async () => {
      const { sql } = await import("drizzle-orm");
      const { notifyCatalogChanged } = await import("./catalog-changes.ts");
      // The other instance's listening connection, ended by the server as a restart or a network cut would.
      const killed = await other.db.execute<{ pid: number }>(sql`
        select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`);
      expect(killed.rows.length).toBeGreaterThan(0);
      // Once back it rebuilds for what it may have missed…
      await otherInstanceCaughtUp();
      // …and hears changes again.
      await app.services.database.db.transaction((tx) => notifyCatalogChanged(tx));
      await otherInstanceCaughtUp();
      expect(catalog.stats()?.vehicles.used).toBeGreaterThan(0);
    },
  );

  it("a failed rebuild keeps the previous index answering and is logged", async () => {
    let broken = false;
    const db = new Proxy(app.services.database.db, {
      get(target, prop, receiver) {
        if (prop === "select" && broken)
          return () => {
            throw new Error("database away");
          };
        return Reflect.get(target, prop, receiver);
      },
    });
    const logged: string[] = [];
    const logger = { info: () => {}, error: (_: unknown, msg: string) => logged.push(msg) } as unknown as Logger;
    const fragile = createCatalogService(db, { logger });
    const before = await fragile.used({});
    broken = true;
    await expect(fragile.reload()).rejects.toThrow("database away");
    expect(logged).toContain("catalogue index rebuild failed");
    expect((await fragile.used({})).totalCnt).toBe(before.totalCnt);
    broken = false;
    await fragile.reload();
    expect((await fragile.used({})).totalCnt).toBe(before.totalCnt);
  });
});
