CREATE TABLE "catalog_vehicle_photos" (
	"vehicle_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalog_vehicle_photos_vehicle_id_image_id_pk" PRIMARY KEY("vehicle_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "media_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "catalog_vehicles" ADD COLUMN "sold_at" date;--> statement-breakpoint
ALTER TABLE "catalog_vehicles" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_vehicles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_vehicle_photos" ADD CONSTRAINT "catalog_vehicle_photos_vehicle_id_catalog_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."catalog_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_vehicle_photos" ADD CONSTRAINT "catalog_vehicle_photos_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_vehicle_photos_image_idx" ON "catalog_vehicle_photos" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "media_images_created_idx" ON "media_images" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "catalog_vehicles" ADD CONSTRAINT "catalog_vehicles_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;