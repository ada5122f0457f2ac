-- pg_trgm declares its similarity functions at the default cost of a C function (1), as cheap as an
-- equality test; word_similarity over a family's search text costs about 12 µs, a hundred times an
-- operator. With the real order of cost the planner answers a fuzzy product search from the trigram
-- index (a bitmap scan, then the similarity for the candidates only) instead of computing word
-- similarity for every family in a sequential scan: "tablets" 90 → 23 ms on 5,683 families
-- (docs/decisions/0201-product-search-matches-once.md).
ALTER FUNCTION word_similarity(text, text) COST 100;--> statement-breakpoint
ALTER FUNCTION word_similarity_op(text, text) COST 100;--> statement-breakpoint
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
