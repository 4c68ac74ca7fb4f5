import { and, asc, count, eq, ilike, ne, or, sql } from "drizzle-orm";
import {
  STAFF_SITE_MESSAGES,
  type StaffCity,
  type StaffCityFilters,
  type StaffCityListItem,
  type StaffCityListResponse,
  type StaffCitySaveRequest,
  type StaffOffice,
  type StaffOfficeSaveRequest,
} from "../../../contract/staff-site.ts";
import type { Db } from "../../db/client.ts";
import { cities, offices, vacancies } from "../../db/schema/content.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import { CITIES_CHANNEL, type CityService } from "./city-service.ts";
import {
  escapeLike,
  inTransaction,
  invalid,
  notFound,
  SiteRefusal,
  type StaffSiteResult,
} from "./staff-site-records.ts";

type CityRow = typeof cities.$inferSelect;
type OfficeRow = typeof offices.$inferSelect;

const collator = new Intl.Collator("ru", { sensitivity: "variant" });

function officeSnapshot(row: OfficeRow) {
  const { id: _id, ...rest } = row;
  return rest;
}

function citySnapshot(row: CityRow) {
  const { id: _id, ...rest } = row;
  return rest;
}

function toOffice(row: OfficeRow, cityName: string): StaffOffice {
  return {
    id: row.id,
    cityId: row.cityId,
    cityName,
    title: row.title,
    address: row.address,
    phones: row.phones,
    email: row.email,
    hours: row.hours,
    lat: row.lat,
    lon: row.lon,
    isMain: row.isMain,
    note: row.note,
    sort: row.sort,
  };
}

/**
 * Cities and their offices. A city's id is what the visitors' `city_id` cookie keeps, so it is never reused: a new
 * city takes the next number. Exactly one city is the default (the visitor's city until they choose one): making
 * another the default moves the mark, and the default cannot be unmarked or removed. A city that offices or
 * vacancies name stays. After every city change the public city list's cache is dropped.
 */
export function createStaffSitePlaces(db: Db, cityService: CityService) {
  /**
   * Serialises city changes (the next id and the one default are decided on a table nobody else changes meanwhile)
   * and announces the change: delivered on commit, it drops every instance's kept city list.
   */
  async function lockCities(tx: Db): Promise<void> {
    await tx.execute(sql`lock table ${cities} in exclusive mode`);
    await tx.execute(sql`select pg_notify(${CITIES_CHANNEL}, '')`);
  }

  /** An office change announces itself like a city change, delivered on commit: the city phones are read again. */
  async function announceOffices(tx: Db): Promise<void> {
    await tx.execute(sql`select pg_notify(${CITIES_CHANNEL}, '')`);
  }

  async function counts(): Promise<{ offices: Map<number, number>; vacancies: Map<number, number> }> {
    const [o, v] = await Promise.all([
      db.select({ id: offices.cityId, n: count() }).from(offices).groupBy(offices.cityId),
      db.select({ id: vacancies.cityId, n: count() }).from(vacancies).groupBy(vacancies.cityId),
    ]);
    return { offices: new Map(o.map((r) => [r.id, r.n])), vacancies: new Map(v.map((r) => [r.id, r.n])) };
  }

  function toItem(row: CityRow, c: Awaited<ReturnType<typeof counts>>): StaffCityListItem {
    return {
      id: row.id,
      name: row.name,
      region: row.region,
      regionId: row.regionId,
      isDefault: row.isDefault,
      offices: c.offices.get(row.id) ?? 0,
      vacancies: c.vacancies.get(row.id) ?? 0,
    };
  }

  async function cityDetail(id: number): Promise<StaffCity | null> {
    const [row] = await db.select().from(cities).where(eq(cities.id, id));
    if (!row) return null;
    const [c, rows] = await Promise.all([
      counts(),
      db.select().from(offices).where(eq(offices.cityId, id)).orderBy(asc(offices.sort), asc(offices.id)),
    ]);
    return { ...toItem(row, c), officeList: rows.map((o) => toOffice(o, row.name)) };
  }

  async function officeDetail(id: number): Promise<StaffOffice | null> {
    const [row] = await db
      .select({ o: offices, cityName: cities.name })
      .from(offices)
      .innerJoin(cities, eq(cities.id, offices.cityId))
      .where(eq(offices.id, id));
    return row ? toOffice(row.o, row.cityName) : null;
  }

  /** Drops the public list's cache once the change is committed (a failed change left it right). */
  async function citiesChanged<T>(result: StaffSiteResult<T>): Promise<StaffSiteResult<T>> {
    if (result.ok) cityService.invalidate();
    return result;
  }

  return {
    async cities(filters: StaffCityFilters): Promise<StaffCityListResponse> {
      const search = filters.search?.trim();
      const needle = search ? `%${escapeLike(search)}%` : null;
      const [rows, c] = await Promise.all([
        db
          .select()
          .from(cities)
          .where(needle ? or(ilike(cities.name, needle), ilike(cities.region, needle)) : undefined),
        counts(),
      ]);
      return { items: rows.sort((a, b) => collator.compare(a.name, b.name)).map((row) => toItem(row, c)), filters };
    },

    city: cityDetail,
    office: officeDetail,

    async saveCity(actor: StaffActor, input: StaffCitySaveRequest): Promise<StaffSiteResult<StaffCity>> {
      const nameTaken = invalid("name", STAFF_SITE_MESSAGES.cityNameTaken);
      const result = await citiesChanged(
        await inTransaction(
          db,
          async (tx) => {
            await lockCities(tx);
            const [clash] = await tx
              .select({ id: cities.id })
              .from(cities)
              .where(
                input.id ? and(eq(cities.name, input.name), ne(cities.id, input.id)) : eq(cities.name, input.name),
              );
            if (clash) throw new SiteRefusal(nameTaken);
            const [before] = input.id ? await tx.select().from(cities).where(eq(cities.id, input.id)) : [];
            if (input.id && !before) throw new SiteRefusal(notFound);
            if (before?.isDefault && !input.isDefault) {
              throw new SiteRefusal(invalid("isDefault", STAFF_SITE_MESSAGES.defaultRequired));
            }
            const [previousDefault] = input.isDefault
              ? await tx
                  .select({ id: cities.id, name: cities.name })
                  .from(cities)
                  .where(
                    input.id ? and(eq(cities.isDefault, true), ne(cities.id, input.id)) : eq(cities.isDefault, true),
                  )
              : [];
            if (previousDefault)
              await tx.update(cities).set({ isDefault: false }).where(eq(cities.id, previousDefault.id));
            const fields = {
              name: input.name,
              region: input.region,
              regionId: input.regionId,
              isDefault: input.isDefault,
            };
            let row: CityRow | undefined;
            if (before) {
              [row] = await tx.update(cities).set(fields).where(eq(cities.id, before.id)).returning();
            } else {
              const [top] = await tx
                .select({ id: sql<number>`coalesce(max(${cities.id}), 0)`.mapWith(Number) })
                .from(cities);
              [row] = await tx
                .insert(cities)
                .values({ id: (top?.id ?? 0) + 1, ...fields })
                .returning();
            }
            if (!row) throw new Error("city write returned nothing");
            await recordAudit(tx, actor, {
              action: before ? "city.update" : "city.create",
              objectType: "city",
              objectId: String(row.id),
              before: before ? citySnapshot(before) : null,
              // The default mark moved from another city in the same change: the entry says from which.
              after: { ...citySnapshot(row), ...(previousDefault ? { defaultTakenFrom: previousDefault } : {}) },
            });
            return row.id;
          },
          nameTaken,
        ),
      );
      if (!result.ok) return result;
      const city = await cityDetail(result.value);
      return city ? { ok: true, value: city } : notFound;
    },

    async removeCity(actor: StaffActor, id: number): Promise<StaffSiteResult<true>> {
      return citiesChanged(
        await inTransaction(db, async (tx) => {
          await lockCities(tx);
          const [row] = await tx.select().from(cities).where(eq(cities.id, id));
          if (!row) throw new SiteRefusal(notFound);
          if (row.isDefault) throw new SiteRefusal(invalid("id", STAFF_SITE_MESSAGES.removeDefault));
          const [[o], [v]] = await Promise.all([
            tx.select({ n: count() }).from(offices).where(eq(offices.cityId, id)),
            tx.select({ n: count() }).from(vacancies).where(eq(vacancies.cityId, id)),
          ]);
          if ((o?.n ?? 0) > 0) throw new SiteRefusal(invalid("id", STAFF_SITE_MESSAGES.removeWithOffices));
          if ((v?.n ?? 0) > 0) throw new SiteRefusal(invalid("id", STAFF_SITE_MESSAGES.removeWithVacancies));
          await tx.delete(cities).where(eq(cities.id, id));
          await recordAudit(tx, actor, {
            action: "city.remove",
            objectType: "city",
            objectId: String(id),
            before: citySnapshot(row),
            after: null,
          });
          return true as const;
        }),
      );
    },

    /** Creates without `id`, else updates; a main office takes the mark from the city's other main office. */
    async saveOffice(actor: StaffActor, input: StaffOfficeSaveRequest): Promise<StaffSiteResult<StaffOffice>> {
      const result = await inTransaction(db, async (tx) => {
        const [city] = await tx.select().from(cities).where(eq(cities.id, input.cityId)).for("share");
        if (!city) throw new SiteRefusal(invalid("cityId", STAFF_SITE_MESSAGES.cityMissing));
        // The public city list keeps each city's phone (the header's), taken from its offices.
        await announceOffices(tx);
        const [before] = input.id ? await tx.select().from(offices).where(eq(offices.id, input.id)).for("update") : [];
        if (input.id && !before) throw new SiteRefusal(notFound);
        const fields = {
          cityId: input.cityId,
          title: input.title,
          address: input.address,
          phones: input.phones,
          email: input.email,
          hours: input.hours,
          lat: input.lat,
          lon: input.lon,
          isMain: input.isMain,
          note: input.note,
          sort: input.sort,
        };
        if (input.isMain) {
          const others = before
            ? and(eq(offices.cityId, input.cityId), ne(offices.id, before.id))
            : eq(offices.cityId, input.cityId);
          await tx
            .update(offices)
            .set({ isMain: false })
            .where(and(others, eq(offices.isMain, true)));
        }
        const [row] = before
          ? await tx.update(offices).set(fields).where(eq(offices.id, before.id)).returning()
          : await tx.insert(offices).values(fields).returning();
        if (!row) throw new Error("office write returned nothing");
        await recordAudit(tx, actor, {
          action: before ? "office.update" : "office.create",
          objectType: "office",
          objectId: String(row.id),
          before: before ? officeSnapshot(before) : null,
          after: officeSnapshot(row),
        });
        return toOffice(row, city.name);
      });
      return citiesChanged(result);
    },

    async removeOffice(actor: StaffActor, id: number): Promise<StaffSiteResult<true>> {
      const result = await inTransaction(db, async (tx) => {
        const [row] = await tx.select().from(offices).where(eq(offices.id, id)).for("update");
        if (!row) throw new SiteRefusal(notFound);
        await announceOffices(tx);
        await tx.delete(offices).where(eq(offices.id, id));
        await recordAudit(tx, actor, {
          action: "office.remove",
          objectType: "office",
          objectId: String(id),
          before: officeSnapshot(row),
          after: null,
        });
        return true as const;
      });
      return citiesChanged(result);
    },
  };
}
