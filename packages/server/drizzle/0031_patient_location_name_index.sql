-- Decision 0379: a pet-name search of one location reads that location's matches from one GIN index
-- over (location_id, lower(name)); btree_gin gives the integer column its GIN operator class.
CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;--> statement-breakpoint
CREATE INDEX "location_patients_location_name_trgm" ON "location_patients" USING gin ("location_id",lower("name") gin_trgm_ops);--> statement-breakpoint
DROP INDEX "location_patients_name_trgm";
--> statement-breakpoint
-- The dropped index carried the statistics of lower(name), which the planner reads to estimate a name
-- pattern's matches; without them it guessed thousands (a parallel plan for a name no pet has).
ANALYZE "location_patients";
