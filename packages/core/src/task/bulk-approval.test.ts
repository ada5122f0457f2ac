import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REAUTH_MAX_AGE_SECONDS, bulkApprovalDetails, bulkApprovalInput, bulkApprovalRefusals, reauthRefusal, type BulkApprovalFacts } from './bulk-approval.js';

const factsArb = fc.record({
  taskStatus: fc.constantFrom('PENDING', 'VET_APPROVED'),
  hasDraft: fc.boolean(),
  product: fc.option(fc.record({ isActive: fc.boolean(), isControlled: fc.boolean(), deaSchedule: fc.constantFrom(null, 'C-II', 'C-IV') }), { nil: null }),
  printRequired: fc.boolean(),
  conflict: fc.boolean(),
  patientPromptNeeded: fc.boolean(),
  clientActive: fc.boolean(),
  patientActive: fc.boolean(),
  callerLocationUserId: fc.constant(4),
  draftAuthorizingVet: fc.constantFrom(null, 4, 9),
  signRefusal: fc.constantFrom(null, 'no'),
  duplicates: fc.integer({ min: 0, max: 2 }),
  safetyDecision: fc.boolean(),
  incompleteFields: fc.constantFrom([], ['Directions']),
});

describe('bulk approval', () => {
  it('qualifies exactly a pending request with a complete draft, an active non-controlled product, no conflict, duplicate or missing facts, signed by the caller', () => {
    fc.assert(
      fc.property(factsArb, (f: BulkApprovalFacts) => {
        const qualifies =
          f.taskStatus === 'PENDING' &&
          f.hasDraft &&
          f.product !== null &&
          f.product.isActive &&
          !f.product.isControlled &&
          !f.product.deaSchedule &&
          !f.printRequired &&
          !f.conflict &&
          !f.patientPromptNeeded &&
          f.clientActive &&
          f.patientActive &&
          (f.draftAuthorizingVet === null || f.draftAuthorizingVet === 4) &&
          f.signRefusal === null &&
          f.duplicates === 0 &&
          f.safetyDecision !== true &&
          f.incompleteFields.length === 0;
        expect(bulkApprovalRefusals(f).length === 0).toBe(qualifies);
        if (f.taskStatus === 'PENDING' && f.hasDraft) expect(bulkApprovalRefusals(f).includes('Safety findings need a vet’s decision: approve it on its card.')).toBe(f.safetyDecision === true);
      }),
    );
  });

  it('builds the Approve input from the draft as the form would start it, and refuses a draft without directions', () => {
    const product = { productId: '7', productName: 'Carprofen', strength: '75 mg', productPresentationId: '2', isActive: true, isControlled: false, deaSchedule: null, compound: false, hasPharmacyRationale: false, productApprovalType: 'Rx', packsizeQty: 30, isPrnOnlyFamily: false, fullfillmentVendor: 'RVP' };
    const draft = { unitPerFill: 30, directions: 'Give 1 tablet daily.', refills: 1, prnFlag: false, prescExpiryDate: null, locationId: '1', locationClientId: '5', locationPatientId: '6', authorizingVet: null };
    const ok = bulkApprovalInput(draft, { product, today: '2026-11-23', now: new Date('2026-11-23T10:00:00Z'), requestedQuantity: 1, callerLocationUserId: 4 });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.value).toMatchObject({ productId: '7', unitPerFill: 30, refills: 1, prescExpiryDate: '2027-11-23', authorizingVet: '4', directions: 'Give 1 tablet daily.' });
    const missing = bulkApprovalInput({ ...draft, directions: null }, { product, today: '2026-11-23', now: new Date('2026-11-23T10:00:00Z'), requestedQuantity: 1, callerLocationUserId: 4 });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.errors)).toContain('directions');
  });
});

describe('bulk approval confirmation', () => {
  it('accepts a sign-in only when it is at most 5 minutes old and not older than the summary it confirms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_700_000_000, max: 1_800_000_000 }), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 0.999, noNaN: true }), (now, authOffset, reviewAge, frac) => {
        const authTime = now - Math.abs(authOffset);
        const reviewIssuedAt = now - reviewAge + frac;
        const r = reauthRefusal({ authTime, reviewIssuedAt, now });
        if (now - authTime > REAUTH_MAX_AGE_SECONDS) expect(r).toBe('stale');
        else if (authTime < Math.floor(reviewIssuedAt)) expect(r).toBe('beforeReview');
        else expect(r).toBeNull();
      }),
    );
    expect(reauthRefusal({ authTime: null, reviewIssuedAt: 1, now: 2 })).toBe('stale');
    // The summary's own second counts: auth_time has whole seconds.
    expect(reauthRefusal({ authTime: 1000, reviewIssuedAt: 1000.7, now: 1001 })).toBeNull();
    expect(reauthRefusal({ authTime: 999, reviewIssuedAt: 1000.7, now: 1001 })).toBe('beforeReview');
  });

  it('shows directions, quantity in packs as the form does, refills (PRN when flagged) and the expiration date of what is approved', () => {
    const pack = { packsizeQty: 52, packsizeDisplay: '52 ct' };
    expect(bulkApprovalDetails({ directions: ' Give 1 tablet daily ', unitPerFill: 104, refills: 2, prnFlag: false, prescExpiryDate: '2027-11-23T00:00:00.000Z' }, pack)).toEqual({
      directions: 'Give 1 tablet daily',
      quantity: '2 × 52 ct',
      refills: '2',
      expires: '2027-11-23',
    });
    expect(bulkApprovalDetails({ directions: '', unitPerFill: null, refills: 3, prnFlag: true, prescExpiryDate: null }, pack)).toEqual({ directions: null, quantity: null, refills: 'PRN', expires: null });
    // Not a whole number of packs: the units, named as units.
    expect(bulkApprovalDetails({ directions: 'x', unitPerFill: 50, refills: 0, prnFlag: false, prescExpiryDate: null }, pack).quantity).toBe('50 units');
    expect(bulkApprovalDetails({ directions: 'x', unitPerFill: 60, refills: 0, prnFlag: false, prescExpiryDate: null }, { packsizeQty: 30 }).quantity).toBe('2');
  });

  it('the quantity shown is the form’s quantity: packs × pack size gives back the units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 500 }), (packs, size) => {
        const shown = bulkApprovalDetails({ directions: 'x', unitPerFill: packs * size, refills: 0, prnFlag: false, prescExpiryDate: null }, { packsizeQty: size, packsizeDisplay: `${size} ct` }).quantity;
        expect(shown).toBe(`${packs} × ${size} ct`);
      }),
    );
  });
});
