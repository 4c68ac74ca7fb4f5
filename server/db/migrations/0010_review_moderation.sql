ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
-- Reviews already on the site were moderated before the column existed.
UPDATE "reviews" SET "moderated_at" = now() WHERE "is_published";
