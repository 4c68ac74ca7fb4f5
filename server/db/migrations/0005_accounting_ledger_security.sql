CREATE TABLE "lk_accounting_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"contract_id" integer,
	"receipt_id" integer,
	"parent_id" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"title" text NOT NULL,
	"payment_id" integer,
	"bill_number" text NOT NULL,
	"bill_date" date NOT NULL,
	"invoice_number" text
);
--> statement-breakpoint
CREATE TABLE "lk_duplicate_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"number" text NOT NULL,
	"periods" jsonb NOT NULL,
	"kinds" jsonb NOT NULL,
	"delivery" text NOT NULL,
	"address" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lk_duplicate_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "lk_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"order_number" text NOT NULL,
	"purpose" text NOT NULL,
	"target" text DEFAULT 'charges' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_reconciliation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"number" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"contract_ids" jsonb NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "lk_reconciliation_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "lk_staff_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"rights" jsonb NOT NULL,
	"key_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "lk_staff_invites_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text,
	"profile_id" integer,
	"kind" text NOT NULL,
	"address" text,
	"user_agent" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"user_agent" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mfa_remembered_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_mfa" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"recovery_code_hashes" jsonb NOT NULL,
	"last_step" integer
);
--> statement-breakpoint
ALTER TABLE "lk_contracts" ADD COLUMN "penalty_rate_bp_day" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "lk_accounting_notes" ADD CONSTRAINT "lk_accounting_notes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_accounting_notes" ADD CONSTRAINT "lk_accounting_notes_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_accounting_notes" ADD CONSTRAINT "lk_accounting_notes_receipt_id_lk_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."lk_receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_accounting_notes" ADD CONSTRAINT "lk_accounting_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_charges" ADD CONSTRAINT "lk_charges_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_charges" ADD CONSTRAINT "lk_charges_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_charges" ADD CONSTRAINT "lk_charges_payment_id_lk_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."lk_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_duplicate_requests" ADD CONSTRAINT "lk_duplicate_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_duplicate_requests" ADD CONSTRAINT "lk_duplicate_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_receipts" ADD CONSTRAINT "lk_receipts_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_receipts" ADD CONSTRAINT "lk_receipts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_reconciliation_requests" ADD CONSTRAINT "lk_reconciliation_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_reconciliation_requests" ADD CONSTRAINT "lk_reconciliation_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_staff_invites" ADD CONSTRAINT "lk_staff_invites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_staff_invites" ADD CONSTRAINT "lk_staff_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mfa" ADD CONSTRAINT "user_mfa_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lk_accounting_notes_profile_idx" ON "lk_accounting_notes" USING btree ("profile_id","date");--> statement-breakpoint
CREATE INDEX "lk_charges_contract_idx" ON "lk_charges" USING btree ("contract_id","date");--> statement-breakpoint
CREATE INDEX "lk_charges_profile_idx" ON "lk_charges" USING btree ("profile_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_charges_bill_uq" ON "lk_charges" USING btree ("bill_number");--> statement-breakpoint
CREATE INDEX "lk_duplicate_requests_profile_idx" ON "lk_duplicate_requests" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "lk_receipts_contract_idx" ON "lk_receipts" USING btree ("contract_id","date");--> statement-breakpoint
CREATE INDEX "lk_receipts_profile_idx" ON "lk_receipts" USING btree ("profile_id","date");--> statement-breakpoint
CREATE INDEX "lk_reconciliation_requests_profile_idx" ON "lk_reconciliation_requests" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "lk_staff_invites_profile_idx" ON "lk_staff_invites" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "security_events_user_idx" ON "security_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "security_events_at_idx" ON "security_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_devices_user_device_uq" ON "user_devices" USING btree ("user_id","device_hash");