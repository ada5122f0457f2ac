import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authorizationRefusal,
  authorizeButtonState,
  authorizingVetLabel,
  authorizingVetOptions,
  type AuthorizingLocationUser,
  canAuthorizePrescription,
  canEditDelegations,
  isVetRole,
  preselectAuthorizingVet,
  printsInsteadOfAuthorize,
  submitAction,
} from './authorization.js';
import { PRESCRIBING_ERRORS } from '../messages/prescribing.js';

const vet = (id: string, over: Partial<AuthorizingLocationUser> = {}): AuthorizingLocationUser => ({
  id,
  isActive: true,
  role: { name: 'Vet', canAuthorize: true },
  ...over,
});
const staff = (id: string): AuthorizingLocationUser => ({ id, isActive: true, role: { name: 'Staff', canAuthorize: false } });

describe('who may authorize', () => {
  it('follows the three ways in', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('Rx', 'OTC', 'AOTC', null),
        (canAuthorize, isImpersonating, delegated, productApprovalType) => {
          const allowed = canAuthorizePrescription({
            role: { canAuthorize },
            isImpersonating,
            delegatedVetIds: delegated ? [7] : [8],
            authorizingVet: 7,
            productApprovalType,
          });
          expect(allowed).toBe((canAuthorize && !isImpersonating) || delegated || productApprovalType === 'OTC' || productApprovalType === 'AOTC');
        },
      ),
    );
    expect(canAuthorizePrescription({ role: null, delegatedVetIds: ['7'], authorizingVet: 7, productApprovalType: 'Rx' })).toBe(true);
    expect(canAuthorizePrescription({ role: undefined, delegatedVetIds: [7], authorizingVet: null, productApprovalType: 'Rx' })).toBe(false);
    expect(canAuthorizePrescription({ role: null, productApprovalType: 'Rx' })).toBe(false);
  });
  it('lists active users whose role can authorize', () => {
    const users = [vet('a'), vet('b', { isActive: false }), staff('c'), { id: 'd', isActive: true, role: null }];
    expect(authorizingVetOptions(users).map((u) => u.id)).toEqual(['a']);
  });
  it('preselects the current user with the permission, then the draft vet, then the patient vet', () => {
    const options = [vet('me'), vet('draft'), vet('pat')];
    expect(preselectAuthorizingVet({ currentUser: vet('me'), options, draftAuthorizingVet: 'draft', patientPrescribingVet: 'pat' })).toBe('me');
    expect(preselectAuthorizingVet({ currentUser: staff('s'), options, draftAuthorizingVet: 'draft', patientPrescribingVet: 'pat' })).toBe('draft');
    expect(preselectAuthorizingVet({ currentUser: staff('s'), options, draftAuthorizingVet: 'gone', patientPrescribingVet: 'pat' })).toBe('pat');
    expect(preselectAuthorizingVet({ currentUser: vet('other'), options, patientPrescribingVet: 'gone' })).toBeNull();
    expect(preselectAuthorizingVet({ currentUser: null, options: [] })).toBeNull();
  });
  it('names vet roles and delegation editors', () => {
    for (const name of ['Vet', 'VET', 'vet admin', 'VETADMIN', 'Vet-Admin']) expect(isVetRole(name)).toBe(true);
    for (const name of ['Veterinary Technician', 'Admin', '', null]) expect(isVetRole(name)).toBe(false);
    expect(canEditDelegations('Vet Tech')).toBe(true);
    expect(canEditDelegations('Staff')).toBe(false);
    expect(canEditDelegations(undefined)).toBe(false);
  });
  it('labels the field Authorizing User only for PRN-only family approvals', () => {
    expect(authorizingVetLabel({ isPrnOnlyFamily: true, mode: 'approval' })).toBe('Authorizing User');
    expect(authorizingVetLabel({ isPrnOnlyFamily: true, mode: 'create' })).toBe('Authorizing Vet');
    expect(authorizingVetLabel({ isPrnOnlyFamily: false, mode: 'approval' })).toBe('Authorizing Vet');
  });
});

describe('authorize button', () => {
  it('is disabled while loading or unresolved, with the tooltip for an inactive product', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.constantFrom(null, { isActive: true }), (loading, a, w, product) => {
        const s = authorizeButtonState({ loading, authorizingUserResolved: a, workflowUserResolved: w, product });
        expect(s).toEqual({ disabled: loading || !a || !w || product === null, tooltip: null });
      }),
    );
    expect(authorizeButtonState({ loading: false, authorizingUserResolved: true, workflowUserResolved: true, product: { isActive: false } })).toEqual({
      disabled: true,
      tooltip: 'This product is now inactive - please decline or decline and copy and choose a new product.',
    });
  });
  it('prints instead when the fulfilment vendor is not a location pharmacy', () => {
    expect(printsInsteadOfAuthorize('RVP', ['GGVCP'])).toBe(true);
    expect(printsInsteadOfAuthorize('rvp', [' RVP '])).toBe(false);
    expect(printsInsteadOfAuthorize(null, [])).toBe(true);
    expect(submitAction('RVP', ['GGVCP'])).toEqual({ label: 'Print Rx', type: 'PrintRx' });
    expect(submitAction('RVP', ['RVP'])).toEqual({ label: 'Authorize Rx', type: 'AuthorizeRx' });
  });
});

describe('authorizationRefusal', () => {
  it('is null exactly when canAuthorizePrescription allows, and names impersonation when that is the reason', () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ canAuthorize: fc.boolean() }), { nil: null }),
        fc.boolean(),
        fc.constantFrom('Rx', 'OTC', 'AOTC', null),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.array(fc.integer({ min: 1, max: 5 })),
        (role, isImpersonating, productApprovalType, authorizingVet, delegatedVetIds) => {
          const args = { role, isImpersonating, productApprovalType, authorizingVet, delegatedVetIds };
          const refusal = authorizationRefusal(args);
          if (canAuthorizePrescription(args)) return refusal === null;
          if (role?.canAuthorize && isImpersonating) return refusal === PRESCRIBING_ERRORS.authorizeWhileImpersonating;
          return refusal === PRESCRIBING_ERRORS.notAllowedToAuthorize;
        },
      ),
    );
  });
});
