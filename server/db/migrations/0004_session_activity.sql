ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text;--> statement-breakpoint
-- Sessions opened under the old 30-day lifetime end at the longest new one (ADR 027).
UPDATE "sessions" SET "expires_at" = LEAST("expires_at", "created_at" + interval '12 hours');
