-- Decision 0381: a search of one location's clients by a word of their search text (the client list's
-- search box) or of their first or last name (the approvals queue, /orders, the Add Client modal) reads
-- that location's matches from one GIN index over the location and the text, as 0379 does for pets'
-- names (btree_gin, created by 0031, gives the integer column its operator class).
CREATE INDEX "location_clients_location_search_trgm" ON "location_clients" USING gin ("location_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "location_clients_location_first_name_trgm" ON "location_clients" USING gin ("location_id",lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "location_clients_location_last_name_trgm" ON "location_clients" USING gin ("location_id",lower("last_name") gin_trgm_ops);--> statement-breakpoint
DROP INDEX "location_clients_search_trgm";--> statement-breakpoint
DROP INDEX "location_clients_first_name_trgm";--> statement-breakpoint
DROP INDEX "location_clients_last_name_trgm";--> statement-breakpoint
-- The dropped name indexes carried the statistics of lower(first_name) and lower(last_name), which the
-- planner reads to estimate a name pattern's matches (decision 0379): analyzed again at once.
ANALYZE "location_clients";
