import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, serialId } from "../columns.ts";
import { users } from "./accounts.ts";

/** One stored rendition of an uploaded picture: its format, size and key in the file store. */
export interface MediaVariant {
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  /** Key in the file store (ADR 022). */
  key: string;
  bytes: number;
}

/**
 * Pictures uploaded by the back office (news covers, offer images, vehicle photographs). Every upload goes through
 * one sharp pipeline: EXIF stripped, several widths in AVIF, WebP and JPEG, dimensions stored; the bytes live in the
 * file store and the public address uses the random `code`, never the serial id.
 */
export const mediaImages = pgTable(
  "media_images",
  {
    id: serialId(),
    code: text("code").notNull().unique(),
    /** Size of the largest stored rendition (after rotation by EXIF orientation). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull(),
    alt: text("alt").notNull().default(""),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("media_images_created_idx").on(t.createdAt)],
);
