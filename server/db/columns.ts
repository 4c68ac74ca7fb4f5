import { bigint, boolean, date, integer, serial, timestamp } from "drizzle-orm/pg-core";

/**
 * Columns that mean the same in many tables, written once. Each call makes a new column (a builder can belong to
 * one table only); the name is the SQL name where it varies.
 */

/** The surrogate key. */
export const serialId = () => serial("id").primaryKey();

/** When the row was written, set by the database. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When the row last changed; the writer sets it on update. */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A moment, with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A calendar date, read and written as a `YYYY-MM-DD` string (no time, no zone). */
export const calendarDate = (name: string) => date(name, { mode: "string" });

/** Money in kopecks: a bigint, exact, read as a JavaScript number (ADR 011). */
export const kopecks = (name: string) => bigint(name, { mode: "number" });

/** The editors' order of a list, lowest first. */
export const sortOrder = () => integer("sort").notNull().default(0);

/** Shown on the site; an editor unpublishes a row rather than deleting it. */
export const isPublished = () => boolean("is_published").notNull().default(true);
