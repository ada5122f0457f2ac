import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duplicatesOf, isActiveForDuplicates, type DuplicateCandidate, type DuplicateCheckTask } from './duplicates.js';

const TODAY = '2026-11-23';
const statuses = ['PENDING', 'VET_APPROVED', 'VET_DECLINED', 'PV1_APPROVED', 'PV1_DECLINED'];
const rxStatuses = ['Draft', 'Created', 'SentToPharmacy', 'FaxedToPharmacy', 'Declined', 'RejectedDraft', 'AcceptedByPharmacy', 'ReceivedByPharmacy'];

const taskArb = fc.record({
  id: fc.integer({ min: 1, max: 8 }),
  status: fc.constantFrom(...statuses),
  archived: fc.boolean(),
  locationPatientId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  productFamilyId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  at: fc.constantFrom('2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z', '2026-11-20T00:00:00Z'),
});
const rxArb = fc.record({
  id: fc.integer({ min: 100, max: 108 }),
  rxStatusCode: fc.constantFrom(...rxStatuses),
  archived: fc.boolean(),
  locationPatientId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  productFamilyId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  prescExpiryDate: fc.constantFrom(null, '2026-01-01', '2026-11-23', '2027-06-01'),
  at: fc.constantFrom('2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'),
  rxNumber: fc.constant('RX-1'),
});

const asTask = (t: { id: number; status: string; archived: boolean; locationPatientId: number | null; productFamilyId: number | null }): DuplicateCheckTask => ({ ...t, prescriptionId: null, previousPrescriptionId: null });

describe('duplicate requests', () => {
  it('flags only the same patient and family, never itself; only pending requests are checked', () => {
    fc.assert(
      fc.property(taskArb, fc.array(taskArb, { maxLength: 6 }), fc.array(rxArb, { maxLength: 6 }), (task, tasks, rxs) => {
        const candidates: DuplicateCandidate[] = [...tasks.map((t) => ({ kind: 'task' as const, ...t })), ...rxs.map((r) => ({ kind: 'prescription' as const, ...r }))];
        const hits = duplicatesOf(asTask(task), candidates, TODAY);
        if (task.status !== 'PENDING' || task.archived || task.locationPatientId === null || task.productFamilyId === null) expect(hits).toEqual([]);
        for (const h of hits) {
          expect(h.locationPatientId).toBe(task.locationPatientId);
          expect(h.productFamilyId).toBe(task.productFamilyId);
          if (h.kind === 'task') {
            expect(h.id).not.toBe(task.id);
            expect(h.status).toBe('PENDING');
            expect(h.archived).toBe(false);
          } else expect(isActiveForDuplicates(h, TODAY)).toBe(true);
        }
        // Prescriptions come first.
        const kinds = hits.map((h) => h.kind);
        expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'prescription' ? -1 : 1)));
      }),
    );
  });

  it('is symmetric between two pending requests', () => {
    fc.assert(
      fc.property(taskArb, taskArb, (a, b) => {
        fc.pre(a.id !== b.id);
        const ab = duplicatesOf(asTask(a), [{ kind: 'task', ...b }], TODAY).length > 0;
        const ba = duplicatesOf(asTask(b), [{ kind: 'task', ...a }], TODAY).length > 0;
        if (a.status === 'PENDING' && b.status === 'PENDING' && !a.archived && !b.archived) expect(ab).toBe(ba);
      }),
    );
  });

  it('does not flag the request’s own draft or the prescription it renews', () => {
    const rx = (id: number): DuplicateCandidate => ({ kind: 'prescription', id, rxStatusCode: 'Created', archived: false, locationPatientId: 1, productFamilyId: 2, prescExpiryDate: null, at: '2026-11-01T00:00:00Z', rxNumber: null });
    const task: DuplicateCheckTask = { id: 1, status: 'PENDING', locationPatientId: 1, productFamilyId: 2, prescriptionId: 10, previousPrescriptionId: 11 };
    expect(duplicatesOf(task, [rx(10), rx(11), rx(12)], TODAY).map((h) => h.id)).toEqual([12]);
  });

  it('an active prescription is issued, not declined or archived, and not expired', () => {
    expect(isActiveForDuplicates({ rxStatusCode: 'Created', archived: false, prescExpiryDate: TODAY }, TODAY)).toBe(true);
    expect(isActiveForDuplicates({ rxStatusCode: 'Created', archived: false, prescExpiryDate: '2026-11-22' }, TODAY)).toBe(false);
    expect(isActiveForDuplicates({ rxStatusCode: 'Created', archived: true, prescExpiryDate: null }, TODAY)).toBe(false);
    expect(isActiveForDuplicates({ rxStatusCode: 'Declined', archived: false, prescExpiryDate: null }, TODAY)).toBe(false);
    expect(isActiveForDuplicates({ rxStatusCode: 'Draft', archived: false, prescExpiryDate: null }, TODAY)).toBe(false);
  });

  it('a prescription the pharmacy filled (Accepted By Pharmacy, not fillable) with refills and expiry left is still active (issue 42)', () => {
    expect(isActiveForDuplicates({ rxStatusCode: 'AcceptedByPharmacy', archived: false, prescExpiryDate: '2027-11-23' }, TODAY)).toBe(true);
    expect(isActiveForDuplicates({ rxStatusCode: 'DeclinedByPharmacy', archived: false, prescExpiryDate: '2027-11-23' }, TODAY)).toBe(false);
    const filled: DuplicateCandidate = { kind: 'prescription', id: 804, rxStatusCode: 'AcceptedByPharmacy', archived: false, locationPatientId: 1, productFamilyId: 2, prescExpiryDate: '2027-11-23', at: '2026-11-01T00:00:00Z', rxNumber: 'RX-000804' };
    const request: DuplicateCheckTask = { id: 9, status: 'PENDING', locationPatientId: 1, productFamilyId: 2, prescriptionId: null, previousPrescriptionId: null };
    expect(duplicatesOf(request, [filled], TODAY).map((h) => h.id)).toEqual([804]);
  });
});
