-- What the family search reads of a family's offered products (decision 0199), kept by the database:
-- whether it offers any (all active products; office-use: active office-use products), the products'
-- shipping buckets and flavor ids, for the prescribing scope (rx_*) and the office-use scope (office_*).
ALTER TABLE "product_families" ADD COLUMN "offers_rx" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "offers_office" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "rx_ship_buckets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "office_ship_buckets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "rx_flavor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "office_flavor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vetrx_refresh_family_facts(family_ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
  UPDATE product_families f SET
    offers_rx = x.offers_rx, offers_office = x.offers_office,
    rx_ship_buckets = x.rx_ship_buckets, office_ship_buckets = x.office_ship_buckets,
    rx_flavor_ids = x.rx_flavor_ids, office_flavor_ids = x.office_flavor_ids
  FROM (
    SELECT g.id,
      coalesce(bool_or(p.is_active), false) AS offers_rx,
      coalesce(bool_or(p.is_active AND p.is_office_use), false) AS offers_office,
      coalesce(array_agg(DISTINCT p.rx_delivery_days ORDER BY p.rx_delivery_days) FILTER (WHERE p.is_active AND p.rx_delivery_days IS NOT NULL), '{}') AS rx_ship_buckets,
      coalesce(array_agg(DISTINCT p.office_use_delivery_days ORDER BY p.office_use_delivery_days) FILTER (WHERE p.is_active AND p.is_office_use AND p.office_use_delivery_days IS NOT NULL), '{}') AS office_ship_buckets,
      coalesce(array_agg(DISTINCT pf.flavor_id ORDER BY pf.flavor_id) FILTER (WHERE p.is_active AND pf.flavor_id IS NOT NULL), '{}') AS rx_flavor_ids,
      coalesce(array_agg(DISTINCT pf.flavor_id ORDER BY pf.flavor_id) FILTER (WHERE p.is_active AND p.is_office_use AND pf.flavor_id IS NOT NULL), '{}') AS office_flavor_ids
    FROM unnest(family_ids) AS g(id)
    LEFT JOIN products p ON p.product_family_id = g.id
    LEFT JOIN product_flavors pf ON pf.product_id = p.id
    GROUP BY g.id
  ) x
  WHERE f.id = x.id
    AND (f.offers_rx, f.offers_office, f.rx_ship_buckets, f.office_ship_buckets, f.rx_flavor_ids, f.office_flavor_ids)
      IS DISTINCT FROM (x.offers_rx, x.offers_office, x.rx_ship_buckets, x.office_ship_buckets, x.rx_flavor_ids, x.office_flavor_ids)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vetrx_products_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vetrx_refresh_family_facts(array(SELECT DISTINCT product_family_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM vetrx_refresh_family_facts(array(SELECT DISTINCT product_family_id FROM old_rows));
  ELSE
    PERFORM vetrx_refresh_family_facts(array(SELECT product_family_id FROM new_rows UNION SELECT product_family_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vetrx_product_flavors_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vetrx_refresh_family_facts(array(SELECT DISTINCT p.product_family_id FROM products p WHERE p.id IN (SELECT product_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM vetrx_refresh_family_facts(array(SELECT DISTINCT p.product_family_id FROM products p WHERE p.id IN (SELECT product_id FROM old_rows)));
  ELSE
    PERFORM vetrx_refresh_family_facts(array(SELECT DISTINCT p.product_family_id FROM products p WHERE p.id IN (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_family_facts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrx_products_changed();--> statement-breakpoint
CREATE TRIGGER products_family_facts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrx_products_changed();--> statement-breakpoint
CREATE TRIGGER products_family_facts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrx_products_changed();--> statement-breakpoint
CREATE TRIGGER product_flavors_family_facts_insert AFTER INSERT ON product_flavors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrx_product_flavors_changed();--> statement-breakpoint
CREATE TRIGGER product_flavors_family_facts_update AFTER UPDATE ON product_flavors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrx_product_flavors_changed();--> statement-breakpoint
CREATE TRIGGER product_flavors_family_facts_delete AFTER DELETE ON product_flavors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrx_product_flavors_changed();--> statement-breakpoint
SELECT vetrx_refresh_family_facts(array(SELECT id FROM product_families));
