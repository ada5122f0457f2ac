-- Issue 41 item 5, decision 0385. The species, flavor and time-to-ship facets of a product search count
-- one array of tokens per family and scope (`s:canine`, `f:3`, `t:1-2`), computed by the database from
-- the family's species and the facts its products' triggers keep (migration 0016), in one pass over
-- the matched families instead of one pass per facet: "a" (5,634 families) 46 → 32 ms
-- (docs/decisions/0385-facet-tokens.md). unnest keeps each array's order; the order of the tokens is
-- not read.
CREATE OR REPLACE FUNCTION vetrx_family_facet_tokens(species text[], flavor_ids integer[], ship_buckets text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array(SELECT 's:' || s FROM unnest(species) s) || array(SELECT 'f:' || f FROM unnest(flavor_ids) f) || array(SELECT 't:' || b FROM unnest(ship_buckets) b) $$;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "rx_facet_tokens" text[] GENERATED ALWAYS AS (vetrx_family_facet_tokens(species, rx_flavor_ids, rx_ship_buckets)) STORED;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "office_facet_tokens" text[] GENERATED ALWAYS AS (vetrx_family_facet_tokens(species, office_flavor_ids, office_ship_buckets)) STORED;