/**
 * Delegation of prescribing authority (admin §4, §6, §7): AddDelegatedUser and DeleteDelegatedUser.
 * The caller may change a vet's delegates when they are a support user, or when their role at that
 * location may edit delegations (a name containing "vet", core's mayEditDelegations) and the vet is
 * themselves or they manage users there — but nobody adds themself as a delegate (core's
 * delegationGrantRefusal). Each pair is checked with core's checkDelegation.
 */
import { checkDelegation, delegationGrantRefusal, mayEditDelegations } from '@vetrx/core/admin';
import { USER_MESSAGES } from '@vetrx/core/messages';
import { parseId, type RequestContext } from '../../context/context.js';
import { assertValid, forbidden, notFound } from '../../errors.js';
import { userAdminReach } from '@vetrx/core/access';
import type { LocationUserRow, UserAdminScope } from '../../repositories/users.js';
import { mutateUsers as mutate, userAdminScope, visibleLocationUser } from './admin-users-scope.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Refuses unless the caller may change the delegates of `vet` (see the module comment). */
function requireDelegationEditor(ctx: RequestContext, scope: UserAdminScope, vet: LocationUserRow): void {
  if (scope.manageable === null) return;
  const membership = ctx.membershipAt(vet.locationId);
  const isSelf = ctx.user?.id === vet.userId;
  const allowed = mayEditDelegations({ isSupportUser: false, role: membership?.role ?? null }) && (isSelf || userAdminReach.manages(scope, vet.locationId));
  if (!allowed) throw forbidden(USER_MESSAGES.cannotEditDelegations);
}

async function party(ctx: RequestContext, lu: LocationUserRow) {
  const role = await ctx.loaders.role.load(lu.roleId);
  return { id: lu.id, locationId: lu.locationId, isActive: lu.isActive, role: { canAuthorize: role?.canAuthorize ?? false } };
}

export const adminUsersDelegationResolvers: Resolvers = {
  Mutation: {
    addDelegatedUser: async (_p, { input }, ctx) => {
      const scope = await userAdminScope(ctx);
      const pairs: { locationUserId: number; delegatedLocationUserId: number; locationId: number }[] = [];
      for (const pair of input) {
        const vet = await visibleLocationUser(ctx, scope, parseId(pair.locationUserId, 'Location user'));
        const delegate = await visibleLocationUser(ctx, scope, parseId(pair.delegatedLocationUserId, 'Location user'));
        requireDelegationEditor(ctx, scope, vet);
        const taken = delegationGrantRefusal({ userId: ctx.user?.id }, delegate);
        if (taken) throw forbidden(taken);
        assertValid(checkDelegation(await party(ctx, vet), await party(ctx, delegate)));
        if (!pairs.some((p) => p.locationUserId === vet.id && p.delegatedLocationUserId === delegate.id)) {
          pairs.push({ locationUserId: vet.id, delegatedLocationUserId: delegate.id, locationId: vet.locationId });
        }
      }
      return mutate(ctx, 'AddDelegatedUser', async ({ repos, record }) => {
        const rows = [];
        for (const p of pairs) {
          rows.push(await repos.delegations.add({ locationUserId: p.locationUserId, delegatedLocationUserId: p.delegatedLocationUserId }));
        }
        record({ entity: 'Delegation', entityId: rows.length === 1 ? rows[0].id : null, locationId: pairs[0]?.locationId ?? null, after: pairs });
        return rows;
      });
    },

    deleteDelegatedUser: async (_p, { ids }, ctx) => {
      const scope = await userAdminScope(ctx);
      const wanted = [...new Set(ids.map((id) => parseId(id, 'Delegation')))];
      const rows = await ctx.repos.delegations.byIds(wanted);
      for (const id of wanted) {
        const row = rows.find((r) => r.id === id);
        if (!row) throw notFound('Delegation');
        const vet = await visibleLocationUser(ctx, scope, row.locationUserId).catch(() => {
          throw notFound('Delegation');
        });
        requireDelegationEditor(ctx, scope, vet);
      }
      const first = rows[0] ? await ctx.loaders.locationUser.load(rows[0].locationUserId) : null;
      return mutate(ctx, 'DeleteDelegatedUser', async ({ repos, record }) => {
        await repos.delegations.remove(wanted);
        record({ entity: 'Delegation', entityId: wanted.length === 1 ? wanted[0] : null, locationId: first?.locationId ?? null, before: rows });
        return wanted.map(String);
      });
    },
  },
};
