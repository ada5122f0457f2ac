import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns.js';

/**
 * Secrets every instance of one deployment shares: the embedded identity provider's
 * signing key and cookie keys, the key that signs report embeds. Made once by whichever instance needs
 * one first (insert … on conflict do nothing, then read back), never on an instance's disk.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: createdAt(),
});
