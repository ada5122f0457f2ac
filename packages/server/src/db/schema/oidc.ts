import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Failed sign-ins counted by the embedded provider's throttle (rate-limiter-flexible's Drizzle store,
 * decision 0302): one row per limiter and key (account and address, address, account), shared by every
 * instance on the database. Rows expire on their own; the library deletes those an hour past expiry.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true, mode: 'date' }),
});
