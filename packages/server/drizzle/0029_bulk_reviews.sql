CREATE TABLE "bulk_reviews" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"location_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"versions" jsonb NOT NULL,
	"approving" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_reviews" ADD CONSTRAINT "bulk_reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_reviews_expires_at_index" ON "bulk_reviews" USING btree ("expires_at");