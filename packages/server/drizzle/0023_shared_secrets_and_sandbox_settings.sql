CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_clock" ADD COLUMN "tick_seconds" integer;--> statement-breakpoint
ALTER TABLE "sandbox_clock" ADD COLUMN "traffic_per_hour" double precision;