CREATE TABLE "cession_contracts" (
	"cession_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"assigned_contract_id" integer,
	CONSTRAINT "cession_contracts_cession_id_contract_id_pk" PRIMARY KEY("cession_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "cession_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"cession_id" integer NOT NULL,
	"participant_id" integer,
	"slot" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cession_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"cession_id" integer NOT NULL,
	"role" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"profile_id" integer,
	"email" text,
	"inn" text,
	"data" jsonb,
	"saved_at" timestamp with time zone,
	"signed_at" date,
	"sent_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"invited_by" integer,
	"invite_key_hash" text,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cession_participants_code_unique" UNIQUE("code"),
	CONSTRAINT "cession_participants_invite_key_hash_unique" UNIQUE("invite_key_hash")
);
--> statement-breakpoint
CREATE TABLE "cessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"number" text NOT NULL,
	"applicant_profile_id" integer NOT NULL,
	"created_by" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"cessionary_type" text NOT NULL,
	"application" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"cancelled_by" text,
	"cancel_reason" text,
	CONSTRAINT "cessions_code_unique" UNIQUE("code"),
	CONSTRAINT "cessions_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "lk_contracts" ADD COLUMN "assigned_at" date;--> statement-breakpoint
ALTER TABLE "cession_contracts" ADD CONSTRAINT "cession_contracts_cession_id_cessions_id_fk" FOREIGN KEY ("cession_id") REFERENCES "public"."cessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cession_contracts" ADD CONSTRAINT "cession_contracts_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cession_contracts" ADD CONSTRAINT "cession_contracts_assigned_contract_id_lk_contracts_id_fk" FOREIGN KEY ("assigned_contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cession_files" ADD CONSTRAINT "cession_files_cession_id_cessions_id_fk" FOREIGN KEY ("cession_id") REFERENCES "public"."cessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cession_files" ADD CONSTRAINT "cession_files_participant_id_cession_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."cession_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cession_files" ADD CONSTRAINT "cession_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cession_participants" ADD CONSTRAINT "cession_participants_cession_id_cessions_id_fk" FOREIGN KEY ("cession_id") REFERENCES "public"."cessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cession_participants" ADD CONSTRAINT "cession_participants_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cession_participants" ADD CONSTRAINT "cession_participants_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cessions" ADD CONSTRAINT "cessions_applicant_profile_id_profiles_id_fk" FOREIGN KEY ("applicant_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cessions" ADD CONSTRAINT "cessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cessions" ADD CONSTRAINT "cessions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cession_contracts_open_uq" ON "cession_contracts" USING btree ("contract_id") WHERE "cession_contracts"."is_open";--> statement-breakpoint
CREATE INDEX "cession_files_cession_idx" ON "cession_files" USING btree ("cession_id","participant_id");--> statement-breakpoint
CREATE INDEX "cession_participants_cession_idx" ON "cession_participants" USING btree ("cession_id");--> statement-breakpoint
CREATE INDEX "cession_participants_profile_idx" ON "cession_participants" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cession_participants_cessionary_uq" ON "cession_participants" USING btree ("cession_id") WHERE "cession_participants"."role" = 'cessionary';--> statement-breakpoint
CREATE UNIQUE INDEX "cession_participants_profile_uq" ON "cession_participants" USING btree ("cession_id","profile_id") WHERE "cession_participants"."profile_id" is not null;--> statement-breakpoint
CREATE INDEX "cessions_applicant_idx" ON "cessions" USING btree ("applicant_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "cessions_status_idx" ON "cessions" USING btree ("status","sent_at");