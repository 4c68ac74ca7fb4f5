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

/** A federal free number (8 800 …) is the company's hotline, not a city's own line. */
const isFreePhone = (phone: string) => /^\s*(8|\+7)\s*\(?800/.test(phone);

/**
 * The phone the site shows for a city: the main office's first own line, else the first own line of the city's other
 * offices (in their display order); null when the city has none, and the header shows the company's number.
 */
export function cityPhone(cityOffices: readonly { phones: readonly string[]; isMain: boolean }[]): string | null {
  const ordered = [...cityOffices.filter((o) => o.isMain), ...cityOffices.filter((o) => !o.isMain)];
  for (const office of ordered) {
    const phone = office.phones.find((p) => p.trim() !== "" && !isFreePhone(p));
    if (phone) return phone.trim();
  }
  return null;
}

function toCity(row: typeof cities.$inferSelect): City {
  return { id: row.id, name: row.name, region: row.region, regionId: row.regionId, isDefault: row.isDefault };
}

/**
 * Cities with an office and the visitor's current city. The list is small and changes rarely, so it is
 * read once and kept for a minute. The back office's city editing (staff-site-places.ts) drops this instance's copy
 * with `invalidate()` after every change, and with `changes` every instance drops its own on the change's NOTIFY.
 */
export function createCityService(db: Db, opts: { changes?: Pick<Database, "listen">; logger?: Logger } = {}) {
  let cache: { at: number; list: City[]; phones: Map<number, string | null> } | undefined;
  const TTL_MS = 60_000;

  /** Sorted by name in Russian alphabetical order (Intl.Collator: PGlite has no ICU collations). */
  async function load() {
    if (cache && Date.now() - cache.at < TTL_MS) return cache;
    // Offices are read with the cities (the back office's office editing announces on the same channel), so the
    // header's phone costs no query per page.
    const [rows, officeRows] = await Promise.all([
      db.select().from(cities),
      db
        .select({ cityId: offices.cityId, phones: offices.phones, isMain: offices.isMain })
        .from(offices)
        .orderBy(asc(offices.sort), asc(offices.id)),
    ]);
    const sorted = rows.map(toCity).sort((a, b) => collator.compare(a.name, b.name));
    const phones = new Map(sorted.map((c) => [c.id, cityPhone(officeRows.filter((o) => o.cityId === c.id))]));
    cache = { at: Date.now(), list: sorted, phones };
    return cache;
  }

  async function list(): Promise<City[]> {
    return (await load()).list;
  }

  /** The city's own phone for the header (see cityPhone); null for an unknown city or one without a line. */
  async function phone(cityId: number): Promise<string | null> {
    return (await load()).phones.get(cityId) ?? null;
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
    phone,
    contacts,
    invalidate,
    /** Resolves when the service listens for city changes (at once without `changes`). */
    ready: async () => void (await listening),
  };
}

export type CityService = ReturnType<typeof createCityService>;
