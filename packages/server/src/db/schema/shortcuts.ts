import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, requiredRef } from './_columns.js';
import { locations } from './practice.js';

/** Reusable text: SIG (directions), NP (note to pharmacy), NC (note to client). */
export const shortcuts = pgTable('shortcuts', {
  id: id(),
  type: text().notNull(),
  label: text().notNull(),
  details: text().notNull(),
  isActive: boolean().notNull().default(true),
  isGlobal: boolean().notNull().default(false),
});

export const shortcutsLocations = pgTable(
  'shortcuts_locations',
  {
    shortcutId: requiredRef(() => shortcuts.id),
    locationId: requiredRef(() => locations.id),
    isActive: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.shortcutId, t.locationId] }), index().on(t.locationId)],
);
