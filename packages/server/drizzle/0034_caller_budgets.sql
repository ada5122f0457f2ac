-- Issue 62 item 4, decision 0435. The values each caller resolved in the current window, shared by the
-- instances on one database. Unlogged: a request's upsert writes no WAL (its commit does not wait for a
-- flush), and a crash that empties the table costs callers nothing but a fresh window.
CREATE UNLOGGED TABLE "caller_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
