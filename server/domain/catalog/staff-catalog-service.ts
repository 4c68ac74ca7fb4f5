import { randomBytes } from "node:crypto";
import {
  and,
  asc,
  avg,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
} from "drizzle-orm";
import {
  STAFF_CATALOG_MESSAGES,
  STAFF_CATALOG_PAGE_SIZE,
  STAFF_CATALOG_SECTION_TITLES,
  STAFF_VEHICLE_STATUS_TITLES,
  type StaffCatalogFilters,
  type StaffCatalogListResponse,
  type StaffCatalogOptions,
  type StaffVehicle,
  type StaffVehicleValues,
} from "../../../contract/staff-catalog.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import type { Db } from "../../db/client.ts";
import {
  catalogBrands,
  catalogComplectations,
  catalogModels,
  catalogOptions,
  catalogVehiclePhotos,
  catalogVehicles,
} from "../../db/schema/catalog.ts";
import { offers } from "../../db/schema/content.ts";
import { mediaImages } from "../../db/schema/media.ts";
import type { FileStore } from "../../infra/file-store.ts";
import type { Logger } from "../../infra/logger.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import { notifyCatalogChanged } from "./catalog-changes.ts";

export type FieldProblem = { field: string; message: string };

export type StaffVehicleResult =
  | { ok: true; value: StaffVehicle }
  | { ok: false; reason: "invalid"; errors: FieldProblem[] }
  | { ok: false; reason: "not_found"; message: string };

type VehicleRow = typeof catalogVehicles.$inferSelect;

/** What the audit keeps of a vehicle: the fields an editor sets and the state. */
function auditView(v: VehicleRow) {
  return {
    key: v.key,
    section: v.section,
    complectation: v.complectation,
    color: v.color,
    price: v.price,
    oldPrice: v.oldPrice,
    year: v.year,
    mileage: v.mileage,
    vin: v.vin,
    city: v.city,
    state: v.state,
    wheel: v.wheel,
    subtype: v.subtype,
    tags: v.tags,
    offerId: v.offerId,
    soldAt: v.soldAt,
  };
}

/** Escapes LIKE's wildcards in a user's search text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The catalogue as the content editor keeps it (issue 15): vehicles added from a trim, edited, sold and returned,
 * removed. Every change is one transaction with its audit entry and `notifyCatalogChanged`, so each instance
 * rebuilds its index after the commit; this instance also waits for its own rebuild (`refresh`) so the editor's
 * next look at the public site already shows the change.
 */
export function createStaffCatalogService(deps: {
  db: Db;
  refresh: () => Promise<unknown>;
  files?: FileStore;
  logger?: Logger;
}) {
  const { db } = deps;

  async function vehicleView(reader: Db, row: VehicleRow): Promise<StaffVehicle> {
    const [names] = await reader
      .select({ brand: catalogBrands.name, model: catalogModels.name, trim: catalogComplectations.name })
      .from(catalogComplectations)
      .innerJoin(catalogModels, eq(catalogModels.slug, catalogComplectations.model))
      .innerJoin(catalogBrands, eq(catalogBrands.slug, catalogModels.brand))
      .where(eq(catalogComplectations.slug, row.complectation));
    return {
      id: row.id,
      key: row.key,
      section: row.section,
      sectionTitle: STAFF_CATALOG_SECTION_TITLES[row.section],
      condition: row.condition,
      title: `${names?.brand ?? row.brand} ${names?.model ?? row.model}, ${names?.trim ?? row.complectation}`,
      brand: row.brand,
      model: row.model,
      complectation: row.complectation,
      complectationName: names?.trim ?? row.complectation,
      color: row.color,
      price: row.price,
      oldPrice: row.oldPrice,
      year: row.year,
      mileage: row.mileage,
      engineHours: row.engineHours,
      vin: row.vin,
      city: row.city,
      state: row.state,
      wheel: row.wheel,
      subtype: row.subtype,
      tags: row.tags,
      offerId: row.offerId,
      listedAt: row.listedAt,
      soldAt: row.soldAt,
      updatedAt: row.updatedAt.toISOString(),
      publicUrl: row.soldAt ? null : `/catalog/vehicle/${row.key}`,
    };
  }

  /** The row an input makes (trim attributes filled in), or the problems with the input, naming its fields. */
  async function resolveInput(
    reader: Db,
    input: StaffVehicleValues,
    ownId: number | null,
  ): Promise<
    | { ok: true; row: Omit<typeof catalogVehicles.$inferInsert, "key" | "listedAt" | "popularity"> }
    | { ok: false; errors: FieldProblem[] }
  > {
    const errors: FieldProblem[] = [];
    const [trim] = await reader
      .select({ trim: catalogComplectations, model: catalogModels })
      .from(catalogComplectations)
      .innerJoin(catalogModels, eq(catalogModels.slug, catalogComplectations.model))
      .where(eq(catalogComplectations.slug, input.complectation));
    if (!trim) return { ok: false, errors: [{ field: "complectation", message: "Комплектация не найдена" }] };
    const options = await reader.select().from(catalogOptions);
    const known = (field: string, value: string) => options.some((o) => o.field === field && o.slug === value);

    if (!trim.trim.colors.includes(input.color)) {
      errors.push({ field: "color", message: "Цвет: выберите из цветов этой комплектации" });
    }
    if (input.oldPrice !== null && input.oldPrice <= input.price) {
      errors.push({ field: "oldPrice", message: "Старая цена должна быть больше цены или пустой" });
    }
    const maxYear = Number(moscowDate().slice(0, 4)) + 1;
    if (input.year < trim.model.since) {
      errors.push({ field: "year", message: `Год выпуска: не раньше ${trim.model.since} (начало продаж модели)` });
    } else if (input.year > maxYear) {
      errors.push({ field: "year", message: `Год выпуска: не позже ${maxYear}` });
    }
    if (!input.used && input.mileage !== 0) {
      errors.push({ field: "mileage", message: "Пробег нового автомобиля — 0 км" });
    }
    if (input.used) {
      // A machine has a serial plate rather than a VIN and no steering wheel to speak of: both stay optional.
      const machine = trim.model.section === "special";
      if (input.vin === null && !machine) errors.push({ field: "vin", message: "Укажите VIN автомобиля с пробегом" });
      if (input.city === null) errors.push({ field: "city", message: "Выберите город" });
      if (input.state === null) errors.push({ field: "state", message: "Выберите состояние" });
      if (input.wheel === null && !machine) errors.push({ field: "wheel", message: "Выберите руль" });
      // A used machine is judged by its hours as a car is by its kilometres.
      if (machine && input.engineHours === null) {
        errors.push({ field: "engineHours", message: "Укажите наработку техники в моточасах" });
      }
      if (!machine && input.engineHours !== null) {
        errors.push({ field: "engineHours", message: "Моточасы указывают только для спецтехники" });
      }
    } else {
      // The public catalogue shows these only for used vehicles; keeping them empty keeps the facets honest.
      for (const [field, title] of [
        ["city", "Город"],
        ["state", "Состояние"],
        ["wheel", "Руль"],
        ["subtype", "Происхождение"],
      ] as const) {
        if (input[field] !== null) {
          errors.push({ field, message: `${title} указывают только для автомобилей с пробегом` });
        }
      }
      if (input.engineHours !== null) {
        errors.push({ field: "engineHours", message: "Моточасы указывают только для подержанной техники" });
      }
    }
    for (const [field, option, title] of [
      ["city", "city", "Город"],
      ["state", "state", "Состояние"],
      ["wheel", "wheel", "Руль"],
      ["subtype", "subtype", "Происхождение"],
    ] as const) {
      const value = input[field];
      if (value !== null && !known(option, value)) errors.push({ field, message: `${title}: неизвестное значение` });
    }
    input.tags.forEach((tag, i) => {
      if (!known("tag", tag)) errors.push({ field: `tags.${i}`, message: `Метка «${tag}» не найдена` });
    });
    if (input.vin !== null) {
      const same = await reader
        .select({ id: catalogVehicles.id })
        .from(catalogVehicles)
        .where(and(eq(catalogVehicles.vin, input.vin), ownId === null ? undefined : ne(catalogVehicles.id, ownId)))
        .limit(1);
      if (same.length > 0) errors.push({ field: "vin", message: "VIN: такой автомобиль уже есть в каталоге" });
    }
    if (input.offerId !== null) {
      const [offer] = await reader
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.id, input.offerId), eq(offers.isPublished, true)));
      if (!offer) errors.push({ field: "offerId", message: "Спецпредложение не найдено или не опубликовано" });
    }
    if (errors.length > 0) return { ok: false, errors };
    const t = trim.trim;
    return {
      ok: true,
      row: {
        // Machinery is listed new and used in its own section (seam 1); other used vehicles go to «С пробегом».
        section: input.used && trim.model.section !== "special" ? "used" : trim.model.section,
        condition: input.used ? "used" : "new",
        complectation: t.slug,
        brand: trim.model.brand,
        model: trim.model.slug,
        group: trim.model.group,
        type: t.type,
        body: t.body,
        gear: t.gear,
        drive: t.drive,
        fuel: t.fuel,
        color: input.color,
        power: t.power,
        engineVolume: t.engineVolume,
        // The machinery filters read the vehicle's own figures: a machine takes its trim's.
        operatingWeight: t.operatingWeight,
        bucketVolume: t.bucketVolume,
        liftingCapacity: t.liftingCapacity,
        price: input.price,
        oldPrice: input.oldPrice,
        year: input.year,
        mileage: input.mileage,
        engineHours: input.engineHours,
        vin: input.vin,
        wheel: input.wheel,
        city: input.city,
        state: input.state,
        subtype: input.subtype,
        tags: [...new Set(input.tags)],
        offerId: input.offerId,
      },
    };
  }

  /** Runs a change; after its commit waits for this instance's index to show it. */
  async function changed(run: () => Promise<StaffVehicleResult>): Promise<StaffVehicleResult> {
    const result = await run();
    if (result.ok) await deps.refresh();
    return result;
  }

  const notFound = { ok: false, reason: "not_found", message: STAFF_CATALOG_MESSAGES.notFound } as const;

  async function lockedRow(tx: Db, id: number): Promise<VehicleRow | undefined> {
    const [row] = await tx.select().from(catalogVehicles).where(eq(catalogVehicles.id, id)).for("update");
    return row;
  }

  return {
    async list(filters: StaffCatalogFilters, currentPage: number): Promise<StaffCatalogListResponse> {
      const conditions: (SQL | undefined)[] = [];
      if (filters.section) conditions.push(eq(catalogVehicles.section, filters.section));
      if (filters.status === "on_sale") conditions.push(isNull(catalogVehicles.soldAt));
      if (filters.status === "sold") conditions.push(isNotNull(catalogVehicles.soldAt));
      if (filters.search) {
        const text = likeText(filters.search);
        conditions.push(
          or(
            ilike(catalogVehicles.key, text),
            ilike(catalogVehicles.vin, text),
            ilike(catalogBrands.name, text),
            ilike(catalogModels.name, text),
            ilike(catalogVehicles.brand, text),
            ilike(catalogVehicles.model, text),
          ),
        );
      }
      const where = and(...conditions);
      const base = () =>
        db
          .select({ n: count() })
          .from(catalogVehicles)
          .innerJoin(catalogModels, eq(catalogModels.slug, catalogVehicles.model))
          .innerJoin(catalogBrands, eq(catalogBrands.slug, catalogVehicles.brand));
      const [total] = await base().where(where);
      const totalCnt = total?.n ?? 0;
      const photoCnt = db
        .select({ vehicleId: catalogVehiclePhotos.vehicleId, n: count().as("n") })
        .from(catalogVehiclePhotos)
        .groupBy(catalogVehiclePhotos.vehicleId)
        .as("photo_cnt");
      const rows = await db
        .select({
          v: catalogVehicles,
          brandName: catalogBrands.name,
          modelName: catalogModels.name,
          trimName: catalogComplectations.name,
          photos: photoCnt.n,
        })
        .from(catalogVehicles)
        .innerJoin(catalogModels, eq(catalogModels.slug, catalogVehicles.model))
        .innerJoin(catalogBrands, eq(catalogBrands.slug, catalogVehicles.brand))
        .innerJoin(catalogComplectations, eq(catalogComplectations.slug, catalogVehicles.complectation))
        .leftJoin(photoCnt, eq(photoCnt.vehicleId, catalogVehicles.id))
        .where(where)
        .orderBy(desc(catalogVehicles.id))
        .limit(STAFF_CATALOG_PAGE_SIZE)
        .offset((currentPage - 1) * STAFF_CATALOG_PAGE_SIZE);
      const options = await db
        .select()
        .from(catalogOptions)
        .where(inArray(catalogOptions.field, ["color", "city"]));
      const nameOf = (field: string, value: string | null) =>
        value === null ? null : (options.find((o) => o.field === field && o.slug === value)?.name ?? value);
      return {
        items: rows.map(({ v, brandName, modelName, trimName, photos }) => ({
          id: v.id,
          key: v.key,
          section: v.section,
          sectionTitle: STAFF_CATALOG_SECTION_TITLES[v.section],
          title: `${brandName} ${modelName}, ${trimName}`,
          colorName: nameOf("color", v.color) ?? v.color,
          year: v.year,
          mileage: v.mileage,
          price: v.price,
          oldPrice: v.oldPrice,
          vin: v.vin,
          cityName: nameOf("city", v.city),
          soldAt: v.soldAt,
          photoCnt: Number(photos ?? 0),
          updatedAt: v.updatedAt.toISOString(),
        })),
        pagination: toPagination(currentPage, STAFF_CATALOG_PAGE_SIZE, totalCnt),
        filters,
        sections: Object.entries(STAFF_CATALOG_SECTION_TITLES).map(([code, title]) => ({ code, title })),
        statuses: Object.entries(STAFF_VEHICLE_STATUS_TITLES).map(([code, title]) => ({ code, title })),
      };
    },

    async detail(id: number): Promise<StaffVehicle | null> {
      const [row] = await db.select().from(catalogVehicles).where(eq(catalogVehicles.id, id));
      return row ? vehicleView(db, row) : null;
    },

    async options(): Promise<StaffCatalogOptions> {
      const trims = await db
        .select({ trim: catalogComplectations, model: catalogModels, brandName: catalogBrands.name })
        .from(catalogComplectations)
        .innerJoin(catalogModels, eq(catalogModels.slug, catalogComplectations.model))
        .innerJoin(catalogBrands, eq(catalogBrands.slug, catalogModels.brand))
        .orderBy(asc(catalogBrands.slug), asc(catalogModels.name), asc(catalogComplectations.position));
      const options = await db
        .select()
        .from(catalogOptions)
        .orderBy(asc(catalogOptions.field), asc(catalogOptions.position));
      const of = (field: string) =>
        options.filter((o) => o.field === field).map((o) => ({ slug: o.slug, name: o.name }));
      const colorName = new Map(of("color").map((c) => [c.slug, c.name]));
      const published = await db
        .select({ id: offers.id, title: offers.title })
        .from(offers)
        .where(eq(offers.isPublished, true))
        .orderBy(asc(offers.sort), asc(offers.id));
      return {
        complectations: trims.map(({ trim, model, brandName }) => ({
          slug: trim.slug,
          name: trim.name,
          brand: brandName,
          model: model.name,
          title: `${brandName} ${model.name}, ${trim.name}`,
          section: model.section,
          since: model.since,
          price: trim.price,
          colors: trim.colors.map((slug) => ({ slug, name: colorName.get(slug) ?? slug })),
        })),
        cities: of("city"),
        states: of("state"),
        wheels: of("wheel"),
        subtypes: of("subtype"),
        tags: of("tag"),
        offers: published,
        maxYear: Number(moscowDate().slice(0, 4)) + 1,
      };
    },

    create(actor: StaffActor, input: StaffVehicleValues): Promise<StaffVehicleResult> {
      return changed(() =>
        db.transaction(async (tx) => {
          const resolved = await resolveInput(tx, input, null);
          if (!resolved.ok) return { ok: false, reason: "invalid", errors: resolved.errors };
          // A new vehicle sorts among its model's stock in the «popular» order, not last.
          const [pop] = await tx
            .select({ value: avg(catalogVehicles.popularity) })
            .from(catalogVehicles)
            .where(eq(catalogVehicles.model, resolved.row.model));
          const [row] = await tx
            .insert(catalogVehicles)
            .values({
              ...resolved.row,
              key: `${resolved.row.model}-${randomBytes(4).toString("hex")}`,
              popularity: Math.round(Number(pop?.value ?? 0)),
              listedAt: moscowDate(),
            })
            .returning();
          if (!row) throw new Error("catalog_vehicles insert returned nothing");
          await recordAudit(tx, actor, {
            action: "vehicle.create",
            objectType: "vehicle",
            objectId: String(row.id),
            before: null,
            after: auditView(row),
          });
          await notifyCatalogChanged(tx);
          return { ok: true, value: await vehicleView(tx, row) };
        }),
      );
    },

    update(actor: StaffActor, id: number, input: StaffVehicleValues): Promise<StaffVehicleResult> {
      return changed(() =>
        db.transaction(async (tx) => {
          const before = await lockedRow(tx, id);
          if (!before) return notFound;
          const resolved = await resolveInput(tx, input, id);
          if (!resolved.ok) return { ok: false, reason: "invalid", errors: resolved.errors };
          const [row] = await tx
            .update(catalogVehicles)
            .set({ ...resolved.row, updatedAt: new Date() })
            .where(eq(catalogVehicles.id, id))
            .returning();
          if (!row) return notFound;
          await recordAudit(tx, actor, {
            action: "vehicle.update",
            objectType: "vehicle",
            objectId: String(id),
            before: auditView(before),
            after: auditView(row),
          });
          await notifyCatalogChanged(tx);
          return { ok: true, value: await vehicleView(tx, row) };
        }),
      );
    },

    /** Marks sold (today) or returns to sale; a call that changes nothing writes nothing. */
    setSold(actor: StaffActor, id: number, sold: boolean): Promise<StaffVehicleResult> {
      return changed(() =>
        db.transaction(async (tx) => {
          const before = await lockedRow(tx, id);
          if (!before) return notFound;
          if ((before.soldAt !== null) === sold) return { ok: true, value: await vehicleView(tx, before) };
          const [row] = await tx
            .update(catalogVehicles)
            .set({ soldAt: sold ? moscowDate() : null, updatedAt: new Date() })
            .where(eq(catalogVehicles.id, id))
            .returning();
          if (!row) return notFound;
          await recordAudit(tx, actor, {
            action: sold ? "vehicle.sold" : "vehicle.unsold",
            objectType: "vehicle",
            objectId: String(id),
            before: { soldAt: before.soldAt },
            after: { soldAt: row.soldAt },
          });
          await notifyCatalogChanged(tx);
          return { ok: true, value: await vehicleView(tx, row) };
        }),
      );
    },

    /**
     * Removes the vehicle with its photographs (the images no other vehicle shows go too; their files are removed
     * from the store after the commit). The audit entry keeps the whole row.
     */
    async remove(actor: StaffActor, id: number): Promise<{ ok: true } | { ok: false; message: string }> {
      const outcome = await db.transaction(async (tx) => {
        const before = await lockedRow(tx, id);
        if (!before) return null;
        const photos = await tx
          .select({ imageId: catalogVehiclePhotos.imageId })
          .from(catalogVehiclePhotos)
          .where(eq(catalogVehiclePhotos.vehicleId, id))
          .orderBy(asc(catalogVehiclePhotos.position));
        const imageIds = photos.map((p) => p.imageId);
        await tx.delete(catalogVehicles).where(eq(catalogVehicles.id, id));
        let keys: string[] = [];
        if (imageIds.length > 0) {
          const shownElsewhere = tx
            .select({ id: catalogVehiclePhotos.imageId })
            .from(catalogVehiclePhotos)
            .where(inArray(catalogVehiclePhotos.imageId, imageIds));
          const gone = await tx
            .delete(mediaImages)
            .where(and(inArray(mediaImages.id, imageIds), notInArray(mediaImages.id, shownElsewhere)))
            .returning({ code: mediaImages.code, variants: mediaImages.variants });
          keys = gone.flatMap((g) => g.variants.map((v) => v.key));
        }
        await recordAudit(tx, actor, {
          action: "vehicle.remove",
          objectType: "vehicle",
          objectId: String(id),
          before: { ...auditView(before), photos: imageIds },
          after: null,
        });
        await notifyCatalogChanged(tx);
        return { keys };
      });
      if (!outcome) return { ok: false, message: STAFF_CATALOG_MESSAGES.notFound };
      await deps.refresh();
      if (outcome.keys.length > 0 && deps.files) {
        // The rows are gone; a file left behind by a failed removal is unreachable, so it is only logged.
        await deps.files
          .remove(outcome.keys)
          .catch((error) => deps.logger?.error({ err: error }, "vehicle photos: removing files failed"));
      }
      return { ok: true };
    },
  };
}

export type StaffCatalogService = ReturnType<typeof createStaffCatalogService>;
