import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showsAuthorizedButton, taskCardActions, taskCardHeader, taskDetailKind, taskStatusTone } from './card.js';
import { copyFromPrescription, copyFromTask, directPrescribeCopyState, isCopiedPrescription } from './copy.js';
import { TASK_STATUSES } from './status.js';

describe('task card', () => {
  it('pending tasks have Save As Draft, Decline and Approve; others Copy and View', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TASK_STATUSES, 'OTHER', null), (status) => {
        expect(taskCardActions({ status })).toEqual(status === 'PENDING' ? ['saveAsDraft', 'decline', 'approve'] : ['copy', 'view']);
      }),
    );
  });

  it('expanded: form when pending, prescription details for approved or pharmacy-declined tasks with one, else info', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TASK_STATUSES), fc.option(fc.integer({ min: 1 }), { nil: null }), (status, prescriptionId) => {
        const kind = taskDetailKind({ status, prescriptionId });
        if (status === 'PENDING') expect(kind).toBe('form');
        else if (prescriptionId !== null && ['VET_APPROVED', 'PV1_APPROVED', 'PV1_DECLINED'].includes(status)) expect(kind).toBe('prescription');
        else expect(kind).toBe('info');
      }),
    );
    expect(taskDetailKind({ status: 'VET_APPROVED', prescription: { id: 3 } })).toBe('prescription');
  });

  it('an approved task shows the disabled Authorized button', () => {
    expect(TASK_STATUSES.filter((s) => showsAuthorizedButton({ status: s }))).toEqual(['VET_APPROVED', 'PV1_APPROVED']);
  });

  it('tones follow the status', () => {
    expect(TASK_STATUSES.map(taskStatusTone)).toEqual(['task.pending', 'task.approved', 'task.approved', 'task.declined', 'task.declined']);
  });

  it('header', () => {
    const h = taskCardHeader({
      type: 'renewal',
      status: 'VET_APPROVED',
      isAutoship: true,
      actionedByLocationUser: { displayName: 'Dr. Ada Smith' },
      assignedToLocationUser: { displayName: ' Dr. Bo ' },
      locationClient: { firstName: 'Ann', lastName: ' Lee ' },
      locationPatient: { name: 'Rex' },
      product: { title: 'Carprofen', strengthDisplay: '75 mg' },
      prescriptionTaskWorkflow: { currentWorkflowStatus: { description: 'On Hold' }, workflowLocationUser: { displayName: 'Jo', isActive: false } },
    });
    expect(h).toEqual({
      typeLabel: 'Renewal Request',
      statusLabel: 'Approved By Dr. Ada Smith',
      statusTone: 'task.approved',
      isAutoship: true,
      workflowBadge: 'On Hold',
      workflowUser: 'Jo',
      assignee: 'Dr. Bo',
      client: 'Ann Lee',
      patient: 'Rex',
      product: 'Carprofen · 75 mg',
    });
    expect(taskCardHeader({}).statusLabel).toBe('');
    expect(taskCardHeader({ status: 'VET_APPROVED' }).statusLabel).toBe('Approved By Vet');
    expect(taskCardHeader({}).workflowBadge).toBeNull();
  });
});

describe('copies', () => {
  const rx = {
    id: 9,
    locationId: 1,
    locationClientId: 2,
    locationPatientId: 3,
    productId: 4,
    flavorId: 5,
    unitPerFill: 30,
    directions: 'Give 1 daily',
    refills: 3,
    prnFlag: false,
    daysSupply: 30,
    reasonForCompound: null,
    allergicIngredient: '',
    noteToClient: 'Hi',
    noteToPharmacy: null,
    isOfficeUse: false,
    autoShipPrompt: true,
    authorizingVet: 7,
  };

  it('a copy never carries the id and always has origin copy', () => {
    fc.assert(
      fc.property(fc.record({ id: fc.integer(), productId: fc.integer(), unitPerFill: fc.option(fc.integer(), { nil: null }) }), (r) => {
        const c = copyFromPrescription(r);
        expect(c).not.toHaveProperty('id');
        expect(c.rxOriginCode).toBe('copy');
        expect(isCopiedPrescription({ rxOrigin: { code: c.rxOriginCode } })).toBe(true);
      }),
    );
    expect(copyFromPrescription(rx)).toMatchObject({ productId: 4, unitPerFill: 30, refills: 3, allergicIngredient: null, authorizingVet: 7 });
  });

  it("a task's copy takes the requested quantity of packs", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 20 }), (pack, qty) => {
        const c = copyFromTask({ id: 1, productId: 4, quantityRequested: qty, product: { packsizeQty: pack }, previousPrescription: rx });
        expect(c.unitPerFill).toBe(pack * qty);
        expect(c).not.toHaveProperty('id');
      }),
    );
    expect(copyFromTask({ productId: 8, prescription: rx, isAutoship: false }).unitPerFill).toBe(30);
    expect(copyFromTask({ productId: 8, prescription: { ...rx, autoShipPrompt: false }, isAutoship: true }).autoShipPrompt).toBe(true);
    expect(copyFromTask({ productId: 8, locationClientId: 11 }).locationClientId).toBe(11);
    expect(directPrescribeCopyState(copyFromTask({ productId: 8 }), { kind: 'task', id: 1 })).toMatchObject({ copy: true, copiedFrom: { kind: 'task', id: 1 } });
  });
});
