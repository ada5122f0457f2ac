/**
 * Delegation of prescribing authority (admin §4): users move between Non-Delegates and Delegates;
 * saving deletes removed delegations and adds new ones.
 */
import { sameId, type Id } from '../common/ids.js';
import { invalid, valid, type ValidationResult } from '../common/validation.js';
import { USER_MESSAGES } from '../messages/users.js';
import { canEditDelegations } from './role.js';

/**
 * The change between two sets of ids.
 *
 * @example
 * import type { IdDiff } from '@vetrx/core/admin';
 */
export interface IdDiff {
  /** Ids in the before set and not in the after set. */
  readonly removed: string[];
  /** Ids in the after set and not in the before set. */
  readonly added: string[];
}

const key = (id: Id): string => String(id);

/**
 * The ids removed and added between two lists (compared as text, repeats ignored).
 *
 * @example
 * diffIds([1, 2], [2, 3]) // { removed: ['1'], added: ['3'] }
 */
export function diffIds(before: readonly Id[], after: readonly Id[]): IdDiff {
  const b = new Set(before.map(key));
  const a = new Set(after.map(key));
  return { removed: [...b].filter((id) => !a.has(id)), added: [...a].filter((id) => !b.has(id)) };
}

/**
 * Applies a diff to a list: the removed ids dropped, the added ones appended (as text, no repeats).
 *
 * @example
 * applyIdDiff(diffIds(['1', '2'], ['2', '3']), ['1', '2']) // ['2', '3']
 */
export function applyIdDiff(diff: IdDiff, before: readonly Id[]): string[] {
  const removed = new Set(diff.removed);
  const out = [...new Set(before.map(key))].filter((id) => !removed.has(id));
  for (const id of diff.added) if (!out.includes(id)) out.push(id);
  return out;
}

/**
 * A stored delegation of a location user.
 *
 * @example
 * import type { StoredDelegation } from '@vetrx/core/admin';
 */
export interface StoredDelegation {
  /** The delegation record id (DeleteDelegatedUser takes these). */
  readonly id: Id;
  readonly delegatedLocationUserId: Id;
}

/**
 * What saving the Delegates list sends.
 *
 * @example
 * import type { DelegationChanges } from '@vetrx/core/admin';
 */
export interface DelegationChanges {
  /** AddDelegatedUser: pairs of locationUserId and delegatedLocationUserId. */
  readonly add: { readonly locationUserId: Id; readonly delegatedLocationUserId: Id }[];
  /** DeleteDelegatedUser: ids of the delegation records to delete. */
  readonly deleteIds: Id[];
}

/**
 * The changes that save a Delegates list (admin §4, §7): delete the delegations whose delegate was
 * removed, add the delegates that were not there.
 *
 * @example
 * delegationChanges(5, [{ id: 90, delegatedLocationUserId: 7 }], [8]) // { add: [{ locationUserId: 5, delegatedLocationUserId: 8 }], deleteIds: [90] }
 */
export function delegationChanges(
  locationUserId: Id,
  stored: readonly StoredDelegation[],
  selectedDelegateIds: readonly Id[],
): DelegationChanges {
  const diff = diffIds(
    stored.map((d) => d.delegatedLocationUserId),
    selectedDelegateIds,
  );
  const removed = new Set(diff.removed);
  return {
    add: selectedDelegateIds
      .filter((id, i) => diff.added.includes(key(id)) && selectedDelegateIds.findIndex((o) => key(o) === key(id)) === i)
      .map((delegatedLocationUserId) => ({ locationUserId, delegatedLocationUserId })),
    deleteIds: stored.filter((d) => removed.has(key(d.delegatedLocationUserId))).map((d) => d.id),
  };
}

/**
 * Splits candidates into the Non-Delegates and Delegates lists: delegates are the selected ids, the
 * user themselves is in neither.
 *
 * @example
 * splitDelegates([{ id: 1 }, { id: 2 }, { id: 3 }], [2], 3) // { nonDelegates: [{ id: 1 }], delegates: [{ id: 2 }] }
 */
export function splitDelegates<U extends { readonly id: Id }>(
  candidates: readonly U[],
  selectedIds: readonly Id[],
  selfId: Id,
): { nonDelegates: U[]; delegates: U[] } {
  const selected = new Set(selectedIds.map(key));
  const others = candidates.filter((u) => key(u.id) !== key(selfId));
  return { nonDelegates: others.filter((u) => !selected.has(key(u.id))), delegates: others.filter((u) => selected.has(key(u.id))) };
}

/**
 * A location user as the delegation rules read it.
 *
 * @example
 * import type { DelegationParty } from '@vetrx/core/admin';
 */
export interface DelegationParty {
  readonly id: Id;
  readonly locationId: Id;
  readonly isActive: boolean;
  readonly role: { readonly canAuthorize: boolean };
}

/**
 * Whether `delegate` may authorize on behalf of `delegator` (Decided, admin §4, §6): not oneself
 * ('A user cannot be their own delegate.'), the delegator's role can authorize ('Only a user whose
 * role can authorize prescriptions can have delegates.'), both at the same location ('A delegate must
 * work at the same location.') and the delegate active ('An inactive user cannot be a delegate.').
 * Refusals are under `delegatedLocationUserId` (the delegator's under `locationUserId`).
 *
 * @example
 * checkDelegation(vet, staff) // { ok: true, value: { locationUserId: vet.id, delegatedLocationUserId: staff.id } }
 */
export function checkDelegation(
  delegator: DelegationParty,
  delegate: DelegationParty,
): ValidationResult<{ locationUserId: Id; delegatedLocationUserId: Id }> {
  if (sameId(delegator.id, delegate.id)) return invalid({ delegatedLocationUserId: USER_MESSAGES.selfDelegation });
  if (!delegator.role.canAuthorize) return invalid({ locationUserId: USER_MESSAGES.delegatorCannotAuthorize });
  if (!sameId(delegator.locationId, delegate.locationId)) return invalid({ delegatedLocationUserId: USER_MESSAGES.delegateOtherLocation });
  if (!delegate.isActive) return invalid({ delegatedLocationUserId: USER_MESSAGES.delegateInactive });
  return valid({ locationUserId: delegator.id, delegatedLocationUserId: delegate.id });
}

/**
 * Who may change a Delegates list (admin §6): support users, and users whose role name contains
 * "vet" (`canEditDelegations`).
 *
 * @example
 * mayEditDelegations({ isSupportUser: false, role: { name: 'ADMIN' } }) // false
 */
export function mayEditDelegations(actor: { readonly isSupportUser: boolean; readonly role: { readonly name: string } | null | undefined }): boolean {
  return actor.isSupportUser || (actor.role ? canEditDelegations(actor.role) : false);
}

/**
 * Whether the saver may add this delegation: prescribing authority is given, never
 * taken — nobody adds themself as a delegate (of any vet, through any of their location users), since
 * a delegate may then issue prescriptions carrying that vet's name and DEA number. The vet, another
 * administrator who may edit delegations, or support adds it. Answers the refusal (FORBIDDEN) or null.
 *
 * @example
 * delegationGrantRefusal({ userId: 7 }, { userId: 7 }) // "You cannot make yourself another vet's delegate. …"
 * delegationGrantRefusal({ userId: 7 }, { userId: 9 }) // null
 */
export function delegationGrantRefusal(saver: { readonly userId: Id | null | undefined }, delegate: { readonly userId: Id }): string | null {
  return saver.userId != null && sameId(saver.userId, delegate.userId) ? USER_MESSAGES.cannotDelegateToSelf : null;
}
