-- The product family search scores each matched family by its lower-cased name (a prefix, a substring,
-- word similarity). lower() under a libc collation converts each name to wide characters and back:
-- over the ~5,600 families a one-letter search matches, that was 2 ms of a 23 ms statement. The
-- database now keeps the lower-cased name, computed when a family is written
-- (docs/decisions/0233-family-name-lower-cased-once.md).
ALTER TABLE "product_families" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED;
