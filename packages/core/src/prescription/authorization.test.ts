import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authorizeButtonState,
  authorizingVetLabel,
  authorizingVetOptions,
  type AuthorizingLocationUser,
  canEditDelegations,
  isVetRole,
  preselectAuthorizingVet,
  printsInsteadOfAuthorize,
  submitAction,
} from './authorization.js';
import { authorizationRefusal, canAuthorizePrescription } from './signing.js';
import { PRESCRIBING_ERRORS } from '../messages/prescribing.js';

const vet = (id: string, over: Partial<AuthorizingLocationUser> = {}): AuthorizingLocationUser => ({
  id,
  isActive: true,
  role: { name: 'Vet', canAuthorize: true },
  ...over,
});
const staff = (id: string): AuthorizingLocationUser => ({ id, isActive: true, role: { name: 'Staff', canAuthorize: false } });

describe('who may authorize', () => {
  it('issues in the caller’s own name, or for a vet who delegated to them; OTC and AOTC by anyone', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('Rx', 'OTC', 'AOTC', null),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
        (canAuthorize, isImpersonating, productApprovalType, caller, authorizingVet, delegatedVetIds) => {
          const allowed = canAuthorizePrescription({ callerLocationUserId: caller, role: { canAuthorize }, isImpersonating, delegatedVetIds, authorizingVet, productApprovalType });
          const otc = productApprovalType === 'OTC' || productApprovalType === 'AOTC';
          const own = authorizingVet === caller && canAuthorize;
          const delegated = authorizingVet !== caller && delegatedVetIds.includes(authorizingVet);
          expect(allowed).toBe(!isImpersonating && (otc || own || delegated));
        },
      ),
    );
  });
  it('never lets a vet sign in another vet’s name without that vet’s delegation, nor anyone inside an impersonation', () => {
    const vetSigning = { callerLocationUserId: 4, role: { canAuthorize: true }, productApprovalType: 'Rx' };
    expect(authorizationRefusal({ ...vetSigning, authorizingVet: 4 })).toBeNull();
    expect(authorizationRefusal({ ...vetSigning, authorizingVet: '4' })).toBeNull();
    expect(authorizationRefusal({ ...vetSigning, authorizingVet: 9 })).toBe(PRESCRIBING_ERRORS.authorizeForAnotherVet);
    expect(authorizationRefusal({ ...vetSigning, authorizingVet: 9, delegatedVetIds: ['9'] })).toBeNull();
    expect(authorizationRefusal({ ...vetSigning, authorizingVet: 4, isImpersonating: true })).toBe(PRESCRIBING_ERRORS.authorizeWhileImpersonating);
    // Delegation does not survive an impersonation: support acting as staff cannot sign as the vet.
    const staffSigning = { callerLocationUserId: 5, role: { canAuthorize: false }, delegatedVetIds: [7], authorizingVet: 7, productApprovalType: 'Rx' };
    expect(authorizationRefusal(staffSigning)).toBeNull();
    expect(authorizationRefusal({ ...staffSigning, isImpersonating: true })).toBe(PRESCRIBING_ERRORS.authorizeWhileImpersonating);
    expect(authorizationRefusal({ ...staffSigning, authorizingVet: 8 })).toBe(PRESCRIBING_ERRORS.notAllowedToAuthorize);
    expect(authorizationRefusal({ ...staffSigning, delegatedVetIds: [], authorizingVet: null })).toBe(PRESCRIBING_ERRORS.notAllowedToAuthorize);
    expect(authorizationRefusal({ ...staffSigning, isImpersonating: true, productApprovalType: 'AOTC' })).toBe(PRESCRIBING_ERRORS.authorizeWhileImpersonating);
    expect(authorizationRefusal({ ...staffSigning, productApprovalType: 'AOTC', delegatedVetIds: [] })).toBeNull();
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
  it('in the approve form the button says Approve, or Print Rx when the submission prints', () => {
    expect(submitAction('RVP', ['RVP', 'GGVCP'], 'approval')).toEqual({ label: 'Approve', type: 'AuthorizeRx' });
    expect(submitAction('NWVD', ['RVP', 'GGVCP', 'HSRX'], 'approval')).toEqual({ label: 'Print Rx', type: 'PrintRx' });
    expect(submitAction('NWVD', ['RVP'], 'create')).toEqual({ label: 'Print Rx', type: 'PrintRx' });
    // Whatever the vendor and pharmacies: the label names the save type, in either mode.
    fc.assert(
      fc.property(fc.option(fc.constantFrom('RVP', 'GGVCP', 'HSRX', 'NWVD', 'rvp ', ''), { nil: null }), fc.subarray(['RVP', 'GGVCP', 'HSRX', 'NWVD']), fc.constantFrom('create' as const, 'approval' as const), (vendor, pharmacies, mode) => {
        const action = submitAction(vendor, pharmacies, mode);
        expect(action.type).toBe(printsInsteadOfAuthorize(vendor, pharmacies) ? 'PrintRx' : 'AuthorizeRx');
        const labels = { PrintRx: 'Print Rx', AuthorizeRx: mode === 'approval' ? 'Approve' : 'Authorize Rx' };
        expect(action.label).toBe(labels[action.type]);
      }),
    );
  });
});

describe('authorizationRefusal', () => {
  it('is null exactly when canAuthorizePrescription allows, and always gives a reason otherwise', () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ canAuthorize: fc.boolean() }), { nil: null }),
        fc.boolean(),
        fc.constantFrom('Rx', 'OTC', 'AOTC', null),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 1, max: 5 })),
        (role, isImpersonating, productApprovalType, authorizingVet, callerLocationUserId, delegatedVetIds) => {
          const args = { callerLocationUserId, role, isImpersonating, productApprovalType, authorizingVet, delegatedVetIds };
          const refusal = authorizationRefusal(args);
          if (canAuthorizePrescription(args)) return refusal === null;
          if (isImpersonating) return refusal === PRESCRIBING_ERRORS.authorizeWhileImpersonating;
          return refusal === PRESCRIBING_ERRORS.notAllowedToAuthorize || refusal === PRESCRIBING_ERRORS.authorizeForAnotherVet;
        },
      ),
    );
  });
});
