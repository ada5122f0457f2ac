import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDelegation, delegationChanges, delegationGrantRefusal, mayEditDelegations, type DelegationParty } from './delegation.js';
import { checkOwnAssignments } from './user.js';
import { pimsAccountOf } from './pims-user.js';

const vet: DelegationParty = { id: 1, locationId: 10, isActive: true, role: { canAuthorize: true } };
const staff: DelegationParty = { id: 2, locationId: 10, isActive: true, role: { canAuthorize: false } };

describe('checkDelegation', () => {
  it('allows an active colleague at the same location as delegate of a user who can authorize', () => {
    expect(checkDelegation(vet, staff)).toEqual({ ok: true, value: { locationUserId: 1, delegatedLocationUserId: 2 } });
    expect(checkDelegation(vet, { ...vet, id: 3 }).ok).toBe(true);
  });

  it('refuses oneself, non-authorizing delegators, other locations and inactive delegates', () => {
    expect(checkDelegation(vet, { ...vet })).toEqual({ ok: false, errors: { delegatedLocationUserId: 'A user cannot be their own delegate.' } });
    expect(checkDelegation(staff, vet)).toEqual({ ok: false, errors: { locationUserId: 'Only a user whose role can authorize prescriptions can have delegates.' } });
    expect(checkDelegation(vet, { ...staff, locationId: 11 })).toEqual({ ok: false, errors: { delegatedLocationUserId: 'A delegate must work at the same location.' } });
    expect(checkDelegation(vet, { ...staff, isActive: false })).toEqual({ ok: false, errors: { delegatedLocationUserId: 'An inactive user cannot be a delegate.' } });
  });

  it('accepts exactly the pairs every rule allows', () => {
    const party = fc.record({ id: fc.integer({ min: 1, max: 4 }), locationId: fc.integer({ min: 1, max: 2 }), isActive: fc.boolean(), role: fc.record({ canAuthorize: fc.boolean() }) });
    fc.assert(
      fc.property(party, party, (a, b) => {
        const expected = a.id !== b.id && a.role.canAuthorize && a.locationId === b.locationId && b.isActive;
        expect(checkDelegation(a, b).ok).toBe(expected);
      }),
    );
  });
});

describe('delegation editing', () => {
  it('lets support users and roles named with "vet" edit', () => {
    expect(mayEditDelegations({ isSupportUser: true, role: null })).toBe(true);
    expect(mayEditDelegations({ isSupportUser: false, role: { name: 'VETADMIN' } })).toBe(true);
    expect(mayEditDelegations({ isSupportUser: false, role: { name: 'ADMIN' } })).toBe(false);
    expect(mayEditDelegations({ isSupportUser: false, role: null })).toBe(false);
  });

  it('saving a list leaves exactly the selected delegates', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 2, max: 9 })), fc.uniqueArray(fc.integer({ min: 2, max: 9 })), (before, after) => {
        const stored = before.map((d, i) => ({ id: 100 + i, delegatedLocationUserId: d }));
        const { add, deleteIds } = delegationChanges(1, stored, after);
        const remaining = stored.filter((s) => !deleteIds.includes(s.id)).map((s) => s.delegatedLocationUserId);
        expect([...remaining, ...add.map((a) => a.delegatedLocationUserId)].sort()).toEqual([...after].sort());
      }),
    );
  });
});

describe('pimsAccountOf', () => {
  it('needs an account id and a supported connection type', () => {
    expect(pimsAccountOf({ pimsAccountId: ' ezy-1 ', pimsConnectionType: 'ezyvet' })).toEqual({ pimsAccountId: 'ezy-1', pimsConnectionType: 'EZYVET' });
    expect(pimsAccountOf({ pimsAccountId: 'x', pimsConnectionType: 'NOPE' })).toBeNull();
    expect(pimsAccountOf({ pimsAccountId: ' ', pimsConnectionType: 'EZYVET' })).toBeNull();
  });
});

describe('authority is given, never taken', () => {
  it('refuses exactly the delegations whose delegate is the saver', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.boolean(), (saver, delegate, asText) => {
        const refusal = delegationGrantRefusal({ userId: asText ? String(saver) : saver }, { userId: delegate });
        expect(refusal === null).toBe(saver !== delegate);
      }),
    );
    expect(delegationGrantRefusal({ userId: null }, { userId: 1 })).toBeNull();
  });

  it("refuses a change of one's own role and a new own assignment; others' and support's saves pass", () => {
    const stored = [{ id: 9, roleId: 1 }, { id: 10, roleId: 1 }];
    const me = { isSupportUser: false, userId: 4 };
    expect(checkOwnAssignments(4, stored, [{ id: '9', roleId: '1' }, { id: 10, roleId: 1 }], me).ok).toBe(true);
    expect(checkOwnAssignments(4, stored, [{ id: 9, roleId: 1 }, { id: 10, roleId: 4 }], me)).toEqual({ ok: false, errors: { 'locationsUsers.1.roleId': expect.stringContaining('your own role') } });
    expect(checkOwnAssignments(4, stored, [{ roleId: 1 }], me).ok).toBe(false);
    expect(checkOwnAssignments(4, stored, null, me).ok).toBe(true);
    expect(checkOwnAssignments(5, stored, [{ id: 9, roleId: 4 }], me).ok).toBe(true);
    expect(checkOwnAssignments(4, stored, [{ id: 9, roleId: 4 }], { isSupportUser: true, userId: 4 }).ok).toBe(true);
  });
});
