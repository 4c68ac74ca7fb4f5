import { asc, eq } from "drizzle-orm";
import type { City, ContactsResponse, CurrentCityResponse } from "../../../contract/cities.ts";
import type { Database, Db } from "../../db/client.ts";
import { cities, offices } from "../../db/schema/content.ts";
import type { Logger } from "../../infra/logger.ts";
import { COMPANY_HOTLINE } from "./company.ts";

/**
 * The channel on which a change of the cities is announced (the back office's city editing sends it inside its
 * transaction, so PostgreSQL delivers it on commit): every instance drops its kept list then.
 */
export const CITIES_CHANNEL = "cities_changed";

const collator = new Intl.Collator("ru", { sensitivity: "variant" });

function toCity(row: typeof cities.$inferSelect): City {
  return { id: row.id, name: row.name, region: row.region, regionId: row.regionId, isDefault: row.isDefault };
}

/**
 * Cities with an office and the visitor's current city. The list is small and changes rarely, so it is
 * read once and kept for a minute. The back office's city editing (staff-site-places.ts) drops this instance's copy
 * with `invalidate()` after every change, and with `changes` every instance drops its own on the change's NOTIFY.
 */
export function createCityService(db: Db, opts: { changes?: Pick<Database, "listen">; logger?: Logger } = {}) {
  let cache: { at: number; list: City[] } | undefined;
  const TTL_MS = 60_000;

  /** Sorted by name in Russian alphabetical order (Intl.Collator: PGlite has no ICU collations). */
  async function list(): Promise<City[]> {
    if (cache && Date.now() - cache.at < TTL_MS) return cache.list;
    const rows = await db.select().from(cities);
    const sorted = rows.map(toCity).sort((a, b) => collator.compare(a.name, b.name));
    cache = { at: Date.now(), list: sorted };
    return sorted;
  }

  async function byId(id: number): Promise<City | null> {
    return (await list()).find((c) => c.id === id) ?? null;
  }

  async function defaultCity(): Promise<City> {
    const all = await list();
    const city = all.find((c) => c.isDefault) ?? all[0];
    if (!city) throw new Error("No cities in the database: the content seed has not run");
    return city;
  }

  /** The saved city when `savedId` names a known one, else the default (Москва). */
  async function current(savedId: number | null): Promise<CurrentCityResponse> {
    const saved = savedId === null ? null : await byId(savedId);
    return saved ? { city: saved, source: "cookie" } : { city: await defaultCity(), source: "default" };
  }

  async function contacts(city: City): Promise<ContactsResponse> {
    const rows = await db
      .select()
      .from(offices)
      .where(eq(offices.cityId, city.id))
      .orderBy(asc(offices.sort), asc(offices.id));
    return {
      city,
      offices: rows.map((o) => ({
        id: o.id,
        title: o.title,
        address: o.address,
        phones: o.phones,
        email: o.email,
        hours: o.hours,
        lat: o.lat,
        lon: o.lon,
        isMain: o.isMain,
        note: o.note,
      })),
      hotline: {
        phones: [...COMPANY_HOTLINE.phones],
        email: COMPANY_HOTLINE.email,
        hours: COMPANY_HOTLINE.hours.map((h) => ({ ...h })),
      },
      cities: await list(),
    };
  }

  /** Forgets the kept list: the next read sees the table as it is now. */
  function invalidate(): void {
    cache = undefined;
  }

  const listening = opts.changes?.listen(CITIES_CHANNEL, invalidate);
  listening?.catch((error) => opts.logger?.error({ err: error }, "city changes: LISTEN failed"));

  return {
    list,
    byId,
    defaultCity,
    current,
    contacts,
    invalidate,
    /** Resolves when the service listens for city changes (at once without `changes`). */
    ready: async () => void (await listening),
  };
}

export type CityService = ReturnType<typeof createCityService>;
