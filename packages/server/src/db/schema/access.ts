import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, rowKeys, updatedAt } from './_columns.js';
import { phoneColumns } from './_contact.js';
import { locations } from './practice.js';

/** A person who signs in. `username` equals the e-mail and is the identity provider's subject. */
export const users = pgTable('users', {
  ...rowKeys(),
  username: text().notNull().unique(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  isEnabledInOkta: boolean().notNull().default(true),
  /** Internal support user (support area, impersonation). */
  isSupport: boolean().notNull().default(false),
  inAdminSupportGroup: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userPhones = pgTable('user_phones', {
  ...rowKeys(),
  userId: requiredRef(() => users.id),
  ...phoneColumns(),
});

export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull().unique(),
  isActive: boolean().notNull().default(true),
  canAuthorize: boolean().notNull().default(false),
  icon: text(),
});

export const modules = pgTable('modules', {
  id: id(),
  name: text().notNull(),
  icon: text(),
  link: text(),
  orderBy: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  isNavigation: boolean().notNull().default(true),
  parentModuleId: integer(),
});

export const rolesModules = pgTable(
  'roles_modules',
  {
    id: id(),
    roleId: requiredRef(() => roles.id),
    moduleId: requiredRef(() => modules.id),
    isActive: boolean().notNull().default(true),
    canView: boolean().notNull().default(true),
    canEdit: boolean().notNull().default(true),
    canDelete: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex().on(t.roleId, t.moduleId)],
);

/** A user at a location, with a role. */
export const locationUsers = pgTable(
  'location_users',
  {
    ...rowKeys(),
    userId: requiredRef(() => users.id),
    locationId: requiredRef(() => locations.id),
    roleId: requiredRef(() => roles.id),
    isActive: boolean().notNull().default(true),
    isPrimary: boolean().notNull().default(false),
    isPendingAuth: boolean().notNull().default(false),
    notificationEmail: text(),
    displayName: text().notNull(),
    title: text(),
    email: text(),
    pimsId: text(),
    vetLicenseNumber: text(),
    vetLicenseExpiration: date({ mode: 'string' }),
    vetLicenseState: text(),
    deaLicense: text(),
    deaLicenseExpiration: date({ mode: 'string' }),
    employeeId: text(),
    profilePictureUrl: text(),
    profilePictureThumbnailUrl: text(),
    sourceUuid: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.locationId), index().on(t.locationId)],
);

export const locationUserPhones = pgTable('location_user_phones', {
  ...rowKeys(),
  locationUserId: requiredRef(() => locationUsers.id),
  ...phoneColumns(),
});

/**
 * Delegation of prescribing authority: `delegatedLocationUserId` may authorize on behalf of
 * `locationUserId` (the vet).
 */
export const delegations = pgTable(
  'delegations',
  {
    id: id(),
    locationUserId: requiredRef(() => locationUsers.id),
    delegatedLocationUserId: requiredRef(() => locationUsers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.locationUserId, t.delegatedLocationUserId), index().on(t.delegatedLocationUserId)],
);

/**
 * A support user's impersonation of a practice user (issue 9 item 4): who, whom, why,
 * from when until when. It is active while `endedAt` is null and `expiresAt` is in the future; the
 * impersonation header is honoured only for the support user holding an active session for that target.
 * A support user has at most one open session (`endedAt` null): a partial unique index, so two
 * concurrent StartImpersonation calls cannot both succeed. An expired session is closed
 * (`endedAt` = its expiry) when its support user starts the next one.
 */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    ...rowKeys(),
    supportUserId: requiredRef(() => users.id),
    targetUserId: requiredRef(() => users.id),
    reason: text().notNull(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /**
     * When Log out (EndImpersonation) ended it, or its expiry once the support user started another;
     * null while running, and after it expired until then.
     */
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('impersonation_sessions_one_open_idx').on(t.supportUserId).where(sql`${t.endedAt} is null`),
    // A user's own account activity lists the sessions in which support acted as them.
    index('impersonation_sessions_target_idx').on(t.targetUserId, t.startedAt),
  ],
);
