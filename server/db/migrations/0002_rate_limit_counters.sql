CREATE TABLE "rate_limits" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "rate_limit_hits" CASCADE;