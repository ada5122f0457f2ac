-- Issue 41 item 5. The client list's search box tests one stored, trigram-indexed text per client (its
-- lower-cased first name, last name and e-mail) instead of lower() of three columns: "son" tested 10,000
-- rows three times each (docs/decisions/0261-client-search-text.md). A product search's weight filter tests
-- the weights a family's offered products are for, kept on the family row by the triggers of its other
-- facts (migration 0016), instead of looking up each matched family's products (2,004 times for "tab";
-- docs/decisions/0262-family-weight-ranges.md).
ALTER TABLE "location_clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))) STORED;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "rx_weight_ranges" "nummultirange" DEFAULT '{}'::nummultirange NOT NULL;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "office_weight_ranges" "nummultirange" DEFAULT '{}'::nummultirange NOT NULL;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "rx_weight_irregular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "office_weight_irregular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "location_clients_search_trgm" ON "location_clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION vetrx_refresh_family_facts(family_ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
  UPDATE product_families f SET
    offers_rx = x.offers_rx, offers_office = x.offers_office,
    rx_ship_buckets = x.rx_ship_buckets, office_ship_buckets = x.office_ship_buckets,
    rx_flavor_ids = x.rx_flavor_ids, office_flavor_ids = x.office_flavor_ids,
    rx_weight_min = x.rx_weight_min, rx_weight_max = x.rx_weight_max,
    office_weight_min = x.office_weight_min, office_weight_max = x.office_weight_max,
    rx_weight_ranges = x.rx_weight_ranges, office_weight_ranges = x.office_weight_ranges,
    rx_weight_irregular = x.rx_weight_irregular, office_weight_irregular = x.office_weight_irregular
  FROM (
    SELECT g.id,
      coalesce(bool_or(p.is_active), false) AS offers_rx,
      coalesce(bool_or(p.is_active AND p.is_office_use), false) AS offers_office,
      coalesce(array_agg(DISTINCT p.rx_delivery_days ORDER BY p.rx_delivery_days) FILTER (WHERE p.is_active AND p.rx_delivery_days IS NOT NULL), '{}') AS rx_ship_buckets,
      coalesce(array_agg(DISTINCT p.office_use_delivery_days ORDER BY p.office_use_delivery_days) FILTER (WHERE p.is_active AND p.is_office_use AND p.office_use_delivery_days IS NOT NULL), '{}') AS office_ship_buckets,
      coalesce(array_agg(DISTINCT pf.flavor_id ORDER BY pf.flavor_id) FILTER (WHERE p.is_active AND pf.flavor_id IS NOT NULL), '{}') AS rx_flavor_ids,
      coalesce(array_agg(DISTINCT pf.flavor_id ORDER BY pf.flavor_id) FILTER (WHERE p.is_active AND p.is_office_use AND pf.flavor_id IS NOT NULL), '{}') AS office_flavor_ids,
      min(p.weight_min) FILTER (WHERE p.is_active AND p.weight_max IS NOT NULL) AS rx_weight_min,
      max(p.weight_max) FILTER (WHERE p.is_active) AS rx_weight_max,
      min(p.weight_min) FILTER (WHERE p.is_active AND p.is_office_use AND p.weight_max IS NOT NULL) AS office_weight_min,
      max(p.weight_max) FILTER (WHERE p.is_active AND p.is_office_use) AS office_weight_max,
      coalesce(range_agg(numrange(coalesce(p.weight_min, 0), p.weight_max, '[]'))
        FILTER (WHERE p.is_active AND coalesce(p.weight_min, 0) <= coalesce(p.weight_max, 'Infinity')), '{}') AS rx_weight_ranges,
      coalesce(range_agg(numrange(coalesce(p.weight_min, 0), p.weight_max, '[]'))
        FILTER (WHERE p.is_active AND p.is_office_use AND coalesce(p.weight_min, 0) <= coalesce(p.weight_max, 'Infinity')), '{}') AS office_weight_ranges,
      coalesce(bool_or(p.is_active AND coalesce(p.weight_min, 0) > coalesce(p.weight_max, 'Infinity')), false) AS rx_weight_irregular,
      coalesce(bool_or(p.is_active AND p.is_office_use AND coalesce(p.weight_min, 0) > coalesce(p.weight_max, 'Infinity')), false) AS office_weight_irregular
    FROM unnest(family_ids) AS g(id)
    LEFT JOIN products p ON p.product_family_id = g.id
    LEFT JOIN product_flavors pf ON pf.product_id = p.id
    GROUP BY g.id
  ) x
  WHERE f.id = x.id
    AND (f.offers_rx, f.offers_office, f.rx_ship_buckets, f.office_ship_buckets, f.rx_flavor_ids, f.office_flavor_ids,
         f.rx_weight_min, f.rx_weight_max, f.office_weight_min, f.office_weight_max,
         f.rx_weight_ranges, f.office_weight_ranges, f.rx_weight_irregular, f.office_weight_irregular)
      IS DISTINCT FROM (x.offers_rx, x.offers_office, x.rx_ship_buckets, x.office_ship_buckets, x.rx_flavor_ids, x.office_flavor_ids,
         x.rx_weight_min, x.rx_weight_max, x.office_weight_min, x.office_weight_max,
         x.rx_weight_ranges, x.office_weight_ranges, x.rx_weight_irregular, x.office_weight_irregular)
$$;--> statement-breakpoint
SELECT vetrx_refresh_family_facts(array(SELECT id FROM product_families));
