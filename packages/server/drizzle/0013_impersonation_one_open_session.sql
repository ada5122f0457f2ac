DROP INDEX "impersonation_sessions_support_user_id_ended_at_index";--> statement-breakpoint
-- One open session per support user (decision 0114): close the sessions that already expired, and any
-- older open session of a support user who somehow holds two, before the unique index can be built.
UPDATE "impersonation_sessions" s SET "ended_at" = LEAST(s."expires_at", now())
WHERE s."ended_at" IS NULL AND (s."expires_at" <= now() OR EXISTS (
  SELECT 1 FROM "impersonation_sessions" n
  WHERE n."support_user_id" = s."support_user_id" AND n."ended_at" IS NULL AND (n."started_at", n."id") > (s."started_at", s."id")
));--> statement-breakpoint
CREATE UNIQUE INDEX "impersonation_sessions_one_open_idx" ON "impersonation_sessions" USING btree ("support_user_id") WHERE "impersonation_sessions"."ended_at" is null;
