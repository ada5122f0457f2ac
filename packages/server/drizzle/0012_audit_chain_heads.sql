CREATE TABLE "audit_chain_heads" (
	"chain" integer PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_location_id_idx" ON "audit_log" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_after_prescription_idx" ON "audit_log" USING btree (("after"->>'prescriptionId')) WHERE "audit_log"."entity" in ('PrescriptionWorkflow', 'PrescriptionTask');--> statement-breakpoint
-- Heads of the chains already written (decision 0113): the last hashed row of each location.
INSERT INTO "audit_chain_heads" ("chain", "last_id", "hash")
SELECT DISTINCT ON (COALESCE("location_id", 0)) COALESCE("location_id", 0), "id", "hash"
FROM "audit_log" WHERE "hash" IS NOT NULL
ORDER BY COALESCE("location_id", 0), "id" DESC;
