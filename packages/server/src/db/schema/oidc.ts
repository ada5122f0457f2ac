import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Storage of the embedded development identity provider (oidc-provider adapter): sessions, grants,
 * interactions, device codes, refresh tokens. Unused when an external OIDC_ISSUER is configured.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text().notNull(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    consumedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.id, t.type] }), index().on(t.grantId), index().on(t.userCode), index().on(t.uid)],
);
