-- The family search's text (decision 0132): name, brands, ingredients and keywords, lower-cased, as the
-- repository matched them before. array_to_string is only STABLE in general; over text[] it is immutable.
CREATE OR REPLACE FUNCTION vetrx_family_search_text(name text, brands text[], ingredients text, keywords text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(name || ' ' || array_to_string(brands, ' ') || ' ' || coalesce(ingredients, '') || ' ' || array_to_string(keywords, ' ')) $$;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "search_text" text GENERATED ALWAYS AS (vetrx_family_search_text(name, brands, ingredients, keywords)) STORED;--> statement-breakpoint
CREATE INDEX "product_families_search_trgm" ON "product_families" USING gin ("search_text" gin_trgm_ops);
