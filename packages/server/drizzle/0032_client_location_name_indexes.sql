-- Decision 0381: a name search of one location's clients reads that location's matches from one GIN
-- index per name over (location_id, lower(first_name)) and (location_id, lower(last_name)), as 0379
-- does for pets' names (btree_gin, created by 0031, gives the integer column its operator class).
CREATE INDEX "location_clients_location_first_name_trgm" ON "location_clients" USING gin ("location_id",lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "location_clients_location_last_name_trgm" ON "location_clients" USING gin ("location_id",lower("last_name") gin_trgm_ops);--> statement-breakpoint
DROP INDEX "location_clients_first_name_trgm";--> statement-breakpoint
DROP INDEX "location_clients_last_name_trgm";--> statement-breakpoint
-- The dropped indexes carried the statistics of lower(first_name) and lower(last_name), which the
-- planner reads to estimate a name pattern's matches (decision 0379): analyzed again at once.
ANALYZE "location_clients";
