import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The values each caller resolved in the current window: rate-limiter-flexible's
 * Drizzle store, one row per caller (`values:sub:<subject>` or `values:ip:<address>`), shared by every
 * instance on a PostgreSQL database so N instances give a caller one budget, not N. Rows live one
 * window; each instance sweeps the expired ones. Unlogged (a migration sets it): a crash may forget
 * a window's counts, which costs nothing but a fresh window, and a request's upsert writes no WAL.
 */
export const callerBudgets = pgTable('caller_budgets', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true, mode: 'date' }),
});
