/**
 * Writes of users and location users (admin §4, §5, §7): AddUser, UpdateUser, UpdateUserAccount,
 * UpdateLocationUser, UpdateLocationUserNotification, UpdateLocationUserActive, the profile picture and
 * ChangePrimaryLocation. Each checks scope (another location → NOT_FOUND), permission (a role without
 * User Management → FORBIDDEN), then core's rule (BAD_USER_INPUT with the spec's messages), and only
 * then writes, inside `mutate` with one audit row.
 */
import {
  applyAssignmentFlags,
  checkOwnAssignments,
  checkProfilePicture,
  choosePrimaryAssignment,
  mergeAssignments,
  setAssignmentActive,
  validateAccountInput,
  validateLocationUserInput,
  validateNotificationInput,
  validateUserInput,
} from '@vetrx/core/admin';
import { sameId, todayDay, type PhoneInput } from '@vetrx/core/common';
import { COMMON_MESSAGES, USER_MESSAGES } from '@vetrx/core/messages';
import { parseId, type RequestContext } from '../../context/context.js';
import { assertValid, badInput, forbidden, notFound } from '../../errors.js';
import { userAdminReach } from '@vetrx/core/access';
import { requireManage } from '../../context/user-admin.js';
import { phonesAsInput, toStoredAssignment, type LocationUserRow, type UserAdminScope } from '../../repositories/users.js';
import { mutateUsers as mutate, userAdminScope, visibleLocationUser, visibleUser } from './admin-users-scope.js';
import type { Resolvers } from '../generated/resolvers-types.js';

const today = (ctx: RequestContext) => todayDay(ctx.now());

/** Refuses phone types that do not exist (a write would otherwise fail on the foreign key). */
async function checkPhoneTypes(ctx: RequestContext, phones: readonly PhoneInput[], field: string): Promise<void> {
  const types = (await ctx.loaders.reference()).phoneTypes;
  if (phones.some((p) => !types.has(Number(p.phoneTypeId)))) throw badInput(COMMON_MESSAGES.fieldRequired, { [field]: COMMON_MESSAGES.fieldRequired });
}

/** The locations named by new assignments must exist and be the caller's to see (else NOT_FOUND). */
async function checkNewAssignmentLocations(ctx: RequestContext, scope: UserAdminScope, rows: readonly { id?: unknown; locationId?: unknown }[] | null | undefined) {
  const ids = (rows ?? [])
    .filter((r) => r.id === null || r.id === undefined)
    .map((r) => Number(r.locationId))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  if (ids.length === 0) return;
  const found = await ctx.repos.userWrites.existingLocationIds(ids);
  for (const id of ids) if (!found.includes(id) || !userAdminReach.sees(scope, id)) throw notFound('Location');
}

/** May the caller change this location user's own settings (notification, picture): themselves, a user manager there, or support. */
function requireSelfOrManage(ctx: RequestContext, scope: UserAdminScope, lu: LocationUserRow): void {
  if (ctx.user && lu.userId === ctx.user.id) return;
  requireManage(scope, lu.locationId);
}

/** Decodes base64 strictly; null when the text is not base64. */
function decodeBase64(text: string): Uint8Array | null {
  const clean = text.replace(/^data:[^;,]+;base64,/, '').replace(/\s+/g, '');
  if (clean.length === 0 || clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  return new Uint8Array(Buffer.from(clean, 'base64'));
}

export const adminUsersWriteResolvers: Resolvers = {
  Mutation: {
    addUser: async (_p, { input }, ctx) => {
      const scope = await userAdminScope(ctx);
      // A location the caller does not work at answers NOT_FOUND before any permission.
      await checkNewAssignmentLocations(ctx, scope, input.locationsUsers);
      if (scope.manageable !== null && scope.manageable.length === 0) throw forbidden(USER_MESSAGES.cannotManageUsers);
      const merged = assertValid(mergeAssignments([], input.locationsUsers ?? [], scope.manageable));
      const roles = await ctx.repos.userWrites.assignableRoles();
      const value = assertValid(
        validateUserInput({ ...input, locationsUsers: merged }, { isUpdate: false, today: today(ctx), roles, actor: scope.actor }),
      );
      await checkPhoneTypes(ctx, value.phones, 'phones');
      if (await ctx.repos.userWrites.usernameTaken(value.username)) throw badInput(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
      return mutate(ctx, 'AddUser', async ({ repos, record }) => {
        const user = await repos.userWrites.insertUser(
          { username: value.username, email: value.email as string, firstName: value.firstName, lastName: value.lastName, isEnabledInOkta: value.isEnabledInOkta },
          value.phones,
        );
        await repos.userWrites.writeAssignments({ ...user, email: user.email }, value.locationsUsers, [], roles, value.phones);
        const firstLocation = Number(value.locationsUsers.find((r) => r.isPrimary)?.locationId ?? value.locationsUsers[0]?.locationId);
        record({ entity: 'User', entityId: user.id, locationId: Number.isFinite(firstLocation) ? firstLocation : null, after: value });
        return user;
      });
    },

    updateUser: async (_p, { input }, ctx) => {
      const scope = await userAdminScope(ctx);
      const { user, assignments } = await visibleUser(ctx, scope, parseId(input.id, 'User'));
      if (!assignments.some((a) => userAdminReach.manages(scope, a.locationId))) throw forbidden(USER_MESSAGES.cannotManageUsers);
      for (const row of input.locationsUsers ?? []) {
        if (row.id !== null && row.id !== undefined && !assignments.some((a) => sameId(a.id, row.id))) throw notFound('Location user');
      }
      assertValid(checkOwnAssignments(user.id, assignments, input.locationsUsers, scope.actor));
      await checkNewAssignmentLocations(ctx, scope, input.locationsUsers);
      const merged = assertValid(mergeAssignments(assignments.map(toStoredAssignment), input.locationsUsers, scope.manageable));
      const roles = await ctx.repos.userWrites.assignableRoles(assignments.map((a) => a.roleId));
      const storedPhones = phonesAsInput(await ctx.loaders.userPhonesByUser.load(user.id));
      const candidate = {
        id: user.id,
        firstName: input.firstName === undefined ? user.firstName : input.firstName,
        lastName: input.lastName === undefined ? user.lastName : input.lastName,
        email: input.email === undefined ? user.email : input.email,
        isEnabledInOkta: input.isEnabledInOkta === undefined ? user.isEnabledInOkta : input.isEnabledInOkta,
        phones: input.phones === undefined ? storedPhones : input.phones,
        locationsUsers: merged,
      };
      const value = assertValid(
        validateUserInput(candidate, { isUpdate: true, today: today(ctx), roles, actor: scope.actor, existing: { email: user.email } }),
      );
      await checkPhoneTypes(ctx, value.phones, 'phones');
      if (value.username !== user.username && (await ctx.repos.userWrites.usernameTaken(value.username, user.id))) {
        throw badInput(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
      }
      return mutate(ctx, 'UpdateUser', async ({ repos, record }) => {
        const after = await repos.userWrites.updateUser(
          user.id,
          {
            username: value.username,
            email: value.email as string,
            firstName: value.firstName,
            lastName: value.lastName,
            isEnabledInOkta: value.isEnabledInOkta,
            updatedAt: new Date(),
          },
          value.phones,
        );
        await repos.userWrites.writeAssignments(after, value.locationsUsers, assignments, roles, value.phones);
        const location = assignments.find((a) => userAdminReach.manages(scope, a.locationId))?.locationId ?? null;
        record({ entity: 'User', entityId: user.id, locationId: location, before: { ...user, locationsUsers: assignments.map(toStoredAssignment) }, after: value });
        return after;
      });
    },

    updateUserAccount: async (_p, { input }, ctx) => {
      const me = ctx.requireUser();
      const storedPhones = phonesAsInput(await ctx.loaders.userPhonesByUser.load(me.id));
      const value = assertValid(
        validateAccountInput({
          firstName: input.firstName === undefined ? me.firstName : input.firstName,
          lastName: input.lastName === undefined ? me.lastName : input.lastName,
          phones: input.phones === undefined ? storedPhones : input.phones,
        }),
      );
      await checkPhoneTypes(ctx, value.phones, 'phones');
      return mutate(ctx, 'UpdateUserAccount', async ({ repos, record }) => {
        const after = await repos.userWrites.updateUser(me.id, { firstName: value.firstName, lastName: value.lastName, updatedAt: new Date() }, value.phones);
        record({ entity: 'User', entityId: me.id, before: { firstName: me.firstName, lastName: me.lastName, phones: storedPhones }, after: value });
        return after;
      });
    },

    updateLocationUser: async (_p, { id, input }, ctx) => {
      const scope = await userAdminScope(ctx);
      const lu = await visibleLocationUser(ctx, scope, parseId(id, 'Location user'));
      requireManage(scope, lu.locationId);
      const role = await ctx.loaders.role.load(lu.roleId);
      const storedPhones = phonesAsInput(await ctx.loaders.locationUserPhonesByLocationUser.load(lu.id));
      const keep = <K extends keyof typeof input & keyof LocationUserRow>(key: K) => (input[key] === undefined ? lu[key] : input[key]);
      const candidate = {
        id: lu.id,
        displayName: keep('displayName'),
        title: keep('title'),
        email: keep('email'),
        vetLicenseNumber: keep('vetLicenseNumber'),
        vetLicenseState: keep('vetLicenseState'),
        vetLicenseExpiration: keep('vetLicenseExpiration'),
        deaLicense: keep('deaLicense'),
        deaLicenseExpiration: keep('deaLicenseExpiration'),
        isActive: keep('isActive'),
        isPrimary: keep('isPrimary'),
        pimsId: keep('pimsId'),
        phones: input.phones === undefined ? storedPhones : input.phones,
      };
      const value = assertValid(
        validateLocationUserInput(candidate, { today: today(ctx), role, actor: scope.actor, existing: { email: lu.email } }),
      );
      await checkPhoneTypes(ctx, value.phones, 'phones');
      const siblings = await ctx.repos.userWrites.assignmentsOf(lu.userId);
      const flags = assertValid(
        applyAssignmentFlags(
          siblings.map((s) => ({ id: s.id, isActive: s.isActive, isPrimary: s.isPrimary })),
          lu.id,
          { isActive: value.isActive, isPrimary: value.isPrimary },
          scope.actor,
        ),
      );
      return mutate(ctx, 'UpdateLocationUser', async ({ repos, record }) => {
        await repos.userWrites.setAssignmentFlags(flags.filter((f) => f.id !== lu.id), siblings, new Date());
        const own = flags.find((f) => f.id === lu.id)!;
        const after = await repos.userWrites.updateLocationUser(
          lu.id,
          {
            displayName: value.displayName,
            title: value.title,
            email: value.email,
            vetLicenseNumber: value.vetLicenseNumber,
            vetLicenseState: value.vetLicenseState,
            vetLicenseExpiration: value.vetLicenseExpiration,
            deaLicense: value.deaLicense,
            deaLicenseExpiration: value.deaLicenseExpiration,
            pimsId: value.pimsId,
            isActive: own.isActive,
            isPrimary: own.isPrimary,
            updatedAt: new Date(),
          },
          input.phones !== undefined ? value.phones : null,
        );
        const { profilePictureUrl: _a, profilePictureThumbnailUrl: _b, ...before } = lu;
        // The row as stored after the write, not the input: a field the form did not send is unchanged,
        // where the input's absence read in the audit log as the field cleared ('1 → ∅').
        const { profilePictureUrl: _c, profilePictureThumbnailUrl: _d, ...stored } = after;
        record({ entity: 'LocationUser', entityId: lu.id, locationId: lu.locationId, before: { ...before, phones: storedPhones }, after: { ...stored, phones: input.phones !== undefined ? value.phones : storedPhones } });
        return after;
      });
    },

    updateLocationUserNotification: async (_p, { id, input }, ctx) => {
      const scope = await userAdminScope(ctx);
      const lu = await visibleLocationUser(ctx, scope, parseId(id, 'Location user'));
      requireSelfOrManage(ctx, scope, lu);
      const value = assertValid(
        validateNotificationInput(
          {
            notificationEmail: input.notificationEmail === undefined ? lu.notificationEmail : input.notificationEmail,
            isPendingAuth: input.isPendingAuth === undefined ? lu.isPendingAuth : input.isPendingAuth,
          },
          { actor: scope.actor, existing: { notificationEmail: lu.notificationEmail } },
        ),
      );
      return mutate(ctx, 'UpdateLocationUserNotification', async ({ repos, record }) => {
        const after = await repos.userWrites.updateLocationUser(lu.id, { notificationEmail: value.notificationEmail, isPendingAuth: value.isPendingAuth, updatedAt: new Date() });
        record({
          entity: 'LocationUser',
          entityId: lu.id,
          locationId: lu.locationId,
          before: { notificationEmail: lu.notificationEmail, isPendingAuth: lu.isPendingAuth },
          after: value,
        });
        return after;
      });
    },

    updateLocationUserActive: async (_p, { id, isActive }, ctx) => {
      const scope = await userAdminScope(ctx);
      const lu = await visibleLocationUser(ctx, scope, parseId(id, 'Location user'));
      requireManage(scope, lu.locationId);
      const siblings = await ctx.repos.userWrites.assignmentsOf(lu.userId);
      const rows = assertValid(
        setAssignmentActive(siblings.map((s) => ({ id: s.id, isActive: s.isActive, isPrimary: s.isPrimary })), lu.id, isActive, scope.actor),
      );
      return mutate(ctx, 'UpdateLocationUserActive', async ({ repos, record }) => {
        await repos.userWrites.setAssignmentFlags(rows, siblings, new Date());
        record({
          entity: 'LocationUser',
          entityId: lu.id,
          locationId: lu.locationId,
          // Fields of an object, so the audit log lists what changed: the assignment's own flags, and
          // every assignment of the user (switching one off may hand the primary on).
          before: { isActive: lu.isActive, isPrimary: lu.isPrimary, assignments: siblings.map((s) => ({ id: s.id, isActive: s.isActive, isPrimary: s.isPrimary })) },
          after: { isActive, isPrimary: rows.find((r) => r.id === lu.id)?.isPrimary ?? lu.isPrimary, assignments: rows },
        });
        return repos.userWrites.user(lu.userId);
      });
    },

    locationUserProfilePictureUpload: async (_p, { locationUserId, file }, ctx) => {
      const scope = await userAdminScope(ctx);
      const lu = await visibleLocationUser(ctx, scope, parseId(locationUserId, 'Location user'));
      requireSelfOrManage(ctx, scope, lu);
      const bytes = decodeBase64(file.base64);
      if (!bytes) throw badInput(USER_MESSAGES.pictureType, { file: USER_MESSAGES.pictureType });
      const { contentType } = assertValid(checkProfilePicture({ contentType: file.contentType, bytes }));
      const url = `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;
      return mutate(ctx, 'LocationUserProfilePictureUpload', async ({ repos, record }) => {
        const after = await repos.userWrites.updateLocationUser(lu.id, { profilePictureUrl: url, profilePictureThumbnailUrl: url, updatedAt: new Date() });
        record({
          entity: 'LocationUser',
          entityId: lu.id,
          locationId: lu.locationId,
          before: { hadPicture: lu.profilePictureUrl !== null },
          after: { fileName: file.fileName, contentType, bytes: bytes.length },
        });
        return after;
      });
    },

    removeLocationUserProfilePicture: async (_p, { locationUserId }, ctx) => {
      const scope = await userAdminScope(ctx);
      const lu = await visibleLocationUser(ctx, scope, parseId(locationUserId, 'Location user'));
      requireSelfOrManage(ctx, scope, lu);
      return mutate(ctx, 'RemoveLocationUserProfilePicture', async ({ repos, record }) => {
        const after = await repos.userWrites.updateLocationUser(lu.id, { profilePictureUrl: null, profilePictureThumbnailUrl: null, updatedAt: new Date() });
        record({ entity: 'LocationUser', entityId: lu.id, locationId: lu.locationId, before: { hadPicture: lu.profilePictureUrl !== null }, after: { hadPicture: false } });
        return after;
      });
    },

    changePrimaryLocation: async (_p, { locationUserId, userId }, ctx) => {
      const scope = await userAdminScope(ctx);
      const lu = await visibleLocationUser(ctx, scope, parseId(locationUserId, 'Location user'));
      const uid = parseId(userId, 'User');
      const own = ctx.user?.id === uid;
      let siblings: LocationUserRow[];
      if (own) siblings = await ctx.repos.userWrites.assignmentsOf(uid);
      else {
        siblings = (await visibleUser(ctx, scope, uid)).assignments;
        requireManage(scope, lu.locationId);
      }
      const rows = assertValid(choosePrimaryAssignment(siblings.map((s) => ({ id: s.id, isActive: s.isActive, isPrimary: s.isPrimary })), lu.id));
      return mutate(ctx, 'ChangePrimaryLocation', async ({ repos, record }) => {
        await repos.userWrites.setAssignmentFlags(rows.map((r) => ({ id: r.id, isPrimary: r.isPrimary })), siblings, new Date());
        record({
          entity: 'User',
          entityId: uid,
          locationId: lu.locationId,
          before: { primary: siblings.find((s) => s.isPrimary)?.id ?? null },
          after: { primary: lu.id },
        });
        return repos.userWrites.user(uid);
      });
    },
  },
};
