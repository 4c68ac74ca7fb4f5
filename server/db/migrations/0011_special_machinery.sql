ALTER TABLE "catalog_complectations" ADD COLUMN "operating_weight" integer;--> statement-breakpoint
ALTER TABLE "catalog_complectations" ADD COLUMN "bucket_volume" integer;--> statement-breakpoint
ALTER TABLE "catalog_complectations" ADD COLUMN "lifting_capacity" integer;--> statement-breakpoint
ALTER TABLE "catalog_vehicles" ADD COLUMN "condition" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_vehicles" ADD COLUMN "engine_hours" integer;--> statement-breakpoint
ALTER TABLE "catalog_vehicles" ADD COLUMN "operating_weight" integer;--> statement-breakpoint
ALTER TABLE "catalog_vehicles" ADD COLUMN "bucket_volume" integer;--> statement-breakpoint
ALTER TABLE "catalog_vehicles" ADD COLUMN "lifting_capacity" integer;--> statement-breakpoint
UPDATE "catalog_vehicles" SET "condition" = 'used' WHERE "section" = 'used';--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
