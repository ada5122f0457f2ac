-- The weight bounds the product search's weight facet shows, kept with the other facts of a family's
-- offered products (decision 0199) by the same triggers: per scope, the least weight_min and the greatest
-- weight_max of the active products (office-use: active office-use products) that have a weight_max;
-- NULL when none has (docs/decisions/0201-product-search-matches-once.md).
ALTER TABLE "product_families" ADD COLUMN "rx_weight_min" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "rx_weight_max" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "office_weight_min" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "office_weight_max" numeric(8, 2);--> statement-breakpoint
CREATE OR REPLACE FUNCTION vetrx_refresh_family_facts(family_ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
  UPDATE product_families f SET
    offers_rx = x.offers_rx, offers_office = x.offers_office,
    rx_ship_buckets = x.rx_ship_buckets, office_ship_buckets = x.office_ship_buckets,
    rx_flavor_ids = x.rx_flavor_ids, office_flavor_ids = x.office_flavor_ids,
    rx_weight_min = x.rx_weight_min, rx_weight_max = x.rx_weight_max,
    office_weight_min = x.office_weight_min, office_weight_max = x.office_weight_max
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
      max(p.weight_max) FILTER (WHERE p.is_active AND p.is_office_use) AS office_weight_max
    FROM unnest(family_ids) AS g(id)
    LEFT JOIN products p ON p.product_family_id = g.id
    LEFT JOIN product_flavors pf ON pf.product_id = p.id
    GROUP BY g.id
  ) x
  WHERE f.id = x.id
    AND (f.offers_rx, f.offers_office, f.rx_ship_buckets, f.office_ship_buckets, f.rx_flavor_ids, f.office_flavor_ids,
         f.rx_weight_min, f.rx_weight_max, f.office_weight_min, f.office_weight_max)
      IS DISTINCT FROM (x.offers_rx, x.offers_office, x.rx_ship_buckets, x.office_ship_buckets, x.rx_flavor_ids, x.office_flavor_ids,
         x.rx_weight_min, x.rx_weight_max, x.office_weight_min, x.office_weight_max)
$$;--> statement-breakpoint
SELECT vetrx_refresh_family_facts(array(SELECT id FROM product_families));
