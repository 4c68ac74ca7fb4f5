CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"city_id" integer,
	"city_name" text NOT NULL,
	"vacancy_code" text,
	"vacancy_title" text,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"personal" jsonb NOT NULL,
	"family" jsonb NOT NULL,
	"education" jsonb NOT NULL,
	"lastjob" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"consent_personal_data_at" timestamp with time zone NOT NULL,
	"address_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "catalog_brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_complectations" (
	"slug" text PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"price" integer NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"gear" text NOT NULL,
	"drive" text NOT NULL,
	"fuel" text NOT NULL,
	"power" integer NOT NULL,
	"engine_volume" integer NOT NULL,
	"colors" text[] NOT NULL,
	"specs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_models" (
	"slug" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"section" text NOT NULL,
	"group" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"since" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_options" (
	"field" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"hex" text,
	CONSTRAINT "catalog_options_field_slug_pk" PRIMARY KEY("field","slug")
);
--> statement-breakpoint
CREATE TABLE "catalog_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"section" text NOT NULL,
	"complectation" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"group" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"gear" text NOT NULL,
	"drive" text NOT NULL,
	"fuel" text NOT NULL,
	"color" text NOT NULL,
	"power" integer NOT NULL,
	"engine_volume" integer NOT NULL,
	"price" integer NOT NULL,
	"old_price" integer,
	"year" integer NOT NULL,
	"mileage" integer NOT NULL,
	"vin" text,
	"wheel" text,
	"city" text,
	"state" text,
	"subtype" text,
	"tags" text[] NOT NULL,
	"popularity" integer NOT NULL,
	"listed_at" date NOT NULL,
	CONSTRAINT "catalog_vehicles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "brand_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"brand_code" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"dealers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"region_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "clientservice_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"short" text NOT NULL,
	"body" text NOT NULL,
	"related" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("clientservice_terms"."title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("clientservice_terms"."short", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("clientservice_terms"."body", '')), 'C')) STORED,
	CONSTRAINT "clientservice_terms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"valid_from" date NOT NULL,
	"validity_months" integer,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"searchable" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("content_pages"."title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("content_pages"."lead", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("content_pages"."body", '')), 'C')) STORED,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"date" date NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "documents_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"body" text NOT NULL,
	"date" date NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("guides"."title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("guides"."lead", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("guides"."body", '')), 'C')) STORED,
	CONSTRAINT "guides_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "investor_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"year" integer NOT NULL,
	"document_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"source" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("news"."title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("news"."lead", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("news"."body", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"body" text NOT NULL,
	"badge" text NOT NULL,
	"category" text NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"image" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("offers"."title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("offers"."lead", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("offers"."body", '')), 'C')) STORED,
	CONSTRAINT "offers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"title" text NOT NULL,
	"address" text NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"lead" text NOT NULL,
	"body" text NOT NULL,
	"cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "partners_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"author" text NOT NULL,
	"company" text,
	"position" text,
	"city" text,
	"rating" smallint NOT NULL,
	"vehicle" text,
	"text" text NOT NULL,
	"reply" text,
	"date" date NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"likes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"city_id" integer NOT NULL,
	"department" text NOT NULL,
	"employment" text NOT NULL,
	"experience" text NOT NULL,
	"salary_from" integer,
	"salary_to" integer,
	"lead" text NOT NULL,
	"body" text NOT NULL,
	"date" date NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("vacancies"."title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("vacancies"."lead", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("vacancies"."body", '')), 'C')) STORED,
	CONSTRAINT "vacancies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"consent_personal_data_at" timestamp with time zone,
	"consent_advertising_at" timestamp with time zone,
	"utm_campaign" text,
	"utm_content" text,
	"utm_medium" text,
	"utm_term" text,
	"utm_source" text,
	"page_url" text,
	"address_hash" text,
	"user_id" integer,
	"profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_bonus_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text,
	"contract_id" integer
);
--> statement-breakpoint
CREATE TABLE "lk_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"profile_id" integer NOT NULL,
	"number" text NOT NULL,
	"signed_at" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"schedule_type" text NOT NULL,
	"term" smallint NOT NULL,
	"rate_bp" integer NOT NULL,
	"price" bigint NOT NULL,
	"advance_sum" bigint NOT NULL,
	"buyout_sum" bigint NOT NULL,
	"contract_sum" bigint NOT NULL,
	"vat_sum" bigint NOT NULL,
	"vehicle_type" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"vehicle_title" text NOT NULL,
	"year" smallint NOT NULL,
	"vin" text NOT NULL,
	"reg_number" text,
	"color" text NOT NULL,
	CONSTRAINT "lk_contracts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lk_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer,
	"storage_key" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"section_title" text NOT NULL,
	"sort" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_fines" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"uin" text NOT NULL,
	"decree_number" text NOT NULL,
	"violated_at" timestamp with time zone NOT NULL,
	"decree_date" date NOT NULL,
	"article" text NOT NULL,
	"article_title" text NOT NULL,
	"place" text NOT NULL,
	"amount" bigint NOT NULL,
	"discount_allowed" boolean NOT NULL,
	"status" text NOT NULL,
	"paid_at" date
);
--> statement-breakpoint
CREATE TABLE "lk_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"phone" text NOT NULL,
	"phone_ext" text,
	"email" text NOT NULL,
	"work_hours" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"subject" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"contract_id" integer,
	"link" text,
	"asks_review" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_paid_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" bigint NOT NULL,
	"price_unit" text NOT NULL,
	"status" text NOT NULL,
	"contract_id" integer,
	"connected_at" date
);
--> statement-breakpoint
CREATE TABLE "lk_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"paid_at" date,
	"paid_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"number" text NOT NULL,
	"insurer" text NOT NULL,
	"type" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"premium" bigint NOT NULL,
	"sum_insured" bigint NOT NULL,
	"deductible" bigint DEFAULT 0 NOT NULL,
	"paid_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_profile_info" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"edo_state" text NOT NULL,
	"edo_operator" text,
	"edo_participant_id" text,
	"edo_connected_at" date,
	"requisites" jsonb NOT NULL,
	"requisites_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lk_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"user_id" integer,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"email" text,
	"phone" text,
	"rights" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"result_code" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"scoring" text NOT NULL,
	"questions" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "catalog_complectations" ADD CONSTRAINT "catalog_complectations_model_catalog_models_slug_fk" FOREIGN KEY ("model") REFERENCES "public"."catalog_models"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_models" ADD CONSTRAINT "catalog_models_brand_catalog_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."catalog_brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_vehicles" ADD CONSTRAINT "catalog_vehicles_complectation_catalog_complectations_slug_fk" FOREIGN KEY ("complectation") REFERENCES "public"."catalog_complectations"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_docs" ADD CONSTRAINT "investor_docs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_bonus_operations" ADD CONSTRAINT "lk_bonus_operations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_calendar_events" ADD CONSTRAINT "lk_calendar_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_calendar_events" ADD CONSTRAINT "lk_calendar_events_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_contracts" ADD CONSTRAINT "lk_contracts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_documents" ADD CONSTRAINT "lk_documents_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_documents" ADD CONSTRAINT "lk_documents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_documents" ADD CONSTRAINT "lk_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_fines" ADD CONSTRAINT "lk_fines_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_fines" ADD CONSTRAINT "lk_fines_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_notifications" ADD CONSTRAINT "lk_notifications_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_notifications" ADD CONSTRAINT "lk_notifications_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_paid_services" ADD CONSTRAINT "lk_paid_services_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_paid_services" ADD CONSTRAINT "lk_paid_services_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_payments" ADD CONSTRAINT "lk_payments_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_payments" ADD CONSTRAINT "lk_payments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_policies" ADD CONSTRAINT "lk_policies_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_policies" ADD CONSTRAINT "lk_policies_contract_id_lk_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."lk_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_profile_info" ADD CONSTRAINT "lk_profile_info_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_profile_info" ADD CONSTRAINT "lk_profile_info_manager_id_lk_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."lk_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_reviews" ADD CONSTRAINT "lk_reviews_notification_id_lk_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."lk_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_reviews" ADD CONSTRAINT "lk_reviews_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_reviews" ADD CONSTRAINT "lk_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_staff" ADD CONSTRAINT "lk_staff_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_staff" ADD CONSTRAINT "lk_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_completions" ADD CONSTRAINT "quiz_completions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "candidates_phone_idx" ON "candidates" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "catalog_complectations_model_idx" ON "catalog_complectations" USING btree ("model");--> statement-breakpoint
CREATE INDEX "catalog_models_brand_idx" ON "catalog_models" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "catalog_vehicles_section_brand_idx" ON "catalog_vehicles" USING btree ("section","brand","model");--> statement-breakpoint
CREATE INDEX "catalog_vehicles_section_price_idx" ON "catalog_vehicles" USING btree ("section","price");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_links_region_brand_idx" ON "brand_links" USING btree ("region_id","brand_code","category");--> statement-breakpoint
CREATE INDEX "clientservice_terms_search_idx" ON "clientservice_terms" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "content_pages_search_idx" ON "content_pages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "guides_search_idx" ON "guides" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "news_type_code_idx" ON "news" USING btree ("type","code");--> statement-breakpoint
CREATE INDEX "news_type_date_idx" ON "news" USING btree ("type","date");--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "offices_city_idx" ON "offices" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "reviews_published_date_idx" ON "reviews" USING btree ("is_published","date");--> statement-breakpoint
CREATE INDEX "vacancies_search_idx" ON "vacancies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("sent_at","next_try_at");--> statement-breakpoint
CREATE INDEX "lk_bonus_operations_profile_idx" ON "lk_bonus_operations" USING btree ("profile_id","date");--> statement-breakpoint
CREATE INDEX "lk_calendar_events_profile_idx" ON "lk_calendar_events" USING btree ("profile_id","date");--> statement-breakpoint
CREATE INDEX "lk_contracts_profile_idx" ON "lk_contracts" USING btree ("profile_id","signed_at");--> statement-breakpoint
CREATE INDEX "lk_documents_contract_idx" ON "lk_documents" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "lk_fines_profile_idx" ON "lk_fines" USING btree ("profile_id","violated_at");--> statement-breakpoint
CREATE INDEX "lk_notifications_profile_idx" ON "lk_notifications" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "lk_notifications_unread_idx" ON "lk_notifications" USING btree ("profile_id") WHERE not "lk_notifications"."is_read";--> statement-breakpoint
CREATE INDEX "lk_paid_services_profile_idx" ON "lk_paid_services" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "lk_payments_contract_idx" ON "lk_payments" USING btree ("contract_id","due_date");--> statement-breakpoint
CREATE INDEX "lk_payments_profile_due_idx" ON "lk_payments" USING btree ("profile_id","due_date");--> statement-breakpoint
CREATE INDEX "lk_policies_profile_idx" ON "lk_policies" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_reviews_notification_uq" ON "lk_reviews" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "lk_staff_profile_idx" ON "lk_staff" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "quiz_completions_quiz_idx" ON "quiz_completions" USING btree ("quiz_id","created_at");