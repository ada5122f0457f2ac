-- The fuzzy product search tests `<%` on product_families.search_text. PostgreSQL estimates that
-- operator (pg_trgm's matchingsel) by computing word similarity against each most-common value and
-- histogram entry kept for the column: with the default sample of 100 long texts, planning a fuzzy
-- search took 2.3-2.5 ms of its 5-22 ms. Ten entries estimate it as well for these texts (the plans of
-- the ten benchmarked searches are unchanged) and cut 1.3-2.6 ms from each fuzzy search
-- (docs/decisions/0219-small-statistics-for-the-family-search-text.md).
ALTER TABLE "product_families" ALTER COLUMN "search_text" SET STATISTICS 10;--> statement-breakpoint
ANALYZE "product_families";
