import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, publicUuid, updatedAt } from './_columns.js';
import { locations } from './practice.js';
import { phoneTypes } from './reference.js';

/** A person who signs in. `username` equals the e-mail and is the identity provider's subject. */
export const users = pgTable('users', {
  id: id(),
  uuid: publicUuid(),
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
  id: id(),
  uuid: publicUuid(),
  userId: integer()
    .notNull()
    .references(() => users.id),
  phoneTypeId: integer().references(() => phoneTypes.id),
  phoneNumber: text().notNull(),
  isActive: boolean().notNull().default(true),
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
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    moduleId: integer()
      .notNull()
      .references(() => modules.id),
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
    id: id(),
    uuid: publicUuid(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
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
  id: id(),
  uuid: publicUuid(),
  locationUserId: integer()
    .notNull()
    .references(() => locationUsers.id),
  phoneTypeId: integer().references(() => phoneTypes.id),
  phoneNumber: text().notNull(),
  isActive: boolean().notNull().default(true),
});

/**
 * Delegation of prescribing authority: `delegatedLocationUserId` may authorize on behalf of
 * `locationUserId` (the vet).
 */
export const delegations = pgTable(
  'delegations',
  {
    id: id(),
    locationUserId: integer()
      .notNull()
      .references(() => locationUsers.id),
    delegatedLocationUserId: integer()
      .notNull()
      .references(() => locationUsers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.locationUserId, t.delegatedLocationUserId), index().on(t.delegatedLocationUserId)],
);

/**
 * A support user's impersonation of a practice user (issue 9 item 4, decision 0110): who, whom, why,
 * from when until when. It is active while `endedAt` is null and `expiresAt` is in the future; the
 * impersonation header is honoured only for the support user holding an active session for that target.
 */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: id(),
    uuid: publicUuid(),
    supportUserId: integer()
      .notNull()
      .references(() => users.id),
    targetUserId: integer()
      .notNull()
      .references(() => users.id),
    reason: text().notNull(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** When Log out (EndImpersonation) ended it; null while running or after it simply expired. */
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.supportUserId, t.endedAt)],
);
