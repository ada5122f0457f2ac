ALTER TABLE "audit_log" ADD COLUMN "key_id" text;--> statement-breakpoint
CREATE INDEX "impersonation_sessions_target_idx" ON "impersonation_sessions" USING btree ("target_user_id","started_at");--> statement-breakpoint
CREATE INDEX "audit_log_location_people_idx" ON "audit_log" USING btree ("location_id","id") WHERE "audit_log"."operation" not like 'Sandbox%';